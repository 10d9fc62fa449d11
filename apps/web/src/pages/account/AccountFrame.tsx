import { Button, Card, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH, pendingStep } from '../../app/guard';
import { useSession } from '../../lib/session';
import { settings } from '../../lib/settings';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import '../login/login.css';

/**
 * The frame of the account pages reachable outside the shell (/resetpassword, /modifyphone): a
 * first-login user comes here straight from signing in, before any other page may open.
 */
export function AccountFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  const token = useSession((state) => state.accessToken);
  const user = useSession((state) => state.user);
  const mustStay = pendingStep(user) !== null;
  return (
    <main className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <Card className="account-card">
        <Typography.Title level={1} className="account-title">
          {title}
        </Typography.Title>
        {token && user ? (
          <>
            <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
            {children}
            {!mustStay && (
              <Link to={settings.homePath}>
                <Button type="link" className="account-back">
                  {t('frame.backHome')}
                </Button>
              </Link>
            )}
          </>
        ) : (
          <Result
            status="warning"
            subTitle={t('frame.signInFirst')}
            extra={
              <Link to={LOGIN_PATH}>
                <Button type="primary">{t('frame.toLogin')}</Button>
              </Link>
            }
          />
        )}
      </Card>
    </main>
  );
}
