import { Button, Card, Checkbox, DatePicker, Empty, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../components/Perm';
import { type StatementAsk, statementCodes, useStatement, useStatementBuyers } from '../api';
import { GroupStatementCard } from '../GroupStatementCard';
import { StatementView } from '../StatementView';

type Values = { buyer?: string; period?: [Dayjs, Dayjs]; ageing?: boolean };

/** The month before this one: what a statement usually covers. */
const lastMonth = (): [Dayjs, Dayjs] => {
  const month = dayjs().subtract(1, 'month');
  return [month.startOf('month'), month.endOf('month')];
};

/**
 * /finance/statement, statements on demand (domain.md §7): a buyer (staff: any customer towards its
 * seller; a distributor: its own statement with the company or one of its buyers), a period and the
 * ageing; the ledger lines with opening, running and closing balance, as PDF and Excel too.
 */
export default function StatementPage() {
  const { t } = useTranslation('statement');
  const [form] = Form.useForm<Values>();
  const buyers = useStatementBuyers();
  const [ask, setAsk] = useState<StatementAsk | null>(null);
  const statement = useStatement(ask);
  const mayExport = usePermission(statementCodes.export);

  const show = (values: Values) => {
    const buyer = buyers.data?.find((option) => option.debtorPartyId === values.buyer);
    const [start, end] = values.period ?? lastMonth();
    if (!buyer) return;
    setAsk({
      debtorPartyId: buyer.debtorPartyId,
      creditorPartyId: buyer.creditorPartyId,
      start: start.format('YYYY-MM-DD'),
      end: end.format('YYYY-MM-DD'),
      ageing: values.ageing === true,
    });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('title')} size="small">
        <Form<Values>
          form={form}
          name="statement"
          layout="inline"
          initialValues={{ period: lastMonth(), ageing: false }}
          onFinish={show}
          style={{ rowGap: 8 }}
        >
          <Form.Item
            name="buyer"
            label={t('buyer')}
            rules={[{ required: true, message: t('required') }]}
            style={{ minWidth: 260, flex: '1 1 260px' }}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={buyers.isLoading}
              placeholder={t('pickBuyer')}
              options={(buyers.data ?? []).map((buyer) => ({
                value: buyer.debtorPartyId,
                label: buyer.own
                  ? t('ownStatement', { code: buyer.customerCode })
                  : `${buyer.customerCode} ${buyer.customerName}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="period"
            label={t('period')}
            rules={[{ required: true, message: t('required') }]}
            style={{ minWidth: 260, flex: '1 1 260px' }}
          >
            <DatePicker.RangePicker style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
          <Form.Item name="ageing" valuePropName="checked">
            <Checkbox>{t('withAgeing')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={statement.isFetching}>
              {t('show')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {mayExport ? <GroupStatementCard /> : null}
      {ask && statement.data ? (
        <StatementView statement={statement.data} ask={ask} mayExport={mayExport} />
      ) : ask && statement.isFetching ? (
        <Card size="small" loading />
      ) : (
        <Card size="small">
          <Empty description={t(statement.isError ? 'failed' : 'pickHint')} />
        </Card>
      )}
    </Space>
  );
}
