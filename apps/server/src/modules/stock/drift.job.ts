import type { FastifyInstance } from 'fastify';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { runDriftCheck, tenantsWithStock } from './drift.service';

export const DRIFT_QUEUE = 'stock-drift-check';
/** Daily at 02:23 UTC: after the night's postings, away from the hour marks other jobs use. */
export const DRIFT_CRON = '23 2 * * *';

/** The daily invariant check: one recorded run per tenant that holds stock. */
export async function checkEveryTenant(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  for (const tenantId of await tenantsWithStock(db)) await runDriftCheck(db, tenantId, 'schedule');
}

/** Registers the daily check with the job engine (a cron runs once per schedule across instances). */
export async function defineDriftJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: DRIFT_QUEUE,
    cron: {
      expression: DRIFT_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Stock invariant check' },
    },
    run: () => checkEveryTenant(app),
  });
}
