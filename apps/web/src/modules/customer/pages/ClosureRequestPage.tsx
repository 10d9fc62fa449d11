import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentRowActions } from '../../../components/document/ActionButtons';
import { HistoryDialog } from '../../../components/document/HistoryDialog';
import { StatusTag } from '../../../components/document/StatusTag';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { usePermissions } from '../../../lib/session';
import {
  CLOSURE_API,
  CLOSURE_REASONS,
  CLOSURE_STATES,
  type ClosureAction,
  type ClosureRequest,
  type ClosureState,
  customerKeys,
  partyLabel,
  partyOptions,
  transitionClosure,
} from '../api';
import { CLOSURE_ACTIONS, closureActionsFor } from '../closure-actions';
import { useOwnSubmission } from '../self-approval';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';

const STATE_COLORS: Record<ClosureState, string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  APPROVED: 'blue',
  EXECUTED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
};

const MAX_EVIDENCE = 10;
const today = () => new Date().toLocaleDateString('sv'); // yyyy-MM-dd in the browser's own zone

/**
 * /customer/sub-customer/closeRequest: requests to close a customer (domain.md §9). A draft is sent,
 * then approved (the server runs its preconditions: no open orders, no live customers below, ...)
 * and executed from its effective date, which closes the party; any refusal comes as the server's
 * own translated sentence.
 */
export default function ClosureRequestPage() {
  const { t } = useTranslation('customer');
  const codes = usePermissions((state) => state.codes);
  const client = useQueryClient();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const [history, setHistory] = useState<ClosureRequest | null>(null);
  const ownSubmission = useOwnSubmission();
  const closable = useQuery({
    queryKey: customerKeys.closableOptions(),
    queryFn: () => partyOptions(['ACTIVE', 'SUSPENDED']),
    enabled: Boolean(codes.closure_request_add || codes.closure_request_edit),
  });
  // The list waits for its pickers, so their first answer cannot restart a dialog opened early.
  const pickersReady = !closable.isLoading;
  // One config per change of what it is built from: the form dialog starts over whenever the
  // config changes, so a re-render (a refetch on focus, say) must not wipe what is being typed.
  const config = useMemo((): CrudConfig<ClosureRequest> => {
    const partyChoices: Option[] = (closable.data ?? []).map((party) => ({
      value: party.id,
      label: `${partyLabel(party)} (${t(`party.types.${party.partyType}`)})`,
    }));

    async function move(action: ClosureAction, request: ClosureRequest, refresh: () => void, remark?: string) {
      await transitionClosure(action, request, remark);
      message.success(t(`closure.done.${action}`));
      refresh();
      if (action === 'execute') void client.invalidateQueries({ queryKey: customerKeys.closableOptions() });
    }

    return {
      code: 'closure_request',
      title: t('closure.title'),
      entity: t('crud:entities.closure_request'),
      api: {
        list: `${CLOSURE_API}/list`,
        detail: `${CLOSURE_API}/detail`,
        submit: `${CLOSURE_API}/submit`,
        remove: `${CLOSURE_API}/remove`,
      },
      fields: [
        {
          key: 'partyCode',
          label: t('closure.partyCode'),
          search: 'like',
          column: { key: true, sorter: true, width: 140 },
        },
        {
          // The picker sits on the party's name so the view reads a name; toForm/toBody carry the id (partyId).
          key: 'partyName',
          label: t('closure.party'),
          kind: 'select',
          options: partyChoices,
          search: false,
          column: { width: 180, render: (value) => String(value ?? '') },
          form: { required: true, lockedOnEdit: true },
        },
        {
          key: 'state',
          label: t('closure.state'),
          options: CLOSURE_STATES.map((state) => ({ value: state, label: t(`closure.states.${state}`) })),
          search: 'equal',
          column: {
            width: 120,
            render: (value) => (
              <StatusTag
                state={value as ClosureState}
                colors={STATE_COLORS}
                label={t(`closure.states.${value as ClosureState}`)}
              />
            ),
          },
          form: false,
        },
        {
          key: 'reason',
          label: t('closure.reason'),
          kind: 'select',
          options: CLOSURE_REASONS.map((reason) => ({ value: reason, label: t(`closure.reasons.${reason}`) })),
          search: 'equal',
          column: { width: 140 },
          form: { required: true },
        },
        {
          key: 'reasonDetail',
          label: t('closure.reasonDetail'),
          kind: 'textarea',
          column: { hidden: true },
          form: { max: 500 },
        },
        {
          key: 'effectiveDate',
          label: t('closure.effectiveDate'),
          kind: 'date',
          column: { width: 130 },
          form: { required: true, initial: today() },
        },
        {
          key: 'evidence',
          label: t('closure.evidence'),
          kind: 'textarea',
          column: false,
          form: { placeholder: t('closure.evidenceHint') },
        },
        { key: 'requestedByName', label: t('closure.requestedBy'), column: { width: 130 }, form: false },
        { key: 'reviewedByName', label: t('closure.reviewedBy'), column: { hidden: true }, form: false },
        { key: 'reviewRemark', label: t('closure.reviewRemark'), column: { hidden: true }, form: false },
        { key: 'reviewedAt', label: t('closure.reviewedAt'), column: { hidden: true }, form: false },
        { key: 'executedAt', label: t('closure.executedAt'), column: { hidden: true }, form: false },
        { key: 'createTime', label: t('closure.created'), search: 'range', column: { hidden: true, sorter: true } },
      ],
      toForm: (request) => ({ ...request, partyName: request.partyId, evidence: request.evidence.join('\n') }),
      toBody: (values, editing) => {
        const { partyName, evidence, ...rest } = values;
        const links = String(evidence ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(0, MAX_EVIDENCE);
        return {
          ...rest,
          partyId: editing ? editing.partyId : partyName,
          evidence: links,
          ...(editing ? { id: editing.id, version: editing.version } : {}),
        };
      },
      canEdit: (request) => request.state === 'DRAFT',
      canDelete: (request) => request.state === 'DRAFT',
      rowActions: [
        ...documentRowActions<ClosureRequest, ClosureAction>({
          actions: CLOSURE_ACTIONS,
          offered: (request) => closureActionsFor(request.state, codes, ownSubmission(request.submittedBy)),
          label: (action) => t(`closure.actions.${action}`),
          danger: ['reject', 'cancel'],
          confirm: (action) => (action === 'reject' ? undefined : t(`closure.confirm.${action}`)),
          run: (action, request, context) =>
            action === 'reject'
              ? setAsking({
                  title: t('closure.rejectTitle', { party: requestLabel(request) }),
                  submit: (reason) => move('reject', request, context.refresh, reason),
                })
              : move(action, request, context.refresh),
        }),
        { key: 'history', label: t('party.history'), run: (request: ClosureRequest) => setHistory(request) },
      ],
    };
  }, [t, codes, client, closable.data, ownSubmission]);

  return (
    <>
      {pickersReady ? <CrudPage config={config} /> : <Card title={config.title} loading />}
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
      <ClosureHistory request={history} onClose={() => setHistory(null)} />
    </>
  );
}

const requestLabel = (request: ClosureRequest) => `${request.partyCode} ${request.partyName}`;

/** A request's timeline in a dialog, as the party page shows a party's. */
function ClosureHistory({ request, onClose }: { request: ClosureRequest | null; onClose: () => void }) {
  const { t } = useTranslation('customer');
  const timeline = useDocumentTimeline(CLOSURE_API, request?.id ?? null);
  const actionLabel = (action: string) =>
    (CLOSURE_ACTIONS as readonly string[]).includes(action)
      ? t(`closure.actions.${action as ClosureAction}`)
      : t(`party.timeline.${action}`, { defaultValue: action });
  return (
    <HistoryDialog
      title={request ? t('party.historyTitle', { party: requestLabel(request) }) : null}
      onClose={onClose}
      loading={timeline.isLoading}
      entries={timeline.data}
      actionLabel={actionLabel}
      stateLabel={(state) => t(`closure.states.${state as ClosureState}`)}
      empty={t('party.historyEmpty')}
    />
  );
}
