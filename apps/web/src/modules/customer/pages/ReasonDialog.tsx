import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ReasonRequest = { title: string; submit: (reason: string) => Promise<unknown> };

type Props = { request: ReasonRequest | null; onClose: () => void };

const MAX_REASON = 500;

/**
 * Asks why (a rejection needs a reason on the server too). On a refused call the dialog stays open
 * with what was typed; the server's reason is already on screen.
 */
export function ReasonDialog({ request, onClose }: Props) {
  const { t } = useTranslation('customer');
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  async function confirm() {
    const { reason } = await form.validateFields();
    if (!request) return;
    setSaving(true);
    try {
      await request.submit(reason.trim());
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(request)}
      title={request?.title}
      onCancel={onClose}
      onOk={() => void confirm().catch(() => undefined)}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('reason.label')}
          rules={[
            { required: true, whitespace: true, message: t('reason.required') },
            { max: MAX_REASON, message: t('crud:maxInputCharacters', { max: MAX_REASON }) },
          ]}
        >
          <Input.TextArea rows={4} aria-label={t('reason.label')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
