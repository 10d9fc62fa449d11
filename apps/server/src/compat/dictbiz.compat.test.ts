import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { saber, saberAs, saberData } from './saber-client';

/**
 * Business dictionaries as Saber 2.9 handles them: `src/api/system/dictbiz.js` (calls) and
 * `src/views/system/dictbiz.vue` with `src/option/system/dictbiz.js` (the dictionary table, its form, the
 * entries dialog). This portal's business dictionaries are the tenant's own `dict` rows: `dict-biz` answers
 * what `dict` answers.
 */
type DictRow = { id: string; parentId: string; code: string; dictKey: string; dictValue: string; version: number };
type Page<T> = { records: T[]; total: number };
type TreeNode = { id: string; title: string; value: string; children?: TreeNode[] };

const BASE = '/api/blade-system/dict-biz';

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

const as = (token: string) => saberAs(t.app, token, `${BASE}/`);

describe('Saber 2.9 business dictionaries (dict-biz)', () => {
  it('a dictionary and its entries from the page: rowSave, handleRowClick, rowSaveChild, beforeOpen, rowUpdate, rowDel', async () => {
    const admin = as(tokens.admin);
    // rowSave: the parent form, with the dictKey -1 the view adds (a number)
    await admin.post('submit', {
      data: { code: 'saber_biz', dictValue: 'Saber business', sort: 1, isSealed: 0, remark: '', dictKey: -1 },
    });
    // onLoadParent (searchChange puts the search fields in the query)
    const parents = await admin.get<Page<DictRow & { isSealed: number }>>('parent-list', {
      code: 'saber_biz',
      current: 1,
      size: 10,
    });
    expect(parents.total).toBe(1);
    const dictionary = parents.records[0]!;
    expect(dictionary).toMatchObject({ code: 'saber_biz', dictValue: 'Saber business', isSealed: 0 });

    // handleRowClick + rowSaveChild: the entry form, code and parentId filled in from the clicked row
    for (const [dictKey, dictValue] of [
      ['a', 'First'],
      ['b', 'Second'],
    ]) {
      await admin.post('submit', {
        data: { code: dictionary.code, parentId: dictionary.id, dictKey, dictValue, sort: 0, isSealed: 0, remark: '' },
      });
    }
    const entries = await admin.get<DictRow[]>('child-list', { current: 1, size: 10, parentId: dictionary.id });
    expect(entries.map((entry) => [entry.code, entry.dictKey, entry.dictValue])).toEqual([
      ['saber_biz', 'a', 'First'],
      ['saber_biz', 'b', 'Second'],
    ]);

    // beforeOpenChild (edit): detail, then rowUpdateChild sends the whole row back
    const form = await admin.get<DictRow>('detail', { id: entries[0]!.id });
    await admin.post('submit', { data: { ...form, dictValue: 'First, renamed' } });
    const dictionaryItems = await admin.get<{ dictKey: string; dictValue: string }[]>('dictionary', {
      code: 'saber_biz',
    });
    expect(dictionaryItems.map((item) => [item.dictKey, item.dictValue])).toEqual([
      ['a', 'First, renamed'],
      ['b', 'Second'],
    ]);

    // rowDelChild, then handleDelete of the dictionary: ids comma-joined in the query
    expect(await admin.post('remove', { params: { ids: entries.map((entry) => entry.id).join(',') } })).toBe(true);
    expect(await admin.post('remove', { params: { ids: dictionary.id } })).toBe(true);
    expect((await admin.get<Page<DictRow>>('parent-list', { code: 'saber_biz', current: 1, size: 10 })).total).toBe(0);
  });

  it('initData: tree?code=DICT gives the entry form its parent picker (label title)', async () => {
    const response = await saber(t.app, tokens.admin, { url: `${BASE}/tree?code=DICT` });
    const tree = saberData<TreeNode[]>(response);
    const sex = tree.find((node) => node.title.startsWith('sex'))!;
    expect(sex).toMatchObject({ value: sex.id });
    expect(sex.children?.length).toBeGreaterThan(0);
  });

  it('answers what dict answers, call by call', async () => {
    const sexId = (await as(tokens.admin).get<Page<DictRow>>('parent-list', { code: 'sex', current: 1, size: 10 }))
      .records[0]!.id;
    for (const [path, params] of [
      ['list', { current: 1, size: 10 }],
      ['parent-list', { current: 1, size: 10 }],
      ['child-list', { current: 1, size: 10, parentId: sexId }],
      ['detail', { id: sexId }],
      ['tree', { code: 'DICT' }],
      ['dictionary', { code: 'sex' }],
    ] as const) {
      for (const token of [tokens.admin, tokens.staff01, tokens.dist01]) {
        const biz = await saber(t.app, token, { url: `${BASE}/${path}`, params });
        const dict = await saber(t.app, token, { url: `/api/blade-system/dict/${path}`, params });
        expect([biz.statusCode, biz.json()], path).toEqual([dict.statusCode, dict.json()]);
      }
    }
  });

  it('needs the dictionary page codes: an account without them gets 403 on writes too', async () => {
    const staff = { url: `${BASE}/submit`, method: 'post', data: { code: 'staff_biz', dictValue: 'x' } } as const;
    expect((await saber(t.app, tokens.staff01, staff)).json().code).toBe(403);
    const remove = { url: `${BASE}/remove`, method: 'post', params: { ids: '1' } } as const;
    expect((await saber(t.app, tokens.staff01, remove)).json().code).toBe(403);
  });

  it("another tenant's administrator sees none of the first tenant's business dictionaries", async () => {
    const admin = as(tokens.admin);
    const saved = await admin.post<DictRow>('submit', {
      data: { code: 'only_ours', dictValue: 'Only ours', sort: 0, isSealed: 0, dictKey: -1 },
    });
    const other = as(tokens.otherAdmin);
    const theirs = await other.get<Page<DictRow>>('parent-list', { current: 1, size: 100 });
    expect(theirs.records.map((row) => row.code)).not.toContain('only_ours');
    expect(await other.get('child-list', { current: 1, size: 10, parentId: saved.id })).toEqual([]);
    const detail = await saber(t.app, tokens.otherAdmin, { url: `${BASE}/detail`, params: { id: saved.id } });
    expect(detail.json().code).toBe(404);
    expect(await other.post('remove', { params: { ids: saved.id } })).toBe(false);
    expect(await admin.get<DictRow>('detail', { id: saved.id })).toMatchObject({ code: 'only_ours' });
  });
});
