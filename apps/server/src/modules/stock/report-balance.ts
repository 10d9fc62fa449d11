import type { Page } from '@smdp/contracts';
import type { StockBalanceQuery, StockBalanceRow } from '@smdp/contracts/stock';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { goodsIdsMatching } from '../catalog';
import { escapeLike, hasGoodsFilter, type StockScope, stockScopeOf } from './report-filters';
import { keyNames } from './report-names';
import { reportPage } from './report-page';

/** The current balances the caller may see, by warehouse, goods and batch (the balance cache, domain.md §6). */
export async function stockBalanceReport(
  db: Database,
  caller: Caller,
  query: StockBalanceQuery,
): Promise<Page<StockBalanceRow>> {
  const scope = await stockScopeOf(db, caller, query);
  let balances = balanceRows(db, scope);
  if (query.nonZero_equal === '1') {
    balances = balances.where((w) => w.or([w('b.onHand', '<>', '0'), w('b.reserved', '<>', '0')]));
  }
  const named = db
    .selectFrom(balances.as('r'))
    .selectAll('r')
    .select((eb) => keyNames(eb));
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: [
      'warehouseCode',
      'sku',
      'goodsName',
      'batchNo',
      'onHand',
      'reserved',
      'available',
      'inTransit',
      'stockValue',
    ],
    order: [['warehouseCode', 'asc']],
    tieBreak: ['sku', 'batchNo', 'id'],
  });
}

/** The balance rows of a scope: key and figures. */
export function balanceRows(db: Database, scope: StockScope) {
  let rows = db
    .selectFrom('stockBalance as b')
    .select([
      'b.warehouseId',
      'b.goodsId',
      'b.batchNo',
      'b.onHand',
      'b.reserved',
      'b.available',
      'b.inTransit',
      'b.stockValue',
    ])
    .where('b.tenantId', '=', scope.tenantId)
    .where('b.warehouseId', 'in', scope.warehouses);
  if (scope.warehouseId) rows = rows.where('b.warehouseId', '=', scope.warehouseId);
  if (hasGoodsFilter(scope)) {
    rows = rows.where('b.goodsId', 'in', (eb) => goodsIdsMatching(eb, scope.tenantId, scope.goods));
  }
  if (scope.batchLike) rows = rows.where('b.batchNo', 'ilike', `%${escapeLike(scope.batchLike)}%`);
  return rows;
}
