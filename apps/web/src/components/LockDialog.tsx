import { Form, Input, Modal } from 'antd';
import md5 from 'blueimp-md5';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOCK_PATH } from '../app/guard';
import { useLock } from '../lib/session';

/** Choose a lock password, then the screen locks (spec §4); /lock asks for it back. */
export function LockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const lock = useLock((state) => state.lock);
  const [form] = Form.useForm<{ password: string }>();

  function lockNow({ password }: { password: string }) {
    lock(md5(password));
    onClose();
    navigate(LOCK_PATH, { replace: true });
  }

  return (
    <Modal open title={t('lock.setPassword')} okText={t('lock.lockNow')} onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={lockNow}>
        <Form.Item
          name="password"
          label={t('lock.password')}
          rules={[{ required: true, whitespace: true, message: t('lock.passwordRequired') }]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
