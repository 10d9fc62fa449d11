import type { Page } from '@smdp/contracts';
import type { Visit, VisitListQuery, VisitTask } from '@smdp/contracts/field';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { storesForVisit } from '../customer';
import { isPrimaryAccount, userRealName } from '../user';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The visits the caller sees: its tenant and data scope (a customer's accounts the visits its party
 * owns, a narrowed one only its own), and a customer's salesperson (any account but the primary) only
 * the visits it makes.
 */
export async function visibleVisits(db: Db, caller: Caller) {
  const rows = await scopedRows(db, caller, 'visit as v', { owner: 'v.ownerPartyId', creator: 'v.salespersonId' });
  if (caller.customerId && !(await isPrimaryAccount(db, caller)))
    return rows.where('v.salespersonId', '=', caller.userId);
  return rows;
}

async function visitRows(db: Db, caller: Caller) {
  return (await visibleVisits(db, caller)).select((eb) => [
    'v.id',
    'v.visitNo',
    'v.planId',
    'v.ownerPartyId',
    'v.storePartyId',
    'v.salespersonId',
    eb.fn.coalesce(userRealName(eb, 'v.salespersonId'), eb.val('')).as('salespersonName'),
    'v.seq',
    sql<string>`v.visit_date::text`.as('visitDate'),
    'v.plannedStart',
    'v.actualStart',
    'v.actualEnd',
    'v.state',
    'v.checkinMode',
    'v.checkinDistanceM',
    'v.forcedReason',
    'v.outcome',
    'v.noOrderReason',
    'v.missedReason',
    'v.orderId',
    'v.receiptId',
    'v.shortVisit',
    'v.clientKey',
    'v.notes',
    'v.version',
    // Repeated misses: the store's MISSED visits by the same salesperson.
    eb
      .selectFrom('visit as m')
      .select(eb.fn.countAll<string>().as('n'))
      .whereRef('m.tenantId', '=', 'v.tenantId')
      .whereRef('m.storePartyId', '=', 'v.storePartyId')
      .whereRef('m.salespersonId', '=', 'v.salespersonId')
      .where('m.state', '=', 'MISSED')
      .where('m.isDeleted', '=', 0)
      .as('missCount'),
  ]);
}

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof visitRows>>['execute']>>[number];

async function withStores(db: Db, tenantId: string, rows: Row[]): Promise<Visit[]> {
  const stores = new Map(
    (
      await storesForVisit(
        db,
        tenantId,
        rows.map((row) => row.storePartyId),
      )
    ).map((store) => [store.id, store]),
  );
  return rows.map((row) => {
    const store = stores.get(row.storePartyId);
    return {
      ...row,
      missCount: Number(row.missCount ?? 0),
      storeCode: store?.customerCode ?? '',
      storeName: store?.customerName ?? '',
      storeLat: store?.lat ?? null,
      storeLng: store?.lng ?? null,
    };
  });
}

/** Visits, by day then sequence (the phone's day in order), narrowed by day, state, store or salesperson. */
export async function listVisits(db: Db, caller: Caller, query: VisitListQuery): Promise<Page<Visit>> {
  let rows = await visitRows(db, caller);
  if (query.visitDate_equal) rows = rows.where(sql<string>`v.visit_date::text`, '=', query.visitDate_equal);
  if (query.visitDate_datege) rows = rows.where(sql<string>`v.visit_date::text`, '>=', query.visitDate_datege);
  if (query.visitDate_datelt) rows = rows.where(sql<string>`v.visit_date::text`, '<', query.visitDate_datelt);
  if (query.state_equal) rows = rows.where('v.state', '=', query.state_equal);
  if (query.storePartyId_equal) rows = rows.where('v.storePartyId', '=', query.storePartyId_equal);
  if (query.salespersonId_equal) rows = rows.where('v.salespersonId', '=', query.salespersonId_equal);
  if (query.mine === 'true') rows = rows.where('v.salespersonId', '=', caller.userId);
  const { total } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const records = await rows
    .orderBy('v.visitDate', 'desc')
    .orderBy('v.salespersonId')
    .orderBy('v.seq')
    .orderBy('v.id')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  return {
    records: await withStores(db, caller.tenantId, records),
    total: Number(total),
    size: query.size,
    current: query.current,
    pages: Math.ceil(Number(total) / query.size),
  };
}

export async function visitTasksOf(db: Db, tenantId: string, visitId: string): Promise<VisitTask[]> {
  return db
    .selectFrom('visitTask')
    .select(['id', 'taskType', 'required', 'done', 'result', 'doneTime'])
    .where('tenantId', '=', tenantId)
    .where('visitId', '=', visitId)
    .orderBy('id')
    .execute();
}

/** One visit the caller sees, with its tasks; 404 otherwise. */
export async function visitDetail(db: Db, caller: Caller, id: string): Promise<Visit> {
  const row = await (await visitRows(db, caller)).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [visit] = await withStores(db, caller.tenantId, [row]);
  if (!visit) throw notFound();
  return { ...visit, tasks: await visitTasksOf(db, caller.tenantId, id) };
}
