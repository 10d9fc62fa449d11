import { Alert, Button, List, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../components/document/ActionButtons';
import {
  DocumentDetail,
  documentHistory,
  ReasonDialog,
  useDocumentRun,
} from '../../components/document/DocumentDetail';
import { StatusTag } from '../../components/document/StatusTag';
import { useDocumentTimeline } from '../../components/document/useDocumentTimeline';
import { type AttachedFile, downloadAttached } from '../../components/files/attachments';
import { formatMoney } from '../../lib/money';
import { usePermissions, useSession } from '../../lib/session';
import {
  customerReceiptCodes,
  fundKeys,
  moveReceipt,
  RECEIPT_API,
  RECEIPT_MENU,
  type Receipt,
  type ReceiptAction,
  type ReceiptState,
  receiptMachine,
  useProofs,
} from './api';

export const RECEIPT_STATE_COLORS: Record<ReceiptState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
  REVERSED: 'purple',
};

type Props = {
  receipt: Receipt;
  onEdit?: (receipt: Receipt) => void;
  onChanged: (receipt: Receipt) => void;
  onOpen?: (id: string) => void;
};

/** One receipt: its figures, proofs, the buttons its state allows the caller, and its history. */
export function ReceiptView({ receipt, onEdit, onChanged, onOpen }: Props) {
  const { t } = useTranslation('fund');
  const codes = usePermissions((state) => state.codes);
  const userId = useSession((state) => state.user?.user_id);
  const timeline = useDocumentTimeline(RECEIPT_API, receipt.id);
  const proofs = useProofs(receipt.proofIds);
  const { busy, run } = useDocumentRun<Receipt>(fundKeys.all, t('done'), onChanged);
  const [asking, setAsking] = useState<'reject' | 'reverse' | null>(null);
  const state = receipt.state as ReceiptState;
  const reversal = receipt.kind === 'REVERSAL';

  const act = (action: ReceiptAction) => {
    if (action === 'reject' || action === 'reverse') {
      setAsking(action);
      return;
    }
    void run(() => moveReceipt(action, receipt));
  };

  // What the server would refuse anyway: approving a draft or one's own without the self-approval button.
  const selfApprove = Boolean(codes[customerReceiptCodes.direct]);
  const hidden = (action: ReceiptAction) =>
    busy ||
    reversal ||
    (['approve', 'reject', 'reverse'].includes(action) && !receipt.onPayeeSide) ||
    (action === 'approve' &&
      !selfApprove &&
      (state === 'DRAFT' || (receipt.submittedBy ?? receipt.createUser) === userId));

  return (
    <DocumentDetail
      notes={reversal ? <Alert type="info" title={t('reversalOfNote')} /> : null}
      header={[
        { key: 'receiptNo', label: t('receiptNo'), children: receipt.receiptNo },
        {
          key: 'state',
          label: t('state'),
          children: <StatusTag state={state} colors={RECEIPT_STATE_COLORS} label={t(`states.${state}`)} />,
        },
        { key: 'kind', label: t('kind'), children: t(`kinds.${receipt.kind}`) },
        { key: 'payer', label: t('payer'), children: `${receipt.payerCode} ${receipt.payerName}` },
        { key: 'payee', label: t('payee'), children: `${receipt.payeeCode} ${receipt.payeeName}` },
        { key: 'amount', label: t('amount'), children: formatMoney(receipt.amount) },
        { key: 'method', label: t('method'), children: t(`methods.${receipt.method}`) },
        { key: 'bankRef', label: t('bankRef'), children: receipt.bankRef ?? '' },
        { key: 'paidAt', label: t('paidAt'), children: String(receipt.paidAt) },
        { key: 'target', label: t('target'), children: t(`targets.${receipt.target}`) },
        { key: 'postingDate', label: t('postingDate'), children: receipt.postingDate ?? '' },
        { key: 'remarks', label: t('remarks'), children: receipt.remarks ?? '' },
        ...(receipt.reversalOf || receipt.reversedBy
          ? [
              {
                key: 'linked',
                label: t('linked'),
                children: (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onOpen?.(receipt.reversalOf ?? receipt.reversedBy ?? '')}
                    disabled={!onOpen}
                  >
                    {receipt.reversalOf ? t('openOriginal') : t('openReversal')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      body={
        <List
          size="small"
          header={t('proofs')}
          dataSource={receipt.proofIds.length ? (proofs.data ?? []) : []}
          locale={{ emptyText: t('noProofs') }}
          renderItem={(proof: AttachedFile) => (
            <List.Item>
              <Button type="link" size="small" onClick={() => void downloadAttached(proof).catch(() => undefined)}>
                {proof.originalName}
              </Button>
            </List.Item>
          )}
        />
      }
      actions={
        <Space wrap>
          {state === 'DRAFT' && !reversal && onEdit && codes[customerReceiptCodes.edit] ? (
            <Button size="small" onClick={() => onEdit(receipt)}>
              {t('edit')}
            </Button>
          ) : null}
          <ActionButtons
            machine={receiptMachine}
            state={state}
            codes={codes}
            menu={RECEIPT_MENU}
            hidden={hidden}
            danger={['cancel', 'reject', 'reverse']}
            label={(action) => t(`actions.${action}`)}
            onAction={act}
          />
        </Space>
      }
      history={documentHistory(t, timeline.data ?? [])}
    >
      <ReasonDialog
        open={asking !== null}
        title={asking === 'reverse' ? t('reverseTitle') : t('rejectTitle')}
        label={t('reason')}
        onCancel={() => setAsking(null)}
        onSubmit={(reason) => {
          const action = asking;
          setAsking(null);
          if (action) void run(() => moveReceipt(action, receipt, reason));
        }}
      />
    </DocumentDetail>
  );
}
