import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyLabel, partyOptions } from '../../../lib/party-options';
import { draftStatement, type Reconciliation } from './api';

type Values = { debtorPartyId?: string; period?: [Dayjs, Dayjs] };

/** The last month that is over: what a monthly reconciliation usually covers. */
const lastMonth = (): [Dayjs, Dayjs] => {
  const month = dayjs().subtract(1, 'month');
  return [month.startOf('month'), month.endOf('month')];
};

/** Drafts the statement of one buyer for a period that is over (the server computes its figures). */
export function NewStatementForm({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved: (doc: Reconciliation) => void;
}) {
  const { t } = useTranslation('reconciliation');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const buyers = useQuery({
    queryKey: ['reconciliation', 'buyers'],
    queryFn: () => partyOptions(['ACTIVE', 'SUSPENDED']),
  });

  async function save(values: Values) {
    const [start, end] = values.period ?? lastMonth();
    setBusy(true);
    try {
      onSaved(
        await draftStatement({
          debtorPartyId: values.debtorPartyId ?? '',
          periodStart: start.format('YYYY-MM-DD'),
          periodEnd: end.format('YYYY-MM-DD'),
        }),
      );
    } catch {
      // refused: the http layer showed the server's translated reason
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ period: lastMonth() }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item name="debtorPartyId" label={t('debtor')} rules={[{ required: true, message: t('required') }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={buyers.isLoading}
          options={(buyers.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }))}
        />
      </Form.Item>
      <Form.Item name="period" label={t('period')} rules={[{ required: true, message: t('required') }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} disabledDate={(day) => !day.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('draft')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
