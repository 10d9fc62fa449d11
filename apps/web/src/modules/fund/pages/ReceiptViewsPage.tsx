import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useReceipt } from '../api';
import { ReceiptView } from '../ReceiptView';
import { receiptChangedAndClose } from '../windows';

/** /standalone/customerReceiptViews?id=: one receipt in its own window; an action tells the opener and closes. */
export default function ReceiptViewsPage() {
  const { t } = useTranslation('fund');
  const id = new URLSearchParams(useLocation().search).get('id');
  const receipt = useReceipt(id);
  if (receipt.isLoading) return <Card loading />;
  if (!receipt.data) return <Empty description={t('notFound')} />;
  return (
    <Card size="small" title={`${t('receipt')} ${receipt.data.receiptNo}`}>
      <ReceiptView receipt={receipt.data} onChanged={(moved) => receiptChangedAndClose(moved.id)} />
    </Card>
  );
}
