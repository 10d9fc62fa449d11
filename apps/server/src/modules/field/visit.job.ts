import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { ADMIN_TENANT } from '../../platform/tenancy';

export const VISIT_MISSED_QUEUE = 'field-visit-missed';
/** Daily at 00:23 UTC: yesterday's unvisited stores are marked before the day's visits begin. */
export const VISIT_MISSED_CRON = '23 0 * * *';

/** Marks every tenant's PLANNED visits of days before `today` MISSED (they then need a reason); the count marked. */
export async function markMissedVisits(db: Database, today: string): Promise<number> {
  const marked = await db
    .updateTable('visit')
    .set((eb) => ({ state: 'MISSED', version: eb('version', '+', 1), updateTime: new Date() }))
    .where('state', '=', 'PLANNED')
    .where('isDeleted', '=', 0)
    .where(sql<string>`visit_date`, '<', sql<string>`${today}::date`)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows);
}

/** Registers the nightly MISSED marking with the job engine (a cron runs once across instances). */
export async function defineVisitMissedJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: VISIT_MISSED_QUEUE,
    cron: {
      expression: VISIT_MISSED_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Missed store visits' },
    },
    run: async () => {
      await markMissedVisits(app.deps.db, new Date().toISOString().slice(0, 10));
    },
  });
}
