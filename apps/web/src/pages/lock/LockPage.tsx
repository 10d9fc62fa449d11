import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isMac } from '../../lib/platform';
import { settings } from '../../lib/settings';
import { useUnlock } from './useUnlock';
import './lock.css';

type Fields = { password?: string };

type UnlockFormProps = Pick<ReturnType<typeof useUnlock>, 'wrong' | 'clearWrong' | 'tryUnlock'> & { mac: boolean };

function UnlockForm({ mac, wrong, clearWrong, tryUnlock }: UnlockFormProps) {
  const { t } = useTranslation('account');
  return (
    <Form<Fields>
      onFinish={({ password }) => tryUnlock(password ?? '')}
      onValuesChange={clearWrong}
      className={mac ? 'mac-lock-form' : 'lock-form'}
    >
      <Form.Item name="password" rules={[{ required: true, message: t('lock.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          autoFocus
          placeholder={t('lock.password')}
          aria-label={t('lock.password')}
        />
      </Form.Item>
      {wrong && <Alert type="error" showIcon title={t('lock.wrongPassword')} className="lock-error" />}
      <Button type="primary" htmlType="submit" block={!mac} icon={<UnlockOutlined />}>
        {t('lock.unlock')}
      </Button>
    </Form>
  );
}

/** /lock (spec §2, §4): the session stays, every page is hidden until the lock password is given. */
export function LockPage() {
  const { t } = useTranslation('account');
  const { user, locked, now, signInAgain, ...unlocking } = useUnlock();
  if (!locked) return <Navigate to={settings.homePath} replace />;
  const name = user?.real_name || user?.account;
  const mac = isMac();
  return (
    <main className={mac ? 'mac-lock-page' : 'lock-page'}>
      <div className="lock-clock">
        <div className="lock-time">{now.format('HH:mm')}</div>
        <div className="lock-date">{now.format('dddd, LL')}</div>
      </div>
      <section className="lock-panel">
        <Avatar size={mac ? 80 : 64} src={user?.avatar || undefined} icon={<UserOutlined />} className="lock-avatar" />
        <Typography.Title level={1} className="lock-name">
          {name}
        </Typography.Title>
        <Typography.Paragraph className="lock-hint">{t('lock.hint')}</Typography.Paragraph>
        <UnlockForm mac={mac} {...unlocking} />
        <Button type="link" onClick={() => void signInAgain()} className="lock-relogin">
          {t('lock.signInAgain')}
        </Button>
      </section>
    </main>
  );
}
