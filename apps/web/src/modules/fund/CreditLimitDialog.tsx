import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, message, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import type { CreditChange, CreditLimit, CreditLimitBody } from './api';

/** Amounts as the server takes them: up to 16 digits and two decimals, never negative. */
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
const MAX_TERM_DAYS = 3650;

type Values = {
  creditLimit?: string | null;
  tempLimit?: string | null;
  tempValidTo?: Dayjs | null;
  termDays?: number | null;
  unlimited: boolean;
  remark?: string;
};

type Props = {
  /** Already translated: "Edit the credit of C0002 Moonlight". */
  title: string;
  debtorPartyId: string;
  /** The creditor when it is not the company (a distributor granting its sub-customer). */
  creditorPartyId?: string | undefined;
  limit: CreditLimit | null;
  /** Asks for the change: approved at once (the direct button), or waiting for an approver. */
  save: (body: CreditLimitBody) => Promise<CreditChange>;
  /** Reads the stored limit again after a stale version (409); what is behind the dialog refreshes with it. */
  reload: () => Promise<CreditLimit | null>;
  /** After a save: refresh what shows the limit. */
  onSaved: () => Promise<void> | void;
  onClose: () => void;
  /** The notice after a stale version, when the default one ("the card behind") does not fit. */
  staleNotice?: string;
};

/**
 * Sets a credit limit (domain.md §7: 0 means no credit, unlimited is the explicit box). It saves with the
 * version it was opened on: when someone saved in between, the server refuses (409, its translated message
 * shown by the http layer), the limit is read again and this dialog saves on the new version only when
 * asked again.
 */
export function CreditLimitDialog({
  title,
  debtorPartyId,
  creditorPartyId,
  limit,
  save,
  reload,
  onSaved,
  onClose,
  staleNotice,
}: Props) {
  const { t } = useTranslation('credit');
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState(limit?.version);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const unlimited = Form.useWatch('unlimited', form);

  const amountRule = (required: boolean) => ({
    validator: (_: unknown, value: unknown) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (!text) return required ? Promise.reject(new Error(t('required'))) : Promise.resolve();
      return AMOUNT.test(text) ? Promise.resolve() : Promise.reject(new Error(t('amountInvalid')));
    },
  });

  async function submit(values: Values) {
    const body: CreditLimitBody = {
      debtorPartyId,
      ...(creditorPartyId ? { creditorPartyId } : {}),
      ...(version === undefined ? {} : { version }),
      creditLimit: String(values.creditLimit ?? '').trim(),
      tempLimit: String(values.tempLimit ?? '').trim() || '0',
      tempValidTo: values.tempValidTo ? values.tempValidTo.format('YYYY-MM-DD') : null,
      termDays: values.termDays ?? 0,
      unlimited: values.unlimited,
      remark: values.remark?.trim() || null,
    };
    setSaving(true);
    try {
      const change = await save(body);
      if (change.state === 'APPROVED') message.success(t('saved'));
      else message.info(t('changes.submitted'));
      await onSaved();
      onClose();
    } catch (error) {
      // The http layer has shown the server's translated reason; a stale version also reloads the limit.
      if (error instanceof ApiError && error.code === 409) {
        const reloaded = await reload().then(
          (value) => ({ value }),
          () => null,
        );
        if (reloaded) {
          setVersion(reloaded.value?.version);
          setStale(true);
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {stale ? (
        <Alert type="warning" showIcon title={staleNotice ?? t('staleReloaded')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        form={form}
        name="credit-limit"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          creditLimit: limit?.creditLimit ?? '0',
          tempLimit: limit?.tempLimit ?? '0',
          tempValidTo: limit?.tempValidTo ? dayjs(limit.tempValidTo) : null,
          termDays: limit?.termDays ?? 30,
          unlimited: limit?.unlimited ?? false,
          remark: limit?.remark ?? '',
        }}
      >
        <Form.Item name="unlimited" valuePropName="checked" extra={t('unlimitedHint')}>
          <Checkbox>{t('unlimited')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="creditLimit"
          label={t('creditLimit')}
          extra={unlimited ? undefined : t('zeroHint')}
          rules={[amountRule(true)]}
        >
          <InputNumber<string> stringMode min="0" step="100" precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="tempLimit" label={t('tempLimit')} rules={[amountRule(false)]}>
            <InputNumber<string> stringMode min="0" step="100" precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="tempValidTo" label={t('tempValidTo')} extra={t('tempValidToHint')}>
            <DatePicker allowClear />
          </Form.Item>
        </Space>
        <Form.Item
          name="termDays"
          label={t('termDays')}
          rules={[
            { required: true, message: t('required') },
            {
              validator: (_, value) =>
                Number.isInteger(value) && value >= 0 && value <= MAX_TERM_DAYS
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('termDaysInvalid', { max: MAX_TERM_DAYS }))),
            },
          ]}
        >
          <InputNumber min={0} max={MAX_TERM_DAYS} precision={0} suffix={t('daysUnit')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')} rules={[{ max: 500, message: t('remarkTooLong') }]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
