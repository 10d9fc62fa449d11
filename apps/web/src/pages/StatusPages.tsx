import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settings } from '../lib/settings';

const BackHome = () => {
  const { t } = useTranslation();
  return (
    <Link to={settings.homePath}>
      <Button type="primary">{t('errors.backHome')}</Button>
    </Link>
  );
};

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('errors.notFound')} extra={<BackHome />} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('errors.forbidden')} extra={<BackHome />} />;
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <Result status="500" title="500" subTitle={t('errors.server')} extra={<BackHome />} />;
}

export function UnderConstructionPage({ name }: { name?: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={name ?? t('underConstruction.title')} subTitle={t('underConstruction.text')} />;
}
