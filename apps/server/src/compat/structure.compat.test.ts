import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { saber, saberData } from './saber-client';

/**
 * Departments, regions, posts and dictionaries as Saber 2.9 calls them: `src/api/system/dept.js`,
 * `src/api/base/region.js`, `src/api/system/post.js`, `src/api/system/dict.js`, and what
 * `src/views/system/user.vue` (department lazy tree), `src/views/base/region.vue` (the region tree keyed by
 * code) and `src/views/system/dict.vue` (child-list) read.
 */
type LazyNode = { id: string; title: string; value: string; key: string; hasChildren: boolean };

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

const get = <T>(url: string, params: Record<string, string | number | undefined> = {}) =>
  saber(t.app, tokens.admin, { url, params }).then((response) => saberData<T>(response));

describe('Saber 2.9 departments, regions, posts, dictionaries', () => {
  it('user.vue treeLoad: dept/lazy-tree from parentId 0, then below a node with hasChildren', async () => {
    const top = await get<LazyNode[]>('/api/blade-system/dept/lazy-tree', { parentId: 0 });
    expect(top.length).toBeGreaterThan(0);
    for (const node of top) expect(node).toMatchObject({ title: expect.any(String), value: node.id, key: node.id });
    const parent = top.find((node) => node.hasChildren)!;
    const below = await get<LazyNode[]>('/api/blade-system/dept/lazy-tree', { parentId: parent.id });
    expect(below.length).toBeGreaterThan(0);
  });

  it('region.vue: region/lazy-tree by parent code from 00, nodes keyed by code', async () => {
    const countries = await get<LazyNode[]>('/api/blade-system/region/lazy-tree', { parentCode: '00' });
    expect(countries.map((node) => node.id)).toEqual(expect.arrayContaining(['CN', 'KE']));
    const china = countries.find((node) => node.id === 'CN')!;
    expect(china).toMatchObject({ value: 'CN', key: 'CN', hasChildren: true, title: expect.any(String) });
    const provinces = await get<LazyNode[]>('/api/blade-system/region/lazy-tree', { parentCode: china.id });
    expect(provinces.map((node) => node.id)).toContain('CN-44');
    expect(await get('/api/blade-system/region/lazy-tree', { parentCode: 'NO-SUCH' })).toEqual([]);
  });

  it('region.vue cascading selects: region/select, then ?code= of the choice (label name, value code)', async () => {
    const countries = await get<{ code: string; name: string }[]>('/api/blade-system/region/select');
    expect(countries.map((region) => region.code)).toEqual(expect.arrayContaining(['CN', 'KE']));
    const provinces = await get<{ code: string; name: string }[]>('/api/blade-system/region/select', { code: 'CN' });
    expect(provinces.find((region) => region.code === 'CN-44')).toMatchObject({ name: expect.any(String) });
  });

  it('dept.vue: rows carry the type name its tag shows and the tenant its column shows', async () => {
    type Row = { tenantId: string; deptCategory: number; deptCategoryName: string; children?: Row[] };
    const rows = await get<Row[]>('/api/blade-system/dept/list');
    const all = (nodes: Row[]): Row[] => nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
    expect(all(rows).length).toBeGreaterThan(1);
    for (const row of all(rows)) {
      expect(row.tenantId).toBe('000000');
      expect(row.deptCategoryName).not.toBe(String(row.deptCategory));
    }
    const types = await get<{ dictKey: string }[]>('/api/blade-system/dict/dictionary', { code: 'org_category' });
    expect(types.map((type) => type.dictKey)).toEqual(['1', '2', '3']);
  });

  it('post.vue: rows carry the category name its tag shows and the tenant its column shows', async () => {
    const page = await get<{ records: { tenantId: string; category: number; categoryName: string }[] }>(
      '/api/blade-system/post/list',
      { current: 1, size: 10 },
    );
    expect(page.records.length).toBeGreaterThan(0);
    for (const row of page.records) {
      expect(row.tenantId).toBe('000000');
      expect(row.categoryName).not.toBe(String(row.category));
    }
    const zh = await saber(t.app, tokens.admin, {
      url: '/api/blade-system/post/list',
      params: { current: 1, size: 10 },
      headers: { 'lang-type': 'zh' },
    }).then((response) => saberData<{ records: { categoryName: string }[] }>(response));
    expect(zh.records[0]!.categoryName).not.toBe(page.records[0]!.categoryName);
  });

  it('region.vue addChildren keeps the id and version it was opened on: a new region, the parent untouched', async () => {
    const post = (data: object) =>
      saber(t.app, tokens.admin, { url: '/api/blade-system/region/submit', method: 'post', data }).then((r) =>
        saberData<Record<string, unknown>>(r),
      );
    const province = await get<Record<string, unknown> & { id: string }>('/api/blade-system/region/detail', {
      code: 'CN-44',
    });
    // addChildren: the form of the clicked node, its code and name cleared, parentCode set to the node's code
    const child = await post({
      ...province,
      parentCode: 'CN-44',
      subCode: '99',
      code: 'CN-4499',
      name: 'Saber district',
      regionLevel: 3,
    });
    expect(child).toMatchObject({ code: 'CN-4499', name: 'Saber district' });
    expect(child.id).not.toBe(province.id);
    expect(await get('/api/blade-system/region/detail', { code: 'CN-44' })).toEqual(province);
    expect(await get('/api/blade-system/region/detail', { code: 'CN-4499' })).toMatchObject({ parentCode: 'CN-44' });

    // handleSubmit on a clicked node: the same code, so that region is the one updated
    await post({ ...province, name: 'Guangdong (Saber)' });
    expect(await get('/api/blade-system/region/detail', { code: 'CN-44' })).toMatchObject({
      id: province.id,
      name: 'Guangdong (Saber)',
    });
  });

  it('region.vue nodeClick: region/detail?code= with the parent code the form splits the code by', async () => {
    const city = await get<Record<string, unknown>>('/api/blade-system/region/detail', { code: 'CN-4401' });
    expect(city).toMatchObject({ code: 'CN-4401', parentCode: 'CN-44', name: expect.any(String) });
    const country = await get<Record<string, unknown>>('/api/blade-system/region/detail', { code: 'KE' });
    expect(country).toMatchObject({ code: 'KE', parentCode: '00' });
    const missing = await saber(t.app, tokens.admin, {
      url: '/api/blade-system/region/detail',
      params: { code: 'XX' },
    });
    expect(missing.json().code).toBe(404);
  });

  it('region.vue handleDelete: region/remove?id=<the code of the clicked node>', async () => {
    const removed = await saber(t.app, tokens.admin, {
      url: '/api/blade-system/region/remove',
      method: 'post',
      params: { id: 'CN-440104' },
    });
    expect(saberData(removed)).toBe(true);
    const districts = await get<LazyNode[]>('/api/blade-system/region/lazy-tree', { parentCode: 'CN-4401' });
    expect(districts.map((node) => node.id)).not.toContain('CN-440104');
    // A region with regions below it stays, with the client's error message
    const refused = await saber(t.app, tokens.admin, {
      url: '/api/blade-system/region/remove',
      method: 'post',
      params: { id: 'CN' },
    });
    expect(refused.json()).toMatchObject({ success: false, msg: expect.any(String) });
  });

  it('dict.vue onLoadChild: child-list is a list in data; parentId -1 (nothing picked yet) is an empty one', async () => {
    expect(await get('/api/blade-system/dict/child-list', { current: 1, size: 10, parentId: -1 })).toEqual([]);
    const parents = await get<{ records: { id: string; code: string }[] }>('/api/blade-system/dict/parent-list', {
      current: 1,
      size: 50,
    });
    const sex = parents.records.find((dict) => dict.code === 'sex')!;
    const entries = await get<{ dictKey: string }[]>('/api/blade-system/dict/child-list', {
      current: 1,
      size: 10,
      parentId: sex.id,
    });
    expect(entries.map((entry) => entry.dictKey)).toEqual(['1', '2', '3']);
  });

  it('user.vue pickers: post/select and dict/dictionary?code=user_type', async () => {
    const posts = await get<{ id: string; postName: string }[]>('/api/blade-system/post/select', {
      tenantId: '000000',
    });
    expect(posts.length).toBeGreaterThan(0);
    const types = await get<{ dictKey: string; dictValue: string }[]>('/api/blade-system/dict/dictionary', {
      code: 'user_type',
    });
    expect(types.map((type) => type.dictKey)).toEqual(['0', '1']);
  });
});
