import type { PricedLine, PriceLine } from '@smdp/contracts/catalog';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/scope/caller';
import { resolvePrices } from './price.service';

/** What the order module reads of a goods besides its price: names for messages, tax and order rules. */
export type GoodsForOrder = {
  id: string;
  sku: string;
  name: string;
  taxRate: string;
  minOrderQty: string;
  orderMultiple: string;
};

export type OrderPricedLine = PricedLine & { goods: GoodsForOrder | undefined };

/**
 * Prices order lines of one buyer on one date (the price-list rule, with the on-sale, assortment,
 * minimum-quantity and multiple facts of `resolvePrices`), each with its goods' tax rate and names.
 * A buyer outside the caller's reach is 404.
 */
export async function priceOrderLines(
  db: Kysely<DB> | Transaction<DB>,
  caller: Caller,
  input: { buyerId: string; date: string; lines: PriceLine[] },
): Promise<OrderPricedLine[]> {
  const ids = [...new Set(input.lines.map((line) => line.goodsId))];
  const [priced, goods] = await Promise.all([
    resolvePrices(db, caller, input),
    ids.length
      ? db
          .selectFrom('goods')
          .select(['id', 'sku', 'name', 'taxRate', 'minOrderQty', 'orderMultiple'])
          .where('tenantId', '=', caller.tenantId)
          .where('isDeleted', '=', 0)
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const byId = new Map(goods.map((row) => [row.id, row]));
  return priced.map((line) => ({ ...line, goods: byId.get(line.goodsId) }));
}
