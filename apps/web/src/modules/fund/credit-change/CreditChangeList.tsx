import { useQueryClient } from '@tanstack/react-query';
import { message, Segmented, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentRowActions } from '../../../components/document/ActionButtons';
import { ReasonDialog } from '../../../components/document/DocumentDetail';
import { CrudPage } from '../../../crud/CrudPage';
import type { ActionContext, CrudConfig, CrudField, CrudRow } from '../../../crud/types';
import { formatMoney } from '../../../lib/money';
import { usePermissions, useSession } from '../../../lib/session';
import {
  CREDIT_CHANGE_API,
  CREDIT_MENU,
  type CreditChange,
  type CreditChangeAction,
  type CreditChangeState,
  fundKeys,
  moveCreditChange,
} from '../api';
import { CreditChangeHistory } from './CreditChangeHistory';

type Row = CrudRow & CreditChange;
type Terms = CreditChange['proposed'];
type View = 'pending' | 'history';

const ACTIONS: readonly CreditChangeAction[] = ['approve', 'reject', 'withdraw'];
const STATE_COLORS: Record<CreditChangeState, string> = {
  SUBMITTED: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'default',
};

/**
 * The credit change requests the caller sees (domain.md §7: every limit change is approved): those
 * waiting, which another approver of the creditor's side approves or rejects with a reason and the
 * requester may withdraw, and the decided ones with who decided, when and why.
 */
export function CreditChangeList() {
  const { t } = useTranslation('credit');
  const codes = usePermissions((state) => state.codes);
  const me = useSession((state) => state.user?.user_id);
  const client = useQueryClient();
  const [view, setView] = useState<View>('pending');
  const [rejecting, setRejecting] = useState<{ row: Row; context: ActionContext<Row> } | null>(null);
  const [historyOf, setHistoryOf] = useState<Row | null>(null);

  const move = useCallback(
    async (action: CreditChangeAction, row: Row, context: ActionContext<Row>, remark?: string) => {
      // The http layer shows the server's translated refusal; nothing else to do then.
      const done = await moveCreditChange(action, row, remark).catch(() => null);
      if (!done) return;
      message.success(t(`changes.done.${action}`));
      context.refresh();
      await client.invalidateQueries({ queryKey: fundKeys.all });
    },
    [t, client],
  );

  const config = useMemo((): CrudConfig<Row> => {
    const terms = (value: Terms | null) =>
      value === null ? (
        t('changes.none')
      ) : (
        <Space size={4} wrap>
          {value.unlimited ? <Tag>{t('unlimitedValue')}</Tag> : <span>{formatMoney(value.creditLimit)}</span>}
          {Number(value.tempLimit) > 0 ? (
            <span>
              + {formatMoney(value.tempLimit)} {value.tempValidTo ? t('until', { date: value.tempValidTo }) : ''}
            </span>
          ) : null}
          <span>· {t('days', { count: value.termDays })}</span>
        </Space>
      );
    const decided: CrudField<Row>[] = [
      { key: 'decidedBy', label: t('changes.decidedBy'), column: { width: 130 } },
      { key: 'decidedAt', label: t('changes.decidedAt'), column: { width: 160 } },
      { key: 'decisionRemark', label: t('changes.decisionRemark'), column: { width: 200 } },
    ];
    return {
      code: CREDIT_MENU,
      layoutCode: `credit-changes-${view}`,
      title: t('changes.title'),
      entity: t('changes.entity'),
      api: { list: `${CREDIT_CHANGE_API}/list` },
      query: { view },
      fields: [
        {
          key: 'debtorName',
          label: t('debtor'),
          search: 'like',
          column: { key: true, width: 200, render: (_, row) => `${row.debtorCode} ${row.debtorName}` },
        },
        {
          key: 'creditorName',
          label: t('creditor'),
          column: { width: 180, render: (_, row) => `${row.creditorCode} ${row.creditorName}` },
        },
        {
          key: 'state',
          label: t('changes.state'),
          column: {
            width: 120,
            render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(`changes.states.${row.state}`)}</Tag>,
          },
        },
        {
          key: 'proposed',
          label: t('changes.proposed'),
          column: { width: 230, render: (_, row) => terms(row.proposed) },
        },
        { key: 'before', label: t('changes.before'), column: { width: 230, render: (_, row) => terms(row.before) } },
        {
          key: 'remark',
          label: t('remark'),
          column: { width: 180, render: (_, row) => row.proposed.remark ?? '' },
        },
        { key: 'requestedBy', label: t('changes.requestedBy'), column: { width: 130 } },
        { key: 'requestedAt', label: t('changes.requestedAt'), column: { width: 160 } },
        ...(view === 'history' ? decided : []),
      ],
      rowActions: [
        { key: 'history', label: t('changes.historyAction'), run: (row) => setHistoryOf(row) },
        ...documentRowActions<Row, CreditChangeAction>({
          actions: ACTIONS,
          offered: (row) => {
            if (row.state !== 'SUBMITTED') return [];
            if (row.requesterId === me) return ['withdraw'];
            return codes[`${row.menu}_approve`] ? ['approve', 'reject'] : [];
          },
          label: (action) => t(`changes.actions.${action}`),
          danger: ['reject', 'withdraw'],
          confirm: (action) => (action === 'reject' ? undefined : t(`changes.confirm.${action}`)),
          run: (action, row, context) =>
            action === 'reject' ? setRejecting({ row, context }) : move(action, row, context),
        }),
      ],
      canEdit: () => false,
      canDelete: () => false,
    };
  }, [t, view, codes, me, move]);

  return (
    <>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'pending', label: t('changes.pending') },
          { value: 'history', label: t('changes.history') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <CrudPage key={view} config={config} />
      <CreditChangeHistory change={historyOf} onClose={() => setHistoryOf(null)} />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? t('changes.rejectTitle', { party: rejecting.row.debtorName }) : ''}
        label={t('changes.reason')}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => {
          const asked = rejecting;
          setRejecting(null);
          if (asked) void move('reject', asked.row, asked.context, reason);
        }}
      />
    </>
  );
}
