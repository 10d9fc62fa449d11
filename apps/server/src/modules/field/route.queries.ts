import type { Page, PageQuery } from '@smdp/contracts';
import type { Route, RouteStop, RouteSummary } from '@smdp/contracts/field';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { partyName, storesByIds } from '../customer';
import { userRealName } from '../user';
import { visibleRoutes } from './route.scope';

type Reader = Database | Transaction<DB>;

const COLUMNS: ListColumns = {
  routeNo: 'r.route_no',
  name: 'r.name',
  state: 'r.state',
  frequency: 'r.frequency',
  salespersonId: 'r.salesperson_id',
  ownerPartyId: 'r.owner_party_id',
  createTime: 'r.create_time',
};

async function summaries(db: Reader, caller: Caller) {
  return (await visibleRoutes(db, caller)).select((eb) => [
    'r.id',
    'r.routeNo',
    'r.ownerPartyId',
    partyName(eb, 'r.ownerPartyId').as('ownerName'),
    'r.name',
    'r.salespersonId',
    userRealName(eb, 'r.salespersonId').as('salespersonName'),
    'r.frequency',
    'r.weekdays',
    sql<string>`r.start_date::text`.as('startDate'),
    'r.state',
    'r.remark',
    eb
      .selectFrom('fieldRouteStop as s')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('s.routeId', '=', 'r.id')
      .as('stopCount'),
    'r.version',
    'r.createTime',
  ]);
}

type Row = Omit<RouteSummary, 'stopCount'> & { stopCount: string | number | null };
const summaryOf = (row: Row): RouteSummary => ({ ...row, stopCount: Number(row.stopCount ?? 0) });

export async function listRoutes(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<RouteSummary>> {
  const page = await paginate(applyFilters(await summaries(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'r.route_no',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(summaryOf) };
}

/** A route's stops in order, with where each store is. */
export async function stopsOf(db: Reader, tenantId: string, routeId: string): Promise<RouteStop[]> {
  const rows = await db
    .selectFrom('fieldRouteStop')
    .select(['id', 'storePartyId', 'seq', 'plannedMinutes', 'locked'])
    .where('tenantId', '=', tenantId)
    .where('routeId', '=', routeId)
    .orderBy('seq')
    .execute();
  const stores = await storesByIds(
    db,
    tenantId,
    rows.map((row) => row.storePartyId),
  );
  return rows.map((row) => {
    const store = stores.get(row.storePartyId);
    return {
      ...row,
      storeCode: store?.code ?? null,
      storeName: store?.name ?? null,
      storeState: store?.state ?? null,
      address: store?.address ?? null,
      lat: store?.lat ?? null,
      lng: store?.lng ?? null,
    };
  });
}

/** One route with its stops and the 20 latest visits of its plans; 404 outside the caller's scope. */
export async function routeDetail(db: Reader, caller: Caller, id: string): Promise<Route> {
  const row = await (await summaries(db, caller)).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const recentVisits = await db
    .selectFrom('visit as v')
    .innerJoin('visitPlan as p', 'p.id', 'v.planId')
    .select((eb) => [
      'v.id',
      'v.visitNo',
      sql<string>`v.visit_date::text`.as('visitDate'),
      'v.storePartyId',
      partyName(eb, 'v.storePartyId').as('storeName'),
      'v.state',
      'v.outcome',
    ])
    .where('p.tenantId', '=', caller.tenantId)
    .where('p.routeId', '=', id)
    .where('v.isDeleted', '=', 0)
    .where('p.isDeleted', '=', 0)
    .orderBy('v.visitDate', 'desc')
    .orderBy('v.seq')
    .limit(20)
    .execute();
  return { ...summaryOf(row), stops: await stopsOf(db, caller.tenantId, id), recentVisits };
}
