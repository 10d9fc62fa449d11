import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import md5 from 'blueimp-md5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOCK_PATH } from '../app/guard';
import { useLock } from '../lib/session';

/** Top-bar button: choose a lock password, then the screen locks (spec §4); /lock asks for it back. */
export function LockButton() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const lock = useLock((state) => state.lock);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  function lockNow({ password }: { password: string }) {
    lock(md5(password));
    setOpen(false);
    navigate(LOCK_PATH, { replace: true });
  }

  return (
    <>
      <Button type="text" aria-label={t('lock.lockScreen')} icon={<LockOutlined />} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={t('lock.setPassword')}
        okText={t('lock.lockNow')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={lockNow} preserve={false}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, whitespace: true, message: t('lock.passwordRequired') }]}
          >
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
