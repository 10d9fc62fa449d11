import { suggestedAdjustment } from '@smdp/contracts/fund';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adjustStatement, type Reconciliation } from './api';

type Props = { statement: Reconciliation; onCancel: () => void; onDone: (next: Reconciliation) => void };
type Values = { amount?: string; reason?: string };

/** The creditor posts an adjustment document today settling (part of) the dispute. */
export function AdjustDialog({ statement, onCancel, onDone }: Props) {
  const { t } = useTranslation('reconciliation');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  async function save(values: Values) {
    setBusy(true);
    try {
      onDone(
        await adjustStatement({
          id: statement.id,
          version: statement.version,
          amount: String(values.amount ?? ''),
          reason: values.reason ?? '',
        }),
      );
    } catch {
      // refused: see the http layer's message; the dialog keeps what was typed
    } finally {
      setBusy(false);
    }
  }
  const suggested = suggestedAdjustment(statement.lines, statement.disputeLines);
  return (
    <Modal
      open
      title={t('adjustTitle')}
      okText={t('actions.adjust')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">{t('adjustHint')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ amount: suggested === '0.00' ? undefined : suggested, reason: statement.disputeReason ?? '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="amount"
          label={t('amount')}
          rules={[
            {
              validator: (_, value) =>
                /^-?\d{1,16}(\.\d{1,2})?$/.test(String(value ?? '')) && Number(value) !== 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('amountInvalid'))),
            },
          ]}
        >
          <InputNumber<string> stringMode step="0.01" precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
