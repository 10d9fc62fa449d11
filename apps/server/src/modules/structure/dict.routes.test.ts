import type { DictItem } from '@smdp/contracts/structure';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';

const DICTIONARY = '/api/blade-system/dict/dictionary';

describe('GET /api/blade-system/dict/dictionary', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.inject({ url: '/api/blade-auth/oauth/clear-cache', headers: bearer(admin) });
    vi.restoreAllMocks();
  });

  const dictionary = (code: string, lang = 'en', token = admin) =>
    t.app.inject({
      url: `${DICTIONARY}?code=${encodeURIComponent(code)}`,
      headers: { ...bearer(token), 'lang-type': lang },
    });
  /** Counts the queries that read dictionaries, whoever runs them. */
  const countDictionaryQueries = () => {
    const selectFrom = vi.spyOn(t.app.deps.db, 'selectFrom');
    return () => selectFrom.mock.calls.filter(([table]) => String(table).startsWith('bladeDict')).length;
  };

  it("lists a dictionary's entries in order, values in the Lang-Type language", async () => {
    const sex = dataOf<DictItem[]>(await dictionary('sex'));
    expect(sex.map(({ dictKey, dictValue }) => [dictKey, dictValue])).toEqual([
      ['1', 'Male'],
      ['2', 'Female'],
      ['3', 'Unknown'],
    ]);
    expect(sex[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      parentId: expect.stringMatching(/^[1-9]\d*$/),
      code: 'sex',
      dictKey: '1',
      dictValue: 'Male',
      sort: 1,
      remark: null,
    });
    expect(dataOf<DictItem[]>(await dictionary('sex', 'zh')).map((item) => item.dictValue)).toEqual([
      '男',
      '女',
      '未知',
    ]);
    expect(dataOf<DictItem[]>(await dictionary('yes_no', 'ru')).map((item) => item.dictValue)).toEqual(['Да', 'Нет']);
    expect(dataOf(await dictionary('no_such_dictionary'))).toEqual([]);
  });

  it('leaves out deleted entries and falls back to the untranslated value', async () => {
    const db = t.database.db;
    await db
      .updateTable('bladeDict')
      .set({ isDeleted: 1 })
      .where('code', '=', 'status')
      .where('dictKey', '=', '0')
      .execute();
    await db
      .updateTable('bladeDict')
      .set({ dictValueI18n: JSON.stringify({ zh: '启用' }) })
      .where('code', '=', 'status')
      .where('dictKey', '=', '1')
      .execute();
    expect(dataOf<DictItem[]>(await dictionary('status', 'es')).map((item) => [item.dictKey, item.dictValue])).toEqual([
      ['1', '启用'],
    ]);
  });

  it('serves a dictionary from the cache per code and language, loading it once for concurrent callers', async () => {
    const queries = countDictionaryQueries();
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => dictionary('ipo_status')));
    expect(concurrent.every((response) => response.statusCode === 200)).toBe(true);
    expect(queries()).toBe(1);
    await dictionary('ipo_status');
    expect(queries()).toBe(1);
    await dictionary('ipo_status', 'fr');
    expect(queries()).toBe(2);
  });

  it('keeps serving the cached values until oauth/clear-cache empties the cache', async () => {
    expect(dataOf<DictItem[]>(await dictionary('warehouse_grade'))[0]!.dictValue).toBe('Grade 1 (master)');
    await t.database.db
      .updateTable('bladeDict')
      .set({ dictValueI18n: JSON.stringify({ en: 'Master' }) })
      .where('code', '=', 'warehouse_grade')
      .where('dictKey', '=', '1')
      .execute();
    expect(dataOf<DictItem[]>(await dictionary('warehouse_grade'))[0]!.dictValue).toBe('Grade 1 (master)');
    expect((await t.app.inject({ url: '/api/blade-auth/oauth/clear-cache', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(dataOf<DictItem[]>(await dictionary('warehouse_grade'))[0]!.dictValue).toBe('Master');
  });

  it('rejects a missing or malformed code with a translated 400, without querying', async () => {
    const queries = countDictionaryQueries();
    const missing = await t.app.inject({ url: DICTIONARY, headers: { ...bearer(admin), 'lang-type': 'zh' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, success: false, data: null });
    expect(missing.json().msg).toContain('参数 code 无效');
    for (const code of ["sex' or 1=1", 'x'.repeat(65), '']) expect((await dictionary(code)).statusCode).toBe(400);
    expect(queries()).toBe(0);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: `${DICTIONARY}?code=sex` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `${DICTIONARY}?code=sex`, headers: bearer('forged.token.value') })).statusCode,
    ).toBe(401);
  });

  it('serves the platform-wide dictionaries to every tenant alike', async () => {
    const otherAdmin = (await signIn(t.app, 'admin', 'admin', '100001')).accessToken;
    expect(dataOf(await dictionary('sex', 'en', otherAdmin))).toEqual(dataOf(await dictionary('sex', 'en', admin)));
  });
});
