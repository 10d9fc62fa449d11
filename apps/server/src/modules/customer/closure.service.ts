import type { Page, PageQuery } from '@smdp/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  ClosureReason,
  ClosureState,
  CustomerCloseRequestTable,
  PartyState,
  PartyType,
} from '../../db/schema-parties';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { DocumentCaller } from '../../platform/document/define';
import { lockDocument } from '../../platform/document/lifecycle';
import { formatDateTime } from '../../platform/http/datetime';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { type Actor, holdsAny, isPrimaryAccount } from './actor';
import { firstFailedClosureCheck } from './closure-checks';
import { partyDocument } from './party.document';
import { assertNotOwnSubmission } from './self-approval';

const lockManaged = (trx: Trx, caller: Pick<Actor, 'tenantId' | 'customerId'>, id: string) =>
  lockDocument(trx, partyDocument, caller as DocumentCaller, id);

export type ClosureRequest = {
  id: string;
  partyId: string;
  partyCode: string;
  partyName: string;
  partyType: PartyType;
  partyState: PartyState;
  sellerPartyId: string | null;
  sellerCode: string | null;
  reason: ClosureReason;
  reasonDetail: string | null;
  evidence: string[];
  effectiveDate: string;
  state: ClosureState;
  requestedBy: string | null;
  requestedByName: string | null;
  submittedAt: Date | null;
  submittedBy: string | null;
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewedAt: Date | null;
  reviewRemark: string | null;
  executedAt: Date | null;
  version: number;
  createTime: Date;
};

export type ClosureInput = {
  partyId: string;
  reason: ClosureReason;
  reasonDetail?: string | null | undefined;
  evidence?: string[] | undefined;
  effectiveDate: string;
};

type Row = Selectable<CustomerCloseRequestTable>;
type Trx = Transaction<DB>;

export const CLOSURE_CODES = {
  view: ['closure_request_view'],
  add: ['closure_request_add'],
  edit: ['closure_request_edit'],
  delete: ['closure_request_delete'],
  approve: ['closure_request_approve'],
} as const;

/** domain.md §9: DRAFT → SUBMITTED → APPROVED → EXECUTED | REJECTED, and CANCELLED until executed. */
export const CLOSURE_TRANSITIONS = {
  send: { from: ['DRAFT'], to: 'SUBMITTED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED' },
  execute: { from: ['APPROVED'], to: 'EXECUTED' },
  cancel: { from: ['DRAFT', 'SUBMITTED', 'APPROVED'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly ClosureState[]; to: ClosureState }>;
export type ClosureAction = keyof typeof CLOSURE_TRANSITIONS;

const CLOSABLE_PARTY_STATES = ['ACTIVE', 'SUSPENDED'] as const;

const COLUMNS: ListColumns = {
  partyCode: 'p.customer_code',
  partyName: 'p.customer_name',
  partyId: 'r.party_id',
  reason: 'r.reason',
  state: 'r.state',
  effectiveDate: 'r.effective_date',
  createTime: 'r.create_time',
};

/** Company staff see every request of the tenant; a customer account those about parties it sells to. */
function visibleRequests(db: Database, caller: Pick<Actor, 'tenantId' | 'customerId'>) {
  let query = db
    .selectFrom('customerCloseRequest as r')
    .innerJoin('baseCustomer as p', 'p.id', 'r.partyId')
    .leftJoin('baseCustomer as s', 's.id', 'r.sellerPartyId')
    .leftJoin('bladeUser as requester', 'requester.id', 'r.requestedBy')
    .leftJoin('bladeUser as reviewer', 'reviewer.id', 'r.reviewedBy')
    .where('r.tenantId', '=', caller.tenantId)
    .where('r.isDeleted', '=', 0);
  if (caller.customerId) query = query.where('r.sellerPartyId', '=', caller.customerId);
  return query.select([
    'r.id',
    'r.partyId',
    'p.customerCode as partyCode',
    'p.customerName as partyName',
    'p.partyType',
    'p.state as partyState',
    'r.sellerPartyId',
    's.customerCode as sellerCode',
    'r.reason',
    'r.reasonDetail',
    'r.evidence',
    'r.effectiveDate',
    'r.state',
    'r.requestedBy',
    'requester.realName as requestedByName',
    'r.submittedAt',
    'r.submittedBy',
    'r.reviewedBy',
    'reviewer.realName as reviewedByName',
    'r.reviewedAt',
    'r.reviewRemark',
    'r.executedAt',
    'r.version',
    'r.createTime',
  ]);
}

export async function listClosureRequests(
  db: Database,
  caller: Actor,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<ClosureRequest>> {
  return paginate(applyFilters(visibleRequests(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'r.create_time',
    direction: 'desc',
  });
}

export async function closureRequestDetail(
  db: Database,
  caller: Pick<Actor, 'tenantId' | 'customerId'>,
  id: string,
): Promise<ClosureRequest> {
  const row = await visibleRequests(db, caller).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A draft request to close a party the caller manages; one open request per party at a time. */
export async function createClosureRequest(
  db: Database,
  actor: Actor,
  input: ClosureInput,
  ip?: string,
): Promise<ClosureRequest> {
  return oneOpenRequest(() =>
    db.transaction().execute(async (trx) => {
      const party = await lockManaged(trx, actor, input.partyId);
      if (!(CLOSABLE_PARTY_STATES as readonly string[]).includes(party.state)) {
        throw badRequest('closurePartyNotClosable');
      }
      const created = await trx
        .insertInto('customerCloseRequest')
        .values({
          tenantId: actor.tenantId,
          partyId: party.id,
          sellerPartyId: party.sellerPartyId,
          reason: input.reason,
          reasonDetail: input.reasonDetail?.trim() || null,
          evidence: JSON.stringify(input.evidence ?? []),
          effectiveDate: input.effectiveDate,
          requestedBy: actor.userId,
          createUser: actor.userId,
          updateUser: actor.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        actor,
        { action: 'create', entity: 'closureRequest', entityId: created.id, after: created },
        ip,
      );
      return closureRequestDetail(trx, actor, created.id);
    }),
  );
}

/** Changes a draft: the reason, evidence and date; the party stays the one it was made for. */
export async function updateClosureRequest(
  db: Database,
  actor: Actor,
  input: ClosureInput & { id: string; version: number },
  ip?: string,
): Promise<ClosureRequest> {
  return db.transaction().execute(async (trx) => {
    const current = await lockVisible(trx, actor, input.id);
    if (current.state !== 'DRAFT' || current.partyId !== input.partyId) throw badRequest('closureStateInvalid');
    const { before, after } = await updateVersioned(
      trx,
      'customerCloseRequest',
      { id: input.id, version: input.version },
      {
        reason: input.reason,
        reasonDetail: input.reasonDetail?.trim() || null,
        evidence: JSON.stringify(input.evidence ?? []),
        effectiveDate: input.effectiveDate,
      },
      { tenantId: actor.tenantId, userId: actor.userId },
    );
    await recordAudit(
      trx,
      actor,
      { action: 'update', entity: 'closureRequest', entityId: input.id, before, after },
      ip,
    );
    return closureRequestDetail(trx, actor, input.id);
  });
}

/**
 * Moves a request along its flow. Approval and execution run every registered closure check
 * (closure-checks.ts) in the same transaction; execution also waits for the effective date (in the
 * caller's zone), then closes the party and takes its stores off their warehouses, keeping history.
 */
export async function transitionClosureRequest(
  db: Database,
  actor: Actor,
  action: ClosureAction,
  input: { id: string; version: number; remark?: string | undefined },
  zone: string,
  ip?: string,
): Promise<ClosureRequest> {
  const transition = CLOSURE_TRANSITIONS[action];
  const remark = input.remark?.trim() || null;
  const reviewing = action === 'approve' || action === 'reject' || action === 'execute';
  if (action === 'reject' && !remark) throw badRequest('partyReasonRequired');
  if (reviewing && actor.customerId && !(await isPrimaryAccount(db, actor))) throw forbidden();
  return db.transaction().execute(async (trx) => {
    const current = await lockVisible(trx, actor, input.id);
    if (!(transition.from as readonly ClosureState[]).includes(current.state)) throw badRequest('closureStateInvalid');
    // Only an approver may withdraw what was already approved.
    if (action === 'cancel' && current.state === 'APPROVED' && !holdsAny(actor, CLOSURE_CODES.approve)) {
      throw forbidden();
    }
    const now = new Date();
    if (action === 'approve') await assertNotOwnSubmission(trx, actor, current.submittedBy ?? current.requestedBy);
    if (action === 'approve' || action === 'execute') await assertClosable(trx, actor, current.partyId);
    if (action === 'execute') {
      const today = formatDateTime(now, zone).slice(0, 10);
      if (current.effectiveDate > today) throw badRequest('closureNotDue', { date: current.effectiveDate });
      await closeParty(trx, actor, current.partyId, ip);
    }
    const { before, after } = await updateVersioned(
      trx,
      'customerCloseRequest',
      { id: input.id, version: input.version },
      {
        state: transition.to,
        ...(action === 'send' ? { submittedAt: now, submittedBy: actor.userId } : {}),
        ...(action === 'approve' || action === 'reject'
          ? { reviewedBy: actor.userId, reviewedAt: now, reviewRemark: remark }
          : {}),
        ...(action === 'execute' ? { executedBy: actor.userId, executedAt: now } : {}),
      },
      { tenantId: actor.tenantId, userId: actor.userId },
    );
    await recordAudit(trx, actor, { action, entity: 'closureRequest', entityId: input.id, before, after }, ip);
    return closureRequestDetail(trx, actor, input.id);
  });
}

/** Deletes drafts only; anything sent stays as the record of what was asked. */
export async function removeClosureRequests(db: Database, actor: Actor, ids: readonly string[], ip?: string) {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      if ((await lockVisible(trx, actor, id)).state !== 'DRAFT') throw badRequest('closureStateInvalid');
    }
    await trx
      .updateTable('customerCloseRequest')
      .set({ isDeleted: 1, updateUser: actor.userId, updateTime: new Date() })
      .where('tenantId', '=', actor.tenantId)
      .where('id', 'in', ids)
      .execute();
    await recordAudit(trx, actor, { action: 'delete', entity: 'closureRequest', entityId: ids }, ip);
  });
}

async function lockVisible(trx: Trx, caller: Pick<Actor, 'tenantId' | 'customerId'>, id: string): Promise<Row> {
  let query = trx
    .selectFrom('customerCloseRequest')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', id)
    .where('isDeleted', '=', 0);
  if (caller.customerId) query = query.where('sellerPartyId', '=', caller.customerId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function assertClosable(trx: Trx, actor: Actor, partyId: string) {
  const party = await lockManaged(trx, actor, partyId);
  if (!(CLOSABLE_PARTY_STATES as readonly string[]).includes(party.state)) throw badRequest('closurePartyNotClosable');
  const failed = await firstFailedClosureCheck(trx, { ...party, tenantId: actor.tenantId });
  if (failed) throw badRequest(failed.messageKey, failed.params);
}

/**
 * The party becomes CLOSED (its code stays taken); its stores close and leave their warehouses. The
 * binding rows are soft-deleted, not removed, so history still shows where a store was served from.
 */
async function closeParty(trx: Trx, actor: Actor, partyId: string, ip?: string) {
  const now = new Date();
  const before = await trx.selectFrom('baseCustomer').selectAll().where('id', '=', partyId).executeTakeFirstOrThrow();
  const after = await trx
    .updateTable('baseCustomer')
    .set((eb) => ({
      state: 'CLOSED' as const,
      closedAt: now,
      version: eb('version', '+', 1),
      updateUser: actor.userId,
      updateTime: now,
    }))
    .where('id', '=', partyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const shops = await trx
    .updateTable('customerShop')
    .set({ status: 0, updateUser: actor.userId, updateTime: now })
    .where('tenantId', '=', actor.tenantId)
    .where('customerId', '=', partyId)
    .where('isDeleted', '=', 0)
    .returning('id')
    .execute();
  const unbound = shops.length
    ? await trx
        .updateTable('customerShopBind')
        .set({ isDeleted: 1, isDefault: false, updateUser: actor.userId, updateTime: now })
        .where(
          'shopId',
          'in',
          shops.map((shop) => shop.id),
        )
        .where('isDeleted', '=', 0)
        .returning(['shopId', 'warehouseId'])
        .execute()
    : [];
  await recordAudit(
    trx,
    actor,
    {
      action: 'close',
      entity: 'party',
      entityId: partyId,
      before: { ...before, shops: shops.map((shop) => shop.id), bindings: unbound },
      after: { ...after, shops: [], bindings: [] },
    },
    ip,
  );
}

async function oneOpenRequest<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('closureOpenExists');
    throw error;
  }
}
