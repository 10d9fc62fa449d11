import { Card, Modal, message } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { documentRowActions } from '../../../components/document/ActionButtons';
import { HistoryDialog } from '../../../components/document/HistoryDialog';
import { StatusTag } from '../../../components/document/StatusTag';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { usePermissions, useSession } from '../../../lib/session';
import { accountBalanceCodes, creditCodes } from '../../fund/api';
import { CreditCard } from '../../fund/CreditCard';
import {
  accountLabel,
  PARTY_API,
  PARTY_STATES,
  type Party,
  type PartyAction,
  type PartyState,
  type PartyType,
  partyLabel,
  salespersonOptions,
  transitionParty,
  useLevelOptions,
  usePartyOptions,
  usePriceListOptions,
} from '../api';
import { PARTY_ACTIONS, partyActionsFor, partyEditable } from '../party-actions';
import { useOwnSubmission } from '../self-approval';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';

const STATE_COLORS: Record<PartyState, string> = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'gold',
  ACTIVE: 'green',
  SUSPENDED: 'orange',
  CLOSED: 'red',
};

/** What each kind of caller may onboard (the server's rule): customers their buyers, staff all but the company. */
const ONBOARDED_BY_CUSTOMERS: readonly PartyType[] = ['SUB_DISTRIBUTOR', 'STORE'];
const ONBOARDED_BY_STAFF: readonly PartyType[] = ['DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE'];
const SELLER_TYPES: readonly PartyType[] = ['COMPANY', 'DISTRIBUTOR', 'SUB_DISTRIBUTOR'];

/** Codes hold letters, digits, '_' and '-', starting with a letter or digit (as the server checks). */
const CODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z_-]*$/;

const ACTION_KEYS: Record<PartyAction, string> = {
  'submit-approval': 'submitApproval',
  approve: 'approve',
  reject: 'reject',
  suspend: 'suspend',
  resume: 'resume',
};

type Props = { code: 'customer_list' | 'sub_customer'; title: string };

/**
 * Parties a caller manages: company staff every customer (/customer/list), a distributor's accounts
 * the sub-customers they onboard (/customer/sub-customer). New parties start as drafts and go
 * through approval; the row actions follow the state and the caller's buttons.
 */
/** The buttons that let one read a customer's credit (the server's rule for credit-limit/overview). */
const CREDIT_READERS = [creditCodes.view, creditCodes.edit, accountBalanceCodes.view];

/** Who may sell to a new party: the active parties. */
const SELLER_STATES: readonly PartyState[] = ['ACTIVE'];

export function PartyPage({ code, title }: Props) {
  const { t } = useTranslation('customer');
  const codes = usePermissions((state) => state.codes);
  const staff = useSession((state) => !state.user?.user_info.customerCode);
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const [history, setHistory] = useState<Party | null>(null);
  const [credit, setCredit] = useState<Party | null>(null);
  const sellers = usePartyOptions('seller', SELLER_STATES, staff);

  const ownSubmission = useOwnSubmission();
  // Pickers only for what the caller may read: a sub-account without the catalog's pages gets no
  // level or price-list choice (and asks for none), as the server would refuse those lists.
  const levels = useLevelOptions(Boolean(codes.customer_level_view || codes.price_list_view));
  const prices = usePriceListOptions(Boolean(codes.price_list_view));
  // The list waits for its pickers, so their first answer cannot restart a dialog opened early.
  const pickersReady = !sellers.isLoading && !levels.isLoading && !prices.isLoading;
  // One config per change of what it is built from: the form dialog starts over whenever the
  // config changes, so a re-render (a refetch on focus, say) must not wipe what is being typed.
  const config = useMemo((): CrudConfig<Party> => {
    // Staff see every owner's levels and price lists: the owner's name tells them apart.
    const ownedLabel = (name: string, owner: string) => (staff ? `${name} (${owner})` : name);
    const levelChoices: Option[] = (levels.data ?? []).map((level) => ({
      value: level.id,
      label: ownedLabel(`${level.code} ${level.name}`, level.ownerName),
    }));
    const priceListChoices: Option[] = (prices.data ?? []).map((list) => ({
      value: list.id,
      label: ownedLabel(`${list.code} ${list.name}`, list.ownerName),
    }));

    const typeLabel = (type: PartyType) => t(`party.types.${type}`);
    const typeOptions = (types: readonly PartyType[]): Option[] =>
      types.map((type) => ({ value: type, label: typeLabel(type) }));
    const sellerOptions: Option[] = (sellers.data ?? [])
      .filter((party) => SELLER_TYPES.includes(party.partyType))
      .map((party) => ({ value: party.id, label: partyLabel(party) }));
    const sellerText = (party: Party) =>
      party.sellerCode ? `${party.sellerCode} ${party.sellerName ?? ''}` : t('party.company');

    async function move(action: PartyAction, party: Party, refresh: () => void, remark?: string) {
      await transitionParty(action, party, remark);
      message.success(t(`party.done.${ACTION_KEYS[action]}`));
      refresh();
    }

    return {
      code,
      title,
      entity: t(`crud:entities.${code}`),
      // The sub-customer page lists second-tier customers only (staff's customer list shows every one).
      query: code === 'sub_customer' ? { tier: 'sub' } : undefined,
      api: {
        list: `${PARTY_API}/list`,
        detail: `${PARTY_API}/detail`,
        submit: `${PARTY_API}/submit`,
        remove: `${PARTY_API}/remove`,
      },
      dialogWidth: 800,
      fields: [
        {
          key: 'customerCode',
          label: t('party.code'),
          search: 'like',
          column: { key: true, sorter: true, width: 140 },
          form: {
            max: 32,
            lockedOnEdit: true,
            placeholder: t('party.codeAuto'),
            rule: z.string().regex(CODE_PATTERN, t('party.codeInvalid')),
          },
        },
        {
          key: 'customerName',
          label: t('party.name'),
          search: 'like',
          column: { key: true, sorter: true, width: 180 },
          form: { required: true, max: 100 },
        },
        {
          key: 'customerFullName',
          label: t('party.fullName'),
          column: { hidden: true },
          form: { max: 200, placeholder: t('party.fullNameHint') },
        },
        {
          key: 'state',
          label: t('party.state'),
          options: PARTY_STATES.map((state) => ({ value: state, label: t(`party.states.${state}`) })),
          search: 'equal',
          column: {
            width: 130,
            render: (value) => (
              <StatusTag
                state={value as PartyState}
                colors={STATE_COLORS}
                label={t(`party.states.${value as PartyState}`)}
              />
            ),
          },
          form: false,
        },
        {
          key: 'partyType',
          label: t('party.type'),
          kind: 'select',
          options: typeOptions(staff ? ONBOARDED_BY_STAFF : ONBOARDED_BY_CUSTOMERS),
          search: 'equal',
          column: { width: 150, render: (value) => typeLabel(value as PartyType) },
          exportValue: (party) => typeLabel(party.partyType),
          form: { required: true, initial: 'STORE' },
        },
        {
          // The form's seller picker sits on the seller's name so the view reads a name, not an id;
          // toForm/toBody move the chosen id in and out (sellerPartyId).
          key: 'sellerName',
          label: t('party.seller'),
          kind: 'select',
          options: sellerOptions,
          column: staff ? { width: 200, render: (_value, party) => sellerText(party) } : false,
          exportValue: sellerText,
          form: staff ? { lockedOnEdit: true, placeholder: t('party.sellerHint') } : false,
        },
        { key: 'taxNo', label: t('party.taxNo'), search: 'like', column: { width: 150 }, form: { max: 32 } },
        { key: 'phone', label: t('party.phone'), search: 'like', column: { width: 140 }, form: { max: 32 } },
        { key: 'contactName', label: t('party.contact'), column: { width: 140 }, form: { max: 100 } },
        { key: 'territory', label: t('party.territory'), column: { hidden: true }, form: { max: 100 } },
        {
          key: 'levelId',
          label: t('party.level'),
          kind: 'select',
          options: levelChoices,
          column: { hidden: true },
          form: levelChoices.length ? {} : false,
        },
        {
          key: 'priceListId',
          label: t('party.priceList'),
          kind: 'select',
          options: priceListChoices,
          column: { hidden: true },
          form: priceListChoices.length ? {} : false,
        },
        {
          // The picker sits on the name so the column reads a name; toForm/toBody carry the id (salespersonId).
          // Whose accounts qualify follows the seller: a customer account always gets its own people.
          key: 'salespersonName',
          label: t('party.salesperson'),
          kind: 'select',
          dependentOptions: {
            on: 'sellerName',
            load: async (seller) =>
              (await salespersonOptions(staff && seller ? String(seller) : undefined)).map((account) => ({
                value: account.id,
                label: accountLabel(account),
              })),
          },
          column: { hidden: true },
          form: {},
        },
        { key: 'lat', label: t('party.lat'), kind: 'number', column: { hidden: true }, form: {} },
        { key: 'lng', label: t('party.lng'), kind: 'number', column: { hidden: true }, form: {} },
        { key: 'reviewRemark', label: t('party.reviewRemark'), column: { hidden: true }, form: false },
        { key: 'submittedAt', label: t('party.submittedAt'), column: { hidden: true }, form: false },
        { key: 'openedAt', label: t('party.openedAt'), column: { hidden: true }, form: false },
        { key: 'closedAt', label: t('party.closedAt'), column: { hidden: true }, form: false },
        { key: 'remark', label: t('party.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 500 } },
        { key: 'createTime', label: t('party.created'), search: 'range', column: { hidden: true, sorter: true } },
      ],
      toForm: (party) => ({ ...party, sellerName: party.sellerPartyId, salespersonName: party.salespersonId }),
      toBody: (values, editing) => {
        const { sellerName, salespersonName, ...rest } = values;
        // The server writes every field it is sent: what this form does not show keeps its value.
        const kept = editing
          ? {
              levelId: editing.levelId,
              priceListId: editing.priceListId,
              salespersonId: editing.salespersonId,
              saleUnitId: editing.saleUnitId,
            }
          : {};
        return {
          ...kept,
          ...rest,
          ...(staff ? { sellerPartyId: sellerName ?? null } : {}),
          salespersonId: salespersonName ?? null,
          ...(editing ? { id: editing.id, version: editing.version } : {}),
        };
      },
      canEdit: (party) => partyEditable(party.state),
      canDelete: (party) => party.state === 'DRAFT',
      rowActions: [
        ...documentRowActions<Party, PartyAction>({
          actions: PARTY_ACTIONS,
          offered: (party) => partyActionsFor(party.state, code, codes, ownSubmission(party.submittedBy)),
          label: (action) => t(`party.actions.${ACTION_KEYS[action]}`),
          danger: ['reject', 'suspend'],
          confirm: (action) => (action === 'reject' ? undefined : t(`party.confirm.${ACTION_KEYS[action]}`)),
          run: (action, party, context) =>
            action === 'reject'
              ? setAsking({
                  title: t('party.rejectTitle', { party: partyLabel(party) }),
                  submit: (reason) => move('reject', party, context.refresh, reason),
                })
              : move(action, party, context.refresh),
        }),
        { key: 'history', label: t('party.history'), run: (party: Party) => setHistory(party) },
        // The company's credit to a customer: staff's customer list only, for those who may read it.
        ...(code === 'customer_list' && staff && CREDIT_READERS.some((reader) => codes[reader])
          ? [{ key: 'credit', label: t('credit:action'), run: (party: Party) => setCredit(party) }]
          : []),
      ],
    };
  }, [code, title, t, codes, staff, sellers.data, levels.data, prices.data, ownSubmission]);

  return (
    <>
      {pickersReady ? <CrudPage config={config} /> : <Card title={title} loading />}
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
      <PartyHistory party={history} onClose={() => setHistory(null)} />
      <PartyCredit party={credit} onClose={() => setCredit(null)} />
    </>
  );
}

/** A party's timeline in a dialog: every move, who made it and why. */
function PartyHistory({ party, onClose }: { party: Party | null; onClose: () => void }) {
  const { t } = useTranslation('customer');
  const timeline = useDocumentTimeline(PARTY_API, party?.id ?? null);
  const actionLabel = (action: string) =>
    action in ACTION_KEYS ? t(`party.actions.${ACTION_KEYS[action as PartyAction]}`) : t(`party.timeline.${action}`);
  return (
    <HistoryDialog
      title={party ? t('party.historyTitle', { party: partyLabel(party) }) : null}
      onClose={onClose}
      loading={timeline.isLoading}
      entries={timeline.data}
      actionLabel={actionLabel}
      stateLabel={(state) => t(`party.states.${state as PartyState}`)}
      empty={t('party.historyEmpty')}
    />
  );
}

/** A customer's credit with the company in a dialog: its terms, its live figures and (for staff who may) an edit. */
function PartyCredit({ party, onClose }: { party: Party | null; onClose: () => void }) {
  const { t } = useTranslation('credit');
  return (
    <Modal
      open={Boolean(party)}
      title={party ? t('dialogTitle', { party: partyLabel(party) }) : null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={720}
    >
      {party ? <CreditCard debtorPartyId={party.id} debtorLabel={partyLabel(party)} /> : null}
    </Modal>
  );
}
