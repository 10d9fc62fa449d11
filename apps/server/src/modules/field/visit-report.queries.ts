import type { Page } from '@smdp/contracts';
import {
  type CoverageRow,
  type DayMap,
  type DayMapQuery,
  type DistanceAnomalyRow,
  MAP_TILE_URL_PARAM,
  type MissedReasonRow,
  type StrikeRateRow,
  VISIT_RADIUS_DEFAULT,
  VISIT_RADIUS_PARAM,
  type VisitReportQuery,
} from '@smdp/contracts/field';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import type { Caller } from '../../platform/scope/caller';
import { partiesAs } from '../customer';
import { paramValueOf } from '../system';
import { userRealName } from '../user';
import { scopedVisits } from './field.scope';

/**
 * The visit reports (domain.md §9 and the field row of §11), grouped in SQL over the visits the caller
 * sees. Each grouped query becomes the derived table `r` and is paged and sorted in the list dialect.
 */

const bound = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The visits of the report's filters: its days and salesperson. */
async function visitsOf(db: Database, caller: Caller, query: VisitReportQuery) {
  let rows = await scopedVisits(db, caller);
  const from = bound(query.visitDate_datege);
  const to = bound(query.visitDate_datelt);
  if (from) rows = rows.where('v.visitDate', '>=', from.slice(0, 10));
  if (to) rows = rows.where('v.visitDate', '<', to.slice(0, 10));
  if (query.salespersonId_equal) rows = rows.where('v.salespersonId', '=', query.salespersonId_equal);
  return rows;
}

const sortable = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, `r.${key}`]));
const percent = (part: string, whole: string) =>
  sql<string>`(case when ${sql.ref(whole)} = 0 then 0 else round(100.0 * ${sql.ref(part)} / ${sql.ref(whole)}, 2) end)::numeric(9, 2)::text`;

/**
 * A visit of a plan counts as planned once its plan is out, so the visits of the few plans still drafted,
 * proposed or cancelled are left out (a hashed list, not a join: the reports read the visits alone).
 */
const plannedIn = (tenantId: string) =>
  sql<boolean>`(v.plan_id is not null and v.plan_id not in (select p.id from visit_plan p where p.tenant_id = ${tenantId} and p.state in ('DRAFT', 'SUBMITTED', 'CANCELLED')))`;
const MADE = sql<boolean>`v.state in ('CHECKED_IN', 'COMPLETED')`;
/** Minutes in store as a float: numeric `extract` costs several times more over a year of visits. */
const MINUTES = sql`date_part('epoch', v.actual_end - v.actual_start) / 60`;

export async function coverageReport(
  db: Database,
  caller: Caller,
  query: VisitReportQuery,
): Promise<Page<CoverageRow>> {
  const PLANNED = plannedIn(caller.tenantId);
  const grouped = (await visitsOf(db, caller, query))
    .select([
      'v.salespersonId',
      sql<number>`count(*) filter (where ${PLANNED} and v.state <> 'CANCELLED')::int`.as('planned'),
      sql<number>`count(*) filter (where ${PLANNED} and ${MADE})::int`.as('visited'),
      sql<number>`count(*) filter (where ${PLANNED} and v.state = 'MISSED')::int`.as('missed'),
      sql<number>`count(*) filter (where ${PLANNED} and v.state = 'CANCELLED')::int`.as('cancelled'),
      sql<number>`count(*) filter (where v.plan_id is null and ${MADE})::int`.as('unplanned'),
      sql<number>`coalesce(avg(${MINUTES}) filter (where v.state = 'COMPLETED'), 0)`.as('avgMinutes'),
      sql<number>`count(*) filter (where v.short_visit)::int`.as('shortVisits'),
    ])
    .groupBy('v.salespersonId');
  const rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.salesperson_id::text`.as('salespersonId'),
      userRealName(eb, 'r.salespersonId').as('salespersonName'),
      'r.planned',
      'r.visited',
      'r.missed',
      'r.cancelled',
      'r.unplanned',
      percent('r.visited', 'r.planned').as('coverage'),
      sql<string>`round(r.avg_minutes::numeric, 1)::text`.as('avgMinutes'),
      'r.shortVisits',
    ]);
  return paginate(rows, query, sortable('planned', 'visited', 'missed', 'unplanned', 'shortVisits'), {
    column: 'r.planned',
    direction: 'desc',
  });
}

/** Lines and totals are the visit's own copy of its order as taken, so a year is read from the visits alone. */
export async function strikeRateReport(
  db: Database,
  caller: Caller,
  query: VisitReportQuery,
): Promise<Page<StrikeRateRow>> {
  const grouped = (await visitsOf(db, caller, query))
    .where('v.state', '=', 'COMPLETED')
    .select([
      'v.salespersonId',
      sql<number>`count(*)::int`.as('visits'),
      sql<number>`count(v.order_id)::int`.as('orders'),
      sql<number>`coalesce(sum(v.order_lines), 0)::int`.as('lines'),
      sql<string>`coalesce(sum(v.order_amount), 0)`.as('orderAmount'),
    ])
    .groupBy('v.salespersonId');
  const rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.salesperson_id::text`.as('salespersonId'),
      userRealName(eb, 'r.salespersonId').as('salespersonName'),
      'r.visits',
      'r.orders',
      percent('r.orders', 'r.visits').as('strikeRate'),
      sql<string>`(case when r.orders = 0 then 0 else round(r.lines::numeric / r.orders, 2) end)::numeric(9, 2)::text`.as(
        'linesPerCall',
      ),
      sql<string>`r.order_amount::numeric(18, 2)::text`.as('orderAmount'),
    ]);
  return paginate(rows, query, sortable('visits', 'orders', 'orderAmount'), { column: 'r.visits', direction: 'desc' });
}

export async function missedReasonReport(
  db: Database,
  caller: Caller,
  query: VisitReportQuery,
): Promise<Page<MissedReasonRow>> {
  const perStore = (await visitsOf(db, caller, query))
    .where('v.state', '=', 'MISSED')
    .select([
      sql<string>`coalesce(v.missed_reason, '')`.as('reason'),
      'v.storePartyId',
      sql<number>`count(*)::int`.as('n'),
    ])
    .groupBy([sql`coalesce(v.missed_reason, '')`, 'v.storePartyId']);
  const rows = db
    .selectFrom(perStore.as('s'))
    .select([
      's.reason',
      sql<number>`sum(s.n)::int`.as('visitCount'),
      sql<number>`count(*)::int`.as('storeCount'),
      sql<number>`count(*) filter (where s.n >= 2)::int`.as('repeatedStores'),
    ])
    .groupBy('s.reason');
  const ranked = db.selectFrom(rows.as('r')).selectAll('r');
  return paginate(ranked, query, sortable('reason', 'visitCount', 'storeCount', 'repeatedStores'), {
    column: 'r.visitCount',
    direction: 'desc',
  });
}

/** The radius a GPS check-in must fall within, in metres: the tenant's parameter or 300. */
export async function visitRadiusOf(db: Database, tenantId: string): Promise<number> {
  const value = Number(await paramValueOf(db, tenantId, VISIT_RADIUS_PARAM));
  return Number.isFinite(value) && value > 0 ? value : VISIT_RADIUS_DEFAULT;
}

export async function distanceAnomalyReport(
  db: Database,
  caller: Caller,
  query: VisitReportQuery,
): Promise<Page<DistanceAnomalyRow>> {
  const radius = await visitRadiusOf(db, caller.tenantId);
  const rows = (await visitsOf(db, caller, query))
    .leftJoin(partiesAs(db, 's'), 's.id', 'v.storePartyId')
    .where((eb) => eb.or([eb('v.checkinMode', '=', 'FORCED'), eb('v.checkinDistanceM', '>', radius)]))
    .select((eb) => [
      sql<string>`v.id::text`.as('visitId'),
      'v.visitNo',
      sql<string>`v.visit_date::text`.as('visitDate'),
      userRealName(eb, 'v.salespersonId').as('salespersonName'),
      's.customerCode as storeCode',
      's.customerName as storeName',
      'v.checkinMode',
      sql<number | null>`round(v.checkin_distance_m)::float8`.as('distanceM'),
      'v.forcedReason',
    ]);
  return paginate(
    rows,
    query,
    { visitDate: 'v.visitDate', distanceM: 'v.checkinDistanceM', visitNo: 'v.visitNo' },
    { column: 'v.checkinDistanceM', direction: 'desc' },
  );
}

/** A salesperson's day: its visits in the order they happened, then the planned order of the rest. */
export async function dayMap(db: Database, caller: Caller, query: DayMapQuery, zone: string): Promise<DayMap> {
  const visits = await (await scopedVisits(db, caller))
    .leftJoin(partiesAs(db, 's'), 's.id', 'v.storePartyId')
    .where('v.salespersonId', '=', query.salespersonId)
    .where('v.visitDate', '=', query.date)
    .select([
      sql<string>`v.id::text`.as('visitId'),
      'v.visitNo',
      'v.seq',
      'v.state',
      's.customerName as storeName',
      's.lat as storeLat',
      's.lng as storeLng',
      'v.checkinLat',
      'v.checkinLng',
      'v.checkoutLat',
      'v.checkoutLng',
      sql<string | null>`to_char(v.actual_start at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`.as('actualStart'),
      sql<string | null>`to_char(v.actual_end at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`.as('actualEnd'),
      sql<number | null>`round(v.checkin_distance_m)::float8`.as('distanceM'),
    ])
    .orderBy(sql`v.actual_start nulls last`)
    .orderBy('v.seq')
    .execute();
  const tileUrl = (await paramValueOf(db, caller.tenantId, MAP_TILE_URL_PARAM))?.trim() || null;
  return { visits, tileUrl };
}
