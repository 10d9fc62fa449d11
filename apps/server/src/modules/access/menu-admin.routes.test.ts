import type { Wire } from '@smdp/contracts';
import type { MenuRecordNode } from '@smdp/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { MenuNode } from '../system';

const BASE = '/api/blade-system/menu';

const flatten = <N extends { children?: N[] }>(nodes: N[]): N[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const NAMES = { zh: '促销', en: 'Promotions', fr: 'Promotions', ru: 'Акции', es: 'Promociones', sw: 'Matangazo' };

describe('blade-system/menu administration', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let menu: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const menus = await t.database.db.selectFrom('bladeMenu').select(['id', 'code']).execute();
    menu = Object.fromEntries(menus.map((row) => [row.code, String(row.id)]));
  });
  afterAll(() => t.close());

  const get = (token: string, path: string, lang = 'en') =>
    t.app.inject({ url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang } });
  const post = (token: string, path: string, body?: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: { ...bearer(token), 'lang-type': lang },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const submit = async (body: Record<string, unknown>) =>
    dataOf<Wire<MenuRecordNode>>(await post(tokens.admin, 'submit', body));
  const menuRows = () => t.database.db.selectFrom('bladeMenu').selectAll().orderBy('id').execute();
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity', '=', 'menu')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const forbiddenFor = [() => tokens.staff01, () => tokens.otherAdmin, () => tokens['dist01-sub']];

  describe('reads', () => {
    it('lists every menu and button as a tree, named in the Lang-Type language, filtered', async () => {
      const tree = dataOf<Wire<MenuRecordNode>[]>(await get(tokens.admin, 'list', 'fr'));
      const system = tree.find((node) => node.code === 'system')!;
      const role = system.children!.find((node) => node.code === 'role')!;
      expect(role).toMatchObject({ name: 'Rôles', parentName: 'Système', category: 1, source: 'SolutionOutlined' });
      expect(role.nameI18n).toMatchObject({ zh: '角色管理', sw: 'Majukumu' });
      expect(role.children!.map((node) => [node.code, node.category])).toContainEqual(['role_grant', 2]);

      const byName = dataOf<Wire<MenuRecordNode>[]>(await get(tokens.admin, 'list?name_like=Majukumu'));
      expect(byName.map((node) => node.code)).toEqual(['role']);
      const buttons = dataOf<Wire<MenuRecordNode>[]>(await get(tokens.admin, 'list?code_like=role_&category_equal=2'));
      expect(buttons.map((node) => node.code).sort()).toEqual(
        ['role_add', 'role_delete', 'role_edit', 'role_export', 'role_grant', 'role_view'].sort(),
      );
    });

    it('lists one level at a time, by parent id, as a picker tree without buttons, and one at a time', async () => {
      const roots = dataOf<Wire<MenuRecordNode>[]>(await get(tokens.admin, 'lazy-list'));
      expect(roots.map((node) => node.code)).toContain('system');
      expect(roots.every((node) => node.parentId === '0' && node.hasChildren && !node.children)).toBe(true);
      const below = dataOf<Wire<MenuRecordNode>[]>(
        await get(tokens.admin, `lazy-list?parentId=${menu.system}&name_like=rol`),
      );
      expect(below.map((node) => node.code)).toEqual(['role']);
      const buttons = dataOf<Wire<MenuRecordNode>[]>(await get(tokens.admin, `by-parent?parentId=${menu.role}`));
      expect(buttons.map((node) => node.code)).toEqual([
        'role_add',
        'role_edit',
        'role_delete',
        'role_view',
        'role_export',
        'role_grant',
      ]);
      expect(buttons.every((node) => !node.hasChildren)).toBe(true);

      type PickerNode = { id: string; title: string; children?: PickerNode[] };
      const picker = flatten(dataOf<PickerNode[]>(await get(tokens.admin, 'tree')));
      expect(picker.map((node) => node.id)).toContain(menu.role);
      expect(picker.map((node) => node.id)).not.toContain(menu.role_add);

      const detail = dataOf<Wire<MenuRecordNode>>(await get(tokens.admin, `detail?id=${menu.role_grant}`, 'es'));
      expect(detail).toMatchObject({
        code: 'role_grant',
        name: 'Permisos',
        parentName: 'Roles',
        category: 2,
        action: 2,
      });
      expect((await get(tokens.admin, 'detail?id=987654321')).statusCode).toBe(404);
    });

    it('belongs to the administrator tenant and to holders of menu_view', async () => {
      for (const token of forbiddenFor) {
        for (const path of ['list', 'lazy-list', `by-parent?parentId=${menu.role}`, 'tree', `detail?id=${menu.role}`]) {
          expect((await get(token(), path)).statusCode, path).toBe(403);
        }
      }
      expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });

    it('rejects bad filters with a translated message', async () => {
      const long = await get(tokens.admin, `list?name_like=${'x'.repeat(51)}`, 'es');
      expect(long.statusCode).toBe(400);
      expect(long.json().msg).toContain('Introduzca como máximo 50 caracteres');
      expect((await get(tokens.admin, 'list?category_equal=7')).statusCode).toBe(400);
      expect((await get(tokens.admin, 'lazy-list?parentId=x')).statusCode).toBe(400);
      expect((await get(tokens.admin, 'detail?id=x')).statusCode).toBe(400);
    });
  });

  describe('submit', () => {
    it('creates a menu with its buttons that a grant then puts in the side menu', async () => {
      const audits = await auditCount();
      const page = await submit({
        parentId: menu.system,
        code: 'promotion',
        nameI18n: NAMES,
        path: '/system/promotion',
        source: 'GiftOutlined',
        sort: 99,
        category: 1,
        isOpen: 2,
        component: 'views/system/promotion',
        query: 'menu=true',
        meta: { isTab: false },
      });
      expect(page).toMatchObject({
        code: 'promotion',
        name: 'Promotions',
        parentName: 'System',
        version: 1,
        isOpen: 2,
      });
      expect(page.meta).toEqual({ isTab: false });
      const button = await submit({
        parentId: page.id,
        code: 'promotion_add',
        nameI18n: { en: 'Add' },
        category: 2,
        action: 1,
      });
      expect(button).toMatchObject({ name: 'Add', action: 1, category: 2 });
      expect(await auditCount()).toBe(audits + 2);

      const administrator = await t.database.db
        .selectFrom('bladeRole')
        .select('id')
        .where('tenantId', '=', '000000')
        .where('roleAlias', '=', 'administrator')
        .executeTakeFirstOrThrow();
      const routesBefore = dataOf<MenuNode[]>(
        await t.app.inject({ url: `${BASE}/routes-web`, headers: { ...bearer(tokens.admin), 'lang-type': 'ru' } }),
      );
      expect(flatten(routesBefore).map((node) => node.code)).not.toContain('promotion');
      const keys = dataOf<{ menu: string[] }>(
        await t.app.inject({
          url: `/api/blade-system/role/role-tree-keys?roleIds=${administrator.id}`,
          headers: bearer(tokens.admin),
        }),
      );
      const granted = await t.app.inject({
        method: 'POST',
        url: '/api/blade-system/role/grant',
        headers: bearer(tokens.admin),
        payload: { roleIds: [administrator.id], menuIds: [...keys.menu, page.id, button.id] },
      });
      expect(granted.statusCode).toBe(200);
      const routes = dataOf<MenuNode[]>(
        await t.app.inject({ url: `${BASE}/routes-web`, headers: { ...bearer(tokens.admin), 'lang-type': 'ru' } }),
      );
      const promotion = flatten(routes).find((node) => node.code === 'promotion')!;
      expect(promotion).toMatchObject({ name: 'Акции', source: 'GiftOutlined', isOpen: 2, meta: { isTab: false } });
      const buttons = dataOf<MenuNode[]>(await t.app.inject({ url: `${BASE}/buttons`, headers: bearer(tokens.admin) }));
      expect(flatten(buttons).map((node) => node.code)).toContain('promotion_add');
    });

    it('updates with the version read, moves and hides a menu, and refuses a stale version', async () => {
      const created = await submit({ code: 'movable', nameI18n: { zh: '可移动' }, category: 1 });
      expect(created).toMatchObject({ parentId: '0', name: '可移动', status: 1 });
      const moved = await submit({
        id: created.id,
        version: 1,
        parentId: menu.workbench,
        code: 'movable',
        nameI18n: { zh: '可移动', en: 'Movable' },
        category: 1,
        status: 0,
      });
      expect(moved).toMatchObject({ parentId: menu.workbench, name: 'Movable', version: 2, status: 0 });
      const before = await menuRows();
      const stale = await post(tokens.admin, 'submit', {
        id: created.id,
        version: 1,
        code: 'movable',
        nameI18n: { en: 'Stale' },
        category: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(await menuRows()).toEqual(before);
    });

    it('refuses bad input, taken codes and impossible parents, with nothing changed', async () => {
      const parent = await submit({ code: 'loop_top', nameI18n: { en: 'Loop top' }, category: 1 });
      const child = await submit({ parentId: parent.id, code: 'loop_below', nameI18n: { en: 'Below' }, category: 1 });
      const before = await menuRows();
      const audits = await auditCount();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'has space', nameI18n: NAMES, category: 1 }, 'en', 'code'],
        [{ code: 'long_name', nameI18n: { fr: 'x'.repeat(51) }, category: 1 }, 'fr', 'Saisissez au plus 50 caractères'],
        [{ code: 'no_name', nameI18n: { en: '  ' }, category: 1 }, 'zh', '请至少填写一种语言的菜单名称'],
        [{ code: 'bad_kind', nameI18n: NAMES, category: 3 }, 'en', 'category'],
        [{ code: 'bad_open', nameI18n: NAMES, category: 1, isOpen: 5 }, 'en', 'isOpen'],
        [{ code: 'role', nameI18n: NAMES, category: 1 }, 'en', 'The menu code role exists already'],
        [{ code: 'lonely_button', nameI18n: NAMES, category: 2 }, 'en', 'The parent menu is not valid'],
        [{ code: 'under_button', parentId: menu.role_add, nameI18n: NAMES, category: 1 }, 'en', 'is a button'],
        [{ code: 'orphan', parentId: '987654321', nameI18n: NAMES, category: 1 }, 'en', 'The parent menu is not valid'],
        [
          { id: parent.id, version: 1, parentId: child.id, code: 'loop_top', nameI18n: NAMES, category: 1 },
          'en',
          'The parent menu is not valid',
        ],
        [
          { id: parent.id, version: 1, code: 'loop_top', nameI18n: NAMES, category: 2, parentId: menu.system },
          'en',
          'The parent menu is not valid',
        ],
      ];
      for (const [body, lang, message] of cases) {
        const response = await post(tokens.admin, 'submit', body, lang);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg, JSON.stringify(body)).toContain(message);
      }
      expect(await menuRows()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('belongs to the administrator tenant and to holders of menu_add / menu_edit', async () => {
      const before = await menuRows();
      for (const token of forbiddenFor) {
        expect((await post(token(), 'submit', { code: 'theirs', nameI18n: NAMES, category: 1 })).statusCode).toBe(403);
        const edit = { id: menu.role, version: 1, code: 'role', nameI18n: NAMES, category: 1 };
        expect((await post(token(), 'submit', edit)).statusCode).toBe(403);
      }
      expect(await menuRows()).toEqual(before);
    });
  });

  describe('remove', () => {
    it('removes menus and buttons, audited, but not a menu that still has children', async () => {
      const page = await submit({ code: 'doomed', nameI18n: { en: 'Doomed' }, category: 1 });
      const button = await submit({ parentId: page.id, code: 'doomed_view', nameI18n: { en: 'View' }, category: 2 });
      const before = await menuRows();
      const refused = await post(tokens.admin, `remove?ids=${page.id}`, undefined, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('The menu Doomed has menus or buttons below it: remove them first');
      expect(await menuRows()).toEqual(before);

      const audits = await auditCount();
      expect(dataOf(await post(tokens.admin, `remove?ids=${button.id}`))).toBe(true);
      expect(dataOf(await post(tokens.admin, `remove?ids=${page.id}`))).toBe(true);
      expect((await get(tokens.admin, `detail?id=${page.id}`)).statusCode).toBe(404);
      expect(await auditCount()).toBe(audits + 2);

      const both = await submit({ code: 'doomed_again', nameI18n: { en: 'Again' }, category: 1 });
      const below = await submit({ parentId: both.id, code: 'doomed_again_add', nameI18n: { en: 'Add' }, category: 2 });
      expect(dataOf(await post(tokens.admin, `remove?ids=${both.id},${below.id}`))).toBe(true);
    });

    it('belongs to the administrator tenant and to holders of menu_delete; bad ids are refused', async () => {
      const before = await menuRows();
      for (const token of forbiddenFor) {
        expect((await post(token(), `remove?ids=${menu.role_export}`)).statusCode).toBe(403);
      }
      expect((await post(tokens.admin, 'remove?ids=')).statusCode).toBe(400);
      expect((await post(tokens.admin, 'remove?ids=x')).statusCode).toBe(400);
      expect(await menuRows()).toEqual(before);
    });
  });
});
