import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { saber, saberAs } from './saber-client';

/**
 * Roles and grants, tenants, packages and OAuth clients as Saber 2.9 handles them: `src/api/system/role.js`,
 * `tenant.js`, `tenantpackage.js`, `client.js`, `param.js`, and what `src/views/authority/role.vue` (grant dialog),
 * `src/views/system/tenant.vue`, `tenantpackage.vue`, `client.vue` and the `tenant/select` pickers read.
 */
type GrantNode = { id: string; title: string; key: string; children?: GrantNode[] };
type Page<T> = { records: T[]; total: number };

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

const as = (token: string) => saberAs(t.app, token);

describe('Saber 2.9 roles and grants', () => {
  it('handleRole: grant-tree answers menu/dataScope/apiScope trees (title, key) and role-tree-keys the checked keys', async () => {
    const admin = as(tokens.admin);
    // role.vue onLoad: the list is the data itself (a tree), not a page
    const roles = await admin.get<{ id: string; roleAlias: string }[]>('/api/blade-system/role/list', {
      current: 1,
      size: 10,
    });
    expect(Array.isArray(roles)).toBe(true);
    const staff = roles.find((role) => role.roleAlias !== 'administrator')!;
    const tree = await admin.get<{ menu: GrantNode[]; dataScope: GrantNode[]; apiScope: GrantNode[] }>(
      '/api/blade-system/menu/grant-tree',
    );
    expect(tree.menu.length).toBeGreaterThan(0);
    expect(tree.menu[0]).toMatchObject({ title: expect.any(String), key: tree.menu[0]!.id });
    expect(tree.dataScope).toEqual([]);
    expect(tree.apiScope).toEqual([]);
    const keys = await admin.get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
      '/api/blade-system/menu/role-tree-keys',
      { roleIds: staff.id },
    );
    expect(keys).toMatchObject({ dataScope: [], apiScope: [] });

    // The dialog's el-tree cascades: setCheckedKeys ticks each key's whole subtree, and submit sends
    // getCheckedKeys(), the nodes whose whole subtree is ticked. Confirming it unchanged must change nothing.
    const ticked = new Set<string>();
    const tick = (node: GrantNode) => {
      ticked.add(node.id);
      for (const child of node.children ?? []) tick(child);
    };
    const find = (nodes: GrantNode[], id: string): GrantNode | undefined =>
      nodes.map((node) => (node.id === id ? node : find(node.children ?? [], id))).find(Boolean);
    for (const key of keys.menu) tick(find(tree.menu, key)!);
    const checked: string[] = [];
    const full = (node: GrantNode): boolean => {
      const all = (node.children ?? []).map(full).every(Boolean) && ticked.has(node.id);
      if (all) checked.push(node.id);
      return all;
    };
    tree.menu.forEach(full);
    const before = await admin.get<{ menu: string[] }>('/api/blade-system/role/role-tree-keys', { roleIds: staff.id });
    const granted = await admin.post<boolean>('/api/blade-system/role/grant', {
      data: { roleIds: [staff.id], menuIds: checked, dataScopeIds: [], apiScopeIds: [] },
    });
    expect(granted).toBe(true);
    const after = await admin.get<{ menu: string[] }>('/api/blade-system/role/role-tree-keys', { roleIds: staff.id });
    expect([...after.menu].sort()).toEqual([...before.menu].sort());
    const keysAfter = await admin.get<{ menu: string[] }>('/api/blade-system/menu/role-tree-keys', {
      roleIds: staff.id,
    });
    expect([...keysAfter.menu].sort()).toEqual([...keys.menu].sort());
  });
});

describe('Saber 2.9 role form', () => {
  it('initData: role/tree-by-id is the parent picker without the role itself; another tenant gets 404', async () => {
    const admin = as(tokens.admin);
    const roles = await admin.get<{ id: string }[]>('/api/blade-system/role/tree');
    const role = roles[0]!;
    const ids = (nodes: GrantNode[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
    const picker = await admin.get<GrantNode[]>('/api/blade-system/role/tree-by-id', { roleId: role.id });
    expect(ids(picker)).not.toContain(role.id);
    expect(ids(picker).length).toBeGreaterThan(0);
    for (const node of picker) expect(node).toMatchObject({ title: expect.any(String), key: node.id });
    const foreign = await saber(t.app, tokens.otherAdmin, {
      url: '/api/blade-system/role/tree-by-id',
      params: { roleId: role.id },
    });
    expect(foreign.json()).toMatchObject({ code: 404 });
  });
});

describe('Saber 2.9 tenants, packages and clients', () => {
  it('tenant/select: every tenant for the administrator tenant, only its own for another', async () => {
    const all = await as(tokens.admin).get<{ tenantId: string; tenantName: string }[]>(
      '/api/blade-system/tenant/select',
    );
    expect(all.map((tenant) => tenant.tenantId)).toEqual(expect.arrayContaining(['000000', '100001']));
    const own = await as(tokens.otherAdmin).get<{ tenantId: string }[]>('/api/blade-system/tenant/select');
    expect(own.map((tenant) => tenant.tenantId)).toEqual(['100001']);
  });

  it('tenant.vue: rows carry backgroundUrl; a submit with one stores it and tenant/info answers it', async () => {
    const admin = as(tokens.admin);
    const page = await admin.get<Page<Record<string, unknown> & { id: string; tenantId: string }>>(
      '/api/blade-system/tenant/list',
      { current: 1, size: 10 },
    );
    const second = page.records.find((row) => row.tenantId === '100001')!;
    expect(second).toHaveProperty('backgroundUrl');
    const row = await admin.get<Record<string, unknown>>('/api/blade-system/tenant/detail', { id: second.id });
    await admin.post('/api/blade-system/tenant/submit', {
      data: { ...row, domain: 'saber.example.com', backgroundUrl: '/img/bg/saber.jpg' },
    });
    const info = await as(tokens.admin).get<{ tenantId: string; backgroundUrl: string }>(
      '/api/blade-system/tenant/info',
      {
        domain: 'http://saber.example.com',
      },
    );
    expect(info).toMatchObject({ tenantId: '100001', backgroundUrl: '/img/bg/saber.jpg' });
  });

  it('tenantpackage.vue: a package detail carries menuId, comma-joined', async () => {
    const admin = as(tokens.admin);
    const tree = await admin.get<GrantNode[]>('/api/blade-system/tenant-package/menu-tree');
    const menuIds = [tree[0]!.id, ...(tree[0]!.children ?? []).map((node) => node.id)];
    // rowSave: the form's tree select is `menuId`, sent comma-joined
    const saved = await admin.post<{ id: string }>('/api/blade-system/tenant-package/submit', {
      data: { packageName: 'Saber package', menuId: menuIds.join(','), remark: '' },
    });
    const detail = await admin.get<Record<string, unknown> & { menuId: string; menuIds: string[] }>(
      '/api/blade-system/tenant-package/detail',
      { id: saved.id },
    );
    expect(detail.menuId.split(',').sort()).toEqual([...menuIds].sort());
    // rowUpdate: the whole row back, the edited `menuId` with the stale `menuIds` beside it
    const fewer = menuIds.slice(0, 1);
    await admin.post('/api/blade-system/tenant-package/submit', { data: { ...detail, menuId: fewer.join(',') } });
    const after = await admin.get<{ menuIds: string[] }>('/api/blade-system/tenant-package/detail', { id: saved.id });
    expect(after.menuIds).toEqual(fewer);
  });

  it('tenant.vue handlePackage: package-detail by the row id answers the package set by tenant number', async () => {
    const admin = as(tokens.admin);
    const tree = await admin.get<GrantNode[]>('/api/blade-system/tenant-package/menu-tree');
    const pack = await admin.post<{ id: string }>('/api/blade-system/tenant-package/submit', {
      data: { packageName: 'Saber row-id package', menuIds: [tree[0]!.id], remark: '' },
    });
    const page = await admin.get<Page<{ id: string; tenantId: string }>>('/api/blade-system/tenant/list', {
      current: 1,
      size: 10,
    });
    const second = page.records.find((row) => row.tenantId === '100001')!;
    // no package yet: Saber reads `data.id` of the answer unguarded, so it is an empty record, not null
    expect(await admin.get('/api/blade-system/tenant/package-detail', { tenantId: second.id })).toEqual({});
    await admin.post('/api/blade-system/tenant/package-setting', {
      params: { tenantId: '100001', packageId: pack.id },
    });
    const byRowId = await admin.get<{ id: string; menuId: string }>('/api/blade-system/tenant/package-detail', {
      tenantId: second.id,
    });
    expect(byRowId).toMatchObject({ id: pack.id, menuId: tree[0]!.id });
    const byNumber = await admin.get<{ id: string }>('/api/blade-system/tenant/package-detail', { tenantId: '100001' });
    expect(byNumber.id).toBe(pack.id);
    await admin.post('/api/blade-system/tenant/package-setting', { params: { tenantId: '100001', packageId: '' } });
  });

  it('client.vue: rows show a masked secret and the BladeX fields, which a submit stores', async () => {
    const admin = as(tokens.admin);
    const page = await admin.get<Page<Record<string, unknown> & { id: string; clientId: string }>>(
      '/api/blade-system/client/list',
      { current: 1, size: 10 },
    );
    const saberClient = page.records.find((row) => row.clientId === 'saber')!;
    expect(saberClient).toMatchObject({ clientSecret: '******', webServerRedirectUri: null, autoapprove: null });
    for (const field of ['resourceIds', 'authorities', 'additionalInformation'])
      expect(saberClient).toHaveProperty(field);
    const row = await admin.get<Record<string, unknown>>('/api/blade-system/client/detail', { id: saberClient.id });
    await admin.post('/api/blade-system/client/submit', {
      data: { ...row, webServerRedirectUri: 'http://localhost:1888', autoapprove: 'true', additionalInformation: '{}' },
    });
    const after = await admin.get<Record<string, unknown>>('/api/blade-system/client/detail', { id: saberClient.id });
    expect(after).toMatchObject({
      clientSecret: '******',
      webServerRedirectUri: 'http://localhost:1888',
      autoapprove: 'true',
      additionalInformation: '{}',
    });
  });
});

describe('Saber 2.9 parameters', () => {
  type ParamRow = { id: string; paramName: string; paramKey: string; paramValue: string };

  it('param.vue through mixins/crud.js: add, search, edit the row as listed, delete one and several', async () => {
    const admin = as(tokens.admin);
    const list = (params: Record<string, string> = {}) =>
      admin.get<Page<ParamRow>>('/api/blade-system/param/list', { ...params, current: 1, size: 10 });
    // rowSave: add(this.form) with the three fields of option/system/param.js.
    for (const [paramKey, paramValue] of [
      ['account.initPassword', 'changeit'],
      ['tenant.default.accountNumber', '-1'],
    ])
      await admin.post('/api/blade-system/param/submit', { data: { paramName: paramKey, paramKey, paramValue } });
    // searchChange: the search fields go as they are (paramName, paramKey), next to current and size.
    const found = await list({ paramKey: 'initPassword' });
    expect(found.total).toBe(1);
    expect(found.records[0]).toMatchObject({ paramKey: 'account.initPassword', paramValue: 'changeit' });
    // rowUpdate: update(this.form), the listed row with the edited value (its version included).
    await admin.post('/api/blade-system/param/submit', { data: { ...found.records[0], paramValue: 'changed' } });
    expect((await list({ paramKey: 'initPassword' })).records[0]!.paramValue).toBe('changed');
    // rowDel: remove(row.id); handleDelete: remove(ids joined with commas).
    const all = (await list()).records;
    expect(await admin.post('/api/blade-system/param/remove', { params: { ids: all[0]!.id } })).toBe(true);
    expect((await list()).total).toBe(all.length - 1);
    const ids = (await list()).records.map((row) => row.id).join(',');
    expect(await admin.post('/api/blade-system/param/remove', { params: { ids } })).toBe(true);
    expect((await list()).total).toBe(0);
  });

  it("param.vue's delete button shows for the param_delete button code the administrator holds", async () => {
    const buttons = await as(tokens.admin).get<{ code: string; children?: { code: string }[] }[]>(
      '/api/blade-system/menu/buttons',
    );
    const codes = buttons.flatMap((menu) => (menu.children ?? []).map((button) => button.code));
    expect(codes).toEqual(expect.arrayContaining(['param_add', 'param_edit', 'param_delete', 'param_view']));
  });

  it('a taken key is refused in the code/msg envelope the client shows', async () => {
    const data = { paramName: 'Radius', paramKey: 'visit.radius', paramValue: '300' };
    await as(tokens.admin).post('/api/blade-system/param/submit', { data });
    const again = await saber(t.app, tokens.admin, {
      url: '/api/blade-system/param/submit',
      method: 'post',
      data,
      headers: { 'Lang-Type': 'zh' },
    });
    expect(again.json()).toMatchObject({ code: 400, success: false, msg: '参数键名 visit.radius 已存在' });
  });
});
