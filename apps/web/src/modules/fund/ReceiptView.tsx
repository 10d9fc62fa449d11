import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, List, Modal, message, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../components/document/ActionButtons';
import { StatusTag } from '../../components/document/StatusTag';
import { Timeline } from '../../components/document/Timeline';
import { formatMoney } from '../../lib/money';
import { usePermissions, useSession } from '../../lib/session';
import {
  customerReceiptCodes,
  fundKeys,
  moveReceipt,
  type Proof,
  RECEIPT_MENU,
  type Receipt,
  type ReceiptAction,
  type ReceiptState,
  receiptMachine,
  useProofs,
  useReceiptTimeline,
} from './api';
import { downloadProof } from './ReceiptForm';

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
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const userId = useSession((state) => state.user?.user_id);
  const timeline = useReceiptTimeline(receipt.id);
  const proofs = useProofs(receipt.proofIds);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'reject' | 'reverse' | null>(null);
  const [reason, setReason] = useState('');
  const state = receipt.state as ReceiptState;
  const reversal = receipt.kind === 'REVERSAL';

  async function run(action: ReceiptAction, remark?: string) {
    setBusy(true);
    try {
      const moved = await moveReceipt(action, receipt, remark);
      message.success(t('done'));
      await client.invalidateQueries({ queryKey: fundKeys.all });
      onChanged(moved);
    } catch {
      // The http layer shows the server's translated refusal; nothing changed.
    } finally {
      setBusy(false);
    }
  }

  const act = (action: ReceiptAction) => {
    if (action === 'reject' || action === 'reverse') {
      setReason('');
      setAsking(action);
      return;
    }
    void run(action);
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
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {reversal ? <Alert type="info" title={t('reversalOfNote')} /> : null}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={t('receiptNo')}>{receipt.receiptNo}</Descriptions.Item>
        <Descriptions.Item label={t('state')}>
          <StatusTag state={state} colors={RECEIPT_STATE_COLORS} label={t(`states.${state}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('kind')}>{t(`kinds.${receipt.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('payer')}>{`${receipt.payerCode} ${receipt.payerName}`}</Descriptions.Item>
        <Descriptions.Item label={t('payee')}>{`${receipt.payeeCode} ${receipt.payeeName}`}</Descriptions.Item>
        <Descriptions.Item label={t('amount')}>{formatMoney(receipt.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('method')}>{t(`methods.${receipt.method}`)}</Descriptions.Item>
        <Descriptions.Item label={t('bankRef')}>{receipt.bankRef ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('paidAt')}>{String(receipt.paidAt)}</Descriptions.Item>
        <Descriptions.Item label={t('target')}>{t(`targets.${receipt.target}`)}</Descriptions.Item>
        <Descriptions.Item label={t('postingDate')}>{receipt.postingDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('remarks')}>{receipt.remarks ?? ''}</Descriptions.Item>
        {receipt.reversalOf || receipt.reversedBy ? (
          <Descriptions.Item label={t('linked')}>
            <Button
              type="link"
              size="small"
              onClick={() => onOpen?.(receipt.reversalOf ?? receipt.reversedBy ?? '')}
              disabled={!onOpen}
            >
              {receipt.reversalOf ? t('openOriginal') : t('openReversal')}
            </Button>
          </Descriptions.Item>
        ) : null}
      </Descriptions>

      <List
        size="small"
        header={t('proofs')}
        dataSource={receipt.proofIds.length ? (proofs.data ?? []) : []}
        locale={{ emptyText: t('noProofs') }}
        renderItem={(proof: Proof & { link?: string }) => (
          <List.Item>
            <Button type="link" size="small" onClick={() => void downloadProof(proof).catch(() => undefined)}>
              {proof.originalName}
            </Button>
          </List.Item>
        )}
      />

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

      <Typography.Title level={5}>{t('history')}</Typography.Title>
      <Timeline
        entries={timeline.data ?? []}
        actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
        stateLabel={(value) => t(`states.${value as ReceiptState}`, { defaultValue: value })}
        empty={t('historyEmpty')}
      />

      <Modal
        open={asking !== null}
        title={asking === 'reverse' ? t('reverseTitle') : t('rejectTitle')}
        onCancel={() => setAsking(null)}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => {
          const action = asking;
          setAsking(null);
          if (action) void run(action, reason.trim());
        }}
      >
        <Input.TextArea
          aria-label={t('reason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Space>
  );
}
