import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { notifyOpenerAndClose } from '../../../lib/child-window';
import { RETURN_SAVED } from './api';
import { ReturnForm } from './ReturnForm';

/**
 * /standalone/orderReturnNew?orderId=: a new return of a delivered order, pre-filled with what each line
 * may still return ("next document in one click" from the order); saving tells the opener and closes.
 */
export default function ReturnNewWindow() {
  const { t } = useTranslation('orderReturn');
  const orderId = new URLSearchParams(useLocation().search).get('orderId');
  return (
    <Card size="small" title={t('new')}>
      {orderId && /^\d{1,19}$/.test(orderId) ? (
        <ReturnForm orderId={orderId} onSaved={(ret) => notifyOpenerAndClose(RETURN_SAVED, ret.id)} />
      ) : (
        <Alert type="error" title={t('orderNotFound')} />
      )}
    </Card>
  );
}
