import {
  STOCK_DRIFT_KEPT,
  type StockDriftRow,
  type StockDriftRun,
  type StockDriftTrigger,
} from '@smdp/contracts/stock';
import type { Database } from '../../platform/db/database';
import { checkStockInvariants, type StockDrift } from './invariant-check';

/**
 * Runs the invariant check of one tenant's stock ledger and records the run, so the drift page shows the
 * last one whoever started it (an administrator's button or the daily job).
 */
export async function runDriftCheck(
  db: Database,
  tenantId: string,
  trigger: StockDriftTrigger,
): Promise<StockDriftRun> {
  const drifts = (await checkStockInvariants(db, { tenantId })).map(driftRow);
  const run = await db
    .insertInto('stockDriftRun')
    .values({ tenantId, trigger, driftCount: drifts.length, drifts: JSON.stringify(drifts.slice(0, STOCK_DRIFT_KEPT)) })
    .returning(['id', 'trigger', 'runTime', 'driftCount', 'drifts'])
    .executeTakeFirstOrThrow();
  return run;
}

/** The tenant's latest recorded run, or null before the first. */
export async function lastDriftRun(db: Database, tenantId: string): Promise<StockDriftRun | null> {
  const run = await db
    .selectFrom('stockDriftRun')
    .select(['id', 'trigger', 'runTime', 'driftCount', 'drifts'])
    .where('tenantId', '=', tenantId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return run ?? null;
}

/** Every tenant that has stock balances: the ones the daily job checks. */
export async function tenantsWithStock(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('stockBalance').select('tenantId').distinct().orderBy('tenantId').execute();
  return rows.map((row) => row.tenantId);
}

function driftRow(drift: StockDrift, index: number): StockDriftRow {
  const key = drift.key;
  return {
    id: String(index + 1),
    kind: drift.kind,
    warehouseId: key.warehouseId ?? '',
    goodsId: key.goodsId ?? '',
    batchNo: key.batchNo ?? '',
    figure: 'figure' in drift ? drift.figure : drift.kind,
    entryId: drift.kind === 'entry' ? (drift.entryId ?? null) : null,
    expected: drift.expected,
    found: drift.found,
  };
}
