import type { Database } from '../../platform/db/database';
import { goodsIdsMatching } from '../catalog';
import { escapeLike, hasGoodsFilter, type StockScope } from './report-filters';

/** The ledger entries of a report's scope (aliased `e`): tenant, visible warehouses, and its filters. */
export function scopedEntries(db: Database, scope: StockScope, { batch = true } = {}) {
  let entries = db
    .selectFrom('stockLedgerEntry as e')
    .where('e.tenantId', '=', scope.tenantId)
    .where('e.warehouseId', 'in', scope.warehouses);
  if (scope.warehouseId) entries = entries.where('e.warehouseId', '=', scope.warehouseId);
  if (hasGoodsFilter(scope)) {
    entries = entries.where('e.goodsId', 'in', (eb) => goodsIdsMatching(eb, scope.tenantId, scope.goods));
  }
  if (batch && scope.batchLike) entries = entries.where('e.batchNo', 'ilike', `%${escapeLike(scope.batchLike)}%`);
  return entries;
}
