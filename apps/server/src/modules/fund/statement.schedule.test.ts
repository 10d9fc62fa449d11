import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import { type StatementSchedule, statementCodes } from '@smdp/contracts/fund';
import type { Download } from '@smdp/contracts/job';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditCount } from '../../testing/audit-trail';
import { accountWithDataScope } from '../../testing/data-scope';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { runDueSchedules, scheduledPeriod } from './statement.schedule';

const BASE = '/api/smdp-finance/statement/schedule';

describe('scheduled group statements', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...bearer(token), 'lang-type': 'fr' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  // The queued batches render in the background: closing the app under a running one destroyed the
  // database driver mid-job (an unhandled error that failed the run when the worker was quick enough).
  afterAll(async () => {
    await vi.waitFor(
      async () => {
        const busy = await t.database.db
          .selectFrom('jobRun')
          .select('id')
          .where('state', 'in', ['queued', 'running', 'retrying'])
          .execute();
        expect(busy).toEqual([]);
      },
      { timeout: 90_000, interval: 250 },
    );
    await t.close();
  }, 120_000);

  it('runs weekly on Mondays for the week before, monthly on the 1st for the month before', () => {
    expect(scheduledPeriod('WEEKLY', '2026-11-30')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(scheduledPeriod('WEEKLY', '2026-12-01')).toBeNull();
    expect(scheduledPeriod('MONTHLY', '2026-12-01')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(scheduledPeriod('MONTHLY', '2026-03-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(scheduledPeriod('MONTHLY', '2026-01-01')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(scheduledPeriod('MONTHLY', '2026-11-30')).toBeNull();
  });

  it('keeps each user its own schedules, audited, and queues their batch once on the day due', async () => {
    const audits = await auditCount(t.database.db, 'statement_schedule');
    const saved = dataOf<StatementSchedule>(
      await call(tokens.admin, 'POST', '/save', { frequency: 'MONTHLY', groupBy: 'ALL', ageing: true }),
    );
    expect(saved).toMatchObject({ frequency: 'MONTHLY', groupBy: 'ALL', groupValue: null, lastRunOn: null });
    const theirs = dataOf<StatementSchedule>(
      await call(tokens.dist01, 'POST', '/save', { frequency: 'WEEKLY', groupBy: 'ALL' }),
    );
    expect(dataOf<StatementSchedule[]>(await call(tokens.admin, 'GET', '/list')).map((s) => s.id)).toEqual([saved.id]);
    expect(dataOf<StatementSchedule[]>(await call(tokens.dist01, 'GET', '/list')).map((s) => s.id)).toEqual([
      theirs.id,
    ]);
    expect(dataOf<StatementSchedule[]>(await call(tokens.otherAdmin, 'GET', '/list'))).toEqual([]);
    // Another's schedule is not found; bad input is refused and writes nothing.
    expect((await call(tokens.dist01, 'POST', '/remove', { id: saved.id })).json().code).toBe(404);
    expect((await call(tokens.otherAdmin, 'POST', '/remove', { id: saved.id })).json().code).toBe(404);
    expect((await call(tokens.admin, 'POST', '/save', { frequency: 'DAILY', groupBy: 'ALL' })).json().code).toBe(400);
    expect((await call(tokens.admin, 'POST', '/save', { frequency: 'WEEKLY', groupBy: 'LEVEL' })).json().code).toBe(
      400,
    );
    expect((await call(tokens['dist01-sub'], 'GET', '/list')).json().code).toBe(403);
    expect(await auditCount(t.database.db, 'statement_schedule')).toBe(audits + 2);

    // On the 1st of a month: the monthly one queues (the admin's buyers), the weekly one waits for a Monday.
    const first = new Date('2026-12-01T02:05:00Z');
    const { queued } = await runDueSchedules(t.app, first);
    expect(queued).toHaveLength(1);
    const job = await t.database.db
      .selectFrom('jobRun')
      .selectAll()
      .where('id', '=', queued[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ createdBy: 'admin', title: 'statements-2026-11-01-2026-11-30.zip' });
    // The scheduled batch leaves its ZIP on the schedule owner's downloads page, and on nobody else's.
    const downloads = (token: string) =>
      t.app
        .inject({ url: '/api/smdp-job/download/list?size=100', headers: bearer(token) })
        .then((response) => dataOf<Page<Download>>(response).records);
    let fileId = '';
    await vi.waitFor(
      async () => {
        const file = (await downloads(tokens.admin)).find(
          (one) => one.fileName === 'statements-2026-11-01-2026-11-30.zip',
        );
        expect(file).toBeDefined();
        fileId = String(file?.id);
      },
      { timeout: 60_000, interval: 250 },
    );
    const fetchFile = (token: string) =>
      t.app.inject({ url: `/api/smdp-job/download/file?id=${fileId}`, headers: bearer(token) });
    const mine = await fetchFile(tokens.admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/zip');
    for (const stranger of [tokens.dist01, tokens.otherAdmin]) {
      expect((await downloads(stranger)).some((one) => one.id === fileId)).toBe(false);
      expect((await fetchFile(stranger)).statusCode).toBe(404);
    }
    expect(await runDueSchedules(t.app, first)).toEqual({ queued: [], skipped: [] });
    const listed = dataOf<StatementSchedule[]>(await call(tokens.admin, 'GET', '/list'));
    expect(listed[0]?.lastRunOn).toBe('2026-12-01');
    // The following Monday the weekly one of dist01 queues its own buyers' statements.
    const monday = await runDueSchedules(t.app, new Date('2026-12-07T02:05:00Z'));
    expect(monday.queued).toHaveLength(1);

    expect(dataOf<boolean>(await call(tokens.admin, 'POST', '/remove', { id: saved.id }))).toBe(true);
    expect(dataOf<StatementSchedule[]>(await call(tokens.admin, 'GET', '/list'))).toEqual([]);
  });

  it('checks the owner again when it runs: a narrowed scope, a lost export right, a disabled account', async () => {
    const db = t.database.db;
    const owner = await accountWithDataScope(t, { like: 'dist01', account: 'schedowner', dataScope: DATA_SCOPE.ALL });
    const mine = dataOf<StatementSchedule>(
      await call(owner.token, 'POST', '/save', { frequency: 'MONTHLY', groupBy: 'ALL' }),
    );
    const role = await db
      .selectFrom('bladeUserRole')
      .select('roleId')
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    const jobsOfOwner = async () =>
      (await db.selectFrom('jobRun').select('id').where('createdBy', '=', 'schedowner').execute()).length;
    const runOn = async (day: string) => {
      const run = await runDueSchedules(t.app, new Date(`${day}T02:05:00Z`));
      return run.skipped.filter((skip) => skip.scheduleId === mine.id);
    };

    // as saved: its own statement and its buyers', all in one batch
    expect(await runOn('2027-01-01')).toEqual([]);
    expect(await jobsOfOwner()).toBe(1);

    // its role narrowed to its own rows: its group is its own statement only (statementBuyers), still queued
    await db.updateTable('bladeRole').set({ dataScope: DATA_SCOPE.SELF }).where('id', '=', role.roleId).execute();
    expect(await runOn('2027-02-01')).toEqual([]);
    expect(await jobsOfOwner()).toBe(2);

    // the export button taken from its role: nothing queued
    const exportButton = await db
      .selectFrom('bladeMenu')
      .select('id')
      .where('code', '=', statementCodes.export)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('bladeRoleMenu')
      .where('roleId', '=', role.roleId)
      .where('menuId', '=', exportButton.id)
      .execute();
    t.app.deps.permissions.invalidate();
    expect(await runOn('2027-03-01')).toEqual([
      { scheduleId: mine.id, account: 'schedowner', reason: 'NO_EXPORT_RIGHT' },
    ]);
    expect(await jobsOfOwner()).toBe(2);

    // the right given back but the account disabled: nothing queued either
    await db.insertInto('bladeRoleMenu').values({ roleId: role.roleId, menuId: exportButton.id }).execute();
    t.app.deps.permissions.invalidate();
    await db.updateTable('bladeUser').set({ status: 0 }).where('id', '=', owner.id).execute();
    expect(await runOn('2027-04-01')).toEqual([
      { scheduleId: mine.id, account: 'schedowner', reason: 'ACCOUNT_DISABLED' },
    ]);
    expect(await jobsOfOwner()).toBe(2);
  });
});
