import { LANGUAGES, type Language } from '@smdp/contracts';
import { type StatementSchedule, type StatementScheduleInput, statementCodes } from '@smdp/contracts/fund';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { loadUserProfile } from '../user';
import { addDays } from './reconciliation.rules';
import { batchOf, STATEMENT_BATCH_QUEUE, type StatementBatchJob } from './statement.batch';
import { statementPairOf } from './statement.queries';

export const STATEMENT_SCHEDULE_QUEUE = 'statement-schedule';
/** Daily at 02:05 UTC: the schedules due that day queue their batch. */
const SCHEDULE_CRON = '5 2 * * *';
const ENTITY = 'statement_schedule';
/** `blade_user.status` of an account that may sign in (0 disabled, 2 awaiting approval). */
const ACCOUNT_ENABLED = 1;

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

/** Why a due schedule, or one buyer of it, queued nothing. */
export type ScheduleSkip = {
  scheduleId: string;
  account: string;
  reason: 'ACCOUNT_GONE' | 'ACCOUNT_DISABLED' | 'NO_EXPORT_RIGHT' | 'BUYER_NOT_VISIBLE';
  buyerCode?: string;
};
export type ScheduleRun = { queued: string[]; skipped: ScheduleSkip[] };

type ScheduleRow = { tenantId: string; userId: string; deptId: string | null };

/**
 * The schedule's owner as the account is now: its live roles, customer and department, so that a role
 * taken away, a narrowed data scope or a disabled account counts when the schedule runs, not as it was
 * when it was saved. Null with the reason when the account may no longer export statements.
 */
async function ownerNow(
  app: FastifyInstance,
  row: ScheduleRow,
): Promise<{ owner: Caller } | { reason: Exclude<ScheduleSkip['reason'], 'BUYER_NOT_VISIBLE'> }> {
  const profile = await loadUserProfile(app.deps.db, row.tenantId, String(row.userId));
  if (!profile) return { reason: 'ACCOUNT_GONE' };
  if (profile.status !== ACCOUNT_ENABLED) return { reason: 'ACCOUNT_DISABLED' };
  const deptId = row.deptId !== null && profile.deptIds.includes(String(row.deptId)) ? String(row.deptId) : null;
  const owner: Caller = {
    tenantId: row.tenantId,
    userId: profile.userId,
    account: profile.account,
    customerId: profile.customerId,
    roleIds: profile.roleIds,
    deptId: deptId ?? profile.deptIds[0] ?? null,
  };
  const codes = await app.deps.permissions.codesOf(owner);
  return codes.has(statementCodes.export) ? { owner } : { reason: 'NO_EXPORT_RIGHT' };
}

/** The batch's buyers the owner still sees (its statement of each is as the statement call would show it). */
async function stillVisible(app: FastifyInstance, owner: Caller, batch: StatementBatchJob) {
  const visible: StatementBatchJob['pairs'] = [];
  const hidden: string[] = [];
  for (const pair of batch.pairs) {
    try {
      await statementPairOf(app.deps.db, owner, pair);
      visible.push(pair);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      hidden.push(pair.code);
    }
  }
  return { visible, hidden };
}

/**
 * Queues the batch of every schedule due on `now`'s day (UTC) that has not run that day. The owner's
 * right is checked again first: an account deleted, disabled or without the statement export right
 * queues nothing, and only the buyers it still sees are in its batch; each skip is returned and logged.
 * A group with no buyer queues nothing. Returns the job ids queued.
 */
export async function runDueSchedules(app: FastifyInstance, now: Date = new Date()): Promise<ScheduleRun> {
  const { db, jobs } = app.deps;
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('statementSchedule')
    .selectAll()
    .where((eb) => eb.or([eb('lastRunOn', 'is', null), eb('lastRunOn', '<', today)]))
    .orderBy('id')
    .execute();
  const run: ScheduleRun = { queued: [], skipped: [] };
  for (const row of rows) {
    const period = scheduledPeriod(row.frequency, today);
    if (!period) continue;
    const scheduleId = String(row.id);
    const checked = await ownerNow(app, row);
    if ('reason' in checked) {
      run.skipped.push({ scheduleId, account: row.account, reason: checked.reason });
    } else {
      const lang = (LANGUAGES as readonly string[]).includes(row.lang) ? (row.lang as Language) : 'en';
      const batch = await batchOf(
        app,
        checked.owner,
        { groupBy: row.groupBy, groupValue: row.groupValue ?? undefined, ageing: row.ageing, ...period },
        lang,
        row.zone,
      );
      const { visible, hidden } = await stillVisible(app, checked.owner, batch);
      for (const buyerCode of hidden) {
        run.skipped.push({ scheduleId, account: row.account, reason: 'BUYER_NOT_VISIBLE', buyerCode });
      }
      if (visible.length) {
        run.queued.push(
          await jobs.enqueue(
            STATEMENT_BATCH_QUEUE,
            { ...batch, pairs: visible },
            {
              tenantId: row.tenantId,
              createdBy: row.account,
              title: `statements-${period.start}-${period.end}.zip`,
            },
          ),
        );
      }
    }
    await db.updateTable('statementSchedule').set({ lastRunOn: today }).where('id', '=', row.id).execute();
  }
  return run;
}

export async function defineStatementScheduleJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: STATEMENT_SCHEDULE_QUEUE,
    cron: {
      expression: SCHEDULE_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Scheduled statements' },
    },
    run: async () => {
      const run = await runDueSchedules(app);
      if (run.skipped.length)
        app.log.warn({ skipped: run.skipped }, 'scheduled statements skipped: the owner lost the right');
    },
  });
}
