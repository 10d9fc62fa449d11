import type { ExpressionBuilder } from 'kysely';
import { plain } from './subquery';

/** What the stock reports read of goods (issue 12): names for their rows, and which goods a filter means. */

export type GoodsFilter = {
  /** Part of the SKU or the name, any case. */
  text?: string | undefined;
  /** A category and every category under it. */
  categoryId?: string | undefined;
  /** Live goods only (the stock settings list), not the deleted ones whose stock a report still shows. */
  live?: boolean;
};

/** The ids of the tenant's goods (deleted ones too, unless `live`: their stock still shows) that a filter means. */
export function goodsIdsMatching<D, TB extends keyof D>(
  eb: ExpressionBuilder<D, TB>,
  tenantId: string,
  filter: GoodsFilter,
) {
  let goods = plain(eb).selectFrom('goods as gf').select('gf.id').where('gf.tenantId', '=', tenantId);
  if (filter.live) goods = goods.where('gf.isDeleted', '=', 0);
  if (filter.text) {
    const pattern = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    goods = goods.where((w) => w.or([w('gf.sku', 'ilike', pattern), w('gf.name', 'ilike', pattern)]));
  }
  const { categoryId } = filter;
  if (categoryId) {
    const categories = plain(eb)
      .selectFrom('productCategory as cf')
      .select('cf.id')
      .where('cf.tenantId', '=', tenantId)
      .where((w) => w.or([w('cf.id', '=', categoryId), w('cf.path', 'like', `%/${categoryId}/%`)]));
    goods = goods.where('gf.categoryId', 'in', categories);
  }
  return goods;
}
