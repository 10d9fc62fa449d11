import { Alert, Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentDetail,
  documentHistory,
  ReasonDialog,
  useDocumentRun,
} from '../../../components/document/DocumentDetail';
import { StatusTag } from '../../../components/document/StatusTag';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { formatMoney } from '../../../lib/money';
import { entryTypeText, type Translate } from '../entry-label';
import { AdjustDialog } from './AdjustDialog';
import {
  type Line,
  moveStatement,
  RECONCILIATION_API,
  type Reconciliation,
  type ReconciliationState,
  reconciliationKeys,
} from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { DisputeDialog } from './DisputeDialog';

export const RECONCILIATION_STATE_COLORS: Record<ReconciliationState, string> = {
  DRAFT: 'default',
  ISSUED: 'blue',
  CONFIRMED: 'green',
  DISPUTED: 'red',
  REISSUED: 'purple',
  VOID: 'default',
};

/** The columns of a statement's lines: what each ledger line did to what the debtor owes. */
export function lineColumns<L extends Line>(t: Translate): ColumnsType<L> {
  return [
    { title: '#', dataIndex: 'lineNo', width: 44 },
    { title: t('date'), dataIndex: 'postingDate', width: 110 },
    {
      title: t('entryType'),
      dataIndex: 'entryType',
      width: 150,
      render: (type: string, line) => entryTypeText(t, type, line.reversal),
    },
    {
      title: t('document'),
      key: 'document',
      render: (_, line) => line.remark ?? `${line.voucherType} ${line.voucherId}`,
    },
    { title: t('dueDate'), dataIndex: 'dueDate', width: 110 },
    { title: t('debit'), dataIndex: 'debit', width: 110, align: 'right', render: formatMoney },
    { title: t('credit'), dataIndex: 'credit', width: 110, align: 'right', render: formatMoney },
    { title: t('balance'), dataIndex: 'balance', width: 120, align: 'right', render: formatMoney },
  ];
}

type Asking = 'dispute' | 'adjust' | 'confirm' | 'void' | null;

/** One statement: figures, frozen lines, the dispute and its adjustments, the caller's buttons, history. */
export function ReconciliationView({
  statement,
  onChanged,
}: {
  statement: Reconciliation;
  onChanged: (next: Reconciliation) => void;
}) {
  const { t } = useTranslation('reconciliation');
  const timeline = useDocumentTimeline(RECONCILIATION_API, statement.id);
  const { busy, run } = useDocumentRun<Reconciliation>(reconciliationKeys.all, t('done'), onChanged);
  const [asking, setAsking] = useState<Asking>(null);
  const state = statement.state as ReconciliationState;
  const disputed = new Map(statement.disputeLines.map((line) => [line.lineNo, line]));

  const press = (action: string) => {
    if (action === 'issue' || action === 'reissue') void run(() => moveStatement(action, statement));
    else setAsking(action as Asking);
  };
  const money = (value: string) => formatMoney(value);
  /** A dialog that called the server itself hands back the statement it got. */
  const answered = (next: Reconciliation) => {
    setAsking(null);
    void run(async () => next);
  };

  return (
    <DocumentDetail<Line & { id: string }>
      notes={
        state === 'CONFIRMED' ? (
          <Alert type="success" showIcon title={t('lockedNote', { date: statement.periodEnd })} />
        ) : null
      }
      header={[
        { key: 'no', label: t('statementNo'), children: statement.statementNo },
        {
          key: 'state',
          label: t('state'),
          children: <StatusTag state={state} colors={RECONCILIATION_STATE_COLORS} label={t(`states.${state}`)} />,
        },
        { key: 'period', label: t('period'), children: `${statement.periodStart} – ${statement.periodEnd}` },
        { key: 'creditor', label: t('creditor'), children: `${statement.creditorCode} ${statement.creditorName}` },
        { key: 'debtor', label: t('debtor'), children: `${statement.debtorCode} ${statement.debtorName}` },
        { key: 'answerBy', label: t('answerBy'), children: statement.answerBy ?? '' },
        { key: 'opening', label: t('opening'), children: money(statement.openingBalance) },
        { key: 'debit', label: t('totalDebit'), children: money(statement.totalDebit) },
        { key: 'credit', label: t('totalCredit'), children: money(statement.totalCredit) },
        { key: 'adjustments', label: t('adjustments'), children: money(statement.adjustments) },
        {
          key: 'closing',
          label: t('closing'),
          children: <strong data-testid="closing-balance">{money(statement.closingBalance)}</strong>,
        },
        {
          key: 'confirmed',
          label: t('confirmedAt'),
          children: statement.confirmedAt
            ? `${String(statement.confirmedAt)}${statement.autoConfirmed ? ` · ${t('autoConfirmed')}` : ''}`
            : '',
        },
      ]}
      lines={{
        rows: statement.lines.map((line) => ({ ...line, id: line.entryId })),
        columns: [
          ...lineColumns<Line & { id: string }>(t),
          {
            title: t('disputed'),
            key: 'disputed',
            width: 160,
            render: (_, line) => {
              const claim = disputed.get(line.lineNo);
              return claim
                ? `${t('claimed')} ${money(claim.claimedAmount)}${claim.note ? ` · ${claim.note}` : ''}`
                : '';
            },
          },
        ],
      }}
      body={
        <>
          {statement.disputeReason ? (
            <Typography.Paragraph>
              <Typography.Text strong>{t('disputeReason')}: </Typography.Text>
              {statement.disputeReason}
            </Typography.Paragraph>
          ) : null}
          {statement.adjustmentList.length ? (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              title={() => t('adjustmentList')}
              dataSource={statement.adjustmentList}
              columns={[
                { title: t('date'), dataIndex: 'postingDate', width: 110 },
                { title: t('amount'), dataIndex: 'amount', width: 120, align: 'right', render: formatMoney },
                { title: t('reason'), dataIndex: 'reason' },
              ]}
            />
          ) : null}
        </>
      }
      actions={
        <Space wrap>
          {statement.actions.map((action) => (
            <Button
              key={action}
              size="small"
              disabled={busy}
              danger={action === 'void' || action === 'dispute'}
              type={action === 'confirm' || action === 'issue' ? 'primary' : 'default'}
              onClick={() => press(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Space>
      }
      history={documentHistory(t, timeline.data ?? [])}
    >
      <ReasonDialog
        open={asking === 'void'}
        title={t('voidTitle')}
        label={t('reason')}
        onCancel={() => setAsking(null)}
        onSubmit={(remark) => {
          setAsking(null);
          void run(() => moveStatement('void', statement, { remark }));
        }}
      />
      {asking === 'dispute' ? (
        <DisputeDialog statement={statement} onCancel={() => setAsking(null)} onDone={answered} />
      ) : null}
      {asking === 'adjust' ? (
        <AdjustDialog statement={statement} onCancel={() => setAsking(null)} onDone={answered} />
      ) : null}
      {asking === 'confirm' ? (
        <ConfirmDialog statement={statement} onCancel={() => setAsking(null)} onDone={answered} />
      ) : null}
    </DocumentDetail>
  );
}
