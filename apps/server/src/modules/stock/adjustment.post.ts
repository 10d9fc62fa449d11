import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { StockAdjustmentTable } from './adjustment.tables';
import { ADJUSTMENT_VOUCHER, approvalThreshold } from './check.post';
import { postStock, type StockCaller } from './post-stock';
import { COST_SCALE, QTY_SCALE, VALUE_SCALE } from './stock.ledger';
import { divideRounded } from './stock.rules';
import { baseQty } from './voucher-lines';

type Adjustment = Selectable<StockAdjustmentTable>;

const linesOf = (trx: Transaction<DB>, adjustmentId: string) =>
  trx
    .selectFrom('stockAdjustmentLine')
    .select(['lineNo', 'goodsId', 'unit', 'factor', 'qty', 'batchNo', 'unitCost'])
    .where('adjustmentId', '=', adjustmentId)
    .orderBy('lineNo')
    .execute();

/**
 * Values a confirmed adjustment: each line's base difference at its own cost (a gain that names one)
 * or at the balance's moving average now, in absolute cents; their sum above the stock check's
 * threshold means someone other than the creator approves before it posts.
 */
export async function valueAdjustment(trx: Transaction<DB>, adjustment: Adjustment) {
  const lines = await linesOf(trx, adjustment.id);
  const balances = await trx
    .selectFrom('stockBalance')
    .select(['goodsId', 'batchNo', 'onHand', 'stockValue'])
    .where('tenantId', '=', adjustment.tenantId)
    .where('warehouseId', '=', adjustment.warehouseId)
    .where(
      'goodsId',
      'in',
      lines.map((line) => line.goodsId),
    )
    .execute();
  const balanceOf = new Map(balances.map((row) => [`${row.goodsId}/${row.batchNo}`, row]));
  let total = 0n;
  for (const line of lines) {
    const qty = abs(toUnits(baseQty(line.qty, line.factor, line.goodsId), QTY_SCALE));
    if (line.unitCost !== null) {
      total += divideRounded(qty * toUnits(line.unitCost, COST_SCALE) * 100n, 1_000n * 1_000_000n);
      continue;
    }
    const balance = balanceOf.get(`${line.goodsId}/${line.batchNo}`);
    const onHand = balance ? toUnits(balance.onHand, QTY_SCALE) : 0n;
    if (balance && onHand > 0n) total += abs(divideRounded(qty * toUnits(balance.stockValue, VALUE_SCALE), onHand));
  }
  const threshold = await approvalThreshold(trx, adjustment.tenantId);
  return { diffValue: fromUnits(total, VALUE_SCALE), needsApproval: total > threshold };
}

/**
 * Posts an adjustment: one gain or loss entry per line, in base units, through `postStock`, which
 * refuses (and writes nothing) when a loss would drive on hand negative, the warehouse is counting or
 * the date is in a closed period. One above the threshold must have been approved.
 */
export async function postAdjustment(
  trx: Transaction<DB>,
  caller: StockCaller,
  adjustment: Adjustment,
  postingDate: string,
) {
  if (adjustment.state === 'SUBMITTED' && adjustment.needsApproval) {
    throw badRequest('stockAdjustmentApprovalRequired', {
      value: adjustment.diffValue ?? '0',
      threshold: fromUnits(await approvalThreshold(trx, adjustment.tenantId), VALUE_SCALE),
    });
  }
  const lines = await linesOf(trx, adjustment.id);
  await postStock(trx, caller, {
    voucher: { type: ADJUSTMENT_VOUCHER, id: adjustment.id },
    postingDate,
    lines: lines.map((line) => ({
      warehouseId: adjustment.warehouseId,
      goodsId: line.goodsId,
      ...(line.batchNo ? { batch: line.batchNo } : {}),
      qty: baseQty(line.qty, line.factor, line.goodsId),
      unit: line.unit,
      factor: line.factor,
      ...(line.unitCost === null ? {} : { unitCost: line.unitCost }),
    })),
  });
}

const abs = (value: bigint) => (value < 0n ? -value : value);
