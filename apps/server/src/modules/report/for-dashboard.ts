import { MAX_PAGE_SIZE } from '@smdp/contracts';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { salesReport } from './report.queries';

/**
 * The caller's primary sales (to distributors) posted since `from` (a day), per region of the buyer, the
 * biggest first: the sales report grouped by region, as the tile's link opens it. A tenant has tens of
 * regions, not hundreds, so one page holds them all.
 */
export async function primarySalesByRegion(db: Database, caller: Caller, from: string) {
  const page = await salesReport(db, caller, {
    groupBy_equal: 'REGION',
    channel_equal: 'PRIMARY',
    postingDate_datege: from,
    current: 1,
    size: MAX_PAGE_SIZE,
  });
  return page.records.map((row) => ({ region: row.name ?? '', amount: row.amount }));
}
