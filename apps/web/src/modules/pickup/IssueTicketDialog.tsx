import { PHONE_PATTERN } from '@smdp/contracts/records';
import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueTicket, PICKUP_LIMITS, type PickupTicket } from './api';

type Fields = { pickerName: string; pickerMobile: string; pickerIdNo?: string; vehiclePlate?: string };

/**
 * Names the person who will collect an approved pick-up order; the server texts them the code (and
 * revokes the order's ticket in use, if any). Used on the order detail and the pick-up page.
 */
export function IssueTicketDialog({
  orderId,
  orderNo,
  onClose,
  onIssued,
}: {
  orderId: string;
  orderNo: string;
  onClose: () => void;
  onIssued: (ticket: PickupTicket) => void;
}) {
  const { t } = useTranslation('pickup');
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);

  async function issue() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const ticket = await issueTicket({ orderId, ...values });
      message.success(t('issued', { ticket: ticket.ticketNo, mobile: ticket.pickerMobile }));
      onIssued(ticket);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('issueTitle', { order: orderNo })}
      okText={t('issue')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void issue().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="pickerName"
          label={t('pickerName')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={PICKUP_LIMITS.pickerName} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="pickerMobile"
          label={t('pickerMobile')}
          extra={t('pickerMobileHint')}
          rules={[{ required: true, pattern: PHONE_PATTERN, message: t('mobileInvalid') }]}
        >
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="pickerIdNo" label={t('pickerIdNo')}>
          <Input maxLength={PICKUP_LIMITS.identity} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="vehiclePlate"
          label={t('vehiclePlate')}
          dependencies={['pickerIdNo']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim() && !String(getFieldValue('pickerIdNo') ?? '').trim())
                  throw new Error(t('identityRequired'));
              },
            }),
          ]}
        >
          <Input maxLength={PICKUP_LIMITS.plate} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
