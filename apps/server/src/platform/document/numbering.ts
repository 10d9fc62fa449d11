import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** One number series: per tenant, document type, owner (a party id, or '' for the company) and year (0: never restarts). */
export type SeriesKey = { tenantId: string; docType: string; owner: string; year?: number };

/**
 * The next number of a series, taken under the series row's lock inside the caller's transaction:
 * concurrent writers queue on the row, so no number is given twice; a rolled-back transaction gives
 * its number back, and a deleted document's number is never given again. `floor` names the highest
 * number already taken outside the series (codes typed in by hand, rows from before the series), so
 * the series always continues above it. One statement, because every document of the series queues on
 * the row until the caller commits: callers take the number as late in their transaction as they can.
 */
export async function takeNumber(
  trx: Transaction<DB>,
  key: SeriesKey,
  floor: () => Promise<number> = async () => 0,
): Promise<number> {
  const above = await floor();
  const series = await trx
    .insertInto('docSeries')
    .values({
      tenantId: key.tenantId,
      docType: key.docType,
      ownerKey: key.owner,
      year: key.year ?? 0,
      lastNo: above + 1,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenantId', 'docType', 'ownerKey', 'year']).doUpdateSet({
        lastNo: sql<number>`greatest(doc_series.last_no, ${above}) + 1`,
        updateTime: new Date(),
      }),
    )
    .returning('lastNo')
    .executeTakeFirstOrThrow();
  return Number(series.lastNo);
}

/** `prefix` + the number padded to `width` digits: `formatNumber('C0001-', 4, 4)` -> `C0001-0004`. */
export const formatNumber = (prefix: string, number: number, width: number) =>
  `${prefix}${String(number).padStart(width, '0')}`;
