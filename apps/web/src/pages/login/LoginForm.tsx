import { ArrowRightOutlined, LockOutlined, SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { settings } from '../../app/settings';
import { type SignInFields, useSignIn } from './useSignIn';

/** The sign-in fields; `variant` only changes how they look (labels and a wide button, or the macOS style). */
export function LoginForm({ variant }: { variant: 'standard' | 'mac' }) {
  const { t } = useTranslation();
  const { submit, busy, showTenant, captcha } = useSignIn();
  const mac = variant === 'mac';
  const label = (text: string) => (mac ? undefined : text);
  return (
    <Form<SignInFields>
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      initialValues={{ tenantId: settings.defaultTenantId }}
      className={mac ? 'mac-login-form' : 'login-form'}
    >
      {showTenant && (
        <Form.Item name="tenantId" label={label(t('login.tenant'))}>
          <Input
            prefix={<TeamOutlined />}
            autoComplete="organization"
            placeholder={t('login.tenant')}
            aria-label={t('login.tenant')}
          />
        </Form.Item>
      )}
      <Form.Item name="account" label={label(t('login.account'))}>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          placeholder={t('login.account')}
          aria-label={t('login.account')}
        />
      </Form.Item>
      <Form.Item name="password" label={label(t('login.password'))}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.password')}
          aria-label={t('login.password')}
        />
      </Form.Item>
      {captcha && (
        <Form.Item label={label(t('account:login.code'))}>
          <div className="login-captcha">
            <Form.Item name="captchaCode" noStyle>
              <Input
                prefix={<SafetyOutlined />}
                autoComplete="off"
                placeholder={t('account:login.code')}
                aria-label={t('account:login.code')}
              />
            </Form.Item>
            <button type="button" className="login-captcha-image" onClick={captcha.refresh}>
              {captcha.image && <img src={captcha.image} alt={t('account:login.codeImage')} />}
            </button>
          </div>
        </Form.Item>
      )}
      {mac ? (
        <Button
          type="primary"
          shape="circle"
          size="large"
          htmlType="submit"
          loading={busy}
          icon={<ArrowRightOutlined />}
          aria-label={t('login.submit')}
          className="mac-login-submit"
        />
      ) : (
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('login.submit')}
        </Button>
      )}
    </Form>
  );
}
