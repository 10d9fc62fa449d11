import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ReasonRequest = { title: string; submit: (reason: string) => Promise<unknown> };

type Props = { request: ReasonRequest | null; onClose: () => void };

const MAX_REASON = 500;

/**
 * Asks why (a rejection needs a reason on the server too). On a refused call the dialog stays open
 * with what was typed; the server's reason is already on screen.
 *
 * OK is the submit button of the form that holds the reason field (the form wraps the dialog, and each
 * opening mounts a new one): the form validates its own mounted field and calls `send` only with a
 * valid reason. A form instance kept outside the dialog could be asked to validate before its field was
 * mounted, which finds no field, "passes", and shows nothing.
 */
export function ReasonDialog({ request, onClose }: Props) {
  const { t } = useTranslation('customer');
  const [saving, setSaving] = useState(false);

  async function send({ reason }: { reason: string }) {
    if (!request) return;
    setSaving(true);
    try {
      await request.submit(reason.trim());
      onClose();
    } catch {
      // Refused: the server's message is on screen and the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(request)}
      title={request?.title}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form layout="vertical" onFinish={(values: { reason: string }) => void send(values)}>
          {dialog}
        </Form>
      )}
    >
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
    </Modal>
  );
}
