import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOrder } from '../api';
import { orderChangedAndClose } from '../windows';
import { OrderView } from './OrderView';

/** /standalone/orderDetail?id=: one order in its own window; an action tells the opener and closes it. */
export default function OrderDetailWindow() {
  const { t } = useTranslation('order');
  const id = new URLSearchParams(useLocation().search).get('id');
  const order = useOrder(id);
  if (order.isLoading) return <Card loading />;
  if (!order.data) return <Empty description={t('detail.notFound')} />;
  return (
    <Card size="small" title={t('detail.title', { docNo: order.data.docNo })}>
      <OrderView order={order.data} onChanged={(moved) => orderChangedAndClose(moved.id)} />
    </Card>
  );
}
