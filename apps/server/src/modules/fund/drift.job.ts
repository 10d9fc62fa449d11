import type { FundDriftReport } from '@smdp/contracts/fund';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { checkFundInvariants } from './invariant-check';

export const FUND_DRIFT_QUEUE = 'fund-drift-check';
/** Daily at 02:41 UTC: after the stock check (02:23), away from the hour marks other jobs use. */
export const FUND_DRIFT_CRON = '41 2 * * *';
const KEPT = 100;

/** Recomputes one tenant's fund ledger and reports what differs (the first 100). */
export async function fundDriftReport(db: Database, tenantId: string): Promise<FundDriftReport> {
  const drifts = await checkFundInvariants(db, { tenantId });
  return {
    driftCount: drifts.length,
    drifts: drifts.slice(0, KEPT).map((drift) => ({
      kind: drift.kind,
      key: drift.key,
      ...('figure' in drift ? { figure: drift.figure } : {}),
      expected: drift.expected,
      found: drift.found,
      ...('entryId' in drift && drift.entryId ? { entryId: drift.entryId } : {}),
    })),
  };
}

/** The daily check of every tenant holding fund balances: a drift fails the job run, which the jobs page shows. */
export async function checkEveryTenantsFunds(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tenants = await db.selectFrom('fundBalance').select('tenantId').distinct().orderBy('tenantId').execute();
  const drifted: string[] = [];
  for (const { tenantId } of tenants) {
    const report = await fundDriftReport(db, tenantId);
    if (report.driftCount > 0) drifted.push(`${tenantId}: ${report.driftCount}`);
  }
  if (drifted.length) throw new Error(`fund ledger drift (tenant: figures) ${drifted.join(', ')}`);
}

export async function defineFundDriftJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: FUND_DRIFT_QUEUE,
    cron: {
      expression: FUND_DRIFT_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Fund ledger invariant check' },
    },
    run: () => checkEveryTenantsFunds(app),
  });
}
