import type { FastifyInstance } from 'fastify';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { generateCycleTasks, tenantsWithSchedules } from './check.cycle';

export const CYCLE_COUNT_QUEUE = 'stock-cycle-count';
/** Daily at 01:37 UTC: tasks are planned before the day's counting, off the hour marks. */
export const CYCLE_COUNT_CRON = '37 1 * * *';

/** Plans the due cycle counts of every tenant that schedules them. */
export async function planCycleCounts(app: FastifyInstance, now = new Date()): Promise<void> {
  const { db } = app.deps;
  const today = now.toISOString().slice(0, 10);
  for (const tenantId of await tenantsWithSchedules(db)) await generateCycleTasks(db, tenantId, today);
}

/** Registers the daily cycle-count planning with the job engine (a cron runs once across instances). */
export async function defineCycleCountJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: CYCLE_COUNT_QUEUE,
    cron: {
      expression: CYCLE_COUNT_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Stock cycle counts' },
    },
    run: () => planCycleCounts(app),
  });
}
