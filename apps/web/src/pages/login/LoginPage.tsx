import { CarOutlined, DatabaseOutlined, FileDoneOutlined, UserOutlined } from '@ant-design/icons';
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
          <h2 className="login-brand-title">{t('app.title')}</h2>
          <p className="login-brand-text">{t('login.subtitle')}</p>
          <ul className="login-features">
            {features.map((feature) => (
              <li key={feature.text}>
                {feature.icon} {feature.text}
              </li>
            ))}
          </ul>
        </aside>
        <div className="login-card">
          <h1 className="login-title">{t('login.title')}</h1>
          <p className="login-mobile-subtitle">{t('app.title')}</p>
          <LoginForm variant="standard" />
        </div>
      </section>
    </main>
  );
}

/**
 * Plain elements rather than antd's Card, Typography and Avatar: the sign-in page is the first download
 * and those would bring their own chunks (skeleton, tooltip) for a heading and a box.
 */

/** The macOS variant: a centred account picture over a wallpaper, as the system's own sign-in. */
function MacLogin() {
  const { t } = useTranslation();
  return (
    <main className="mac-login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <section className="mac-login-panel">
        <div className="mac-login-avatar" aria-hidden>
          <UserOutlined />
        </div>
        <h1 className="mac-login-title">{t('app.title')}</h1>
        <LoginForm variant="mac" />
        <p className="mac-login-hint">{t('account:login.macHint')}</p>
      </section>
    </main>
  );
}

/** /login (spec §2): a different page is used on macOS. */
export function LoginPage() {
  return isMac() ? <MacLogin /> : <StandardLogin />;
}
