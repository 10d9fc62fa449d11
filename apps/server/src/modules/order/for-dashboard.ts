import type { OrderListQuery } from '@smdp/contracts/order';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { listOrders, scopedOrders } from './order.queries';

/** How many orders the order search shows for these filters (the same call, one row fetched). */
export async function orderCount(
  db: Database,
  caller: Caller,
  filters: Omit<OrderListQuery, 'current' | 'size'>,
  zone: string,
): Promise<number> {
  return (await listOrders(db, caller, { ...filters, current: 1, size: 1 }, zone)).total;
}

/** States whose orders count as sales: submitted and after, never drafts nor cancelled ones. */
const NOT_SALES = ['DRAFT', 'CANCELLED'] as const;

/**
 * The caller's secondary sales (its sub-customers' orders) created since `from` (a wall time of `zone`),
 * summed per calendar day of `zone`, days without sales left out.
 */
export async function secondarySalesByDay(
  db: Database,
  caller: Caller,
  from: string,
  zone: string,
): Promise<{ day: string; amount: string; orders: number }[]> {
  // Grouped by position: the zone is a parameter, and PostgreSQL does not match two parameterised expressions.
  const day = sql<string>`to_char(o.create_time at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await (await scopedOrders(db, caller))
    .where('o.channel', '=', 'SECONDARY')
    .where('o.type', '=', 'SALE')
    .where('o.state', 'not in', [...NOT_SALES])
    .where('o.createTime', '>=', sql<Date>`(${from}::timestamp at time zone ${zone})`)
    .select([
      day.as('day'),
      sql<string>`sum(o.actual_total_amount)::numeric(18,2)::text`.as('amount'),
      sql<string>`count(*)`.as('orders'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({ day: row.day, amount: row.amount, orders: Number(row.orders) }));
}
