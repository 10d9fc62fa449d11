import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits } from '../../platform/ledger/decimal';
import type { Decimal } from '../../platform/ledger/define';
import { post } from '../../platform/ledger/post';
import type { Caller } from '../../platform/scope/caller';
import { keyIdOf, lockBalances, type StockKey } from './balances';
import { type BatchDates, recordBatches } from './batches';
import { assertStockPeriodsOpen } from './period';
import { consumptionsOf, type ReservationRef, recordConsumptions } from './reservations';
import { COST_SCALE, QTY_SCALE, stockLedger, VALUE_SCALE } from './stock.ledger';
import { findShortage, type StockMove, valueMoves } from './stock.rules';
import { calendarDate, costUnits, factorUnits, idOf, qtyUnits } from './stock-input';
import { assertUnit, batchNoOf, loadSubjects, type StockGoods, type Subjects } from './subjects';

/** Who posts: stock reads only the tenant; the calling document has checked the caller's data scope. */
export type StockCaller = Pick<Caller, 'tenantId'>;

/** The document a posting comes from (`{type: 'inbound', id}`); its entries are reversed together. */
export type StockVoucher = { type: string; id: string | number };

export type StockLine = {
  warehouseId: string | number;
  goodsId: string | number;
  /** Required for a batch-tracked goods, refused for any other. */
  batch?: string;
  /** Signed, in the goods' base unit: positive in, negative out. */
  qty: Decimal;
  /** The unit and its factor to the base unit as the voucher line shows them (kept on the entry). */
  unit: string;
  factor: Decimal;
  /** A receipt's cost per base unit; without one it comes in at the moving average. Ignored on a move out. */
  unitCost?: Decimal;
  /** The dates of a batch this receipt creates. */
  batchDates?: BatchDates;
  /** A move out shipping reserved stock consumes its reservation (up to the line's quantity). */
  consumes?: ReservationRef;
};

export type StockPosting = { voucher: StockVoucher; postingDate: string; lines: readonly StockLine[] };

/** One written entry: its id and line, and what it did to its balance. */
export type PostedStockEntry = {
  id: string;
  voucherLine: number;
  qtyAfter: string;
  valueChange: string;
  valueAfter: string;
  unitCost: string;
};

/**
 * Posts a submitted voucher's lines to the stock ledger inside the caller's transaction. Refuses, and
 * writes nothing, when a warehouse is counting or disabled, the date is in a locked period, a goods'
 * batch or unit is wrong, or a move out would take more than is available (on hand less reserved)
 * in a warehouse that does not allow negative stock.
 */
export async function postStock(
  trx: Transaction<DB>,
  caller: StockCaller,
  posting: StockPosting,
): Promise<PostedStockEntry[]> {
  const { tenantId } = caller;
  const postingDate = calendarDate(posting.postingDate, 'postingDate');
  if (posting.lines.length === 0) return [];
  const subjects = await loadSubjects(trx, tenantId, posting.lines, 'move');
  const lines = posting.lines.map((line) => readLine(line, subjects));
  await assertStockPeriodsOpen(
    trx,
    tenantId,
    lines.map((line) => line.key.warehouseId),
    postingDate,
  );
  await recordBatches(
    trx,
    tenantId,
    lines
      .filter((line) => line.qty > 0n)
      .map(({ goods, key, batchDates }) => ({ goods, batchNo: key.batchNo, dates: batchDates })),
  );

  const balances = await lockBalances(
    trx,
    tenantId,
    lines.map((line) => line.key),
  );
  const consumptions = await consumptionsOf(trx, tenantId, lines);
  const moves: StockMove[] = lines.map((line, index) => ({
    key: keyIdOf(line.key),
    qty: line.qty,
    ...(line.unitCost === undefined ? {} : { unitCost: line.unitCost }),
    consumes: consumptions[index]?.qty ?? 0n,
    allowNegative: line.allowNegative,
  }));
  refuseShortage(findShortage(balances, moves), lines, subjects);
  const valued = valueMoves(balances, moves);

  const entries = await post(trx, stockLedger, {
    voucher: { tenantId, type: posting.voucher.type, id: idOf(posting.voucher.id) },
    postingDate,
    // Stock has checked every line against its own warehouse's rule above, reserved stock included.
    allowNegative: lines.some((line) => line.allowNegative),
    lines: lines.map((line, index) => ({
      key: line.key,
      change: {
        qtyChange: fromUnits(line.qty, QTY_SCALE),
        valueChange: fromUnits(valued[index]?.valueChange ?? 0n, VALUE_SCALE),
      },
      extra: { unitCost: fromUnits(valued[index]?.unitCost ?? 0n, COST_SCALE), unit: line.unit, factor: line.factor },
    })),
  });
  await recordConsumptions(trx, tenantId, consumptions);
  return entries.map((entry, index) => ({
    id: entry.id,
    voucherLine: entry.voucherLine,
    qtyAfter: entry.after.qtyChange,
    valueChange: fromUnits(valued[index]?.valueChange ?? 0n, VALUE_SCALE),
    valueAfter: entry.after.valueChange,
    unitCost: fromUnits(valued[index]?.unitCost ?? 0n, COST_SCALE),
  }));
}

/** A line as the rules read it: checked against its goods and warehouse, figures in whole units. */
type ReadLine = {
  key: StockKey;
  goods: StockGoods;
  qty: bigint;
  unitCost?: bigint;
  unit: string;
  factor: string;
  batchDates: BatchDates;
  consumes?: ReservationRef;
  allowNegative: boolean;
};

function readLine(line: StockLine, subjects: Subjects): ReadLine {
  const goods = subjects.goods.get(idOf(line.goodsId));
  const warehouse = subjects.warehouses.get(idOf(line.warehouseId));
  if (!goods || !warehouse) throw new Error('posting subjects not loaded');
  const factor = factorUnits(line.factor);
  assertUnit(goods, line.unit, factor);
  return {
    key: { warehouseId: warehouse.id, goodsId: goods.id, batchNo: batchNoOf(goods, line.batch) },
    goods,
    qty: qtyUnits(line.qty),
    ...(line.unitCost === undefined ? {} : { unitCost: costUnits(line.unitCost) }),
    unit: line.unit,
    factor: fromUnits(factor, COST_SCALE),
    batchDates: line.batchDates ?? {},
    ...(line.consumes ? { consumes: line.consumes } : {}),
    allowNegative: warehouse.allowNegative,
  };
}

/** The translated "not enough stock of X in W" for the first line the rules refuse. */
export function refuseShortage(
  shortage: ReturnType<typeof findShortage>,
  lines: readonly { key: StockKey }[],
  subjects: Subjects,
) {
  if (!shortage) return;
  const key = lines[shortage.line]?.key;
  throw badRequest('stockNotEnoughOf', {
    goods: (key && subjects.goods.get(key.goodsId)?.sku) ?? '',
    warehouse: (key && subjects.warehouses.get(key.warehouseId)?.code) ?? '',
    balance: fromUnits(shortage.available, QTY_SCALE),
    needed: fromUnits(shortage.needed, QTY_SCALE),
  });
}
