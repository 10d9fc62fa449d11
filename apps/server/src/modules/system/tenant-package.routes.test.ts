import type { TenantPackage } from '@smdp/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { assertGrantable, grantableMenuIds } from './tenant-package.service';

const BASE = '/api/blade-system/tenant-package';

describe('tenant packages', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const menu: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const rows = await t.database.db.selectFrom('bladeMenu').select(['id', 'code']).execute();
    for (const row of rows) menu[row.code] = row.id;
  });
  afterAll(() => t.close());

  const get = (token: string, path: string) => t.app.inject({ url: `${BASE}/${path}`, headers: bearer(token) });
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const submit = async (payload: Record<string, unknown>) =>
    dataOf<TenantPackage>(await post(tokens.admin, 'submit', payload));
  const packageRows = () => t.database.db.selectFrom('bladeTenantPackage').selectAll().orderBy('id').execute();
  const packageMenuRows = () =>
    t.database.db.selectFrom('bladeTenantPackageMenu').selectAll().orderBy('packageId').orderBy('menuId').execute();
  const ids = (...codes: string[]) => codes.map((code) => menu[code]!);
  const sorted = (values: string[]) => [...values].sort();

  it('creates, lists, reads and updates a package', async () => {
    const created = await submit({
      packageName: 'Basic',
      menuIds: ids('system', 'user', 'user_view'),
      remark: 'Small',
    });
    expect(created).toMatchObject({ packageName: 'Basic', remark: 'Small', status: 1, version: 1 });
    expect(created.menuIds).toEqual(sorted(ids('system', 'user', 'user_view')));
    const page = dataOf<{ records: TenantPackage[]; total: number }>(await get(tokens.admin, 'list?packageName=bas'));
    expect(page).toMatchObject({ total: 1, records: [created] });
    expect(dataOf(await get(tokens.admin, `detail?id=${created.id}`))).toEqual(created);
    expect(dataOf(await get(tokens.admin, 'select'))).toEqual([{ id: created.id, packageName: 'Basic' }]);

    const updated = await submit({ id: created.id, version: 1, packageName: 'Basic+', menuIds: ids('system', 'dept') });
    expect(updated).toMatchObject({ packageName: 'Basic+', version: 2, menuIds: sorted(ids('system', 'dept')) });
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'changes'])
      .where('entity', '=', 'tenantPackage')
      .where('entityId', '=', created.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]!.changes).toMatchObject({ packageName: { from: 'Basic', to: 'Basic+' } });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const created = await submit({ packageName: 'Stale', menuIds: ids('user') });
    await submit({ id: created.id, version: 1, packageName: 'Stale 2', menuIds: ids('user') });
    const [rows, links] = [await packageRows(), await packageMenuRows()];
    const stale = await post(tokens.admin, 'submit', { id: created.id, version: 1, packageName: 'Lost', menuIds: [] });
    expect(stale.statusCode).toBe(409);
    expect(await packageRows()).toEqual(rows);
    expect(await packageMenuRows()).toEqual(links);
  });

  it('rejects bad input with a translated 400 and changes nothing', async () => {
    await submit({ packageName: 'Taken', menuIds: [] });
    const [rows, links] = [await packageRows(), await packageMenuRows()];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ packageName: '', menuIds: [] }, 'zh', 'packageName'],
      [{ packageName: 'x'.repeat(51), menuIds: [] }, 'zh', '最多输入 50 个字符'],
      [{ packageName: 'A', menuIds: ['abc'] }, 'en', 'menuIds'],
      [{ packageName: 'A', menuIds: ['987654321'] }, 'en', 'There is no menu 987654321'],
      [{ packageName: 'TAKEN', menuIds: [] }, 'es', 'Ya existe un paquete llamado TAKEN'],
    ];
    for (const [payload, lang, expected] of cases) {
      const response = await post(tokens.admin, 'submit', payload, lang);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect(await packageRows()).toEqual(rows);
    expect(await packageMenuRows()).toEqual(links);
  });

  it('belongs to the administrator tenant and to holders of the package codes', async () => {
    const [rows, links] = [await packageRows(), await packageMenuRows()];
    for (const token of [tokens.otherAdmin, tokens.staff01, tokens['dist01-sub']]) {
      expect((await get(token, 'list')).statusCode).toBe(403);
      expect((await get(token, 'select')).statusCode).toBe(403);
      expect((await post(token, 'submit', { packageName: 'Mine', menuIds: [] })).statusCode).toBe(403);
      expect((await post(token, `remove?ids=${rows[0]!.id}`)).statusCode).toBe(403);
    }
    expect(await packageRows()).toEqual(rows);
    expect(await packageMenuRows()).toEqual(links);
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
  });

  it('limits grants: shrinking a package takes back what roles of its tenants held outside it', async () => {
    const db = t.database.db;
    const pkg = await submit({ packageName: 'Shrinking', menuIds: ids('system', 'user', 'user_view', 'user_add') });
    await t.app.inject({
      method: 'POST',
      url: `/api/blade-system/tenant/package-setting?tenantId=100001&packageId=${pkg.id}`,
      headers: bearer(tokens.admin),
    });
    expect(await grantableMenuIds(db, '100001')).toEqual(new Set(ids('system', 'user', 'user_view', 'user_add')));
    expect(await grantableMenuIds(db, '000000')).toBeNull();
    await expect(assertGrantable(db, '100001', ids('user_add'))).resolves.toBeUndefined();
    await expect(assertGrantable(db, '100001', ids('user', 'dept'))).rejects.toMatchObject({
      status: 400,
      messageKey: 'menuOutsidePackage',
      params: { id: menu.dept },
    });
    await expect(assertGrantable(db, '000000', ids('tenant'))).resolves.toBeUndefined();

    await submit({ id: pkg.id, version: 1, packageName: 'Shrinking', menuIds: ids('system', 'user', 'user_view') });
    const granted = await db
      .selectFrom('bladeRoleMenu as rm')
      .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
      .innerJoin('bladeMenu as m', 'm.id', 'rm.menuId')
      .select('m.code')
      .distinct()
      .where('r.tenantId', '=', '100001')
      .orderBy('m.code')
      .execute();
    expect(granted.map((row) => row.code)).toEqual(['system', 'user', 'user_view']);
    const buttons = await t.app.inject({ url: '/api/blade-system/menu/buttons', headers: bearer(tokens.otherAdmin) });
    expect(JSON.stringify(dataOf(buttons))).not.toContain('user_add');

    const inUse = await post(tokens.admin, `remove?ids=${pkg.id}`, undefined, 'zh');
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().msg).toBe('套餐正被租户使用，不能删除');
    expect((await get(tokens.admin, `detail?id=${pkg.id}`)).statusCode).toBe(200);
  });

  it('removes unused packages', async () => {
    const pkg = await submit({ packageName: 'Unused', menuIds: ids('user') });
    expect(dataOf(await post(tokens.admin, `remove?ids=${pkg.id}`))).toBe(true);
    expect((await get(tokens.admin, `detail?id=${pkg.id}`)).statusCode).toBe(404);
    expect(
      dataOf<{ packageName: string }[]>(await get(tokens.admin, 'select')).map((p) => p.packageName),
    ).not.toContain('Unused');
    expect((await post(tokens.admin, 'remove?ids=')).statusCode).toBe(400);
  });
});

describe('the menu tree a package is chosen from', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it('holds every menu and button, named in the caller’s language, for the administrator tenant only', async () => {
    const tree = await t.app.inject({
      url: `${BASE}/menu-tree`,
      headers: { ...bearer(tokens.admin), 'lang-type': 'fr' },
    });
    type Node = { code: string; name: string; category: number; children: Node[] };
    const nodes = dataOf<Node[]>(tree);
    const system = nodes.find((node) => node.code === 'system')!;
    const tenant = system.children.find((node) => node.code === 'tenant')!;
    expect(tenant.name).toBe('Locataires');
    expect(tenant.children.map((node) => [node.code, node.category])).toContainEqual(['tenant_setting', 2]);
    expect((await t.app.inject({ url: `${BASE}/menu-tree`, headers: bearer(tokens.otherAdmin) })).statusCode).toBe(403);
  });
});
