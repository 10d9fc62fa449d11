import type { Page } from '@smdp/contracts';
import type { StockProjectedQuery, StockProjectedRow } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { balanceRows } from './report-balance';
import { stockScopeOf } from './report-filters';
import { keyNames } from './report-names';
import { reportPage } from './report-page';

/**
 * On hand, reserved, in transit in and available per warehouse and goods (its batches summed), and the
 * projected stock = on hand + in transit − reserved (ERPNext's Bin, without orders not yet reserved). A
 * goods is due for reorder where the projected stock is at or below its reorder level, when it has one.
 */
export async function stockProjectedReport(
  db: Database,
  caller: Caller,
  query: StockProjectedQuery,
): Promise<Page<StockProjectedRow>> {
  // A reorder level is the goods', not a batch's: the figures sum every batch, so no batch filter.
  const scope = await stockScopeOf(db, caller, { ...query, batchNo_like: undefined });
  const summed = balanceRows(db, scope)
    .clearSelect()
    .select(['b.warehouseId', 'b.goodsId'])
    .select([
      sql<string>`sum(b.on_hand)`.as('onHand'),
      sql<string>`sum(b.reserved)`.as('reserved'),
      sql<string>`sum(b.in_transit)`.as('inTransit'),
      sql<string>`sum(b.available)`.as('available'),
    ])
    .groupBy(['b.warehouseId', 'b.goodsId']);
  let figures = db
    .selectFrom(summed.as('s'))
    .leftJoin('stockGoodsSetting as gs', (join) =>
      join.onRef('gs.goodsId', '=', 's.goodsId').on('gs.tenantId', '=', scope.tenantId),
    )
    .select(['s.warehouseId', 's.goodsId'])
    .select([
      sql<string>`s.on_hand::numeric(18,3)`.as('onHand'),
      sql<string>`s.reserved::numeric(18,3)`.as('reserved'),
      sql<string>`s.in_transit::numeric(18,3)`.as('inTransit'),
      sql<string>`s.available::numeric(18,3)`.as('available'),
      sql<string>`(s.on_hand + s.in_transit - s.reserved)::numeric(18,3)`.as('projected'),
      sql<string | null>`gs.reorder_level`.as('reorderLevel'),
      sql<boolean>`coalesce(s.on_hand + s.in_transit - s.reserved <= gs.reorder_level, false)`.as('reorder'),
    ]);
  if (query.reorder_equal === '1') {
    figures = figures.where(sql<boolean>`s.on_hand + s.in_transit - s.reserved <= gs.reorder_level`);
  } else if (query.reorder_equal === '0') {
    figures = figures.where(
      sql<boolean>`not coalesce(s.on_hand + s.in_transit - s.reserved <= gs.reorder_level, false)`,
    );
  }
  const named = db
    .selectFrom(figures.as('r'))
    .selectAll('r')
    .select((eb) => keyNames(eb, { batch: false }));
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: [
      'warehouseCode',
      'sku',
      'goodsName',
      'onHand',
      'reserved',
      'inTransit',
      'available',
      'projected',
      'reorderLevel',
    ],
    order: [['warehouseCode', 'asc']],
    tieBreak: ['sku', 'id'],
  });
}
