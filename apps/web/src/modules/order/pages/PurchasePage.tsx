import { useNavigate } from 'react-router';
import { orderDetailPath } from '../windows';
import { PurchaseScreen } from './PurchaseScreen';

/** /sales/purchase (menu "purchase"; also /sales/order/new): buy from the company; a submitted order opens. */
export default function PurchasePage() {
  const navigate = useNavigate();
  return <PurchaseScreen onSubmitted={(order) => navigate(orderDetailPath(order.id))} />;
}
