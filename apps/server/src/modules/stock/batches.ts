import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { calendarDate } from './stock-input';
import type { StockGoods } from './subjects';

/** The dates a receipt may give its batch; the expiry defaults to production date plus shelf life. */
export type BatchDates = { productionDate?: string; expiryDate?: string };

export type BatchReceipt = { goods: StockGoods; batchNo: string; dates: BatchDates };

/**
 * Creates the batches that receipts name for the first time, sorted by goods and batch (a dated receipt
 * first) so that two postings creating the same batches queue in one order. A receipt may repeat a
 * batch's dates or give none, but not change them.
 */
export async function recordBatches(trx: Transaction<DB>, tenantId: string, receipts: readonly BatchReceipt[]) {
  const rows = receipts
    .filter((receipt) => receipt.batchNo !== '')
    .map((receipt) => batchRow(tenantId, receipt))
    .sort(byKeyDatedFirst);
  if (rows.length === 0) return;
  await trx
    .insertInto('stockBatch')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await assertDatesKept(trx, tenantId, rows);
}

function batchRow(tenantId: string, { goods, batchNo, dates }: BatchReceipt) {
  const productionDate = dates.productionDate ? calendarDate(dates.productionDate, 'productionDate') : null;
  const expiryDate = dates.expiryDate
    ? calendarDate(dates.expiryDate, 'expiryDate')
    : productionDate && goods.shelfLifeDays
      ? addDays(productionDate, goods.shelfLifeDays)
      : null;
  return { tenantId, goodsId: goods.id, batchNo, productionDate, expiryDate };
}

type BatchRow = ReturnType<typeof batchRow>;

const isDated = (row: BatchRow) => row.productionDate !== null || row.expiryDate !== null;

function byKeyDatedFirst(a: BatchRow, b: BatchRow) {
  const [keyA, keyB] = [JSON.stringify([a.goodsId, a.batchNo]), JSON.stringify([b.goodsId, b.batchNo])];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return Number(isDated(b)) - Number(isDated(a));
}

/** A receipt that gives dates must give the batch's own (a receipt without dates takes them as they are). */
async function assertDatesKept(trx: Transaction<DB>, tenantId: string, rows: BatchRow[]) {
  const dated = rows.filter(isDated);
  if (dated.length === 0) return;
  const stored = await trx
    .selectFrom('stockBatch')
    .select([
      'goodsId',
      'batchNo',
      sql<string | null>`production_date::text`.as('productionDate'),
      sql<string | null>`expiry_date::text`.as('expiryDate'),
    ])
    .where('tenantId', '=', tenantId)
    .where((eb) =>
      eb(
        eb.refTuple('goodsId', 'batchNo'),
        'in',
        dated.map((row) => eb.tuple(row.goodsId, row.batchNo)),
      ),
    )
    .execute();
  for (const row of dated) {
    const found = stored.find((batch) => batch.goodsId === row.goodsId && batch.batchNo === row.batchNo);
    if (found && (found.productionDate !== row.productionDate || found.expiryDate !== row.expiryDate)) {
      throw badRequest('stockBatchDatesDiffer', { batch: row.batchNo });
    }
  }
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
