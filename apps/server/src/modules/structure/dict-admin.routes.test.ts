import type { Page } from '@smdp/contracts';
import type { Dict, DictItem, PickerNode } from '@smdp/contracts/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf } from '../../testing/test-app';
import { type Kit, structureKit } from './test-kit';

const BASE = '/api/blade-system/dict';

describe('blade-system/dict administration', () => {
  let k: Kit;
  let sex: string;

  beforeAll(async () => {
    k = await structureKit(BASE);
    sex = (
      await k.t.database.db
        .selectFrom('bladeDict')
        .select('id')
        .where('code', '=', 'sex')
        .where('parentId', '=', '0')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => k.t.close());

  const submit = async (body: Record<string, unknown>, token = k.tokens.admin) =>
    dataOf<Dict>(await k.post(token, 'submit', body));
  const snapshot = () => k.t.database.db.selectFrom('bladeDict').selectAll().orderBy('id').execute();
  const dictionary = async (code: string, token = k.tokens.admin, lang = 'en') =>
    dataOf<DictItem[]>(await k.get(token, `dictionary?code=${code}`, lang)).map((item) => [
      item.dictKey,
      item.dictValue,
    ]);

  describe('list, parent-list, child-list, detail, tree', () => {
    it("shows the tenant's dictionaries with their entries, filtered by code or value", async () => {
      const tree = dataOf<Dict[]>(await k.get(k.tokens.admin, 'list'));
      const sexRow = tree.find((dict) => dict.code === 'sex')!;
      expect(sexRow).toMatchObject({ parentId: '0', dictKey: '-1', isSealed: 1, hasChildren: true });
      expect(sexRow.children?.map((item) => item.dictKey)).toEqual(['1', '2', '3']);
      expect(sexRow.children?.[0]?.dictValueI18n).toMatchObject({ en: 'Male', sw: 'Mwanaume' });
      const found = dataOf<Dict[]>(await k.get(k.tokens.admin, 'list?code_like=YES'));
      expect(found.map((dict) => dict.code)).toEqual(['yes_no']);
    });

    it('pages the dictionaries and the entries of one', async () => {
      const parents = dataOf<Page<Dict>>(await k.get(k.tokens.admin, 'parent-list?current=1&size=3'));
      expect(parents.records).toHaveLength(3);
      expect(parents.total).toBeGreaterThanOrEqual(8);
      expect(parents.records.every((dict) => dict.parentId === '0')).toBe(true);
      const productLine = dataOf<Page<Dict>>(await k.get(k.tokens.admin, 'parent-list?code_like=product'));
      expect(productLine.records.map((dict) => dict.code)).toEqual(['product_line']);
      // A list of every entry, in order, whatever page size is asked (BladeX's child-list)
      const items = dataOf<Dict[]>(await k.get(k.tokens.admin, `child-list?parentId=${sex}&size=2`));
      expect(items.map((item) => item.dictKey)).toEqual(['1', '2', '3']);
      const female = dataOf<Dict[]>(await k.get(k.tokens.admin, `child-list?parentId=${sex}&dictKey_equal=2`));
      expect(female.map((item) => item.dictValue)).toEqual(['Female']);
      expect(dataOf(await k.get(k.tokens.admin, 'child-list?parentId=-1'))).toEqual([]);
    });

    it('shows one row and a picker tree', async () => {
      expect(dataOf<Dict>(await k.get(k.tokens.admin, `detail?id=${sex}`))).toMatchObject({
        code: 'sex',
        dictValue: 'Sex',
        version: 1,
      });
      const picker = dataOf<PickerNode[]>(await k.get(k.tokens.admin, 'tree'));
      const node = picker.find((entry) => entry.id === sex)!;
      expect(node.title).toBe('sex Sex');
      expect(node.children?.map((child) => child.title)).toEqual(['1 Male', '2 Female', '3 Unknown']);
    });

    it("answers every dictionary's and entry's name in the Lang-Type language, in all six", async () => {
      const names = { zh: '性别', en: 'Sex', fr: 'Sexe', ru: 'Пол', es: 'Sexo', sw: 'Jinsia' };
      const females = { zh: '女', en: 'Female', fr: 'Femme', ru: 'Женский', es: 'Mujer', sw: 'Mwanamke' };
      for (const [lang, name] of Object.entries(names)) {
        const parents = dataOf<Page<Dict>>(await k.get(k.tokens.admin, 'parent-list?code=sex', lang));
        expect(
          parents.records.map((dict) => dict.dictValue),
          lang,
        ).toEqual([name]);
        expect(dataOf<Dict>(await k.get(k.tokens.admin, `detail?id=${sex}`, lang)).dictValue, lang).toBe(name);
        const tree = dataOf<Dict[]>(await k.get(k.tokens.admin, 'list?code=sex', lang));
        expect(
          tree.map((dict) => dict.dictValue),
          lang,
        ).toEqual([name]);
        const female = females[lang as keyof typeof females];
        expect(tree[0]?.children?.[1]?.dictValue, lang).toBe(female);
        const entries = dataOf<Dict[]>(await k.get(k.tokens.admin, `child-list?parentId=${sex}&dictKey_equal=2`, lang));
        expect(
          entries.map((item) => item.dictValue),
          lang,
        ).toEqual([female]);
        const picker = dataOf<PickerNode[]>(await k.get(k.tokens.admin, 'tree', lang));
        expect(picker.find((entry) => entry.id === sex)?.title, lang).toBe(`sex ${name}`);
      }
      // A name search finds a dictionary by the name its reader sees, in any language.
      const found = dataOf<Page<Dict>>(await k.get(k.tokens.admin, 'parent-list?dictValue_like=jinsia', 'sw'));
      expect(found.records.map((dict) => dict.code)).toEqual(['sex']);
    });

    it("never shows another tenant's dictionaries", async () => {
      expect(dataOf(await k.get(k.tokens.otherAdmin, 'list'))).toEqual([]);
      expect(dataOf<Page<Dict>>(await k.get(k.tokens.otherAdmin, 'parent-list')).total).toBe(0);
      expect(dataOf(await k.get(k.tokens.otherAdmin, `child-list?parentId=${sex}`))).toEqual([]);
      expect(dataOf(await k.get(k.tokens.otherAdmin, 'tree'))).toEqual([]);
      expect((await k.get(k.tokens.otherAdmin, `detail?id=${sex}`)).statusCode).toBe(404);
    });

    it('needs dict_view; rejects malformed queries with a translated 400', async () => {
      for (const path of ['list', 'parent-list', `child-list?parentId=${sex}`, 'tree', `detail?id=${sex}`]) {
        expect((await k.get(k.tokens.staff01, path)).statusCode, path).toBe(403);
      }
      const missing = await k.get(k.tokens.admin, 'child-list', 'zh');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toContain('参数 parentId 无效');
      expect((await k.t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });
  });

  describe('submit', () => {
    it('creates a dictionary and entries that dict/dictionary serves at once, in every language', async () => {
      expect(await dictionary('vehicle_type')).toEqual([]);
      const audits = await k.audits('dict');
      const parent = await submit({
        code: 'vehicle_type',
        dictValue: '车辆类型',
        dictValueI18n: { en: 'Vehicle type' },
      });
      expect(parent).toMatchObject({ parentId: '0', dictKey: '-1', isSealed: 0 });
      const truck = await submit({
        parentId: parent.id,
        code: 'ignored',
        dictKey: 'TRUCK',
        dictValue: '卡车',
        dictValueI18n: { en: 'Truck', fr: 'Camion' },
        sort: 1,
      });
      expect(truck).toMatchObject({ code: 'vehicle_type', dictKey: 'TRUCK' });
      expect(await dictionary('vehicle_type')).toEqual([['TRUCK', 'Truck']]);
      expect(await dictionary('vehicle_type', k.tokens.admin, 'fr')).toEqual([['TRUCK', 'Camion']]);
      expect(await dictionary('vehicle_type', k.tokens.admin, 'ru')).toEqual([['TRUCK', '卡车']]);
      const renamed = await submit({
        id: truck.id,
        version: 1,
        parentId: parent.id,
        dictKey: 'TRUCK',
        dictValue: '货车',
        dictValueI18n: { en: 'Lorry' },
      });
      expect(renamed.version).toBe(2);
      expect(await dictionary('vehicle_type')).toEqual([['TRUCK', 'Lorry']]);
      expect(await k.audits('dict')).toBe(audits + 3);
    });

    it("carries a dictionary's new code to its entries", async () => {
      const parent = await submit({ code: 'colour', dictValue: '颜色' });
      await submit({ parentId: parent.id, dictKey: 'R', dictValue: '红' });
      await submit({ id: parent.id, version: 1, code: 'color', dictValue: '颜色' });
      expect(await dictionary('color', k.tokens.admin, 'zh')).toEqual([['R', '红']]);
      expect(await dictionary('colour')).toEqual([]);
    });

    it('lets a tenant keep its own dictionary under a platform code, for its users only', async () => {
      const theirs = await submit({ code: 'sex', dictValue: 'Gender' }, k.tokens.otherAdmin);
      await submit({ parentId: theirs.id, dictKey: 'X', dictValue: 'Any', dictValueI18n: {} }, k.tokens.otherAdmin);
      expect(await dictionary('sex', k.tokens.otherAdmin)).toEqual([['X', 'Any']]);
      expect((await dictionary('sex')).map(([key]) => key)).toEqual(['1', '2', '3']);
      expect(await dictionary('yes_no', k.tokens.otherAdmin)).toEqual([
        ['Y', 'Yes'],
        ['N', 'No'],
      ]);
    });

    it('keeps codes and keys unique per tenant and sealed codes fixed, with translated 400s', async () => {
      const before = await snapshot();
      const code = await k.post(k.tokens.admin, 'submit', { code: 'sex', dictValue: 'Again' }, 'zh');
      expect(code.statusCode).toBe(400);
      expect(code.json().msg).toBe('字典编号 sex 已存在');
      const key = await k.post(k.tokens.admin, 'submit', { parentId: sex, dictKey: '1', dictValue: 'Again' }, 'en');
      expect(key.statusCode).toBe(400);
      expect(key.json().msg).toBe('The dictionary key 1 exists already');
      const sealed = await k.post(k.tokens.admin, 'submit', { id: sex, version: 1, code: 'gender', dictValue: '性别' });
      expect(sealed.statusCode).toBe(400);
      expect(sealed.json().msg).toContain('sealed');
      expect(await snapshot()).toEqual(before);
      const relabelled = await submit({ id: sex, version: 1, code: 'sex', dictValue: '性别', remark: 'people' });
      expect(relabelled).toMatchObject({ remark: 'people', version: 2 });
    });

    it('rejects bad input with a translated 400 and changes nothing', async () => {
      const before = await snapshot();
      const audits = await k.audits('dict');
      const male = (
        await k.t.database.db
          .selectFrom('bladeDict')
          .select('id')
          .where('code', '=', 'sex')
          .where('dictKey', '=', '1')
          .executeTakeFirstOrThrow()
      ).id;
      for (const body of [
        { dictValue: 'No code' },
        { code: 'bad code!', dictValue: 'x' },
        { code: 'x'.repeat(65), dictValue: 'x' },
        { code: 'empty_value', dictValue: '' },
        { code: 'long_value', dictValue: 'x'.repeat(256) },
        { code: 'bad_i18n', dictValue: 'x', dictValueI18n: { en: 5 } },
        { parentId: sex, dictValue: 'No key' },
        { parentId: male, dictKey: 'Z', dictValue: 'Under an entry' },
        { parentId: '99999999', dictKey: 'Z', dictValue: 'Missing dictionary' },
      ]) {
        const response = await k.post(k.tokens.admin, 'submit', body, 'fr');
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg, JSON.stringify(body)).toMatch(/invalide|n’est pas valide/);
      }
      expect(await snapshot()).toEqual(before);
      expect(await k.audits('dict')).toBe(audits);
    });

    it('answers a stale version with 409; refuses without grants or across tenants; nothing changed', async () => {
      const parent = await submit({ code: 'stale_test', dictValue: 'v1' });
      await submit({ id: parent.id, version: 1, code: 'stale_test', dictValue: 'v2' });
      const before = await snapshot();
      const body = { id: parent.id, version: 1, code: 'stale_test', dictValue: 'lost' };
      expect((await k.post(k.tokens.admin, 'submit', body)).statusCode).toBe(409);
      expect((await k.post(k.tokens.staff01, 'submit', { ...body, version: 2 })).statusCode).toBe(403);
      expect((await k.post(k.tokens.staff01, 'submit', { code: 'new_one', dictValue: 'x' })).statusCode).toBe(403);
      expect((await k.post(k.tokens.otherAdmin, 'submit', { ...body, version: 2 })).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('remove', () => {
    it('removes entries and then their dictionary, and dict/dictionary forgets them at once', async () => {
      const parent = await submit({ code: 'to_remove', dictValue: 'x' });
      const item = await submit({ parentId: parent.id, dictKey: 'A', dictValue: 'a' });
      expect(await dictionary('to_remove')).toEqual([['A', 'a']]);
      const audits = await k.audits('dict');
      expect(dataOf(await k.post(k.tokens.admin, `remove?ids=${item.id}`))).toBe(true);
      expect(await dictionary('to_remove')).toEqual([]);
      expect(dataOf(await k.post(k.tokens.admin, `remove?ids=${parent.id}`))).toBe(true);
      expect(await k.audits('dict')).toBe(audits + 2);
    });

    it('refuses sealed rows, dictionaries with entries, missing grants and other tenants; nothing changed', async () => {
      const parent = await submit({ code: 'kept', dictValue: 'x' });
      await submit({ parentId: parent.id, dictKey: 'A', dictValue: 'a' });
      const before = await snapshot();
      const withEntries = await k.post(k.tokens.admin, `remove?ids=${parent.id}`, undefined, 'ru');
      expect(withEntries.statusCode).toBe(400);
      expect(withEntries.json().msg).toBe('В справочнике kept ещё есть записи: сначала удалите их');
      const sealed = await k.post(k.tokens.admin, `remove?ids=${sex}`, undefined, 'es');
      expect(sealed.statusCode).toBe(400);
      expect(sealed.json().msg).toContain('sellado');
      expect((await k.post(k.tokens.staff01, `remove?ids=${parent.id}`)).statusCode).toBe(403);
      expect(dataOf(await k.post(k.tokens.otherAdmin, `remove?ids=${parent.id}`))).toBe(false);
      expect((await k.post(k.tokens.admin, 'remove?ids=')).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('lang-category/list', () => {
    it('names the six languages, each in itself, for any signed-in user', async () => {
      const url = '/api/blade-system/lang-category/list';
      expect(dataOf(await k.t.app.inject({ url, headers: bearer(k.tokens['dist01-sub']) }))).toEqual([
        { code: 'zh', name: '中文' },
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'Français' },
        { code: 'ru', name: 'Русский' },
        { code: 'es', name: 'Español' },
        { code: 'sw', name: 'Kiswahili' },
      ]);
      expect((await k.t.app.inject({ url })).statusCode).toBe(401);
    });
  });
});
