import { ArrowRightOutlined, LockOutlined, SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The plain input and password alone: `Input` from 'antd' brings TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../lib/settings';
import { type SignInFields, useSignIn } from './useSignIn';

// Loaded on first use: the sign-in page stays light without antd's Modal and Form.
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

/**
 * One labelled row. The sign-in form needs no antd Form: spec §5 warns with toasts in a fixed order,
 * never beside a field, and the page is lighter without it. The macOS layout hides the label visually.
 */
function Field({
  label,
  hideLabel,
  children,
}: {
  label: string;
  hideLabel: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="login-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'login-field-label'}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The sign-in fields; `variant` only changes how they look (labels and a wide button, or the macOS style). */
export function LoginForm({ variant }: { variant: 'standard' | 'mac' }) {
  const { t } = useTranslation();
  const { submit, busy, showTenant, tenantId, captcha } = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [fields, setFields] = useState<SignInFields>({ tenantId: settings.defaultTenantId });
  const mac = variant === 'mac';
  const set = (name: keyof SignInFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(fields);
  };
  return (
    <>
      <form onSubmit={onSubmit} noValidate className={mac ? 'mac-login-form' : 'login-form'}>
        {showTenant && (
          <Field label={t('login.tenant')} hideLabel={mac}>
            {(id) => (
              <Input
                id={id}
                prefix={<TeamOutlined />}
                autoComplete="organization"
                placeholder={t('login.tenant')}
                value={fields.tenantId ?? ''}
                onChange={set('tenantId')}
              />
            )}
          </Field>
        )}
        <Field label={t('login.account')} hideLabel={mac}>
          {(id) => (
            <Input
              id={id}
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              placeholder={t('login.account')}
              value={fields.account ?? ''}
              onChange={set('account')}
            />
          )}
        </Field>
        <Field label={t('login.password')} hideLabel={mac}>
          {(id) => (
            <Password
              id={id}
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={t('login.password')}
              value={fields.password ?? ''}
              onChange={set('password')}
            />
          )}
        </Field>
        {captcha && (
          <Field label={t('account:login.code')} hideLabel={mac}>
            {(id) => (
              <div className="login-captcha">
                <Input
                  id={id}
                  prefix={<SafetyOutlined />}
                  autoComplete="off"
                  placeholder={t('account:login.code')}
                  value={fields.captchaCode ?? ''}
                  onChange={set('captchaCode')}
                />
                <button type="button" className="login-captcha-image" onClick={captcha.refresh}>
                  {captcha.image && <img src={captcha.image} alt={t('account:login.codeImage')} />}
                </button>
              </div>
            )}
          </Field>
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
        <button type="button" className="login-forgot" onClick={() => setForgotOpen(true)}>
          {t('account:login.forgot.link')}
        </button>
      </form>
      {/* Outside the form: the dialog's own form must not submit the sign-in. */}
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onClose={() => setForgotOpen(false)}
            showTenant={showTenant}
            tenantId={fields.tenantId?.trim() || tenantId}
          />
        </Suspense>
      )}
    </>
  );
}
