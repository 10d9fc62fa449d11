import type { Page, PageQuery } from '@smdp/contracts';
import type { Plan, PlanSummary, PlanVisit } from '@smdp/contracts/field';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyCode, partyName } from '../customer';
import { userRealName } from '../user';

type Reader = Database | Transaction<DB>;

const COLUMNS: ListColumns = {
  planNo: 'p.plan_no',
  state: 'p.state',
  routeId: 'p.route_id',
  salespersonId: 'p.salesperson_id',
  planDate: 'p.plan_date',
  createTime: 'p.create_time',
};

/** Plans as routes are seen (route.scope.ts): the owner's accounts, or only its own as a narrowed salesperson. */
export const visiblePlans = (db: Reader, caller: Caller) =>
  scopedRows(db, caller, 'visitPlan as p', { owner: 'p.ownerPartyId', creator: 'p.salespersonId' });

async function summaries(db: Reader, caller: Caller) {
  return (await visiblePlans(db, caller)).select((eb) => [
    'p.id',
    'p.planNo',
    'p.ownerPartyId',
    partyName(eb, 'p.ownerPartyId').as('ownerName'),
    'p.salespersonId',
    userRealName(eb, 'p.salespersonId').as('salespersonName'),
    'p.routeId',
    eb.selectFrom('fieldRoute as r').select('r.name').whereRef('r.id', '=', 'p.routeId').as('routeName'),
    sql<string>`p.plan_date::text`.as('planDate'),
    'p.state',
    'p.proposedBy',
    'p.remark',
    eb
      .selectFrom('visit as v')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('v.planId', '=', 'p.id')
      .where('v.isDeleted', '=', 0)
      .as('visitCount'),
    'p.version',
    'p.createTime',
  ]);
}

type Row = Omit<PlanSummary, 'visitCount'> & { visitCount: string | number | null };
const summaryOf = (row: Row): PlanSummary => ({ ...row, visitCount: Number(row.visitCount ?? 0) });

export async function listPlans(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<PlanSummary>> {
  const page = await paginate(applyFilters(await summaries(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'p.plan_date',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(summaryOf) };
}

/** A plan's live visits in order. */
export async function visitsOfPlan(db: Reader, tenantId: string, planId: string): Promise<PlanVisit[]> {
  return db
    .selectFrom('visit as v')
    .select((eb) => [
      'v.id',
      'v.visitNo',
      'v.seq',
      'v.storePartyId',
      partyCode(eb, 'v.storePartyId').as('storeCode'),
      partyName(eb, 'v.storePartyId').as('storeName'),
      'v.state',
      'v.plannedStart',
      'v.plannedEnd',
      'v.outcome',
    ])
    .where('v.tenantId', '=', tenantId)
    .where('v.planId', '=', planId)
    .where('v.isDeleted', '=', 0)
    .orderBy('v.seq')
    .execute();
}

/** One plan with its visits; 404 outside the caller's scope. */
export async function planDetail(db: Reader, caller: Caller, id: string): Promise<Plan> {
  const row = await (await summaries(db, caller)).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...summaryOf(row), visits: await visitsOfPlan(db, caller.tenantId, id) };
}
