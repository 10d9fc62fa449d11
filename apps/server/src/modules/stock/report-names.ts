import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { goodsBaseUnit, goodsName, goodsSku } from '../catalog';
import { warehouseCode, warehouseName } from '../store';

/** The key of a stock report row, as its inner query selects it (aliased `r` by the outer one). */
export type KeyRow = { warehouseId: string; goodsId: string; batchNo: string };
type Named = DB & { r: KeyRow };

/**
 * What names a report row on a page, selected over the inner query `r`: the warehouse's code and name,
 * the goods' SKU, name and base unit (read through their owners' helpers), and the key as one `id`
 * (without the batch for rows that sum a goods' batches).
 */
export function keyNames<D, TB extends keyof D>(outer: ExpressionBuilder<D, TB>, { batch = true } = {}) {
  const eb = outer as unknown as ExpressionBuilder<Named, 'r'>;
  const id = batch
    ? sql<string>`r.warehouse_id || '-' || r.goods_id || '-' || r.batch_no`
    : sql<string>`r.warehouse_id || '-' || r.goods_id`;
  return [
    id.as('id'),
    warehouseCode(eb, 'r.warehouseId').as('warehouseCode'),
    warehouseName(eb, 'r.warehouseId').as('warehouseName'),
    goodsSku(eb, 'r.goodsId').as('sku'),
    goodsName(eb, 'r.goodsId').as('goodsName'),
    goodsBaseUnit(eb, 'r.goodsId').as('baseUnit'),
  ] as const;
}
