import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRoute } from '../api';
import { RouteView } from '../RouteView';

/** /standalone/routeMgr?id= (spec §2 standalone child): the route detail in its own window, no shell. */
export default function RouteMgrPage() {
  const { t } = useTranslation('field');
  const id = new URLSearchParams(useLocation().search).get('id');
  const route = useRoute(id);
  return (
    <Card
      size="small"
      title={route.data ? t('route.detailTitle', { name: route.data.name }) : t('route.detail')}
      loading={route.isLoading}
    >
      {route.data ? <RouteView route={route.data} /> : <Empty description={t('route.notFound')} />}
    </Card>
  );
}
