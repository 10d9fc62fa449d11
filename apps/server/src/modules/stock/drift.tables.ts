import type { StockDriftRow, StockDriftTrigger } from '@smdp/contracts/stock';
import type { Generated } from 'kysely';
import type { GeneratedId, Json } from '../../db/columns';

/** One run of the stock invariant check (0021_stock_reports): what it found, the first rows of it kept. */
export type StockDriftRunTable = {
  id: GeneratedId;
  tenantId: string;
  trigger: StockDriftTrigger;
  runTime: Generated<Date>;
  driftCount: number;
  drifts: Json<StockDriftRow[]>;
};

export type StockDriftTables = { stockDriftRun: StockDriftRunTable };
