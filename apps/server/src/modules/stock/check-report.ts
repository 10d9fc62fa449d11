import type { Page } from '@smdp/contracts';
import type { CountDifference, CountDifferenceQuery } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsName, goodsSku } from '../catalog';
import { keptBy, visibleWarehouseIds, warehouseCode } from '../store';
import { reportPage } from './report-page';

/**
 * The lines of posted checks (domain.md §6 "count differences") in the warehouses the caller sees:
 * book, counted and difference (taken at posting) and the difference's value at the snapshot cost.
 */
export async function countDifferences(
  db: Database,
  caller: Caller,
  query: CountDifferenceQuery,
): Promise<Page<CountDifference>> {
  const warehouses = await visibleWarehouseIds(db, caller);
  let rows = (
    await scopedRows(db, caller, 'stockCheckTask as t', {
      party: 't.scopePartyId',
      granted: keptBy(caller, 't.warehouseId'),
    })
  )
    .innerJoin('stockCheckLine as l', 'l.taskId', 't.id')
    .where('t.warehouseId', 'in', warehouses)
    .where('t.state', '=', 'POSTED')
    .select([
      'l.id as lineId',
      't.id as taskId',
      't.taskNo',
      (eb) =>
        eb
          .selectFrom('stockAdjustment as a')
          .select('a.voucherNo')
          .whereRef('a.id', '=', 't.adjustmentId')
          .as('adjustmentNo'),
      sql<string>`t.posting_date::text`.as('postingDate'),
      't.warehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 't.warehouseId'), eb.val('')).as('warehouseCode'),
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      'l.batchNo',
      'l.bookQty',
      sql<string>`coalesce(l.counted_qty, 0)::text`.as('countedQty'),
      sql<string>`coalesce(l.diff_qty, 0)::text`.as('diffQty'),
      sql<string>`round(coalesce(l.diff_qty, 0) * l.unit_cost, 2)::text`.as('diffValue'),
      'l.reason',
    ]);
  if (query.warehouseId) rows = rows.where('t.warehouseId', '=', query.warehouseId);
  if (query.dateFrom) rows = rows.where(sql`t.posting_date`, '>=', sql`${query.dateFrom}::date`);
  if (query.dateTo) rows = rows.where(sql`t.posting_date`, '<=', sql`${query.dateTo}::date`);
  return reportPage(rows, query, {
    sortable: ['postingDate', 'taskNo', 'sku', 'diffQty', 'diffValue'],
    order: [['postingDate', 'desc']],
    tieBreak: ['taskNo', 'lineId'],
  });
}
