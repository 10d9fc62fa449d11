import { type ExpressionBuilder, type Kysely, type StringReference, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { plain } from './subquery';

/** What the stock module reads of a goods: its SKU (for messages), base unit and other units (issue 12). */
export type GoodsForStock = {
  id: string;
  sku: string;
  baseUnit: string;
  /** Units besides the base unit, with their factor to it (`CTN` -> '24.000000'). */
  units: { unit: string; factor: string }[];
};

/** The live goods among `ids` in the tenant; ids of another tenant or of deleted goods are absent. */
export async function goodsForStock(
  db: Kysely<DB> | Transaction<DB>,
  tenantId: string,
  ids: readonly string[],
): Promise<GoodsForStock[]> {
  if (ids.length === 0) return [];
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'sku', 'baseUnit'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('id', 'in', ids)
    .execute();
  const units = await db
    .selectFrom('goodsUnit')
    .select(['goodsId', 'unit', 'factor'])
    .where('goodsId', 'in', ids)
    .execute();
  return goods.map((row) => ({
    ...row,
    units: units.filter((unit) => unit.goodsId === row.id).map(({ unit, factor }) => ({ unit, factor })),
  }));
}

/** A goods' SKU as a correlated subquery: `.select((eb) => goodsSku(eb, 'l.goodsId').as('sku'))`. */
export function goodsSku<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('goods as gs').select('gs.sku').where('gs.id', '=', sql.ref<string>(id));
}

/** A goods' name as a correlated subquery, as `goodsSku`. */
export function goodsName<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('goods as gn').select('gn.name').where('gn.id', '=', sql.ref<string>(id));
}

/** A goods' barcode (null when it has none) as a correlated subquery, as `goodsSku`: what a scanner reads. */
export function goodsBarcode<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('goods as gb').select('gb.barcode').where('gb.id', '=', sql.ref<string>(id));
}

/** A goods' base unit as a correlated subquery, as `goodsSku`. */
export function goodsBaseUnit<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  return plain(eb).selectFrom('goods as gu').select('gu.baseUnit').where('gu.id', '=', sql.ref<string>(id));
}
