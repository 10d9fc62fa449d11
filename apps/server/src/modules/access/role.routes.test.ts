import type { Wire } from '@smdp/contracts';
import type { GrantMenuNode, RoleNode } from '@smdp/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, md5 } from '../../platform/auth/password';
import { dataScopeOf } from '../../platform/scope/data-scope';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { MenuNode } from '../system';

const BASE = '/api/blade-system/role';

const flatten = <N extends { children?: N[] }>(nodes: N[]): N[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const codesOf = (nodes: MenuNode[]): string[] => flatten(nodes).map((node) => node.code);

describe('blade-system/role', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let menu: Record<string, string>;
  let seedRoles: Record<string, string>;
  let otherRoles: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const menus = await t.database.db.selectFrom('bladeMenu').select(['id', 'code']).execute();
    menu = Object.fromEntries(menus.map((row) => [row.code, String(row.id)]));
    seedRoles = await rolesOf('000000');
    otherRoles = await rolesOf('100001');
  });
  afterAll(() => t.close());

  async function rolesOf(tenantId: string) {
    const rows = await t.database.db
      .selectFrom('bladeRole')
      .select(['id', 'roleAlias'])
      .where('tenantId', '=', tenantId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.roleAlias, String(row.id)]));
  }
  const ids = (...codes: string[]) => codes.map((code) => menu[code]!);
  const get = (token: string, path: string, lang = 'en') =>
    t.app.inject({ url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang } });
  const post = (token: string, path: string, body?: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { ...bearer(token), 'lang-type': lang },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const submit = async (body: Record<string, unknown>, token = tokens.admin) =>
    dataOf<Wire<RoleNode>>(await post(token, 'submit', body));
  /** Every role row and grant as stored: compared before and after calls that must change nothing. */
  const snapshot = async () => ({
    roles: await t.database.db.selectFrom('bladeRole').selectAll().orderBy('id').execute(),
    grants: await t.database.db.selectFrom('bladeRoleMenu').selectAll().orderBy('roleId').orderBy('menuId').execute(),
  });
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity', '=', 'role')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A user of tenant 000000 holding only `roleId`, signed in. */
  async function userWithRole(account: string, roleId: string, deptId?: string) {
    const db = t.database.db;
    const user = await db
      .insertInto('bladeUser')
      .values({ tenantId: '000000', account, passwordHash: await hashPassword(md5(account)), realName: account })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('bladeUserRole').values({ userId: user.id, roleId }).execute();
    if (deptId) await db.insertInto('bladeUserDept').values({ userId: user.id, deptId }).execute();
    return { id: user.id, token: (await signIn(t.app, account)).accessToken };
  }

  describe('list, tree, detail', () => {
    it("names roles in the caller's language; a renamed role has that name in every language", async () => {
      const staffName = async (lang: string) =>
        dataOf<Wire<RoleNode>[]>(await get(tokens.admin, 'list', lang)).find((role) => role.roleAlias === 'staff')
          ?.roleName;
      expect(await staffName('fr')).toBe("Personnel de l'entreprise");
      expect(await staffName('ru')).toBe('Сотрудник компании');
      expect(await staffName('zh')).toBe('公司员工');
      const picker = dataOf<{ title: string }[]>(await get(tokens.admin, 'tree', 'es'));
      expect(picker.map((node) => node.title)).toContain('Cuenta principal del cliente');
      const role = dataOf<Wire<RoleNode>[]>(await get(tokens.admin, 'list', 'sw')).find(
        (one) => one.roleAlias === 'staff',
      )!;
      expect(dataOf<Wire<RoleNode>>(await get(tokens.admin, `detail?id=${role.id}`, 'sw')).roleName).toBe(
        'Mfanyakazi wa kampuni',
      );
      const { id, version, parentId, roleName, roleAlias, sort, dataScope } = role;
      const body = { id, version, parentId, roleName, roleAlias, sort, dataScope };
      // Saved unchanged from a Swahili form: every translation stays.
      const kept = dataOf<Wire<RoleNode>>(await post(tokens.admin, 'submit', body, 'sw'));
      expect(await staffName('fr')).toBe("Personnel de l'entreprise");
      const renamed = await submit({ ...body, version: kept.version, roleName: 'Field staff' });
      expect(await staffName('fr')).toBe('Field staff');
      expect(await staffName('en')).toBe('Field staff');
      const before = await t.database.db.selectFrom('bladeRole').select('roleNameI18n').where('id', '=', id);
      expect((await before.executeTakeFirstOrThrow()).roleNameI18n).toEqual({});
      await submit({ ...body, version: renamed.version, roleName: 'Company staff' });
    });

    it("shows the caller's tenant's roles as a tree, filtered by name or alias", async () => {
      const parent = await submit({ roleName: 'Sales lead', roleAlias: 'sales_lead', sort: 10 });
      const child = await submit({ roleName: 'Sales rep', roleAlias: 'sales_rep', parentId: parent.id, sort: 11 });
      const tree = dataOf<Wire<RoleNode>[]>(await get(tokens.admin, 'list'));
      const roots = tree.map((role) => role.roleAlias);
      expect(roots).toEqual(
        expect.arrayContaining(['administrator', 'staff', 'customer_primary', 'customer_sub', 'sales_lead']),
      );
      expect(roots).not.toContain('sales_rep');
      expect(roots.indexOf('administrator')).toBeLessThan(roots.indexOf('staff'));
      const lead = tree.find((role) => role.id === parent.id)!;
      expect(lead.hasChildren).toBe(true);
      expect(lead.children?.map((role) => [role.id, role.parentName])).toEqual([[child.id, 'Sales lead']]);
      expect(tree[0]).not.toHaveProperty('children');

      const found = dataOf<Wire<RoleNode>[]>(await get(tokens.admin, 'list?roleName_like=rep'));
      expect(found.map((role) => role.roleAlias)).toEqual(['sales_rep']);
      expect(
        dataOf<Wire<RoleNode>[]>(await get(tokens.admin, 'list?roleAlias_like=CUSTOMER')).map((r) => r.roleAlias),
      ).toEqual(['customer_primary', 'customer_sub']);

      const picker = dataOf<{ id: string; title: string; children?: { id: string }[] }[]>(
        await get(tokens.admin, 'tree'),
      );
      expect(picker.find((node) => node.id === parent.id)?.children?.map((node) => node.id)).toEqual([child.id]);

      const detail = dataOf<Wire<RoleNode>>(await get(tokens.admin, `detail?id=${child.id}`));
      expect(detail).toMatchObject({
        roleName: 'Sales rep',
        parentId: parent.id,
        parentName: 'Sales lead',
        version: 1,
      });
    });

    it("never shows another tenant's roles", async () => {
      const mine = dataOf<Wire<RoleNode>[]>(await get(tokens.otherAdmin, 'list'));
      expect(mine.map((role) => role.id).sort()).toEqual(Object.values(otherRoles).sort());
      const picker = dataOf<{ id: string }[]>(await get(tokens.otherAdmin, 'tree'));
      expect(picker.map((node) => node.id)).not.toContain(seedRoles.administrator);
      expect((await get(tokens.otherAdmin, `detail?id=${seedRoles.staff}`)).statusCode).toBe(404);
    });

    it('needs role_view', async () => {
      for (const path of ['list', 'tree', `detail?id=${seedRoles.staff}`]) {
        expect((await get(tokens.staff01, path)).statusCode, path).toBe(403);
        expect((await get(tokens['dist01-sub'], path)).statusCode, path).toBe(403);
      }
      expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });

    it('rejects bad input with a translated message', async () => {
      const tooLong = await get(tokens.admin, `list?roleName_like=${'x'.repeat(51)}`, 'zh');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().msg).toContain('最多输入 50 个字符');
      expect((await get(tokens.admin, 'detail?id=abc')).statusCode).toBe(400);
      expect((await get(tokens.admin, 'detail')).json().msg).toContain('id');
    });
  });

  describe('submit', () => {
    it('creates and updates a role, audited, with optimistic versions', async () => {
      const audits = await auditCount();
      const created = await submit({ roleName: 'Auditor', roleAlias: 'auditor', dataScope: 3, sort: 20 });
      expect(created).toMatchObject({ roleName: 'Auditor', parentId: '0', dataScope: 3, version: 1, status: 1 });
      const updated = await submit({ id: created.id, version: 1, roleName: 'Internal auditor', roleAlias: 'auditor' });
      expect(updated).toMatchObject({ roleName: 'Internal auditor', version: 2, dataScope: 1 });
      expect(await auditCount()).toBe(audits + 2);

      const before = await snapshot();
      const stale = await post(tokens.admin, 'submit', { id: created.id, version: 1, roleName: 'X', roleAlias: 'x' });
      expect(stale.statusCode).toBe(409);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses bad input, taken aliases and parents that would make a loop, with nothing changed', async () => {
      const parent = await submit({ roleName: 'Loop parent', roleAlias: 'loop_parent' });
      const child = await submit({ roleName: 'Loop child', roleAlias: 'loop_child', parentId: parent.id });
      const before = await snapshot();
      const audits = await auditCount();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ roleName: 'x'.repeat(51), roleAlias: 'long' }, 'en', 'Enter at most 50 characters'],
        [{ roleName: 'No alias' }, 'en', 'roleAlias'],
        [{ roleName: 'Scope', roleAlias: 'scope', dataScope: 9 }, 'en', 'dataScope'],
        [{ roleName: 'Taken', roleAlias: 'staff' }, 'fr', 'L’alias de rôle staff existe déjà'],
        [{ roleName: 'Orphan', roleAlias: 'orphan', parentId: '987654321' }, 'en', 'The parent role is not valid'],
        [
          { roleName: 'Foreign', roleAlias: 'foreign', parentId: otherRoles.staff },
          'en',
          'The parent role is not valid',
        ],
        [
          { id: parent.id, version: 1, roleName: 'Loop parent', roleAlias: 'loop_parent', parentId: child.id },
          'ru',
          'Недопустимая родительская роль',
        ],
        [
          { id: parent.id, version: 1, roleName: 'Loop parent', roleAlias: 'loop_parent', parentId: parent.id },
          'en',
          'The parent role is not valid',
        ],
      ];
      for (const [body, lang, message] of cases) {
        const response = await post(tokens.admin, 'submit', body, lang);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg).toContain(message);
      }
      expect(await snapshot()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it("needs role_add / role_edit, and never touches another tenant's role", async () => {
      const before = await snapshot();
      expect((await post(tokens.staff01, 'submit', { roleName: 'Mine', roleAlias: 'mine' })).statusCode).toBe(403);
      const foreign = await post(tokens.otherAdmin, 'submit', {
        id: seedRoles.staff,
        version: 1,
        roleName: 'Hijacked',
        roleAlias: 'staff',
      });
      expect(foreign.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
      // The same alias is free in another tenant.
      expect((await submit({ roleName: 'Their auditor', roleAlias: 'auditor' }, tokens.otherAdmin)).roleAlias).toBe(
        'auditor',
      );
    });
  });

  describe('remove', () => {
    it('removes roles nobody holds, audited', async () => {
      const role = await submit({ roleName: 'Temporary', roleAlias: 'temporary' });
      const audits = await auditCount();
      expect(dataOf(await post(tokens.admin, `remove?ids=${role.id}`))).toBe(true);
      expect((await get(tokens.admin, `detail?id=${role.id}`)).statusCode).toBe(404);
      expect(await auditCount()).toBe(audits + 1);
    });

    it('refuses roles with roles below them or held by users, and bad ids, with nothing changed', async () => {
      const parent = await submit({ roleName: 'Keeps child', roleAlias: 'keeps_child' });
      await submit({ roleName: 'Kept child', roleAlias: 'kept_child', parentId: parent.id });
      const before = await snapshot();
      const withChild = await post(tokens.admin, `remove?ids=${parent.id}`, undefined, 'zh');
      expect(withChild.statusCode).toBe(400);
      expect(withChild.json().msg).toBe('请先删除下级角色');
      const held = await post(tokens.admin, `remove?ids=${seedRoles.staff}`);
      expect(held.statusCode).toBe(400);
      expect(held.json().msg).toBe('The role Company staff is still held by users and cannot be removed');
      expect((await post(tokens.admin, 'remove?ids=')).statusCode).toBe(400);
      expect((await post(tokens.admin, 'remove?ids=a,b')).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it("needs role_delete and never removes another tenant's role", async () => {
      const role = await submit({ roleName: 'Survivor', roleAlias: 'survivor' });
      const before = await snapshot();
      expect((await post(tokens.staff01, `remove?ids=${role.id}`)).statusCode).toBe(403);
      expect(dataOf(await post(tokens.otherAdmin, `remove?ids=${role.id}`))).toBe(false);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('grant', () => {
    it("grants menus and buttons: the role's users see exactly those, and the server honours the buttons", async () => {
      const clerk = await submit({ roleName: 'Order clerk', roleAlias: 'order_clerk' });
      const user = await userWithRole('clerk01', clerk.id);
      const grant = (menuIds: string[], dataScope?: number) =>
        post(tokens.admin, 'grant', { roleIds: [clerk.id], menuIds, ...(dataScope ? { dataScope } : {}) });

      const routes = async () =>
        dataOf<MenuNode[]>(
          await t.app.inject({ url: '/api/blade-system/menu/routes-web', headers: bearer(user.token) }),
        );
      const buttons = async () =>
        codesOf(
          dataOf<MenuNode[]>(
            await t.app.inject({ url: '/api/blade-system/menu/buttons', headers: bearer(user.token) }),
          ),
        ).filter((code) => code.includes('_'));
      expect(await routes()).toEqual([]);
      expect(await get(user.token, 'list').then((r) => r.statusCode)).toBe(403);

      const audits = await auditCount();
      expect(dataOf(await grant(ids('sales', 'order', 'order_view', 'order_export'), 5))).toBe(true);
      expect(await auditCount()).toBe(audits + 1);
      expect(codesOf(await routes())).toEqual(['sales', 'order']);
      expect((await buttons()).sort()).toEqual(['order_export', 'order_view']);
      const keys = dataOf<{ menu: string[] }>(await get(tokens.admin, `role-tree-keys?roleIds=${clerk.id}`));
      expect(keys.menu.sort()).toEqual(ids('sales', 'order', 'order_view', 'order_export').sort());
      expect(dataOf<Wire<RoleNode>>(await get(tokens.admin, `detail?id=${clerk.id}`))).toMatchObject({
        dataScope: 5,
        version: 2,
      });

      // The server enforces the codes: without role_view the role list is refused, with it allowed.
      await grant(ids('sales', 'order', 'order_view', 'system', 'role', 'role_view'));
      expect(codesOf(await routes())).toEqual(['sales', 'order', 'system', 'role']);
      expect(await buttons()).not.toContain('order_export');
      expect((await get(user.token, 'list')).statusCode).toBe(200);
      const grantAttempt = { roleIds: [clerk.id], menuIds: ids('system', 'role', 'role_view', 'role_grant') };
      expect((await post(user.token, 'grant', grantAttempt)).statusCode).toBe(403);
      expect((await get(user.token, `role-tree-keys?roleIds=${clerk.id}`)).statusCode).toBe(200);

      await grant(ids('system', 'role', 'role_view', 'role_grant'));
      expect((await post(user.token, 'grant', grantAttempt)).statusCode).toBe(200);
      expect((await post(user.token, 'submit', { roleName: 'Nope', roleAlias: 'nope' })).statusCode).toBe(403);
    });

    it('grants several roles at once and can clear a grant', async () => {
      const a = await submit({ roleName: 'Grant A', roleAlias: 'grant_a' });
      const b = await submit({ roleName: 'Grant B', roleAlias: 'grant_b' });
      await post(tokens.admin, 'grant', { roleIds: [a.id, b.id], menuIds: ids('stock', 'warehouse') });
      const keys = dataOf<{ menu: string[] }>(await get(tokens.admin, `role-tree-keys?roleIds=${a.id},${b.id}`));
      expect(keys.menu.sort()).toEqual(ids('stock', 'warehouse').sort());
      await post(tokens.admin, 'grant', { roleIds: [a.id], menuIds: [] });
      expect(dataOf<{ menu: string[] }>(await get(tokens.admin, `role-tree-keys?roleIds=${a.id}`)).menu).toEqual([]);
    });

    it("keeps a tenant inside its package and away from other tenants' roles", async () => {
      const db = t.database.db;
      const pkg = await db
        .insertInto('bladeTenantPackage')
        .values({ packageName: 'Orders only' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('bladeTenantPackageMenu')
        .values(ids('sales', 'order', 'order_view').map((menuId) => ({ packageId: pkg.id, menuId })))
        .execute();
      await db.updateTable('bladeTenant').set({ packageId: pkg.id }).where('tenantId', '=', '100001').execute();

      const tree = dataOf<{ menu: GrantMenuNode[] }>(
        await t.app.inject({ url: '/api/blade-system/menu/grant-tree', headers: bearer(tokens.otherAdmin) }),
      ).menu;
      expect(flatten(tree).map((node) => node.code)).toEqual(['sales', 'order', 'order_view']);

      const before = await snapshot();
      const outside = await post(
        tokens.otherAdmin,
        'grant',
        { roleIds: [otherRoles.staff], menuIds: ids('sales', 'order', 'order_add') },
        'sw',
      );
      expect(outside.statusCode).toBe(400);
      expect(outside.json().msg).toBe(`Menyu ${menu.order_add} si sehemu ya kifurushi cha mpangaji huyu`);
      const foreign = await post(tokens.otherAdmin, 'grant', { roleIds: [seedRoles.staff], menuIds: ids('sales') });
      expect(foreign.statusCode).toBe(404);
      const keys = await get(tokens.otherAdmin, `role-tree-keys?roleIds=${seedRoles.administrator}`);
      expect(dataOf<{ menu: string[] }>(keys).menu).toEqual([]);
      expect(await snapshot()).toEqual(before);

      await post(tokens.otherAdmin, 'grant', { roleIds: [otherRoles.staff], menuIds: ids('sales', 'order') });
      const granted = await get(tokens.otherAdmin, `role-tree-keys?roleIds=${otherRoles.staff}`);
      expect(dataOf<{ menu: string[] }>(granted).menu.sort()).toEqual(ids('sales', 'order').sort());
    });

    it('needs role_grant and refuses bad input, with nothing changed', async () => {
      const role = await submit({ roleName: 'Untouched', roleAlias: 'untouched' });
      const before = await snapshot();
      const body = { roleIds: [role.id], menuIds: ids('sales') };
      expect((await post(tokens.staff01, 'grant', body)).statusCode).toBe(403);
      expect((await get(tokens.staff01, `role-tree-keys?roleIds=${role.id}`)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/blade-system/menu/grant-tree', headers: bearer(tokens.staff01) })).statusCode,
      ).toBe(403);
      const cases: [Record<string, unknown>, string][] = [
        [{ roleIds: [], menuIds: [] }, 'roleIds'],
        [{ roleIds: [role.id], menuIds: ['abc'] }, 'menuIds'],
        [{ roleIds: [role.id], menuIds: ['987654321'] }, 'There is no menu 987654321'],
        [{ roleIds: [role.id], menuIds: [], dataScope: 6 }, 'dataScope'],
        [{ roleIds: ['987654321'], menuIds: [] }, ''],
      ];
      for (const [payload, message] of cases) {
        const response = await post(tokens.admin, 'grant', payload);
        expect([400, 404], JSON.stringify(payload)).toContain(response.statusCode);
        expect(response.json().msg).toContain(message);
      }
      expect((await get(tokens.admin, 'role-tree-keys?roleIds=')).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('dataScopeOf', () => {
    it("gives the widest scope of the caller's roles, confining customer accounts to their customer", async () => {
      const db = t.database.db;
      const depts = await db
        .selectFrom('bladeDept')
        .select(['id', 'parentId'])
        .where('tenantId', '=', '000000')
        .orderBy('id')
        .execute();
      const head = depts.find((dept) => dept.parentId === '0')!.id;
      const below = depts.filter((dept) => dept.parentId === head).map((dept) => dept.id);
      expect(below.length).toBeGreaterThan(0);

      const admin = (await signIn(t.app, 'admin')).body;
      const session = (roleIds: string[], extra: { deptId?: string | null; customerId?: string | null } = {}) => ({
        tenantId: '000000',
        userId: String(admin.user_id),
        account: 'admin',
        roleIds,
        deptId: head,
        customerId: null,
        ...extra,
      });
      expect(await dataScopeOf(db, session([seedRoles.administrator!]))).toEqual({ kind: 'all' });

      const scoped = await submit({ roleName: 'Scoped', roleAlias: 'scoped', dataScope: 3 });
      const user = await userWithRole('scoped01', scoped.id, head);
      const mine = (extra?: { deptId?: string | null; customerId?: string | null }) =>
        dataScopeOf(db, { ...session([scoped.id], extra), userId: user.id });
      const wide = await mine();
      expect(wide.kind === 'depts' && wide.deptIds.sort()).toEqual([head, ...below].sort());
      expect(await mine({ customerId: '42' })).toEqual({ kind: 'customer', customerId: '42', ownRowsOnly: false });
      expect(await mine({ deptId: null })).toEqual({ kind: 'self' });

      await submit({ id: scoped.id, version: 1, roleName: 'Scoped', roleAlias: 'scoped', dataScope: 2 });
      expect(await mine()).toEqual({ kind: 'depts', deptIds: [head] });
      await submit({ id: scoped.id, version: 2, roleName: 'Scoped', roleAlias: 'scoped', dataScope: 5 });
      expect(await mine({ customerId: '42' })).toEqual({ kind: 'customer', customerId: '42', ownRowsOnly: true });
      // A role the user does not hold does not count.
      expect(await dataScopeOf(db, { ...session([seedRoles.administrator!]), userId: user.id })).toEqual({
        kind: 'self',
      });
    });
  });
});
