import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../../app/auth';
import { LOGIN_PATH } from '../../app/guard';
import { AccountFrame } from './AccountFrame';
import { changePassword, type PasswordChange } from './password';

/**
 * /resetpassword: change the password (spec §7 update-password). Afterwards the user signs in again
 * with the new one, which also picks up the cleared first-login and forced-reset flags.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(change: PasswordChange) {
    setBusy(true);
    try {
      await changePassword(change);
      message.success(t('password.changed'));
      await logOut().catch(() => {});
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  const required = (text: string) => ({ required: true, message: text });
  return (
    <AccountFrame title={t('password.title')} intro={t('password.intro')}>
      <Form<PasswordChange> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('password.old')} rules={[required(t('password.oldRequired'))]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} rules={[required(t('password.newRequired'))]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="newPassword1"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            required(t('password.newRequired')),
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.differ'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('password.submit')}
        </Button>
      </Form>
    </AccountFrame>
  );
}
