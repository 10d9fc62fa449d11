import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderChangedAndClose } from '../windows';
import { PurchaseScreen } from './PurchaseScreen';

/** /standalone/orderNew(?draftId=): the purchase screen in its own window; a submit tells the opener and closes. */
export default function OrderNewWindow() {
  const { t } = useTranslation('order');
  return (
    <Card size="small" title={t('purchase.windowTitle')}>
      <PurchaseScreen onSubmitted={(order) => orderChangedAndClose(order.id)} />
    </Card>
  );
}
