import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { StockKey } from './balances';

/**
 * Moves the in-transit figure of one balance row, locked by the caller, by `change` (signed decimal
 * text): a transfer's shipment adds to its target, its receipt takes the whole shipment off again.
 */
export async function moveInTransit(trx: Transaction<DB>, tenantId: string, key: StockKey, change: string) {
  await trx
    .updateTable('stockBalance')
    .set((eb) => ({ inTransit: eb('inTransit', '+', change) }))
    .where('tenantId', '=', tenantId)
    .where('warehouseId', '=', key.warehouseId)
    .where('goodsId', '=', key.goodsId)
    .where('batchNo', '=', key.batchNo)
    .execute();
}
