import { Alert, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Receipt, useDirectAllowed } from '../api';
import { ReceiptForm } from '../ReceiptForm';
import { ReceiptView } from '../ReceiptView';

/**
 * /finance/customer-receipt/flow/receiptDirectApprovalDetail: a finance role allowed to self-approve
 * enters a receipt and approves it in one step.
 */
export default function DirectApprovalPage() {
  const { t } = useTranslation('fund');
  const allowed = useDirectAllowed();
  const [done, setDone] = useState<Receipt | null>(null);
  const [round, setRound] = useState(0);
  if (allowed.isLoading) return <Card loading />;
  if (!allowed.data) return <Alert type="warning" showIcon title={t('directNotAllowed')} />;
  return (
    <Card size="small" title={t('directTitle')}>
      {done ? (
        <>
          <Result status="success" title={t('approvedDone')} subTitle={done.receiptNo} />
          <ReceiptView receipt={done} onChanged={setDone} />
          <Button
            type="link"
            onClick={() => {
              setDone(null);
              setRound(round + 1);
            }}
          >
            {t('enterAnother')}
          </Button>
        </>
      ) : (
        <ReceiptForm key={round} receipt={null} direct onSaved={setDone} />
      )}
    </Card>
  );
}
