import { Form, InputNumber, Modal, message, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAccountQuota, useAccountQuota } from '../api';

export type QuotaTarget = { customerId: string; customerName: string };

/** Sets how many accounts a customer may have (`update-total-account-number`; -1: no limit). */
export function QuotaDialog({
  target,
  onClose,
  onSaved,
}: {
  target: QuotaTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('user');
  const quota = useAccountQuota(target?.customerId, Boolean(target));
  const [value, setValue] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(quota.data?.accountNumber ?? null), [quota.data]);

  async function save() {
    if (!target || value === null) return;
    setSaving(true);
    try {
      await setAccountQuota(target.customerId, value);
      message.success(t('quota.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(target)}
      title={t('quota.title', { name: target?.customerName ?? '' })}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: value === null }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('quota.accountNumber')} help={t('quota.help')}>
          <InputNumber
            aria-label={t('quota.accountNumber')}
            min={-1}
            precision={0}
            value={value}
            onChange={(next) => setValue(next)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {quota.data ? (
          <Typography.Text type="secondary">{t('quota.used', { count: quota.data.accountCount })}</Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
