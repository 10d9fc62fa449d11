import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRoute } from '../api';
import { RouteView } from '../RouteView';

/** /sales/shopVist/routeMgr/detail?id= (spec §2 fixed route): a visit route's detail inside the shell. */
export default function RouteDetailPage() {
  const { t } = useTranslation('field');
  const id = new URLSearchParams(useLocation().search).get('id');
  const route = useRoute(id);
  return (
    <Card
      title={route.data ? t('route.detailTitle', { name: route.data.name }) : t('route.detail')}
      loading={route.isLoading}
    >
      {route.data ? <RouteView route={route.data} /> : <Empty description={t('route.notFound')} />}
    </Card>
  );
}
