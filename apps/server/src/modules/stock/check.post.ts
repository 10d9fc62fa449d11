import { CHECK_THRESHOLD_DEFAULT, CHECK_THRESHOLD_PARAM } from '@smdp/contracts/stock';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Caller } from '../../platform/scope/caller';
import { goodsForStock } from '../catalog';
import { setWarehouseCounting } from '../store';
import { paramValueOf } from '../system';
import { keyIdOf, lockBalances } from './balances';
import type { StockCheckTaskTable } from './check.tables';
import type { StockCaller } from './post-stock';
import { postStock } from './post-stock';
import { COST_SCALE, QTY_SCALE, VALUE_SCALE } from './stock.ledger';
import { divideRounded } from './stock.rules';
import { nextVoucherNo, todayIn } from './voucher-numbers';

type Task = Selectable<StockCheckTaskTable>;
export const ADJUSTMENT_VOUCHER = 'stock_adjustment';
/** The source type of an adjustment a stock check posted (read-only on the adjustments page). */
export const CHECK_SOURCE = 'stock_check';

const linesOf = (trx: Transaction<DB>, taskId: string) =>
  trx
    .selectFrom('stockCheckLine')
    .select(['id', 'lineNo', 'goodsId', 'batchNo', 'bookQty', 'countedQty', 'unitCost', 'reason'])
    .where('taskId', '=', taskId)
    .orderBy('lineNo')
    .execute();

/** |qty (thousandths) x cost (millionths)| in cents. */
const differenceValue = (qty: bigint, cost: bigint) => {
  const value = divideRounded(qty * cost * 100n, 1_000n * 1_000_000n);
  return value < 0n ? -value : value;
};

/** The approval threshold: the tenant's parameter, or the default when unset or unreadable. */
export async function approvalThreshold(trx: Transaction<DB>, tenantId: string): Promise<bigint> {
  const text = (await paramValueOf(trx, tenantId, CHECK_THRESHOLD_PARAM)) ?? CHECK_THRESHOLD_DEFAULT;
  return /^\d{1,12}(\.\d{1,2})?$/.test(text.trim())
    ? toUnits(text.trim(), VALUE_SCALE)
    : toUnits(CHECK_THRESHOLD_DEFAULT, VALUE_SCALE);
}

/**
 * Hands in a count: every line needs a counted quantity. The differences are previewed against the
 * book, valued at the snapshot cost; their total absolute value above the threshold means approval.
 */
export async function submitCount(trx: Transaction<DB>, task: Task) {
  const lines = await linesOf(trx, task.id);
  const skus = await skusOf(trx, task.tenantId, lines);
  let total = 0n;
  for (const line of lines) {
    if (line.countedQty === null) {
      throw badRequest('stockCheckNotCounted', { line: line.lineNo, goods: skus.get(line.goodsId) ?? '' });
    }
    const diff = toUnits(line.countedQty, QTY_SCALE) - toUnits(line.bookQty, QTY_SCALE);
    total += differenceValue(diff, toUnits(line.unitCost, COST_SCALE));
    await trx
      .updateTable('stockCheckLine')
      .set({ diffQty: fromUnits(diff, QTY_SCALE) })
      .where('id', '=', line.id)
      .execute();
  }
  await flagMoved(trx, task);
  const threshold = await approvalThreshold(trx, task.tenantId);
  return { diffValue: fromUnits(total, VALUE_SCALE), needsApproval: total > threshold };
}

/**
 * Posts a count: the freeze (if any) is lifted first, the balances are locked, each line's difference
 * is taken against the balance now (equal to the book under a freeze), and one adjustment voucher
 * posts a gain or loss entry per non-zero difference. The warehouse's last count date moves to today.
 */
export async function postCount(
  trx: Transaction<DB>,
  caller: StockCaller & Pick<Caller, 'userId' | 'deptId'>,
  task: Task,
  now: Date,
  zone: string,
) {
  const postingDate = todayIn(now, zone);
  if (task.state === 'SUBMITTED' && task.needsApproval) {
    throw badRequest('stockCheckApprovalRequired', {
      value: task.diffValue ?? '0',
      threshold: fromUnits(await approvalThreshold(trx, task.tenantId), VALUE_SCALE),
    });
  }
  if (task.freeze) await setWarehouseCounting(trx, task.tenantId, task.warehouseId, false);
  const lines = await linesOf(trx, task.id);
  const keys = lines.map((line) => ({ warehouseId: task.warehouseId, goodsId: line.goodsId, batchNo: line.batchNo }));
  const balances = await lockBalances(trx, task.tenantId, keys);
  await flagMoved(trx, task);
  const goods = new Map(
    (
      await goodsForStock(
        trx,
        task.tenantId,
        lines.map((l) => l.goodsId),
      )
    ).map((g) => [g.id, g]),
  );
  const moves = [];
  for (const [index, line] of lines.entries()) {
    const key = keys[index];
    const onHand = key ? (balances.get(keyIdOf(key))?.onHand ?? 0n) : 0n;
    const diff = toUnits(line.countedQty ?? '0', QTY_SCALE) - onHand;
    await trx
      .updateTable('stockCheckLine')
      .set({ diffQty: fromUnits(diff, QTY_SCALE) })
      .where('id', '=', line.id)
      .execute();
    if (diff !== 0n) moves.push({ line, diff });
  }
  const voucherNo = await nextVoucherNo(trx, task.tenantId, 'stock_adjustment', now, zone);
  const adjustment = await trx
    .insertInto('stockAdjustment')
    .values({
      tenantId: task.tenantId,
      voucherNo,
      warehouseId: task.warehouseId,
      ownerPartyId: task.ownerPartyId,
      scopePartyId: task.scopePartyId,
      sourceType: CHECK_SOURCE,
      sourceId: task.id,
      state: 'POSTED',
      postingDate,
      remark: task.taskNo,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (moves.length) {
    await trx
      .insertInto('stockAdjustmentLine')
      .values(
        moves.map(({ line, diff }, index) => ({
          tenantId: task.tenantId,
          adjustmentId: adjustment.id,
          lineNo: index + 1,
          goodsId: line.goodsId,
          unit: goods.get(line.goodsId)?.baseUnit ?? '',
          factor: '1',
          qty: fromUnits(diff, QTY_SCALE),
          batchNo: line.batchNo,
          reason: 'correction' as const,
          remark: line.reason,
        })),
      )
      .execute();
  }
  await postStock(trx, caller, {
    voucher: { type: ADJUSTMENT_VOUCHER, id: adjustment.id },
    postingDate,
    lines: moves.map(({ line, diff }) => {
      const cost = toUnits(line.unitCost, COST_SCALE);
      return {
        warehouseId: task.warehouseId,
        goodsId: line.goodsId,
        ...(line.batchNo ? { batch: line.batchNo } : {}),
        qty: fromUnits(diff, QTY_SCALE),
        unit: goods.get(line.goodsId)?.baseUnit ?? '',
        factor: '1',
        // A gain comes in at the cost the snapshot saw (the average may be nil on an emptied balance).
        ...(diff > 0n && cost > 0n ? { unitCost: line.unitCost } : {}),
      };
    }),
  });
  await trx
    .insertInto('stockCountSchedule')
    .values({ tenantId: task.tenantId, warehouseId: task.warehouseId, lastCountDate: postingDate })
    .onConflict((oc) => oc.columns(['tenantId', 'warehouseId']).doUpdateSet({ lastCountDate: postingDate }))
    .execute();
  return { adjustmentId: adjustment.id, postingDate };
}

/** Marks the lines whose balance moved after the snapshot (any entry of their key since). */
async function flagMoved(trx: Transaction<DB>, task: Task) {
  await trx
    .updateTable('stockCheckLine as l')
    .set((eb) => ({
      movedSinceSnapshot: eb
        .exists(
          eb
            .selectFrom('stockLedgerEntry as e')
            .select('e.id')
            .where('e.tenantId', '=', task.tenantId)
            .where('e.warehouseId', '=', task.warehouseId)
            .whereRef('e.goodsId', '=', 'l.goodsId')
            .whereRef('e.batchNo', '=', 'l.batchNo')
            .where('e.id', '>', task.snapshotEntryId ?? '0'),
        )
        .$castTo<boolean>(),
    }))
    .where('l.taskId', '=', task.id)
    .execute();
}

async function skusOf(trx: Transaction<DB>, tenantId: string, lines: { goodsId: string }[]) {
  const goods = await goodsForStock(trx, tenantId, [...new Set(lines.map((line) => line.goodsId))]);
  return new Map(goods.map((row) => [row.id, row.sku]));
}
