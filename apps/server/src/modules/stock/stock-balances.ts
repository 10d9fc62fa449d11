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
