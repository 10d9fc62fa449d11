import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { idOf } from './stock-input';

/** A balance row as other modules read it (decimal texts): on hand, reserved, in transit, available, value. */
export type StockBalance = {
  warehouseId: string;
  goodsId: string;
  batchNo: string;
  onHand: string;
  reserved: string;
  inTransit: string;
  available: string;
  stockValue: string;
};

/** The balances of one goods in one warehouse, one row per batch ('' when untracked); none when it never moved. */
export async function stockBalancesOf(
  db: Database,
  caller: Pick<Caller, 'tenantId'>,
  of: { warehouseId: string | number; goodsId: string | number },
): Promise<StockBalance[]> {
  return db
    .selectFrom('stockBalance')
    .select(['warehouseId', 'goodsId', 'batchNo', 'onHand', 'reserved', 'inTransit', 'available', 'stockValue'])
    .where('tenantId', '=', caller.tenantId)
    .where('warehouseId', '=', idOf(of.warehouseId))
    .where('goodsId', '=', idOf(of.goodsId))
    .orderBy('batchNo')
    .execute();
}

/** What is available of each goods in one warehouse, all batches summed ('0.000' when it never moved). */
export async function availableByGoods(
  db: Database,
  caller: Pick<Caller, 'tenantId'>,
  warehouseId: string | number,
  goodsIds: readonly string[],
): Promise<Map<string, string>> {
  const available = new Map(goodsIds.map((goodsId) => [goodsId, '0.000']));
  if (goodsIds.length === 0) return available;
  const rows = await db
    .selectFrom('stockBalance')
    .select(['goodsId', sql<string>`sum(available)::text`.as('available')])
    .where('tenantId', '=', caller.tenantId)
    .where('warehouseId', '=', idOf(warehouseId))
    .where('goodsId', 'in', goodsIds.map(idOf))
    .groupBy('goodsId')
    .execute();
  for (const row of rows) available.set(String(row.goodsId), new Decimal(row.available).toFixed(3));
  return available;
}
