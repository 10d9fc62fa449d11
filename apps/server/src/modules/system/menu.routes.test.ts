import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../platform/auth/tokens';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { MenuNode } from './menu.service';

const ROUTES = '/api/blade-system/menu/routes-web';
const BUTTONS = '/api/blade-system/menu/buttons';
const TOP = '/api/blade-system/menu/top-menu';

const codesOf = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.code, ...codesOf(node.children ?? [])]);
/** What a BladeX client (Saber's SET_PERMISSION) does with `menu/buttons`: a `children` key marks a branch. */
const permissionsOf = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => (node.children ? permissionsOf(node.children) : [node.code]));

describe('blade-system/menu', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token: string, lang = 'en') =>
    dataOf<T>(await t.app.inject({ url, headers: { ...bearer(token), 'lang-type': lang } }));
  const menuId = async (code: string) =>
    (await t.database.db.selectFrom('bladeMenu').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const roleId = async (tenantId: string, alias: string) =>
    (
      await t.database.db
        .selectFrom('bladeRole')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('roleAlias', '=', alias)
        .executeTakeFirstOrThrow()
    ).id;

  describe('routes-web', () => {
    it("gives the caller's menu tree with every node field, sorted, names in the Lang-Type language", async () => {
      const tree = await get<MenuNode[]>(ROUTES, tokens.admin!);
      expect(tree.map((node) => node.code)).toEqual([
        'workbench',
        'sales',
        'stock',
        'finance',
        'customer',
        'goods',
        'field',
        'collab',
        'report',
        'system',
      ]);
      const system = tree.find((node) => node.code === 'system')!;
      expect(Object.keys(system).sort()).toEqual(
        [
          'id',
          'parentId',
          'code',
          'name',
          'alias',
          'path',
          'source',
          'sort',
          'category',
          'action',
          'isOpen',
          'remark',
          'component',
          'query',
          'meta',
          'children',
          'hasChildren',
        ].sort(),
      );
      expect(system).toMatchObject({
        parentId: '0',
        name: 'System',
        path: '/system',
        source: 'SettingOutlined',
        category: 1,
        hasChildren: true,
      });
      expect(system.children?.map((node) => node.name)).toEqual([
        'Users',
        'Roles',
        'Departments',
        'Regions',
        'Posts',
        'Menus',
        'Dictionaries',
        'Tenants',
        'Tenant packages',
        'Versions',
        'OAuth clients',
        'Settings',
        'Sales units',
        'Registrations',
        'Parameters',
        'Approval rules',
        'Message rules',
      ]);
      expect(system.children?.[0]).toMatchObject({ parentId: system.id, hasChildren: false });
      expect(system.children?.[0]).not.toHaveProperty('children');
      expect(codesOf(tree)).not.toContain('user_add'); // buttons are not routes
      expect((await get<MenuNode[]>(ROUTES, tokens.admin!, 'zh-CN'))[9]!.name).toBe('系统管理');
      expect((await get<MenuNode[]>(ROUTES, tokens.admin!, 'sw'))[9]!.name).toBe('Mfumo');
    });

    it('falls back to the untranslated name when the language has none', async () => {
      await t.database.db
        .updateTable('bladeMenu')
        .set({ nameI18n: JSON.stringify({ zh: '仪表盘' }) })
        .where('code', '=', 'dashboard')
        .execute();
      const tree = await get<MenuNode[]>(ROUTES, tokens.dist01!, 'fr');
      expect(tree[0]!.children?.[0]).toMatchObject({ code: 'dashboard', name: '仪表盘' });
    });

    it('shows administrators the system menus, customers fewer menus, sub-accounts fewer still', async () => {
      const admin = codesOf(await get(ROUTES, tokens.admin!));
      const dist = codesOf(await get(ROUTES, tokens.dist01!));
      const sub = codesOf(await get(ROUTES, tokens['dist01-sub']!));
      expect(admin).toEqual(expect.arrayContaining(['system', 'user', 'tenant', 'log']));
      expect(dist).not.toContain('system');
      expect(dist).not.toContain('user');
      expect(dist).toEqual(expect.arrayContaining(['finance', 'purchase', 'order']));
      expect(sub).not.toContain('finance');
      expect(sub).not.toContain('purchase');
      expect(sub).toContain('order');
      expect(sub.length).toBeLessThan(dist.length);
      expect(dist.length).toBeLessThan(admin.length);
      expect(sub.every((code) => dist.includes(code))).toBe(true);
    });

    it('adds the ancestors of a granted menu, and only grants of roles the caller holds count', async () => {
      const db = t.database.db;
      const auditor = (
        await db
          .insertInto('bladeRole')
          .values({ tenantId: '000000', roleName: 'Auditor', roleAlias: 'auditor' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db
        .insertInto('bladeRoleMenu')
        .values({ roleId: auditor, menuId: await menuId('log') })
        .execute();
      const staff = await db
        .selectFrom('bladeUser')
        .select('id')
        .where('account', '=', 'staff01')
        .where('tenantId', '=', '000000')
        .executeTakeFirstOrThrow();
      await db.insertInto('bladeUserRole').values({ userId: staff.id, roleId: auditor }).execute();

      const withAuditor = (await signIn(t.app, 'staff01')).accessToken;
      const report = (await get<MenuNode[]>(ROUTES, withAuditor)).find((node) => node.code === 'report')!;
      expect(report.children?.map((node) => node.code)).toEqual(['report_center', 'job', 'log']);

      // Taken away after sign-in: the token still names the role, the menu goes all the same.
      await db.deleteFrom('bladeUserRole').where('userId', '=', staff.id).where('roleId', '=', auditor).execute();
      // The change went straight to the table, so the menu cache is emptied as clear-cache would.
      for (const cache of t.app.deps.caches) cache.clear();
      expect(codesOf(await get(ROUTES, withAuditor))).not.toContain('log');
    });

    it('restricts the tree to one top menu with topMenuId, and to nothing for a top menu the caller cannot see', async () => {
      const system = await menuId('system');
      const tree = await get<MenuNode[]>(`${ROUTES}?topMenuId=${system}`, tokens.admin!);
      expect(tree.map((node) => node.code)).toEqual(['system']);
      expect(tree[0]!.children).toHaveLength(17);
      expect(await get(`${ROUTES}?topMenuId=${system}`, tokens.dist01!)).toEqual([]);
      expect(await get(`${ROUTES}?topMenuId=${await menuId('user')}`, tokens.admin!)).toEqual([]);
      expect(await get<MenuNode[]>(`${ROUTES}?topMenuId=`, tokens.admin!)).toHaveLength(10);
    });

    it('rejects a malformed topMenuId with a translated 400', async () => {
      const response = await t.app.inject({
        url: `${ROUTES}?topMenuId=x1`,
        headers: { ...bearer(tokens.admin!), 'lang-type': 'zh' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
      expect(response.json().msg).toContain('参数 topMenuId 无效');
    });

    it('keeps grants per tenant: another tenant neither sees nor changes what this one granted', async () => {
      const otherAdmin = await roleId('100001', 'administrator');
      const before = await get(ROUTES, tokens.admin!);
      await t.database.db.deleteFrom('bladeRoleMenu').where('roleId', '=', otherAdmin).execute();
      expect(await get(ROUTES, tokens.otherAdmin!)).toEqual([]);
      expect(await get(BUTTONS, tokens.otherAdmin!)).toEqual([]);
      expect(await get(TOP, tokens.otherAdmin!)).toEqual([]);
      expect(await get(ROUTES, tokens.admin!)).toEqual(before);

      // A token of tenant 100001 naming tenant 000000's administrator role gets nothing from it.
      const otherUser = await t.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('tenantId', '=', '100001')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow();
      const forged = t.app.deps.tokens.sign(
        {
          tenantId: '100001',
          userId: otherUser.id,
          account: 'admin',
          roleIds: [await roleId('000000', 'administrator')],
          deptId: null,
          customerId: null,
          userType: 0,
          clientId: 'saber',
          familyId: 'f',
        },
        600,
      ).token;
      expect(await get(ROUTES, forged)).toEqual([]);
    });
  });

  describe('buttons', () => {
    it('groups granted buttons under their menus, fewer for customers and fewer still for sub-accounts', async () => {
      const admin = await get<MenuNode[]>(BUTTONS, tokens.admin!);
      const user = admin.find((node) => node.code === 'user')!;
      expect(user).toMatchObject({ category: 1, name: 'Users', hasChildren: true });
      expect(user.children?.map((node) => [node.code, node.category, node.action, node.name])).toEqual([
        ['user_add', 2, 1, 'Add'],
        ['user_edit', 2, 2, 'Edit'],
        ['user_delete', 2, 3, 'Delete'],
        ['user_view', 2, 2, 'View'],
        ['user_export', 2, 1, 'Export'],
        ['user_grant', 2, 2, 'Grant'],
        ['user_reset', 2, 2, 'Reset password'],
        ['user_unlock', 2, 2, 'Unlock'],
        ['user_import', 2, 1, 'Import'],
      ]);
      const adminCodes = permissionsOf(admin);
      const distCodes = permissionsOf(await get(BUTTONS, tokens.dist01!));
      const subCodes = permissionsOf(await get(BUTTONS, tokens['dist01-sub']!));
      expect(adminCodes).toContain('user_add');
      expect(distCodes).not.toContain('user_add');
      expect(distCodes).toEqual(
        expect.arrayContaining(['order_add', 'order_edit', 'order_delete', 'order_view', 'purchase_add']),
      );
      expect(subCodes).toEqual(expect.arrayContaining(['order_add', 'order_view']));
      expect(subCodes).not.toContain('order_edit');
      expect(subCodes).not.toContain('order_delete');
      expect(subCodes).not.toContain('purchase_add');
      expect(subCodes.length).toBeLessThan(distCodes.length);
      expect(distCodes.length).toBeLessThan(adminCodes.length);
      expect(
        [...adminCodes, ...distCodes, ...subCodes].every((code) =>
          /_(add|edit|delete|view|export|import|grant|reset|unlock|publish|approve|setting|check|direct|save|submit|reject|cancel|hold|release|ship|withdraw)$/.test(
            code,
          ),
        ),
      ).toBe(true);
    });

    it('translates button names', async () => {
      const zh = await get<MenuNode[]>(BUTTONS, tokens.dist01!, 'zh');
      expect(zh.find((node) => node.code === 'order')!.children?.[0]).toMatchObject({
        code: 'order_add',
        name: '新增',
      });
    });
  });

  describe('top-menu', () => {
    it('lists the top-level menus the caller may see', async () => {
      const admin = await get<Record<string, unknown>[]>(TOP, tokens.admin!, 'fr');
      expect(admin).toHaveLength(10);
      expect(admin[9]).toEqual({
        id: await menuId('system'),
        code: 'system',
        name: 'Système',
        source: 'SettingOutlined',
        sort: 10,
        path: '/system',
      });
      const dist = (await get<{ code: string }[]>(TOP, tokens.dist01!)).map((menu) => menu.code);
      const sub = (await get<{ code: string }[]>(TOP, tokens['dist01-sub']!)).map((menu) => menu.code);
      expect(dist).not.toContain('system');
      expect(dist).toContain('finance');
      expect(sub).not.toContain('finance');
      expect(sub.length).toBeLessThan(dist.length);
    });
  });

  it('needs a valid token for every menu call', async () => {
    const forged = createTokenService('another-secret-that-is-long-enough-for-hs256').sign(
      {
        tenantId: '000000',
        userId: '1',
        account: 'admin',
        roleIds: ['1'],
        deptId: null,
        customerId: null,
        userType: 0,
        clientId: 'saber',
        familyId: 'f',
      },
      600,
    ).token;
    for (const url of [ROUTES, BUTTONS, TOP]) {
      const none = await t.app.inject({ url });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 401, success: false });
      expect((await t.app.inject({ url, headers: bearer(forged) })).statusCode).toBe(401);
    }
  });
});
