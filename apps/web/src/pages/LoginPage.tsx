import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signIn } from '../app/auth';
import { settings } from '../app/settings';
import { LanguageSwitch } from '../shell/LanguageSwitch';

type Fields = { tenantId: string; account: string; password: string };

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(fields: Fields) {
    // spec §5: each missing field warns and stops, in this order.
    if (settings.tenantMode && !fields.tenantId?.trim()) return void message.warning(t('login.tenantRequired'));
    if (!fields.account?.trim()) return void message.warning(t('login.accountRequired'));
    if (!fields.password) return void message.warning(t('login.passwordRequired'));
    setBusy(true);
    try {
      await signIn(fields.tenantId?.trim() || settings.defaultTenantId, fields.account.trim(), fields.password);
      navigate(settings.homePath, { replace: true });
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <Card className="login-card">
        <Typography.Title level={2}>{t('app.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <Form<Fields>
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          initialValues={{ tenantId: settings.defaultTenantId }}
        >
          {settings.tenantMode && (
            <Form.Item name="tenantId" label={t('login.tenant')}>
              <Input autoComplete="organization" />
            </Form.Item>
          )}
          <Form.Item name="account" label={t('login.account')}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
