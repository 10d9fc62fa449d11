import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/crud/audit';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { AuditLogRow, ClientErrorRow, LoginLogRow } from './log.service';

type Page<T> = { records: T[]; total: number };

describe('logs: sign-ins, audit trail, client errors', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'tenant-id': '100001' },
      query: { tenantId: '100001', username: 'admin', password: 'wrong', grant_type: 'password', scope: 'all' },
    });
    for (const [tenantId, account] of [
      ['000000', 'staff01'],
      ['100001', 'admin'],
    ] as const) {
      const { accessToken } = await signIn(t.app, account, account, tenantId);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/logout',
        headers: bearer(accessToken),
        payload: [{ url: `/page-of-${account}`, type: 'TypeError', message: `broken for ${tenantId}`, time: 'now' }],
      });
      expect(sent.statusCode).toBe(200);
    }
    await t.database.db.transaction().execute(async (trx) => {
      const admin = await trx
        .selectFrom('bladeUser')
        .select('id')
        .where('tenantId', '=', '000000')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        { tenantId: '000000', userId: admin.id, account: 'admin' },
        { action: 'update', entity: 'post', entityId: '42', before: { postName: 'Old' }, after: { postName: 'New' } },
        '10.0.0.1',
      );
      await recordAudit(
        trx,
        { tenantId: '100001', userId: admin.id, account: 'admin' },
        { action: 'create', entity: 'dept', entityId: '7', after: { deptName: 'Branch' } },
      );
    });
  });
  afterAll(() => t.close());

  const get = (token: string, path: string, lang = 'en') =>
    t.app.inject({ url: `/api/blade-log/${path}`, headers: { ...bearer(token), 'lang-type': lang } });
  const page = async <T>(token: string, path: string) => dataOf<Page<T>>(await get(token, path));

  it('lists sign-ins of every tenant for the administrator tenant, filtered and paged', async () => {
    const all = await page<LoginLogRow>(tokens.admin, 'login/list?size=100');
    expect(new Set(all.records.map((row) => row.tenantId))).toEqual(new Set(['000000', '100001']));
    const failed = await page<LoginLogRow>(tokens.admin, 'login/list?success_equal=false&tenantId_equal=100001');
    expect(failed.total).toBe(1);
    expect(failed.records[0]).toMatchObject({ account: 'admin', success: false, tenantId: '100001' });
    const first = await page<LoginLogRow>(tokens.admin, 'login/list?size=2&current=1&account_like=staff');
    expect(first.records.every((row) => row.account === 'staff01')).toBe(true);
    expect(first.records[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('shows another tenant only its own rows, whatever it asks for', async () => {
    for (const path of [
      'login/list?size=100',
      'login/list?size=100&tenantId_equal=000000',
      'audit/list',
      'error/list',
    ]) {
      const rows = (await page<{ tenantId: string }>(tokens.otherAdmin, path)).records;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.tenantId === '100001')).toBe(true);
    }
  });

  it('lists the audit trail with what changed', async () => {
    const rows = (await page<AuditLogRow>(tokens.admin, 'audit/list?entity_equal=post&tenantId_equal=000000')).records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      account: 'admin',
      action: 'update',
      entityId: '42',
      ip: '10.0.0.1',
      changes: { postName: { from: 'Old', to: 'New' } },
    });
  });

  it('lists client errors with the account that sent them', async () => {
    const rows = (await page<ClientErrorRow>(tokens.admin, 'error/list?message_like=broken')).records;
    expect(rows.map((row) => [row.tenantId, row.account])).toEqual([
      ['100001', 'admin'],
      ['000000', 'staff01'],
    ]);
    expect(rows[1]).toMatchObject({ url: '/page-of-staff01', type: 'TypeError', time: 'now' });
  });

  it('needs log_view: staff and customer accounts get 403, no token 401', async () => {
    for (const token of [tokens.staff01, tokens.dist01]) {
      for (const path of ['login/list', 'audit/list', 'error/list'])
        expect((await get(token, path)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/blade-log/login/list' })).statusCode).toBe(401);
  });

  it('rejects bad filters with a translated 400', async () => {
    const bad = await get(tokens.admin, 'login/list?createTime_datege=yesterday', 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('createTime_datege');
    expect((await get(tokens.admin, 'audit/list?size=100000')).statusCode).toBe(400);
    expect((await get(tokens.admin, 'login/list?success_equal=maybe')).statusCode).toBe(400);
  });
});
