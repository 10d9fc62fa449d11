import { CarOutlined, DatabaseOutlined, FileDoneOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMac } from '../../lib/platform';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { LoginForm } from './LoginForm';
import './login.css';

function StandardLogin() {
  const { t } = useTranslation();
  const features = [
    { icon: <FileDoneOutlined />, text: t('account:login.featureOrders') },
    { icon: <DatabaseOutlined />, text: t('account:login.featureStock') },
    { icon: <CarOutlined />, text: t('account:login.featureFinance') },
  ];
  return (
    <main className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <section className="login-panel">
        <aside className="login-brand">
          <Typography.Title level={2} className="login-brand-title">
            {t('app.title')}
          </Typography.Title>
          <Typography.Paragraph className="login-brand-text">{t('login.subtitle')}</Typography.Paragraph>
          <ul className="login-features">
            {features.map((feature) => (
              <li key={feature.text}>
                {feature.icon} {feature.text}
              </li>
            ))}
          </ul>
        </aside>
        <Card className="login-card" variant="borderless">
          <Typography.Title level={1} className="login-title">
            {t('login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="login-mobile-subtitle">
            {t('app.title')}
          </Typography.Paragraph>
          <LoginForm variant="standard" />
        </Card>
      </section>
    </main>
  );
}

/** The macOS variant: a centred account picture over a wallpaper, as the system's own sign-in. */
function MacLogin() {
  const { t } = useTranslation();
  return (
    <main className="mac-login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <section className="mac-login-panel">
        <Avatar size={96} icon={<UserOutlined />} className="mac-login-avatar" />
        <Typography.Title level={1} className="mac-login-title">
          {t('app.title')}
        </Typography.Title>
        <LoginForm variant="mac" />
        <Typography.Paragraph className="mac-login-hint">{t('account:login.macHint')}</Typography.Paragraph>
      </section>
    </main>
  );
}

/** /login (spec §2): a different page is used on macOS. */
export function LoginPage() {
  return isMac() ? <MacLogin /> : <StandardLogin />;
}
