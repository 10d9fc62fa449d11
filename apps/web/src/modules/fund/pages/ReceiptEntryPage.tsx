import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReceiptForm } from '../ReceiptForm';
import { receiptChangedAndClose } from '../windows';

/** /standalone/customerReceiptEntry: enters a receipt in its own window, then tells the opener and closes. */
export default function ReceiptEntryPage() {
  const { t } = useTranslation('fund');
  return (
    <Card size="small" title={t('newReceipt')}>
      <ReceiptForm receipt={null} onSaved={(receipt) => receiptChangedAndClose(receipt.id)} />
    </Card>
  );
}
