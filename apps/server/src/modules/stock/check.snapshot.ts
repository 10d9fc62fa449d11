import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { goodsIdsMatching } from '../catalog';
import { setWarehouseCounting, warehousesForStock } from '../store';
import type { StockCheckTaskTable } from './check.tables';
import { goodsStockSettings } from './goods-settings';
import { COST_SCALE, QTY_SCALE, VALUE_SCALE } from './stock.ledger';
import { averageCost } from './stock.rules';

type Task = Selectable<StockCheckTaskTable>;

/**
 * Starts a count: the warehouse must be ACTIVE (a frozen count switches it to COUNTING first, so no
 * posting slips in under the snapshot), then one line per balance in scope is written with its book
 * quantity and moving-average cost. Returns the last ledger entry id, against which moves are detected.
 */
export async function takeSnapshot(trx: Transaction<DB>, task: Task): Promise<{ snapshotEntryId: string | null }> {
  const [warehouse] = await warehousesForStock(trx, task.tenantId, [task.warehouseId]);
  if (warehouse?.state !== 'ACTIVE') {
    throw badRequest('stockCheckWarehouseBusy', { warehouse: warehouse?.code ?? '' });
  }
  if (task.freeze) await setWarehouseCounting(trx, task.tenantId, task.warehouseId, true);
  const last = await trx
    .selectFrom('stockLedgerEntry')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('tenantId', '=', task.tenantId)
    .executeTakeFirst();
  const balances = await balancesInScope(trx, task);
  const lines = [...balances, ...(await untouchedGoods(trx, task, balances))];
  if (lines.length === 0) throw badRequest('stockCheckNothingToCount');
  await trx
    .insertInto('stockCheckLine')
    .values(
      lines.map((line, index) => ({
        tenantId: task.tenantId,
        taskId: task.id,
        lineNo: index + 1,
        goodsId: line.goodsId,
        batchNo: line.batchNo,
        bookQty: line.onHand,
        unitCost: fromUnits(
          averageCost({
            onHand: toUnits(line.onHand, QTY_SCALE),
            reserved: 0n,
            value: toUnits(line.stockValue, VALUE_SCALE),
          }),
          COST_SCALE,
        ),
      })),
    )
    .execute();
  return { snapshotEntryId: last?.id == null ? null : String(last.id) };
}

type BalanceRow = { goodsId: string; batchNo: string; onHand: string; stockValue: string };

async function balancesInScope(trx: Transaction<DB>, task: Task): Promise<BalanceRow[]> {
  let query = trx
    .selectFrom('stockBalance as b')
    .select(['b.goodsId', 'b.batchNo', 'b.onHand', 'b.stockValue'])
    .where('b.tenantId', '=', task.tenantId)
    .where('b.warehouseId', '=', task.warehouseId)
    .orderBy('b.goodsId')
    .orderBy('b.batchNo');
  if (task.scope === 'GOODS_LIST') {
    query = query.where('b.goodsId', 'in', task.goodsIds ?? []);
  } else {
    query = query.where('b.onHand', '<>', '0');
    if (task.scope === 'CATEGORY' && task.categoryId) {
      const categoryId = task.categoryId;
      query = query.where('b.goodsId', 'in', (eb) => goodsIdsMatching(eb, task.tenantId, { categoryId }));
    }
  }
  return query.execute();
}

/** A named goods that never moved in the warehouse is still counted (book 0), unless it is batch-tracked. */
async function untouchedGoods(trx: Transaction<DB>, task: Task, balances: BalanceRow[]): Promise<BalanceRow[]> {
  if (task.scope !== 'GOODS_LIST') return [];
  const seen = new Set(balances.map((row) => row.goodsId));
  const missing = (task.goodsIds ?? []).filter((id) => !seen.has(id));
  const settings = await goodsStockSettings(trx, task.tenantId, missing);
  return missing
    .filter((id) => !settings.get(id)?.batchTracked)
    .map((goodsId) => ({ goodsId, batchNo: '', onHand: '0', stockValue: '0' }));
}
