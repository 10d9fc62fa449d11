import type { Page } from '@smdp/contracts';
import { NEAR_EXPIRY_DEFAULT_DAYS, type StockNearExpiryQuery, type StockNearExpiryRow } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { balanceRows } from './report-balance';
import { countOf, stockScopeOf } from './report-filters';
import { keyNames } from './report-names';
import { reportPage } from './report-page';

/**
 * Batches with stock on hand that expire within `days` of today in the caller's zone (expired ones
 * included, with days left below zero), soonest first.
 */
export async function stockNearExpiryReport(
  db: Database,
  caller: Caller,
  query: StockNearExpiryQuery,
  zone: string,
): Promise<Page<StockNearExpiryRow>> {
  const days = countOf(query.days, 'days', 3650, NEAR_EXPIRY_DEFAULT_DAYS);
  const scope = await stockScopeOf(db, caller, query);
  const today = sql<string>`(now() at time zone ${zone})::date`;
  const batches = balanceRows(db, scope)
    .clearSelect()
    .innerJoin('stockBatch as sb', (join) =>
      join
        .onRef('sb.tenantId', '=', 'b.tenantId')
        .onRef('sb.goodsId', '=', 'b.goodsId')
        .onRef('sb.batchNo', '=', 'b.batchNo'),
    )
    .select(['b.warehouseId', 'b.goodsId', 'b.batchNo', 'b.onHand', 'b.stockValue'])
    .select([
      sql<string>`sb.expiry_date::text`.as('expiryDate'),
      sql<number>`(sb.expiry_date - ${today})::int`.as('daysLeft'),
    ])
    .where('b.onHand', '>', '0')
    .where('sb.expiryDate', 'is not', null)
    .where(sql<boolean>`sb.expiry_date <= ${today} + ${days}::int`);
  const named = db
    .selectFrom(batches.as('r'))
    .selectAll('r')
    .select((eb) => keyNames(eb));
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: ['warehouseCode', 'sku', 'batchNo', 'expiryDate', 'daysLeft', 'onHand', 'stockValue'],
    order: [['expiryDate', 'asc']],
    tieBreak: ['warehouseCode', 'sku', 'id'],
  });
}
