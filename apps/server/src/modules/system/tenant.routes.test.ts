import type { CreatedTenant, Tenant } from '@smdp/contracts/system';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import {
  BASIC_AUTH,
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { assertAccountQuota } from './tenant.service';

const BASE = '/api/blade-system/tenant';

describe('GET /api/blade-system/tenant/info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .updateTable('bladeTenant')
      .set({ domain: 'portal.example.com' })
      .where('tenantId', '=', '100001')
      .execute();
  });
  afterAll(() => t.close());

  it('resolves a tenant from its domain, whatever the scheme, port or case', async () => {
    const response = await t.app.inject({
      url: '/api/blade-system/tenant/info?domain=https://Portal.Example.com:8443/x',
    });
    expect(dataOf(response)).toEqual({
      tenantId: '100001',
      tenantName: 'Second trading company',
      domain: 'portal.example.com',
      backgroundUrl: null,
    });
  });

  it('answers {} (not null) for a domain no tenant uses: BladeX clients read data.tenantId unguarded', async () => {
    expect(dataOf(await t.app.inject({ url: '/api/blade-system/tenant/info?domain=localhost' }))).toEqual({});
  });

  it('rejects a missing domain with a translated 400 and needs no sign-in', async () => {
    const response = await t.app.inject({ url: '/api/blade-system/tenant/info', headers: { 'lang-type': 'zh' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
    expect(response.json().msg).toContain('参数 domain 无效');
  });
});

describe('tenant management', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const get = (token: string, path: string, lang = 'en') =>
    t.app.inject({ url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang } });
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const tenantRows = () => t.database.db.selectFrom('bladeTenant').selectAll().orderBy('id').execute();
  const create = async (payload: Record<string, unknown>) =>
    dataOf<Required<CreatedTenant>>(await post(tokens.admin, 'submit', payload));
  const signInRaw = (tenantId: string, account: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC_AUTH, 'tenant-id': tenantId, 'lang-type': 'en' },
      query: { tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' },
    });

  it('lists tenants with their quota use, filtered and paged', async () => {
    const page = dataOf<{ records: Tenant[]; total: number }>(await get(tokens.admin, 'list?current=1&size=10'));
    expect(page.records.map((tenant) => tenant.tenantId)).toEqual(['000000', '100001']);
    expect(page.records[0]).toMatchObject({ tenantName: 'Trading company', accountNumber: -1, accountCount: 8 });
    expect(page.records[1]).toMatchObject({ accountCount: 1, packageId: null, expireTime: null });
    const filtered = dataOf<{ records: Tenant[] }>(await get(tokens.admin, 'list?tenantName=second'));
    expect(filtered.records.map((tenant) => tenant.tenantId)).toEqual(['100001']);
    const detail = dataOf<Tenant>(await get(tokens.admin, `detail?id=${page.records[1]!.id}`));
    expect(detail).toEqual(page.records[1]);
  });

  it('is for the administrator tenant only, and for holders of the tenant codes', async () => {
    for (const token of [tokens.otherAdmin, tokens.staff01, tokens.dist01]) {
      expect((await get(token, 'list')).statusCode).toBe(403);
      expect((await get(token, 'package-detail?tenantId=100001')).statusCode).toBe(403);
    }
    const before = await tenantRows();
    const attempt = await post(tokens.otherAdmin, 'submit', { tenantName: 'Sneaky' }, 'zh');
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().msg).toBe('没有权限执行此操作');
    const other = before.find((row) => row.tenantId === '100001')!;
    expect((await post(tokens.otherAdmin, `remove?ids=${other.id}`)).statusCode).toBe(403);
    expect((await post(tokens.staff01, `setting?ids=${other.id}&accountNumber=5`)).statusCode).toBe(403);
    expect(await tenantRows()).toEqual(before);
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${BASE}/list`, headers: bearer('forged.token.here') })).statusCode).toBe(401);
  });

  it('creates a tenant with its administrator, who signs in once with the password shown and must change it', async () => {
    const created = await create({
      tenantName: 'Coastal Traders',
      domain: 'https://Coastal.Example.com',
      linkman: 'Asha',
      accountNumber: 3,
      expireTime: '2099-12-31 23:59:59',
    });
    expect(created).toMatchObject({
      tenantName: 'Coastal Traders',
      domain: 'coastal.example.com',
      accountNumber: 3,
      accountCount: 1,
      adminAccount: 'admin',
      expireTime: '2099-12-31 23:59:59',
    });
    expect(created.tenantId).toMatch(/^\d{6}$/);
    expect(created.adminPassword).toMatch(/^[A-Za-z0-9]{14}$/);
    const again = dataOf<Tenant & { adminPassword?: string }>(await get(tokens.admin, `detail?id=${created.id}`));
    expect(again.adminPassword).toBeUndefined();

    const session = await signIn(t.app, 'admin', created.adminPassword, created.tenantId);
    expect(session.body).toMatchObject({ force_reset_password: 'Y', tenant_id: created.tenantId });
    expect(session.body.role_name).toContain('administrator');
    const menus = await t.app.inject({ url: '/api/blade-system/menu/buttons', headers: bearer(session.accessToken) });
    const codes = JSON.stringify(dataOf(menus));
    expect(codes).toContain('user_add');
    expect(codes).not.toContain('tenant_add');
    expect(codes).not.toContain('client_add');
    // It starts with the default approval and message rules, as the demo tenants do.
    for (const list of ['/api/smdp-workflow/rule/list?size=100', '/api/blade-resource/msg-rule/list?size=100']) {
      const rules = await t.app.inject({ url: list, headers: bearer(session.accessToken) });
      expect(rules.statusCode, list).toBe(200);
      expect(dataOf<{ total: number }>(rules).total, list).toBeGreaterThan(5);
    }

    const audit = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'tenant')
      .where('entityId', '=', created.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', account: 'admin', tenantId: '000000' });
  });

  it('rejects bad input with a translated 400 and creates nothing', async () => {
    const before = await tenantRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ tenantName: '' }, 'tenantName'],
      [{ tenantName: 'x'.repeat(51) }, '最多输入 50 个字符'],
      [{ tenantName: 'A', accountNumber: 0 }, 'accountNumber'],
      [{ tenantName: 'A', expireTime: 'next year' }, 'expireTime'],
      [{ tenantName: 'A', domain: 'not a host' }, 'domain'],
      [{ tenantName: 'A', packageId: 'abc' }, 'packageId'],
    ];
    for (const [payload, expected] of cases) {
      const response = await post(tokens.admin, 'submit', payload, 'zh');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect(await tenantRows()).toEqual(before);
  });

  it('leaves nothing behind when starting the tenant fails at its last step', async () => {
    const { db } = t.database;
    const counts = async () =>
      Promise.all(
        (
          [
            'bladeTenant',
            'bladeDept',
            'companySystemSetting',
            'bladeRole',
            'bladeRoleMenu',
            'bladeUser',
            'bladeUserRole',
            'bladeUserDept',
            'userSystemSetting',
          ] as const
        ).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    await sql`alter table user_system_setting add constraint refuse_new_rows check (false) not valid`.execute(db);
    try {
      expect((await post(tokens.admin, 'submit', { tenantName: 'Half made' })).statusCode).toBe(500);
    } finally {
      await sql`alter table user_system_setting drop constraint refuse_new_rows`.execute(db);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a domain another tenant uses', async () => {
    await create({ tenantName: 'First', domain: 'shared.example.com' });
    const before = await tenantRows();
    const response = await post(tokens.admin, 'submit', { tenantName: 'Second', domain: 'SHARED.example.com' }, 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Le domaine shared.example.com est déjà utilisé par un autre locataire');
    expect(await tenantRows()).toEqual(before);
  });

  it('updates a tenant at its current version only', async () => {
    const created = await create({ tenantName: 'To rename' });
    const saved = dataOf<Tenant>(
      await post(tokens.admin, 'submit', { id: created.id, version: 1, tenantName: 'Renamed', accountNumber: 10 }),
    );
    expect(saved).toMatchObject({ tenantName: 'Renamed', accountNumber: 10, version: 2, tenantId: created.tenantId });
    const rows = await tenantRows();
    const stale = await post(tokens.admin, 'submit', { id: created.id, version: 1, tenantName: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(await tenantRows()).toEqual(rows);
  });

  it('sets quota and expiry of several tenants; expiry ends sign-in and the quota ends account creation', async () => {
    const one = await create({ tenantName: 'Quota one' });
    const two = await create({ tenantName: 'Quota two' });
    const ok = await post(
      tokens.admin,
      `setting?ids=${one.id},${two.id}&accountNumber=1&expireTime=2020-01-01%2000:00:00`,
    );
    expect(dataOf(ok)).toBe(true);
    const rows = await t.database.db
      .selectFrom('bladeTenant')
      .select(['accountNumber', 'expireTime'])
      .where('id', 'in', [one.id, two.id])
      .execute();
    expect(rows).toEqual([
      { accountNumber: 1, expireTime: new Date('2020-01-01T00:00:00Z') },
      { accountNumber: 1, expireTime: new Date('2020-01-01T00:00:00Z') },
    ]);
    const expired = await signInRaw(one.tenantId, 'admin', one.adminPassword);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_description).toMatch(/expired/i);

    await post(tokens.admin, `setting?ids=${one.id}&accountNumber=1&expireTime=`);
    expect((await signInRaw(one.tenantId, 'admin', one.adminPassword)).statusCode).toBe(200);
    await expect(
      t.database.db.transaction().execute((trx) => assertAccountQuota(trx, one.tenantId)),
    ).rejects.toMatchObject({ status: 400, messageKey: 'tenantQuotaReached' });
    await post(tokens.admin, `setting?ids=${one.id}&accountNumber=2`);
    await t.database.db.transaction().execute((trx) => assertAccountQuota(trx, one.tenantId));

    const bad = await post(tokens.admin, `setting?ids=${one.id}&accountNumber=-5`, undefined, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('accountNumber');
    expect((await post(tokens.admin, 'setting?accountNumber=3')).statusCode).toBe(400);
  });

  it('removes tenants, whose accounts can no longer sign in, but never the administrator tenant', async () => {
    const created = await create({ tenantName: 'Short lived' });
    const admin = (await tenantRows()).find((row) => row.tenantId === '000000')!;
    const refused = await post(tokens.admin, `remove?ids=${admin.id},${created.id}`, undefined, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('000000');
    expect((await signInRaw(created.tenantId, 'admin', created.adminPassword)).statusCode).toBe(200);

    expect(dataOf(await post(tokens.admin, `remove?ids=${created.id}`))).toBe(true);
    expect((await signInRaw(created.tenantId, 'admin', created.adminPassword)).statusCode).toBe(400);
    expect((await get(tokens.admin, `detail?id=${created.id}`)).statusCode).toBe(404);
    expect(dataOf(await post(tokens.admin, `remove?ids=${created.id}`))).toBe(false);
  });

  it('records the datasource binding', async () => {
    expect(dataOf(await post(tokens.admin, 'datasource?tenantId=100001&datasourceId=7'))).toBe(true);
    const row = await t.database.db
      .selectFrom('bladeTenant')
      .select('datasourceId')
      .where('tenantId', '=', '100001')
      .executeTakeFirstOrThrow();
    expect(row.datasourceId).toBe('7');
    expect(dataOf(await post(tokens.admin, 'datasource?tenantId=100001&datasourceId='))).toBe(true);
    expect((await post(tokens.admin, 'datasource?tenantId=999999&datasourceId=1')).statusCode).toBe(404);
    expect((await post(tokens.admin, 'datasource?tenantId=12&datasourceId=1')).statusCode).toBe(400);
  });

  it('limits a tenant to a package: roles lose grants outside it and the administrator tenant takes none', async () => {
    const db = t.database.db;
    const menu = (code: string) =>
      db
        .selectFrom('bladeMenu')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const system = await menu('system');
    const user = await menu('user');
    const userView = await menu('user_view');
    const pkg = dataOf<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/blade-system/tenant-package/submit',
        headers: bearer(tokens.admin),
        payload: { packageName: 'Users only', menuIds: [system, user, userView] },
      }),
    );
    expect(dataOf(await get(tokens.admin, 'package-detail?tenantId=100001'))).toEqual({});
    expect(dataOf(await post(tokens.admin, `package-setting?tenantId=100001&packageId=${pkg.id}`))).toBe(true);
    expect(dataOf(await get(tokens.admin, 'package-detail?tenantId=100001'))).toMatchObject({
      id: pkg.id,
      packageName: 'Users only',
      menuIds: [system, user, userView].sort(),
    });
    const granted = await db
      .selectFrom('bladeRoleMenu as rm')
      .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
      .select('rm.menuId')
      .distinct()
      .where('r.tenantId', '=', '100001')
      .execute();
    expect(granted.map((row) => row.menuId).sort()).toEqual([system, user, userView].sort());
    const buttons = await t.app.inject({ url: '/api/blade-system/menu/buttons', headers: bearer(tokens.otherAdmin) });
    expect(JSON.stringify(dataOf(buttons))).not.toContain('user_add');
    // The administrator tenant's own grants are untouched.
    const own = await db
      .selectFrom('bladeRoleMenu as rm')
      .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('r.tenantId', '=', '000000')
      .executeTakeFirstOrThrow();
    expect(Number(own.n)).toBeGreaterThan(3);

    const refused = await post(tokens.admin, `package-setting?tenantId=000000&packageId=${pkg.id}`);
    expect(refused.statusCode).toBe(400);
    expect((await post(tokens.admin, 'package-setting?tenantId=100001&packageId=424242')).statusCode).toBe(404);
    expect(dataOf(await post(tokens.admin, 'package-setting?tenantId=100001&packageId='))).toBe(true);
    expect(dataOf(await get(tokens.admin, 'package-detail?tenantId=100001'))).toEqual({});
  });

  it("gives a new tenant's administrator only its package's menus", async () => {
    const db = t.database.db;
    const ids = await db
      .selectFrom('bladeMenu')
      .select('id')
      .where('code', 'in', ['system', 'user', 'user_view', 'user_add', 'tenant', 'tenant_view'])
      .execute();
    const pkg = dataOf<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/blade-system/tenant-package/submit',
        headers: bearer(tokens.admin),
        payload: { packageName: 'Users and tenants', menuIds: ids.map((row) => row.id) },
      }),
    );
    const created = await create({ tenantName: 'Packaged', packageId: pkg.id });
    expect(created).toMatchObject({ packageId: pkg.id, packageName: 'Users and tenants' });
    const granted = await db
      .selectFrom('bladeRoleMenu as rm')
      .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
      .innerJoin('bladeMenu as m', 'm.id', 'rm.menuId')
      .select('m.code')
      .where('r.tenantId', '=', created.tenantId)
      .orderBy('m.code')
      .execute();
    expect(granted.map((row) => row.code)).toEqual(['system', 'user', 'user_add', 'user_view']);
  });
});
