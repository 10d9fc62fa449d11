import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { moveStatement, type Reconciliation } from './api';
import { SignedScan } from './SignedScan';

type Props = { statement: Reconciliation; onCancel: () => void; onDone: (next: Reconciliation) => void };

/** The debtor agrees the closing balance; the period then locks for both sides. A signed scan may go with it. */
export function ConfirmDialog({ statement, onCancel, onDone }: Props) {
  const { t } = useTranslation('reconciliation');
  const [fileId, setFileId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      onDone(await moveStatement('confirm', statement, fileId ? { signedFileId: fileId } : {}));
    } catch {
      // refused: the http layer showed the server's translated reason; the dialog stays open
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={t('confirmTitle')}
      okText={t('actions.confirm')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void confirm()}
    >
      <Typography.Paragraph>
        {t('confirmText', {
          closing: formatMoney(statement.closingBalance),
          start: statement.periodStart,
          end: statement.periodEnd,
        })}
      </Typography.Paragraph>
      <SignedScan onUploaded={setFileId} />
    </Modal>
  );
}
