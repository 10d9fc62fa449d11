import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toUnits } from '../../platform/ledger/decimal';
import { createBalanceRows } from '../../platform/ledger/post';
import { QTY_SCALE, stockLedger, VALUE_SCALE } from './stock.ledger';
import type { BalanceFigures } from './stock.rules';

/** The key of a balance row: warehouse, goods and batch ('' for none). */
export type StockKey = { warehouseId: string; goodsId: string; batchNo: string };

export const keyIdOf = ({ warehouseId, goodsId, batchNo }: StockKey) => JSON.stringify([warehouseId, goodsId, batchNo]);

/**
 * Finds or creates, then locks `FOR UPDATE` the balance rows of `keys`, in the ledger kernel's order
 * (its statements first, then one `select ... order by <keys>`): the kernel's `post` later finds them
 * locked, and every writer of stock queues on common keys in the same order, so none deadlock.
 */
export async function lockBalances(
  trx: Transaction<DB>,
  tenantId: string,
  keys: readonly StockKey[],
): Promise<Map<string, BalanceFigures>> {
  if (keys.length === 0) return new Map();
  await createBalanceRows(trx, stockLedger, tenantId, [...keys]);
  const rows = await trx
    .selectFrom('stockBalance')
    .select(['warehouseId', 'goodsId', 'batchNo', 'onHand', 'reserved', 'stockValue'])
    .where('tenantId', '=', tenantId)
    .where((eb) =>
      eb(
        eb.refTuple('warehouseId', 'goodsId', 'batchNo'),
        'in',
        keys.map((key) => eb.tuple(key.warehouseId, key.goodsId, key.batchNo)),
      ),
    )
    .orderBy('warehouseId')
    .orderBy('goodsId')
    .orderBy('batchNo')
    .forUpdate()
    .execute();
  return new Map(
    rows.map((row) => [
      keyIdOf(row),
      {
        onHand: toUnits(row.onHand, QTY_SCALE),
        reserved: toUnits(row.reserved, QTY_SCALE),
        value: toUnits(row.stockValue, VALUE_SCALE),
      },
    ]),
  );
}

/** Moves the reserved figure of one locked balance row by `change` (a decimal text, signed). */
export async function moveReserved(trx: Transaction<DB>, tenantId: string, key: StockKey, change: string) {
  await trx
    .updateTable('stockBalance')
    .set((eb) => ({ reserved: eb('reserved', '+', change) }))
    .where('tenantId', '=', tenantId)
    .where('warehouseId', '=', key.warehouseId)
    .where('goodsId', '=', key.goodsId)
    .where('batchNo', '=', key.batchNo)
    .execute();
}
