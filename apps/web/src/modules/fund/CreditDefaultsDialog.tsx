import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, InputNumber, Modal, message, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import {
  type CreditDefault,
  type CustomerLevelOption,
  creditDefaultsKey,
  listCreditDefaults,
  listLevels,
  saveCreditDefault,
} from './api';

const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;

type Values = {
  levelId?: string | null;
  creditLimit?: string | null;
  unlimited: boolean;
  termDays?: number | null;
  overdueHoldDays?: number | null;
};

/**
 * The default credit of the caller's creditor (the company for staff, the distributor itself for its
 * sub-customers) and of each customer level: what a debtor without its own limit gets (domain.md §7).
 */
export function CreditDefaultsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('credit');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const defaults = useQuery({ queryKey: creditDefaultsKey, queryFn: listCreditDefaults });
  const levels = useQuery({ queryKey: [...creditDefaultsKey, 'levels'], queryFn: listLevels });
  const levelId = Form.useWatch('levelId', form) ?? null;
  const unlimited = Form.useWatch('unlimited', form);
  const rows = defaults.data ?? [];
  const levelName = (id: string | null) =>
    id === null ? t('defaults.all') : (levels.data?.find((level: CustomerLevelOption) => level.id === id)?.name ?? id);

  const pick = (id: string | null) => {
    const row = rows.find((one) => one.levelId === id);
    form.setFieldsValue({
      levelId: id,
      creditLimit: row?.creditLimit ?? '0',
      unlimited: row?.unlimited ?? false,
      termDays: row?.termDays ?? 30,
      overdueHoldDays: row?.overdueHoldDays ?? null,
    });
  };

  const submit = async (values: Values) => {
    const current = rows.find((one) => one.levelId === (values.levelId ?? null));
    setSaving(true);
    try {
      await saveCreditDefault({
        levelId: values.levelId ?? null,
        creditLimit: values.unlimited ? '0' : String(values.creditLimit ?? '0'),
        unlimited: values.unlimited,
        termDays: values.termDays ?? 30,
        overdueHoldDays: values.levelId ? null : (values.overdueHoldDays ?? null),
        ...(current ? { version: current.version } : {}),
      });
      message.success(t('defaults.saved'));
      await client.invalidateQueries({ queryKey: creditDefaultsKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('defaults.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      <Table<CreditDefault>
        size="small"
        rowKey="id"
        pagination={false}
        loading={defaults.isLoading}
        dataSource={rows}
        onRow={(row) => ({ onClick: () => pick(row.levelId) })}
        columns={[
          { key: 'level', title: t('defaults.level'), render: (_, row) => levelName(row.levelId) },
          {
            key: 'limit',
            title: t('creditLimit'),
            render: (_, row) => (row.unlimited ? t('unlimitedValue') : formatMoney(row.creditLimit)),
          },
          { key: 'term', title: t('termDays'), render: (_, row) => t('days', { count: row.termDays }) },
          {
            key: 'hold',
            title: t('defaults.overdueHoldDays'),
            render: (_, row) => (row.overdueHoldDays === null ? '—' : t('days', { count: row.overdueHoldDays })),
          },
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={{ levelId: null, creditLimit: '0', unlimited: false, termDays: 30, overdueHoldDays: null }}
        onFinish={submit}
      >
        <Form.Item name="levelId" label={t('defaults.level')}>
          <Select
            allowClear
            placeholder={t('defaults.all')}
            onChange={(value: string | undefined) => pick(value ?? null)}
            options={(levels.data ?? []).map((level) => ({ value: level.id, label: level.name }))}
          />
        </Form.Item>
        <Form.Item name="unlimited" valuePropName="checked">
          <Checkbox>{t('unlimited')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="creditLimit"
          label={t('creditLimit')}
          extra={t('zeroHint')}
          rules={[{ pattern: AMOUNT, message: t('amountInvalid') }]}
        >
          <InputNumber<string> stringMode min="0" precision={2} disabled={unlimited} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="termDays" label={t('termDays')}>
          <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {levelId === null ? (
          <Form.Item name="overdueHoldDays" label={t('defaults.overdueHoldDays')} extra={t('defaults.overdueHoldHint')}>
            <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
