import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { saber, saberData } from './saber-client';

/**
 * Menus and buttons as Saber 2.9 reads them: `src/api/system/menu.js` (getTopMenu, getRoutes),
 * `src/api/user.js` (getButtons), `src/store/modules/user.js` (GetMenu/addPath, SET_PERMISSION),
 * `src/page/index/sidebar/sidebarItem.vue` (name, path, source, children), `src/page/index/top/top-menu.vue`.
 */
type Node = { id: string; name: string; path: string; source: string; code: string; children?: Node[] };

/** SET_PERMISSION: a `children` key marks a branch; every other node's code is a granted button. */
function permissionOf(list: Node[]): Record<string, true> {
  const result: string[] = [];
  const getCode = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.children) getCode(node.children);
      else result.push(node.code);
    }
  };
  getCode(list);
  return Object.fromEntries(result.map((code) => [code, true as const]));
}

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

describe('Saber 2.9 menus and buttons', () => {
  it('getRoutes: menu/routes serves the side menu, the same tree as routes-web', async () => {
    const routes = saberData<Node[]>(
      await saber(t.app, tokens.admin, { url: '/api/blade-system/menu/routes', params: { topMenuId: undefined } }),
    );
    const routesWeb = saberData<Node[]>(await saber(t.app, tokens.admin, { url: '/api/blade-system/menu/routes-web' }));
    expect(routes).toEqual(routesWeb);
    const system = routes.find((node) => node.code === 'system')!;
    expect(system).toMatchObject({ name: expect.any(String), path: '/system', source: expect.any(String) });
    expect(system.children?.length).toBeGreaterThan(0);
    const leaf = system.children![0]!;
    expect(leaf).not.toHaveProperty('children'); // sidebarItem: validatenull(children) makes a menu item
    expect(leaf.path).toMatch(/^\//);
  });

  it('getRoutes with a top menu id narrows to that top menu', async () => {
    const top = saberData<Node[]>(await saber(t.app, tokens.admin, { url: '/api/blade-system/menu/top-menu' }));
    expect(top.length).toBeGreaterThan(0);
    for (const item of top) expect(item).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const narrowed = saberData<Node[]>(
      await saber(t.app, tokens.admin, { url: '/api/blade-system/menu/routes', params: { topMenuId: top[0]!.id } }),
    );
    const all = saberData<Node[]>(await saber(t.app, tokens.admin, { url: '/api/blade-system/menu/routes' }));
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThanOrEqual(all.length);
  });

  it('getButtons: SET_PERMISSION collects the granted button codes, and only those', async () => {
    const admin = permissionOf(
      saberData<Node[]>(await saber(t.app, tokens.admin, { url: '/api/blade-system/menu/buttons' })),
    );
    const sub = permissionOf(
      saberData<Node[]>(await saber(t.app, tokens['dist01-sub'], { url: '/api/blade-system/menu/buttons' })),
    );
    expect(Object.keys(admin).length).toBeGreaterThan(20);
    expect(admin).toMatchObject({ user_add: true, user_edit: true, user_delete: true, role_add: true });
    expect(admin).not.toHaveProperty('user'); // a menu is not a button
    expect(sub).not.toHaveProperty('user_add');
    expect(Object.keys(sub).length).toBeGreaterThan(0);
  });
});

describe('Saber 2.9 menu-only lists (apiscope.vue, datascope.vue)', () => {
  it('searchChange: lazy-list with an empty parentId finds matches at every level, as BladeX does', async () => {
    // menu.vue searchChange sets parentId = '' and calls getLazyList('', {name}); beforeClose does the same.
    const get = <T>(url: string, params: Record<string, string | number> = {}) =>
      saber(t.app, tokens.admin, { url, params }).then((response) => saberData<T>(response));
    type Node = { id: string; parentId: string; name: string; code: string };
    const found = await get<Node[]>('/api/blade-system/menu/lazy-list', { parentId: '', name: 'Regions' });
    expect(found.map((node) => node.name)).toEqual(['Regions']);
    expect(found[0]?.parentId).not.toBe('0');
    const menusOnly = await get<Node[]>('/api/blade-system/menu/lazy-menu-list', { parentId: '', code: 'region' });
    expect(menusOnly.map((node) => node.code)).toEqual(['region']);
    const everything = await get<Node[]>('/api/blade-system/menu/lazy-list', { parentId: '' });
    const roots = await get<Node[]>('/api/blade-system/menu/lazy-list', { parentId: 0 });
    expect(everything.length).toBeGreaterThan(roots.length);
  });

  it('menu-list and lazy-menu-list answer menus without buttons, and hasChildren counts menus only', async () => {
    const get = <T>(url: string, params: Record<string, string | number> = {}) =>
      saber(t.app, tokens.admin, { url, params }).then((response) => saberData<T>(response));
    type Node = { id: string; category: number; hasChildren?: boolean; children?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
    const everything = flat(await get<Node[]>('/api/blade-system/menu/list'));
    expect(everything.some((node) => node.category === 2)).toBe(true);
    const menus = flat(await get<Node[]>('/api/blade-system/menu/menu-list'));
    expect(menus.length).toBe(everything.filter((node) => node.category === 1).length);
    const top = await get<Node[]>('/api/blade-system/menu/lazy-menu-list', { parentId: 0 });
    expect(top.length).toBeGreaterThan(0);
    const branch = top.find((node) => node.hasChildren)!;
    const below = await get<Node[]>('/api/blade-system/menu/lazy-menu-list', { parentId: branch.id });
    expect(below.length).toBeGreaterThan(0);
    expect([...top, ...below].every((node) => node.category === 1)).toBe(true);
    // A page whose children are all buttons is a leaf here: the lazy tree offers nothing to open.
    const childrenOf = (id: string) => everything.find((node) => node.id === id)?.children ?? [];
    const page = below.find(
      (node) => childrenOf(node.id).length > 0 && childrenOf(node.id).every((child) => child.category === 2),
    )!;
    expect(page.hasChildren).toBe(false);
    expect(await get<Node[]>('/api/blade-system/menu/lazy-menu-list', { parentId: page.id })).toEqual([]);
    const withButtons = await get<Node[]>('/api/blade-system/menu/lazy-list', { parentId: branch.id });
    expect(withButtons.find((node) => node.id === page.id)?.hasChildren).toBe(true);
  });
});

describe('Saber 2.9 menu form (menu.vue rowSave, rowUpdate)', () => {
  it('adds a menu from its one name, and an edited name wins over the translations it echoes', async () => {
    const post = (data: object) =>
      saber(t.app, tokens.admin, { url: '/api/blade-system/menu/submit', method: 'post', data }).then((response) =>
        saberData<Record<string, unknown> & { id: string; name: string }>(response),
      );
    const created = await post({
      name: 'Biz dictionaries',
      path: '/system/dictbiz',
      parentId: '0',
      source: 'iconfont iconicon_delete',
      code: 'dictbiz',
      category: 1,
      alias: 'dictbiz',
      isOpen: 1,
      sort: 20,
      remark: '',
    });
    expect(created).toMatchObject({ name: 'Biz dictionaries', path: '/system/dictbiz' });
    const detail = await saber(t.app, tokens.admin, {
      url: '/api/blade-system/menu/detail',
      params: { id: created.id },
    }).then((response) => saberData<Record<string, unknown>>(response));
    const renamed = await post({ ...detail, name: 'Business dictionaries' });
    expect(renamed.name).toBe('Business dictionaries');
  });
});
