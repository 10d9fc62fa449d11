import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
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

/**
 * Moves the reserved figures of locked balance rows in one statement (`change` in whole thousandths,
 * signed); changes of one key are summed first, as an update touches each row once.
 */
export async function moveReservedMany(
  trx: Transaction<DB>,
  tenantId: string,
  changes: readonly { key: StockKey; change: bigint }[],
) {
  const byKey = new Map<string, { key: StockKey; change: bigint }>();
  for (const { key, change } of changes) {
    const id = keyIdOf(key);
    byKey.set(id, { key, change: (byKey.get(id)?.change ?? 0n) + change });
  }
  const rows = [...byKey.values()]
    .filter(({ change }) => change !== 0n)
    .map(({ key, change }) => ({
      warehouse_id: key.warehouseId,
      goods_id: key.goodsId,
      batch_no: key.batchNo,
      reserved: fromUnits(change, QTY_SCALE),
    }));
  if (rows.length === 0) return;
  await sql`update stock_balance as balance set reserved = balance.reserved + moved.reserved
    from jsonb_populate_recordset(null::stock_balance, ${JSON.stringify(rows)}::jsonb) as moved
    where balance.tenant_id = ${tenantId} and balance.warehouse_id = moved.warehouse_id
      and balance.goods_id = moved.goods_id and balance.batch_no = moved.batch_no`.execute(trx);
}
