import type { StockProjectedQuery } from '@smdp/contracts/stock';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { stockProjectedReport } from './report-projected';

/** How many rows the projected-stock report lists with these filters (one row fetched). */
export async function projectedStockCount(
  db: Database,
  caller: Caller,
  filters: Omit<StockProjectedQuery, 'current' | 'size'>,
): Promise<number> {
  return (await stockProjectedReport(db, caller, { ...filters, current: 1, size: 1 })).total;
}
