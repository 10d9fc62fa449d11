import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { type GoodsForStock, goodsForStock } from '../catalog';
import { type WarehouseForStock, warehousesForStock } from '../store';
import { type GoodsStockSetting, goodsStockSettings } from './goods-settings';
import { COST_SCALE } from './stock.ledger';
import { idOf } from './stock-input';

export type StockGoods = GoodsForStock & GoodsStockSetting;

/** The goods and warehouses a posting or reservation names, read once and checked. */
export type Subjects = { goods: Map<string, StockGoods>; warehouses: Map<string, WarehouseForStock> };

/** Why the warehouses are read: moving stock needs them ACTIVE; holding stock only not DISABLED. */
export type Purpose = 'move' | 'reserve';

/**
 * Reads the named goods and warehouses of the caller's tenant (warehouses locked `FOR SHARE`); one of
 * another tenant, deleted or unknown is not found, and a warehouse in the wrong state is refused.
 */
export async function loadSubjects(
  trx: Transaction<DB>,
  tenantId: string,
  lines: readonly { warehouseId: string | number; goodsId: string | number }[],
  purpose: Purpose,
): Promise<Subjects> {
  const goodsIds = distinct(lines.map((line) => idOf(line.goodsId)));
  const warehouseIds = distinct(lines.map((line) => idOf(line.warehouseId))).sort(byNumber);
  const found = await goodsForStock(trx, tenantId, goodsIds);
  const settings = await goodsStockSettings(trx, tenantId, goodsIds);
  const warehouses = await warehousesForStock(trx, tenantId, warehouseIds);
  if (found.length !== goodsIds.length || warehouses.length !== warehouseIds.length) throw notFound();
  for (const warehouse of warehouses) assertUsable(warehouse, purpose);
  return {
    goods: new Map(found.map((goods) => [goods.id, { ...goods, ...(settings.get(goods.id) ?? noBatches) }])),
    warehouses: new Map(warehouses.map((warehouse) => [warehouse.id, warehouse])),
  };
}

const noBatches: GoodsStockSetting = { batchTracked: false, shelfLifeDays: null };

function assertUsable(warehouse: WarehouseForStock, purpose: Purpose) {
  if (warehouse.state === 'DISABLED') throw badRequest('stockWarehouseDisabled', { warehouse: warehouse.code });
  if (warehouse.state === 'COUNTING' && purpose === 'move') {
    throw badRequest('stockWarehouseCounting', { warehouse: warehouse.code });
  }
}

/** The batch key of a line: required for a batch-tracked goods, refused for any other ('' = none). */
export function batchNoOf(goods: StockGoods, batch: string | undefined): string {
  const batchNo = batch?.trim() ?? '';
  if (goods.batchTracked && batchNo === '') throw badRequest('stockBatchRequired', { goods: goods.sku });
  if (!goods.batchTracked && batchNo !== '') throw badRequest('stockBatchNotTracked', { goods: goods.sku });
  return batchNo;
}

/** Refuses a unit the goods does not have, or a factor (millionths) that is not the unit's. */
export function assertUnit(goods: StockGoods, unit: string, factor: bigint) {
  const expected = unit === goods.baseUnit ? '1' : goods.units.find((known) => known.unit === unit)?.factor;
  if (expected === undefined || toUnits(expected, COST_SCALE) !== factor) {
    throw badRequest('stockUnitUnknown', { goods: goods.sku, unit, factor: fromUnits(factor, COST_SCALE) });
  }
}

const distinct = (values: string[]) => [...new Set(values)];
const byNumber = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
