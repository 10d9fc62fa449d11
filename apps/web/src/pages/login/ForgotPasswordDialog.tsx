import { LockOutlined, SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, message } from 'antd';
import md5 from 'blueimp-md5';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../lib/http';
import { settings } from '../../lib/settings';

type Step = 'account' | 'code';
type AccountFields = { tenantId?: string; account: string };
type CodeFields = { code: string; password: string; confirm: string };

/** Counts down the seconds before another code may be asked for. */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(settings.smsResendSeconds)];
}

/**
 * "Forgot password?" on the sign-in page: the account (and tenant when tenant mode asks for it) gets a
 * code by SMS to its phone on file, then a new password is set with it. The server answers alike for
 * every account, so the dialog says only that a code is sent if the account has a phone.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  showTenant,
  tenantId,
}: {
  open: boolean;
  onClose: () => void;
  showTenant: boolean;
  /** The tenant the sign-in page resolved (from the domain, or the default). */
  tenantId: string;
}) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>('account');
  const [who, setWho] = useState<{ tenantId: string; account: string }>({ tenantId, account: '' });
  const [left, startCountdown] = useCountdown();
  const [busy, setBusy] = useState(false);
  const [accountForm] = Form.useForm<AccountFields>();
  const [codeForm] = Form.useForm<CodeFields>();

  async function sendCode(fields: AccountFields) {
    const next = { tenantId: fields.tenantId?.trim() || tenantId, account: fields.account.trim() };
    setBusy(true);
    try {
      await post<boolean>('/blade-user/forgot-password/send-code', next);
      setWho(next);
      setStep('code');
      startCountdown();
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  async function reset({ code, password }: CodeFields) {
    setBusy(true);
    try {
      await post<boolean>('/blade-user/forgot-password/reset', { ...who, code: code.trim(), password: md5(password) });
      message.success(t('login.forgot.done'));
      close();
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setStep('account');
    accountForm.resetFields();
    codeForm.resetFields();
    onClose();
  }

  return (
    <Modal open={open} title={t('login.forgot.title')} onCancel={close} footer={null} destroyOnHidden width={420}>
      {step === 'account' ? (
        <Form<AccountFields>
          form={accountForm}
          layout="vertical"
          requiredMark={false}
          onFinish={sendCode}
          initialValues={{ tenantId }}
        >
          <p>{t('login.forgot.intro')}</p>
          {showTenant && (
            <Form.Item
              name="tenantId"
              label={t('login.forgot.tenant')}
              rules={[{ required: true, whitespace: true, message: t('login.forgot.tenantRequired') }]}
            >
              <Input prefix={<TeamOutlined />} autoComplete="organization" />
            </Form.Item>
          )}
          <Form.Item
            name="account"
            label={t('login.forgot.account')}
            rules={[{ required: true, whitespace: true, message: t('login.forgot.accountRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.forgot.sendCode')}
          </Button>
        </Form>
      ) : (
        <Form<CodeFields> form={codeForm} layout="vertical" requiredMark={false} onFinish={reset}>
          <Alert type="info" showIcon message={t('login.forgot.codeSent')} style={{ marginBottom: 16 }} />
          <Form.Item
            name="code"
            label={t('login.forgot.code')}
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('login.forgot.codeRequired') }]}
          >
            <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.forgot.password')}
            rules={[{ required: true, message: t('login.forgot.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('login.forgot.confirm')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('login.forgot.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('login.forgot.differ'))),
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.forgot.submit')}
          </Button>
          <Button
            type="link"
            block
            disabled={left > 0 || busy}
            onClick={() => void sendCode(who)}
            style={{ marginTop: 8 }}
          >
            {left > 0 ? t('login.forgot.resendIn', { seconds: left }) : t('login.forgot.resend')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
