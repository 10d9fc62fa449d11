import { canStart } from '@smdp/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../crud/audit';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound, staleVersion } from '../http/errors';
import { lockScopedRow, type ScopeColumns } from '../scope/scoped';
import { type DocumentCaller, type DocumentDefinition, type DocumentRow, type DocumentTable, holdsAny } from './define';
import { recordTimeline } from './timeline';
import { authorizeByRules, closeTasks, followWithTask, type WorkflowFacts } from './workflow';

// Kysely cannot narrow a query over a generic table name; every DocumentTable has the columns used
// here (id, tenant_id, state, version, is_deleted, update_*), which the DocumentTable type guarantees.
// biome-ignore lint/suspicious/noExplicitAny: see above
type LooseTrx = Transaction<any>;

export type TransitionInput = { id: string; version: number; remark?: string | undefined };
export type CallContext = {
  zone: string;
  ip?: string | undefined;
  /**
   * The moment the action happens at, which dates its postings; the server's clock when absent. Routes
   * never set it (no request can back-date); the demo seed does, to write weeks of history.
   */
  now?: Date | undefined;
};

/** The document row, locked, if the caller's tenant and data scope reach it; else 404 (never a hint it exists). */
export async function lockDocument<T extends DocumentTable, S extends string, A extends string, D>(
  trx: Transaction<DB>,
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
  id: string,
): Promise<DocumentRow<T>> {
  const row = await lockScopedRow(trx, caller, definition.table, id, scopeColumnsOf(definition, caller));
  if (definition.visible && !(await definition.visible(trx, caller, row))) throw notFound();
  return row;
}

/** The definition's scope rule as the scoped helper names columns: qualified by the document's table. */
function scopeColumnsOf<T extends DocumentTable, S extends string, A extends string, D>(
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
): ScopeColumns {
  const { table, scope } = definition;
  const granted = definition.granted?.(caller, table);
  const creator = scope.creator ? `${table}.${scope.creator}` : undefined;
  return 'owner' in scope
    ? { owner: `${table}.${scope.owner}`, granted, creator }
    : { party: `${table}.${scope.party}`, granted, creator };
}

/**
 * Moves a document by one action, in one transaction: lock -> check state, version and scope -> hook
 * -> update -> audit -> timeline entry -> outbox event. Returns the document as the API gives it.
 */
export async function transition<T extends DocumentTable, S extends string, A extends string, D>(
  db: Database,
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
  action: A,
  input: TransitionInput,
  context: CallContext,
): Promise<D> {
  const remark = input.remark?.trim() || null;
  if (definition.machine.actions[action].remarkRequired && !remark)
    throw badRequest(definition.messages.reasonRequired);
  await definition.authorize?.[action]?.(db, caller);
  return db.transaction().execute(async (trx) => {
    await transitionIn(trx, definition, caller, action, { ...input, remark: remark ?? undefined }, context);
    return definition.detail(trx, caller, input.id);
  });
}

/** `transition` inside a transaction the caller already holds (amend, or a hook moving another document). */
export async function transitionIn<T extends DocumentTable, S extends string, A extends string, D>(
  trx: Transaction<DB>,
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
  action: A,
  input: TransitionInput,
  context: CallContext,
): Promise<DocumentRow<T>> {
  const move = definition.machine.actions[action];
  const row = await lockDocument(trx, definition, caller, input.id);
  const before = row as DocumentRow<T> & { state: S; version: number };
  if (!canStart(definition.machine, action, before.state)) throw badRequest(definition.messages.stateInvalid);
  if (before.version !== input.version) throw staleVersion();
  await authorizeByRules(trx, definition.type, caller, action, before as unknown as WorkflowRow);
  const now = context.now ?? new Date();
  const remark = input.remark?.trim() || null;
  const values = await definition.hooks?.[action]?.({
    trx,
    caller,
    action,
    row,
    remark,
    now,
    zone: context.zone,
    ip: context.ip,
  });
  // The hook may end the move in one of the action's other states (`alsoTo`); anything else is move.to.
  const chosen = (values as { state?: unknown } | undefined)?.state;
  const toState = move.alsoTo?.includes(chosen as S) ? (chosen as S) : move.to;
  const after = (await (trx as LooseTrx)
    .updateTable(definition.table as string)
    .set({ ...values, state: toState, version: sql`version + 1`, updateTime: now, updateUser: caller.userId })
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as DocumentRow<T>;
  await recordAudit(
    trx,
    caller,
    { action, entity: definition.type, entityId: input.id, before: row, after },
    context.ip,
  );
  await recordTimeline(trx, caller, {
    docType: definition.type,
    docId: input.id,
    action,
    fromState: before.state,
    toState,
    remark,
  });
  const facts = factsOf(definition, after);
  await publishLater(trx, caller, definition.type, input.id, action, {
    from: before.state,
    to: toState,
    ...eventFacts(facts, after),
  });
  await followWithTask(trx, definition.type, caller, after as unknown as WorkflowRow, facts, now);
  return after;
}

/**
 * Amends a document (domain.md §1.1): cancels it and copies it into a new draft linked by
 * `amended_from`, in one transaction. Returns the new document.
 */
export async function amend<T extends DocumentTable, S extends string, A extends string, D>(
  db: Database,
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
  input: TransitionInput,
  context: CallContext,
): Promise<D> {
  const rule = definition.amend;
  if (!rule) throw notFound();
  if (!holdsAny(caller, rule.codes)) throw forbidden();
  return db.transaction().execute(async (trx) => {
    const cancelled = await transitionIn(trx, definition, caller, rule.cancelAction, input, context);
    const copy = (await (trx as LooseTrx)
      .insertInto(definition.table as string)
      .values({ ...rule.copy(cancelled, caller), amendedFrom: input.id })
      .returningAll()
      .executeTakeFirstOrThrow()) as DocumentRow<T> & { id: string; state: string };
    await recordCreated(trx, definition, caller, copy, context.ip, { action: 'amend', remark: input.id });
    return definition.detail(trx, caller, copy.id);
  });
}

/** The trail of a document just inserted: audit, timeline and outbox, in the inserting transaction. */
export async function recordCreated<T extends DocumentTable, S extends string, A extends string, D>(
  trx: Transaction<DB>,
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
  row: DocumentRow<T>,
  ip: string | undefined,
  { action = 'create', remark = null }: { action?: string; remark?: string | null } = {},
): Promise<void> {
  const { id, state } = row as unknown as { id: string; state: string };
  await recordAudit(trx, caller, { action, entity: definition.type, entityId: id, after: row }, ip);
  await recordTimeline(trx, caller, {
    docType: definition.type,
    docId: id,
    action,
    fromState: null,
    toState: state,
    remark,
  });
  const facts = factsOf(definition, row);
  await publishLater(trx, caller, definition.type, id, action, { to: state, ...eventFacts(facts, row) });
  await followWithTask(trx, definition.type, caller, row as unknown as WorkflowRow, facts, new Date());
}

/** The columns of every document row the workflow reads (the DocumentTable type guarantees them). */
type WorkflowRow = Record<string, unknown> & {
  id: string;
  state: string;
  createUser: string | null;
  createDept: string | null;
};

/** What a listener of the event needs without reading the document: whom it concerns, who made it, its number. */
const eventFacts = (facts: WorkflowFacts, row: unknown) => ({
  subject: facts.subject,
  actor: facts.actor,
  number: facts.number,
  creator: (row as WorkflowRow).createUser,
});

/** Who acts on the document's task, as the definition says; by default the company, about its scope party. */
function factsOf<T extends DocumentTable, S extends string, A extends string, D>(
  definition: DocumentDefinition<T, S, A, D>,
  row: DocumentRow<T>,
): WorkflowFacts {
  if (definition.workflow) return definition.workflow(row);
  const column = 'owner' in definition.scope ? definition.scope.owner : definition.scope.party;
  const subject = (row as Record<string, unknown>)[column];
  return { actor: null, subject: subject === null || subject === undefined ? null : String(subject), number: null };
}

/** Deletes documents (soft: their numbers stay taken), only in the definition's removable states. */
export async function removeDocuments<T extends DocumentTable, S extends string, A extends string, D>(
  db: Database,
  definition: DocumentDefinition<T, S, A, D>,
  caller: DocumentCaller,
  ids: readonly string[],
  ip?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const states: S[] = [];
    for (const id of ids)
      states.push(((await lockDocument(trx, definition, caller, id)) as unknown as { state: S }).state);
    if (states.some((state) => !definition.removableStates.includes(state))) {
      throw badRequest(definition.messages.removeRefused ?? definition.messages.stateInvalid);
    }
    await (trx as LooseTrx)
      .updateTable(definition.table as string)
      .set({ isDeleted: 1, updateUser: caller.userId, updateTime: new Date() })
      .where('tenantId', '=', caller.tenantId)
      .where('id', 'in', ids)
      .execute();
    await recordAudit(trx, caller, { action: 'delete', entity: definition.type, entityId: ids }, ip);
    await closeTasks(trx, caller, definition.type, ids, 'CANCELLED', new Date());
    for (const id of ids) {
      await recordTimeline(trx, caller, {
        docType: definition.type,
        docId: id,
        action: 'delete',
        fromState: null,
        toState: null,
        remark: null,
      });
    }
  });
}

/** An event for whoever listens (messages, jobs), committed or rolled back with the change it reports. */
async function publishLater(
  trx: Transaction<DB>,
  caller: Pick<DocumentCaller, 'tenantId' | 'userId'>,
  docType: string,
  docId: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('outboxEvent')
    .values({
      tenantId: caller.tenantId,
      topic: `${docType}.${action}`,
      docType,
      docId,
      payload: JSON.stringify({ ...payload, by: caller.userId }),
    })
    .execute();
}
