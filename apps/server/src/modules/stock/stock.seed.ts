import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { postStock, type StockLine } from './post-stock';

/** What the `--scale` history is posted into: the demo tenant's warehouses and the goods it generated. */
export type StockSeedSubjects = { tenantId: string; warehouseIds: string[]; goodsIds: string[]; baseUnits: string[] };

/** Voucher ids of the `--scale` history: generated postings that name no voucher document. */
const SCALE_VOUCHERS = 1_000_000_000;
/** Lines per generated opening voucher, as a voucher's own limit. */
const VOUCHER_LIMIT = 200;

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

/** The day `days` before today (UTC), `yyyy-MM-dd`; negative for days ahead. */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A deterministic generator: the demo looks the same on every install. */
export function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}
