import { Button, DatePicker, Form, Input, InputNumber, message, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from '../../components/files/AttachmentPicker';
import type { AttachedFile } from '../../components/files/attachments';
import {
  directApproveReceipt,
  RECEIPT_METHODS,
  RECEIPT_TARGETS,
  type Receipt,
  type ReceiptBody,
  saveReceipt,
  usePayers,
  useProofs,
} from './api';

type Values = {
  payerPartyId?: string;
  amount?: string | number | null;
  method: string;
  bankRef?: string;
  paidAt?: Dayjs;
  target: string;
  remarks?: string;
};

type Props = {
  receipt: Receipt | null;
  /** Enter and approve in one step (the direct approval page). */
  direct?: boolean;
  onSaved: (receipt: Receipt) => void;
  onCancel?: () => void;
};

/** The receipt form: payer (its payee follows), amount, method, bank reference, day paid, target, proofs. */
export function ReceiptForm({ receipt, direct = false, onSaved, onCancel }: Props) {
  const { t } = useTranslation('fund');
  const [form] = Form.useForm<Values>();
  const payers = usePayers();
  const stored = useProofs(receipt?.proofIds ?? []);
  const [added, setAdded] = useState<AttachedFile[] | null>(null);
  const proofs = added ?? stored.data ?? [];
  const [saving, setSaving] = useState(false);
  const payerId = Form.useWatch('payerPartyId', form);
  const payer = payers.data?.find((p) => p.id === payerId);

  async function submit(values: Values) {
    const body: ReceiptBody = {
      ...(receipt ? { id: receipt.id, version: receipt.version } : {}),
      payerPartyId: values.payerPartyId ?? '',
      amount: String(values.amount ?? ''),
      method: values.method as ReceiptBody['method'],
      bankRef: values.bankRef?.trim() || null,
      paidAt: (values.paidAt ?? dayjs()).format('YYYY-MM-DD'),
      target: values.target as ReceiptBody['target'],
      remarks: values.remarks?.trim() || null,
      proofIds: proofs.map((proof) => proof.id),
    };
    setSaving(true);
    try {
      const saved = await (direct ? directApproveReceipt(body) : saveReceipt(body));
      message.success(direct ? t('approvedDone') : t('saved'));
      onSaved(saved);
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      name={direct ? 'receipt-direct' : 'receipt'}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      initialValues={{
        payerPartyId: receipt?.payerPartyId,
        amount: receipt?.amount,
        method: receipt?.method ?? 'BANK',
        bankRef: receipt?.bankRef ?? '',
        paidAt: receipt ? dayjs(String(receipt.paidAt)) : dayjs(),
        target: receipt?.target ?? 'CASH',
        remarks: receipt?.remarks ?? '',
      }}
    >
      <Form.Item name="payerPartyId" label={t('payer')} rules={[{ required: true, message: t('required') }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={payers.isLoading}
          options={(payers.data ?? []).map((p) => ({ value: p.id, label: `${p.customerCode} ${p.customerName}` }))}
        />
      </Form.Item>
      {payer ? (
        <Form.Item label={t('payee')}>
          <Input readOnly value={payers.data?.find((p) => p.id === payer.payeePartyId)?.customerName ?? t('company')} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="amount"
        label={t('amount')}
        rules={[
          { required: true, message: t('required') },
          {
            validator: (_, value) =>
              /^\d{1,16}(\.\d{1,2})?$/.test(String(value ?? '')) && Number(value) > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('amountInvalid'))),
          },
        ]}
      >
        <InputNumber<string> stringMode min="0.01" step="0.01" precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="method" label={t('method')}>
          <Select
            style={{ width: 160 }}
            options={RECEIPT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          />
        </Form.Item>
        <Form.Item name="bankRef" label={t('bankRef')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="paidAt" label={t('paidAt')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="target" label={t('target')}>
          <Select
            style={{ width: 200 }}
            options={RECEIPT_TARGETS.map((m) => ({ value: m, label: t(`targets.${m}`) }))}
          />
        </Form.Item>
      </Space>
      <Form.Item name="remarks" label={t('remarks')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.Item label={t('proofs')}>
        <AttachmentPicker
          value={proofs}
          onChange={setAdded}
          labels={{ add: t('addProof'), empty: t('noProofs'), remove: t('removeProof') }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {direct ? t('saveAndApprove') : t('save')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('cancel')}</Button> : null}
      </Space>
    </Form>
  );
}
