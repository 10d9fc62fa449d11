import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DashboardTiles } from '../DashboardTiles';

/** /dashboard/index (menu "dashboard"): the caller's tiles, each opening the list behind its figures. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('title')}>
      <DashboardTiles />
    </Card>
  );
}
