import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { setGoodsStockSetting } from './goods-settings';
import { postStock, type StockLine } from './post-stock';

/** What the demo stock is posted into: the demo tenant's warehouses and the goods to stock them with. */
export type StockSeedSubjects = { tenantId: string; warehouseIds: string[]; goodsIds: string[]; baseUnits: string[] };

/** Days of demo history before today: opening stock on the first, moves after it. */
const HISTORY_DAYS = 42;
/** Voucher ids of the demo postings, far above what a real voucher series reaches soon. */
const DEMO_VOUCHERS = 900_000_000;
/** Voucher ids of the `--scale` history, above the demo's. */
const SCALE_VOUCHERS = 1_000_000_000;
/** Lines per generated opening voucher, as a voucher's own limit. */
const VOUCHER_LIMIT = 200;

/**
 * Opening stock in every demo warehouse and six weeks of receipts and issues after it (issue 12, item 8),
 * so that every stock report shows something on a fresh install: two goods are batch-tracked, one batch
 * close to its expiry; a few goods never move after opening (slow movers). It posts through `postStock`,
 * the ledger's only door, and only into a tenant whose ledger is still empty: the seed runs on every
 * start, and an installation that has moved stock keeps its own history.
 */
export async function seedStock(trx: Transaction<DB>, subjects: StockSeedSubjects): Promise<void> {
  const { tenantId, warehouseIds, goodsIds } = subjects;
  if (warehouseIds.length === 0 || goodsIds.length < 4) return;
  const moved = await trx
    .selectFrom('stockLedgerEntry')
    .select('id')
    .where('tenantId', '=', tenantId)
    .limit(1)
    .execute();
  if (moved.length) return;

  const caller = { tenantId };
  const [firstTracked, secondTracked] = goodsIds;
  for (const goodsId of [firstTracked, secondTracked]) {
    if (goodsId) await setGoodsStockSetting(trx, caller, goodsId, { batchTracked: true, shelfLifeDays: 180 });
  }
  // One goods reorders above what most warehouses hold: the projected report flags it.
  const reordered = goodsIds[2];
  if (reordered) {
    await setGoodsStockSetting(trx, caller, reordered, {
      batchTracked: false,
      shelfLifeDays: null,
      reorderLevel: '300',
    });
  }
  const tracked = new Set([firstTracked, secondTracked]);
  const next = sequence(7);
  let voucher = DEMO_VOUCHERS;
  const post = (type: string, postingDate: string, lines: StockLine[]) =>
    lines.length ? postStock(trx, caller, { voucher: { type, id: ++voucher }, postingDate, lines }) : undefined;
  const line = (warehouseId: string, index: number, qty: number, unitCost?: string): StockLine => {
    const goodsId = goodsIds[index] as string;
    const batch = tracked.has(goodsId) ? { batch: batchOf(index, warehouseId) } : {};
    return {
      warehouseId,
      goodsId,
      qty: String(qty),
      unit: subjects.baseUnits[index] ?? 'PCS',
      factor: 1,
      ...batch,
      ...(unitCost === undefined ? {} : { unitCost }),
      ...(batch.batch && unitCost !== undefined ? { batchDates: { expiryDate: expiryOf(batch.batch) } } : {}),
    };
  };

  for (const [position, warehouseId] of warehouseIds.entries()) {
    // The main warehouse carries every goods; the depots fewer.
    const carried = goodsIds.slice(0, position === 0 ? goodsIds.length : Math.ceil(goodsIds.length * 0.6));
    await post(
      'OPENING',
      dayBefore(HISTORY_DAYS),
      carried.map((_, index) => line(warehouseId, index, 120 + next(300), `${1 + next(30)}.${10 + next(89)}`)),
    );
  }
  // The last quarter of the goods only ever shows its opening stock: the slow movers.
  const moving = Math.max(2, Math.floor(goodsIds.length * 0.75));
  for (let daysAgo = HISTORY_DAYS - 2; daysAgo >= 1; daysAgo -= 2) {
    const warehouseId = warehouseIds[next(Math.min(2, warehouseIds.length))] as string;
    const date = dayBefore(daysAgo);
    const picked = [...new Set([next(moving), next(moving), next(moving)])];
    if (daysAgo % 6 === 0) {
      await post(
        'OTHER_IN',
        date,
        picked.map((index) => line(warehouseId, index, 20 + next(60), `${1 + next(30)}.50`)),
      );
    } else {
      await post(
        'SALES_OUT',
        date,
        picked.map((index) => line(warehouseId, index, -(1 + next(12)))),
      );
    }
  }
}

/** Days of ledger history `npm run seed -- --scale N` writes for the goods it generates. */
const SCALE_HISTORY_DAYS = 60;
const SCALE_LINES_PER_VOUCHER = 20;

/**
 * Ledger history for the goods a `--scale` run generated: an opening in every warehouse, then each day,
 * per warehouse and per 200 goods, one receipt and two issues of 20 lines, so the entries grow with N
 * (about 3,700 per unit of scale and warehouse). Through `postStock` like every posting, so its balances and running figures hold.
 */
export async function generateStockHistory(
  trx: Transaction<DB>,
  subjects: StockSeedSubjects,
  days = SCALE_HISTORY_DAYS,
): Promise<number> {
  const { tenantId, warehouseIds, goodsIds } = subjects;
  if (!goodsIds.length) return 0;
  const next = sequence(goodsIds.length);
  let voucher = SCALE_VOUCHERS;
  let entries = 0;
  const post = async (type: string, postingDate: string, lines: StockLine[]) => {
    await postStock(trx, { tenantId }, { voucher: { type, id: ++voucher }, postingDate, lines });
    entries += lines.length;
  };
  const line = (warehouseId: string, index: number, qty: number, unitCost?: string): StockLine => ({
    warehouseId,
    goodsId: goodsIds[index] as string,
    qty: String(qty),
    unit: subjects.baseUnits[index] ?? 'PCS',
    factor: 1,
    ...(unitCost === undefined ? {} : { unitCost }),
  });
  const picks = () => [...new Set(Array.from({ length: SCALE_LINES_PER_VOUCHER }, () => next(goodsIds.length)))];
  const setsPerDay = Math.ceil(goodsIds.length / VOUCHER_LIMIT);
  for (const warehouseId of warehouseIds) {
    for (let from = 0; from < goodsIds.length; from += VOUCHER_LIMIT) {
      const slice = goodsIds.slice(from, from + VOUCHER_LIMIT);
      await post(
        'OPENING',
        dayBefore(days),
        slice.map((_, at) => line(warehouseId, from + at, 500, '2.00')),
      );
    }
  }
  for (let daysAgo = days - 1; daysAgo >= 1; daysAgo--) {
    for (const warehouseId of warehouseIds) {
      const date = dayBefore(daysAgo);
      for (let set = 0; set < setsPerDay; set++) {
        await post(
          'OTHER_IN',
          date,
          picks().map((index) => line(warehouseId, index, 5 + next(20), `${1 + next(3)}.25`)),
        );
        await post(
          'SALES_OUT',
          date,
          picks().map((index) => line(warehouseId, index, -(1 + next(8)))),
        );
        await post(
          'SALES_OUT',
          date,
          picks().map((index) => line(warehouseId, index, -(1 + next(8)))),
        );
      }
    }
  }
  return entries;
}

/** Each warehouse's batch of a tracked goods: the first one's runs out in three weeks (near expiry). */
const batchOf = (index: number, warehouseId: string) => `DEMO-${index === 0 ? 'A' : 'B'}${warehouseId}`;
const expiryOf = (batch: string) => dayBefore(batch.startsWith('DEMO-A') ? -21 : -200);

/** The day `days` before today (UTC), `yyyy-MM-dd`; negative for days ahead. */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A deterministic generator: the demo looks the same on every install. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}
