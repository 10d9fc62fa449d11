import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOrder } from '../api';
import { OrderView } from './OrderView';

/** /sales/order/purchaseDetailView?id= (spec §2 fixed route): one order inside the shell. */
export default function OrderDetailViewPage() {
  const { t } = useTranslation('order');
  const id = new URLSearchParams(useLocation().search).get('id');
  const order = useOrder(id);
  return (
    <Card
      title={order.data ? t('detail.title', { docNo: order.data.docNo }) : t('detail.entity')}
      loading={order.isLoading}
    >
      {order.data ? <OrderView order={order.data} /> : <Empty description={t('detail.notFound')} />}
    </Card>
  );
}
