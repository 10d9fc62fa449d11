import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signIn, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { type SaberCall, saber, saberData } from './saber-client';

/**
 * Logs as Saber 2.9 reads them: `src/api/logs.js` (calls), `src/views/monitor/log/error.vue` and `usual.vue`
 * (list columns and the drawer `beforeOpen` fills from the detail call). Browser errors reach the server as
 * Saber's `src/store/modules/logs.js` sends them (`sendLogs` in `src/api/user.js`); the usual log is the
 * audit trail of administrative writes.
 */
type Page<T> = { records: T[]; total: number };
type ErrorRow = { id: string; tenantId: string; createTime: string };
type UsualRow = { id: string; tenantId: string; logId: string; logData: string; createTime: string };

const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
  // sendLogs ends the session it is sent with: a session of its own for each reporter
  for (const [account, tenantId] of [
    ['staff01', '000000'],
    ['admin', '100001'],
  ] as const) {
    const { accessToken } = await signIn(t.app, account, account, tenantId);
    const logsList = [
      {
        url: `http://saber.example.com/#/system/user?from=${tenantId}`,
        time: '2024-05-01 10:00:00',
        type: 'error',
        message: `Cannot read properties of undefined (${tenantId})`,
        stack: `TypeError: Cannot read properties of undefined (${tenantId})\n    at VueComponent.onLoad (user.vue:1:1)`,
        info: 'mounted hook',
      },
    ];
    const sent = await saber(t.app, accessToken, {
      url: '/api/blade-auth/oauth/logout',
      method: 'post',
      data: logsList,
    });
    expect(saberData(sent)).toBe(true);
    // the log page's "upload" keeps the session: Saber lists the error log with the same token next
    expect((await saber(t.app, accessToken, { url: '/api/blade-auth/oauth/user-info' })).statusCode).toBe(200);
  }
  // Administrative writes of each tenant, as Saber's business dictionary page saves them
  for (const [token, code] of [
    [tokens.admin, 'ours_logged'],
    [tokens.otherAdmin, 'theirs_logged'],
  ] as const) {
    const data = { code, dictValue: code, sort: 0, isSealed: 0, dictKey: -1 };
    saberData(await saber(t.app, token, { url: '/api/blade-system/dict-biz/submit', method: 'post', data }));
  }
});
afterAll(() => t.close());

const get = <T>(token: string, url: string, params: SaberCall['params']) =>
  saber(t.app, token, { url, params }).then((response) => saberData<T>(response));

describe('Saber 2.9 logs', () => {
  it('error.vue: getErrorList, then getErrorLogs for the drawer (requestUri, stackTrace, createTime)', async () => {
    const page = await get<Page<ErrorRow>>(tokens.admin, '/api/blade-log/error/list', { current: 1, size: 10 });
    const ours = page.records.find((row) => row.tenantId === '000000')!;
    expect(ours.createTime).toMatch(DATE_TIME);
    const form = await get<Record<string, unknown>>(tokens.admin, '/api/blade-log/error/detail', { id: ours.id });
    expect(form).toMatchObject({
      id: ours.id,
      requestUri: 'http://saber.example.com/#/system/user?from=000000',
      stackTrace: expect.stringContaining('at VueComponent.onLoad'),
      createTime: ours.createTime,
    });
  });

  it('usual.vue: getUsualList shows the audit trail (logId, createTime), getUsualLogs its logData', async () => {
    const page = await get<Page<UsualRow>>(tokens.admin, '/api/blade-log/usual/list', { current: 1, size: 10 });
    expect(page.total).toBeGreaterThan(0);
    const row = page.records.find((entry) => entry.tenantId === '000000' && entry.logId === 'dict.create')!;
    expect(row.createTime).toMatch(DATE_TIME);
    const form = await get<UsualRow>(tokens.admin, '/api/blade-log/usual/detail', { id: row.id });
    expect(form).toMatchObject({ id: row.id, logId: 'dict.create', createTime: row.createTime });
    expect(JSON.parse(form.logData)).toMatchObject({
      account: 'admin',
      action: 'create',
      entity: 'dict',
      changes: { code: { from: null, to: 'ours_logged' } },
    });
  });

  it("another tenant's administrator sees only its own lines, and none of the first tenant's in detail", async () => {
    const ids = { error: '', usual: '' };
    for (const kind of ['error', 'usual'] as const) {
      const mine = await get<Page<ErrorRow>>(tokens.admin, `/api/blade-log/${kind}/list`, { current: 1, size: 50 });
      ids[kind] = mine.records.find((row) => row.tenantId === '000000')!.id;
      const theirs = await get<Page<ErrorRow>>(tokens.otherAdmin, `/api/blade-log/${kind}/list`, {
        current: 1,
        size: 50,
      });
      expect(theirs.records.length, kind).toBeGreaterThan(0);
      expect(theirs.records.every((row) => row.tenantId === '100001')).toBe(true);
      const detail = await saber(t.app, tokens.otherAdmin, {
        url: `/api/blade-log/${kind}/detail`,
        params: { id: ids[kind] },
      });
      expect(detail.json().code, kind).toBe(404);
    }
  });

  it('needs log_view, as the other logs: a staff account gets 403', async () => {
    for (const url of ['/api/blade-log/error/detail', '/api/blade-log/usual/list', '/api/blade-log/usual/detail']) {
      const response = await saber(t.app, tokens.staff01, { url, params: { id: '1', current: 1, size: 10 } });
      expect(response.json().code, url).toBe(403);
    }
  });
});
