import type { OrderChannel } from '@smdp/contracts/order';
import type { SalesGroup } from '@smdp/contracts/report';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { partiesAs } from '../customer';
import { scopedOrders } from './order.queries';

/**
 * What the report module reads of orders (domain.md §11, the Orders row): grouped figures of the orders
 * the caller sees (the same data scope as the order lists), computed in SQL. Each function returns the
 * grouped query; the report module names the groups and pages them.
 */

/** Posting dates from (inclusive) and to (exclusive); a draft without a posting day counts by creation. */
export type Period = { postingDate_datege?: string | undefined; postingDate_datelt?: string | undefined };

/** States that never became a live order: they count in no report but "orders by status". */
const NOT_LIVE = ['DRAFT', 'CANCELLED', 'REJECTED'] as const;

const postingDay = sql<string>`coalesce(o.posting_date, o.create_time::date)`;

const boundOf = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

async function ordersIn(db: Database, caller: Caller, period: Period, type: 'SALE' | 'RETURN') {
  let rows = (await scopedOrders(db, caller)).where('o.type', '=', type);
  const from = boundOf(period.postingDate_datege);
  const to = boundOf(period.postingDate_datelt);
  if (from) rows = rows.where(sql<boolean>`${postingDay}::timestamp >= ${from}::timestamp`);
  if (to) rows = rows.where(sql<boolean>`${postingDay}::timestamp < ${to}::timestamp`);
  return rows;
}

/** Figures stay numeric here so that the report sorts them as numbers; it sends them as decimal strings. */
const money = (sum: RawBuilder<unknown>) => sql<string>`coalesce(${sum}, 0)::numeric(18, 2)`;
const quantity = (sum: RawBuilder<unknown>) => sql<string>`coalesce(${sum}, 0)::numeric(18, 3)`;

/** Sale orders per state: count, value and age in days since posting (`today` is the caller's day). */
export async function ordersByState(
  db: Database,
  caller: Caller,
  query: Period & { channel_equal?: OrderChannel | undefined },
  today: string,
) {
  let rows = await ordersIn(db, caller, query, 'SALE');
  if (query.channel_equal) rows = rows.where('o.channel', '=', query.channel_equal);
  const age = sql<number>`(${today}::date - ${postingDay})`;
  return rows
    .groupBy('o.state')
    .select([
      'o.state',
      sql<number>`count(*)::int`.as('orderCount'),
      money(sql`sum(o.actual_total_amount)`).as('amount'),
      sql<number>`(count(*) filter (where ${age} <= 7))::int`.as('age0to7'),
      sql<number>`(count(*) filter (where ${age} between 8 and 30))::int`.as('age8to30'),
      sql<number>`(count(*) filter (where ${age} > 30))::int`.as('ageOver30'),
      sql<number>`coalesce(max(${age}), 0)::int`.as('oldestDays'),
    ]);
}

/** Live sale orders' lines per goods: ordered and delivered base quantities and delivered ÷ ordered in percent. */
export async function fillRateByGoods(
  db: Database,
  caller: Caller,
  query: Period & { channel_equal?: OrderChannel | undefined },
) {
  let rows = (await ordersIn(db, caller, query, 'SALE')).where('o.state', 'not in', NOT_LIVE);
  if (query.channel_equal) rows = rows.where('o.channel', '=', query.channel_equal);
  const ordered = sql`sum(l.base_qty)`;
  const delivered = sql`sum(l.qty_delivered * l.factor)`;
  return rows
    .innerJoin('salesOrderLine as l', 'l.orderId', 'o.id')
    .groupBy('l.goodsId')
    .select([
      'l.goodsId',
      quantity(ordered).as('orderedQty'),
      quantity(delivered).as('deliveredQty'),
      sql<string>`(case when ${ordered} > 0 then round(${delivered} * 100 / ${ordered}, 2) else 0 end)::numeric(18, 2)`.as(
        'fillRate',
      ),
    ]);
}

/** Returns that went ahead (not drafts, cancelled or rejected) per reason: count and value. */
export async function returnsByReason(db: Database, caller: Caller, query: Period) {
  const rows = (await ordersIn(db, caller, query, 'RETURN')).where('o.state', 'not in', NOT_LIVE);
  const reason = sql<string>`coalesce(nullif(o.return_reason, ''), 'OTHER')`;
  return rows
    .groupBy(reason)
    .select([
      reason.as('reason'),
      sql<number>`count(*)::int`.as('returnCount'),
      money(sql`sum(o.actual_total_amount)`).as('amount'),
    ]);
}

/**
 * Live sale orders' lines grouped by buyer, goods, salesperson, the buyer's region or the posting month:
 * `refId` is the buyer, goods or salesperson id (else null), `label` the region or month (else null).
 */
export async function salesBy(
  db: Database,
  caller: Caller,
  query: Period & { channel_equal: OrderChannel; groupBy_equal: SalesGroup },
) {
  const rows = (await ordersIn(db, caller, query, 'SALE'))
    .where('o.state', 'not in', NOT_LIVE)
    .where('o.channel', '=', query.channel_equal)
    .innerJoin('salesOrderLine as l', 'l.orderId', 'o.id')
    .leftJoin(partiesAs(db, 'b'), 'b.id', 'o.buyerPartyId');
  const { refId, label } = SALES_KEYS[query.groupBy_equal];
  return rows
    .groupBy([refId, label])
    .select([
      refId.as('refId'),
      label.as('label'),
      sql<number>`count(distinct o.id)::int`.as('orderCount'),
      quantity(sql`sum(l.base_qty)`).as('qty'),
      money(sql`sum(l.net_amount)`).as('amount'),
    ]);
}

const noId = sql<string | null>`null::bigint`;
const noLabel = sql<string | null>`null::text`;
const SALES_KEYS: Record<SalesGroup, { refId: RawBuilder<string | null>; label: RawBuilder<string | null> }> = {
  BUYER: { refId: sql<string | null>`o.buyer_party_id`, label: noLabel },
  GOODS: { refId: sql<string | null>`l.goods_id`, label: noLabel },
  SALESPERSON: { refId: sql<string | null>`o.salesperson_id`, label: noLabel },
  REGION: { refId: noId, label: sql<string | null>`nullif(b.territory, '')` },
  PERIOD: { refId: noId, label: sql<string | null>`to_char(${postingDay}, 'YYYY-MM')` },
};

/**
 * Each buyer's live sales in the period [from, to) and in the period of the same length just before it
 * (`previousFrom`), for top and falling buyers.
 */
export async function buyerSalesAcross(
  db: Database,
  caller: Caller,
  query: { channel_equal: OrderChannel },
  range: { previousFrom: string; from: string; to: string },
) {
  const rows = (
    await ordersIn(db, caller, { postingDate_datege: range.previousFrom, postingDate_datelt: range.to }, 'SALE')
  )
    .where('o.state', 'not in', NOT_LIVE)
    .where('o.channel', '=', query.channel_equal);
  const current = sql`sum(o.actual_total_amount) filter (where ${postingDay} >= ${range.from}::date)`;
  const previous = sql`sum(o.actual_total_amount) filter (where ${postingDay} < ${range.from}::date)`;
  return rows
    .groupBy('o.buyerPartyId')
    .select([
      'o.buyerPartyId',
      money(current).as('currentAmount'),
      money(previous).as('previousAmount'),
      sql<string>`(coalesce(${current}, 0) - coalesce(${previous}, 0))::numeric(18, 2)`.as('change'),
    ]);
}

/** Live sale orders per buyer of type STORE in the period: count, value, the last posting day. */
export async function ordersPerStore(db: Database, caller: Caller, query: Period) {
  return (await ordersIn(db, caller, query, 'SALE'))
    .where('o.state', 'not in', NOT_LIVE)
    .innerJoin(partiesAs(db, 'b'), 'b.id', 'o.buyerPartyId')
    .where('b.partyType', '=', 'STORE')
    .groupBy('o.buyerPartyId')
    .select([
      sql<string>`o.buyer_party_id`.as('storePartyId'),
      sql<number>`count(*)::int`.as('orderCount'),
      money(sql`sum(o.actual_total_amount)`).as('amount'),
      sql<string | null>`max(${postingDay})::text`.as('lastOrderDate'),
    ]);
}
