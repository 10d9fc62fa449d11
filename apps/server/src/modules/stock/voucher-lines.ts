import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { goodsForStock } from '../catalog';
import { goodsStockSettings } from './goods-settings';
import { COST_SCALE, QTY_SCALE } from './stock.ledger';
import { idOf } from './stock-input';
import { batchNoOf, type StockGoods } from './subjects';

/** A line as a voucher form sends it: a goods, one of its units, a quantity in that unit, a batch. */
export type LineInput = { goodsId: string; unit: string; qty: string; batchNo?: string | null | undefined };

/** The line checked against its goods: the unit's factor and the batch key filled in. */
export type ResolvedLine = { lineNo: number; goods: StockGoods; unit: string; factor: string; batchNo: string };

/**
 * Reads the goods the lines name (live goods of the tenant, else not found) and checks each line's unit
 * and batch. The factor is the catalog's, never the client's.
 */
export async function resolveLines(
  trx: Transaction<DB>,
  tenantId: string,
  lines: readonly LineInput[],
): Promise<ResolvedLine[]> {
  const ids = [...new Set(lines.map((line) => idOf(line.goodsId)))];
  const found = await goodsForStock(trx, tenantId, ids);
  if (found.length !== ids.length) throw notFound();
  const settings = await goodsStockSettings(trx, tenantId, ids);
  const goodsById = new Map(
    found.map((goods) => [goods.id, { ...goods, ...(settings.get(goods.id) ?? untracked) } satisfies StockGoods]),
  );
  return lines.map((line, index) => {
    const goods = goodsById.get(idOf(line.goodsId));
    if (!goods) throw notFound();
    const factor = factorOf(goods, line.unit);
    baseQty(line.qty, factor, goods.sku);
    return { lineNo: index + 1, goods, unit: line.unit, factor, batchNo: batchNoOf(goods, line.batchNo ?? undefined) };
  });
}

const untracked = { batchTracked: false, shelfLifeDays: null };

/** The factor of `unit` to the goods' base unit, or a translated refusal naming both. */
function factorOf(goods: StockGoods, unit: string): string {
  if (unit === goods.baseUnit) return '1';
  const known = goods.units.find((candidate) => candidate.unit === unit);
  if (!known) throw badRequest('stockVoucherUnitUnknown', { goods: goods.sku, unit });
  return known.factor;
}

/**
 * A quantity in a line's unit as base units (3 places): `2` cartons of 24 -> '48.000'. A quantity
 * whose base figure would need more places is refused rather than rounded.
 */
export function baseQty(qty: string, factor: string, sku: string): string {
  const product = toUnits(qty, QTY_SCALE) * toUnits(factor, COST_SCALE);
  const scale = 10n ** BigInt(COST_SCALE);
  if (product % scale !== 0n) throw badRequest('stockVoucherQtyPrecision', { goods: sku });
  return fromUnits(product / scale, QTY_SCALE);
}
