import { LANGUAGES, type Language } from '@smdp/contracts';
import type { StatementSchedule, StatementScheduleInput } from '@smdp/contracts/fund';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { addDays } from './reconciliation.rules';
import { batchOf, STATEMENT_BATCH_QUEUE } from './statement.batch';

export const STATEMENT_SCHEDULE_QUEUE = 'statement-schedule';
/** Daily at 02:05 UTC: the schedules due that day queue their batch. */
const SCHEDULE_CRON = '5 2 * * *';
const ENTITY = 'statement_schedule';

/**
 * The period a schedule covers when it runs on `today` ('YYYY-MM-DD', UTC): a weekly one on Mondays
 * covers the Monday-to-Sunday before; a monthly one on the 1st the month before; other days none.
 */
export function scheduledPeriod(frequency: 'WEEKLY' | 'MONTHLY', today: string): { start: string; end: string } | null {
  const date = new Date(`${today}T00:00:00Z`);
  if (frequency === 'WEEKLY')
    return date.getUTCDay() === 1 ? { start: addDays(today, -7), end: addDays(today, -1) } : null;
  if (date.getUTCDate() !== 1) return null;
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  return { start, end: addDays(today, -1) };
}

const toSchedule = (row: {
  id: string;
  frequency: 'WEEKLY' | 'MONTHLY';
  groupBy: StatementSchedule['groupBy'];
  groupValue: string | null;
  ageing: boolean;
  lastRunOn: string | null;
}): StatementSchedule => ({ ...row, id: String(row.id) });

/** The caller's own schedules. */
export async function listSchedules(db: Database, caller: Caller): Promise<StatementSchedule[]> {
  const rows = await db
    .selectFrom('statementSchedule')
    .select([
      'id',
      'frequency',
      'groupBy',
      'groupValue',
      'ageing',
      (eb) => eb.cast<string>('lastRunOn', 'text').as('lastRunOn'),
    ])
    .where('tenantId', '=', caller.tenantId)
    .where('userId', '=', caller.userId)
    .orderBy('id')
    .execute();
  return rows.map(toSchedule);
}

/** Adds a schedule for the caller, in its language and time zone; audited. */
export async function saveSchedule(
  db: Database,
  caller: Caller,
  input: StatementScheduleInput,
  lang: Language,
  zone: string,
  ip?: string,
): Promise<StatementSchedule> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('statementSchedule')
      .values({
        tenantId: caller.tenantId,
        userId: caller.userId,
        account: caller.account,
        customerId: caller.customerId,
        deptId: caller.deptId,
        frequency: input.frequency,
        groupBy: input.groupBy,
        groupValue: input.groupBy === 'ALL' ? null : (input.groupValue ?? null),
        ageing: input.ageing,
        lang,
        zone,
      })
      .returning([
        'id',
        'frequency',
        'groupBy',
        'groupValue',
        'ageing',
        (eb) => eb.cast<string>('lastRunOn', 'text').as('lastRunOn'),
      ])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller, { action: 'create', entity: ENTITY, entityId: String(row.id), after: row }, ip);
    return toSchedule(row);
  });
}

/** Removes one of the caller's schedules (another's is not found); audited. */
export async function removeSchedule(db: Database, caller: Caller, id: string, ip?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('statementSchedule')
      .where('tenantId', '=', caller.tenantId)
      .where('userId', '=', caller.userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    await recordAudit(trx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: row }, ip);
    return true;
  });
}

/**
 * Queues the batch of every schedule due on `now`'s day (UTC) that has not run that day, under its
 * owner's scope as stored; a group with no buyer queues nothing. Returns the job ids queued.
 */
export async function runDueSchedules(app: FastifyInstance, now: Date = new Date()): Promise<string[]> {
  const { db, jobs } = app.deps;
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('statementSchedule')
    .selectAll()
    .where((eb) => eb.or([eb('lastRunOn', 'is', null), eb('lastRunOn', '<', today)]))
    .orderBy('id')
    .execute();
  const queued: string[] = [];
  for (const row of rows) {
    const period = scheduledPeriod(row.frequency, today);
    if (!period) continue;
    const owner: Caller = {
      tenantId: row.tenantId,
      userId: String(row.userId),
      account: row.account,
      customerId: row.customerId === null ? null : String(row.customerId),
      roleIds: [],
      deptId: row.deptId === null ? null : String(row.deptId),
    };
    const lang = (LANGUAGES as readonly string[]).includes(row.lang) ? (row.lang as Language) : 'en';
    const batch = await batchOf(
      app,
      owner,
      { groupBy: row.groupBy, groupValue: row.groupValue ?? undefined, ageing: row.ageing, ...period },
      lang,
      row.zone,
    );
    if (batch.pairs.length) {
      queued.push(
        await jobs.enqueue(STATEMENT_BATCH_QUEUE, batch, {
          tenantId: row.tenantId,
          createdBy: row.account,
          title: `statements-${period.start}-${period.end}.zip`,
        }),
      );
    }
    await db.updateTable('statementSchedule').set({ lastRunOn: today }).where('id', '=', row.id).execute();
  }
  return queued;
}

export async function defineStatementScheduleJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: STATEMENT_SCHEDULE_QUEUE,
    cron: {
      expression: SCHEDULE_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Scheduled statements' },
    },
    run: async () => void (await runDueSchedules(app)),
  });
}
