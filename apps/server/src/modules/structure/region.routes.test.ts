import type { PickerNode, Region } from '@smdp/contracts/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../testing/test-app';
import { type Kit, structureKit } from './test-kit';

const BASE = '/api/blade-system/region';

describe('blade-system/region', () => {
  let k: Kit;
  let ids: Record<string, string>;

  beforeAll(async () => {
    k = await structureKit(BASE);
    const rows = await k.t.database.db.selectFrom('bladeRegion').select(['id', 'code']).execute();
    ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  });
  afterAll(() => k.t.close());

  const submit = async (body: Record<string, unknown>, token = k.tokens.admin) =>
    dataOf<Region>(await k.post(token, 'submit', body));
  const snapshot = () => k.t.database.db.selectFrom('bladeRegion').selectAll().orderBy('id').execute();

  describe('list, lazy-list, tree, detail', () => {
    it('shows the seeded country → province → city → district tree, filtered by name, code or level', async () => {
      const tree = dataOf<Region[]>(await k.get(k.tokens.admin, 'list'));
      expect(tree.map((region) => region.code)).toEqual(['CN', 'KE']);
      const china = tree[0]!;
      expect(china).toMatchObject({ name: 'China', regionLevel: 1, hasChildren: true });
      const guangdong = china.children!.find((region) => region.code === 'CN-44')!;
      const guangzhou = guangdong.children!.find((region) => region.code === 'CN-4401')!;
      expect(guangzhou).toMatchObject({ regionLevel: 3, parentName: 'Guangdong' });
      expect(guangzhou.children!.map((region) => [region.name, region.regionLevel])).toEqual([
        ['Yuexiu', 4],
        ['Tianhe', 4],
      ]);
      const nairobi = dataOf<Region[]>(await k.get(k.tokens.admin, 'list?name_like=nairobi'));
      expect(nairobi.map((r) => [r.code, r.children?.map((child) => child.code)])).toEqual([
        ['KE-047', ['KE-047-NBO']],
      ]);
      const provinces = dataOf<Region[]>(await k.get(k.tokens.admin, 'list?regionLevel_equal=2'));
      expect(provinces.map((r) => r.code).sort()).toEqual(['CN-33', 'CN-44', 'KE-001', 'KE-047']);
      expect(dataOf<Region[]>(await k.get(k.tokens.admin, 'list?code_like=440106')).map((r) => r.name)).toEqual([
        'Tianhe',
      ]);
    });

    it('lists one level at a time, and gives pickers and the detail of one region', async () => {
      const countries = dataOf<Region[]>(await k.get(k.tokens.admin, 'lazy-list?parentId=0'));
      expect(countries.map((region) => [region.code, region.hasChildren])).toEqual([
        ['CN', true],
        ['KE', true],
      ]);
      const districts = dataOf<Region[]>(await k.get(k.tokens.admin, `lazy-list?parentId=${ids['CN-4403']}`));
      expect(districts.map((region) => [region.code, region.hasChildren, region.parentName])).toEqual([
        ['CN-440305', false, 'Shenzhen'],
      ]);
      const picker = dataOf<PickerNode[]>(await k.get(k.tokens.admin, 'tree'));
      expect(picker.map((node) => node.title)).toEqual(['China', 'Kenya']);
      expect(dataOf<Region>(await k.get(k.tokens.admin, `detail?id=${ids['KE-047-WES']}`))).toMatchObject({
        code: 'KE-047-WES',
        name: 'Westlands',
        regionLevel: 4,
        parentName: 'Nairobi',
        hasChildren: false,
        version: 1,
      });
    });

    it("never shows another tenant's regions", async () => {
      expect(dataOf(await k.get(k.tokens.otherAdmin, 'list'))).toEqual([]);
      expect(dataOf(await k.get(k.tokens.otherAdmin, 'tree'))).toEqual([]);
      expect(dataOf(await k.get(k.tokens.otherAdmin, `lazy-list?parentId=${ids.CN}`))).toEqual([]);
      expect((await k.get(k.tokens.otherAdmin, `detail?id=${ids.CN}`)).statusCode).toBe(404);
    });

    it('needs region_view; rejects malformed queries with a translated 400', async () => {
      for (const path of ['list', 'lazy-list', 'tree', `detail?id=${ids.CN}`]) {
        expect((await k.get(k.tokens.staff01, path)).statusCode, path).toBe(403);
      }
      const bad = await k.get(k.tokens.admin, 'list?regionLevel_equal=9', 'ru');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('Недопустимый параметр');
      expect((await k.t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });
  });

  describe('submit', () => {
    it('creates regions whose level follows the parent, updates with the version, audited', async () => {
      const audits = await k.audits('region');
      const city = await submit({ parentId: ids['CN-33'], code: 'CN-3302', name: 'Ningbo', sort: 2 });
      expect(city).toMatchObject({ regionLevel: 3, parentName: 'Zhejiang', version: 1 });
      const renamed = await submit({
        id: city.id,
        version: 1,
        parentId: ids['CN-33'],
        code: 'CN-3302',
        name: 'Ningbo City',
      });
      expect(renamed).toMatchObject({ name: 'Ningbo City', version: 2 });
      expect(await k.audits('region')).toBe(audits + 2);
    });

    it('moves a region with its levels, never past a district', async () => {
      const province = await submit({ parentId: ids.KE, code: 'KE-999', name: 'Test county' });
      const city = await submit({ parentId: province.id, code: 'KE-999-C', name: 'Test city' });
      const before = await snapshot();
      const tooDeep = await k.post(
        k.tokens.admin,
        'submit',
        { id: province.id, version: 1, parentId: ids['KE-047-NBO'], code: 'KE-999', name: 'Test county' },
        'en',
      );
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json().msg).toBe('Regions have at most four levels: country, province, city, district');
      expect(await snapshot()).toEqual(before);
      const country = await submit({ id: province.id, version: 1, parentId: '', code: 'KE-999', name: 'Test county' });
      expect(country.regionLevel).toBe(1);
      expect(dataOf<Region>(await k.get(k.tokens.admin, `detail?id=${city.id}`)).regionLevel).toBe(2);
    });

    it('keeps codes unique per tenant, with a translated 400, and lets another tenant use the same code', async () => {
      const before = await snapshot();
      const taken = await k.post(k.tokens.admin, 'submit', { code: 'CN', name: 'Again' }, 'zh');
      expect(taken.statusCode).toBe(400);
      expect(taken.json().msg).toBe('区域编号 CN 已存在');
      expect(await snapshot()).toEqual(before);
      const theirs = dataOf<Region>(await k.post(k.tokens.otherAdmin, 'submit', { code: 'CN', name: 'China' }));
      expect(theirs).toMatchObject({ code: 'CN', regionLevel: 1 });
      expect(dataOf<Region[]>(await k.get(k.tokens.admin, 'list?code_like=CN')).map((r) => r.id)).not.toContain(
        theirs.id,
      );
    });

    it('rejects bad input with a translated 400 and changes nothing', async () => {
      const before = await snapshot();
      for (const body of [
        { code: '', name: 'Empty code' },
        { code: 'has space', name: 'Bad code' },
        { code: 'OK1', name: '' },
        { code: 'OK2', name: 'x'.repeat(51) },
        { code: 'OK3', name: 'Bad parent', parentId: '12345678' },
        { code: 'OK4', name: 'Self parent', id: ids.CN, version: 1, parentId: ids['CN-44'] },
      ]) {
        const response = await k.post(k.tokens.admin, 'submit', body, 'es');
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg, JSON.stringify(body)).toMatch(/válid/);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('answers a stale version with 409; refuses without grants or across tenants; nothing changed', async () => {
      const region = await submit({ parentId: ids.CN, code: 'CN-11', name: 'Beijing' });
      await submit({ id: region.id, version: 1, parentId: ids.CN, code: 'CN-11', name: 'Beijing 2' });
      const before = await snapshot();
      const body = { id: region.id, version: 1, parentId: ids.CN, code: 'CN-11', name: 'Lost' };
      expect((await k.post(k.tokens.admin, 'submit', body)).statusCode).toBe(409);
      expect((await k.post(k.tokens.staff01, 'submit', { ...body, version: 2 })).statusCode).toBe(403);
      expect((await k.post(k.tokens.staff01, 'submit', { code: 'NEW', name: 'New' })).statusCode).toBe(403);
      expect((await k.post(k.tokens.otherAdmin, 'submit', { ...body, version: 2, parentId: '0' })).statusCode).toBe(
        404,
      );
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('remove', () => {
    it('removes leaf regions (and a branch removed whole), audited', async () => {
      const audits = await k.audits('region');
      expect(dataOf(await k.post(k.tokens.admin, `remove?ids=${ids['CN-440305']}`))).toBe(true);
      expect(
        dataOf(await k.post(k.tokens.admin, `remove?ids=${ids['KE-001']},${ids['KE-001-MSA']},${ids['KE-001-NYA']}`)),
      ).toBe(true);
      expect(await k.audits('region')).toBe(audits + 2);
      expect((await k.get(k.tokens.admin, `detail?id=${ids['KE-001']}`)).statusCode).toBe(404);
    });

    it('refuses a region with regions below it, without grants or across tenants; nothing changed', async () => {
      const before = await snapshot();
      const parent = await k.post(k.tokens.admin, `remove?ids=${ids['CN-44']}`, undefined, 'fr');
      expect(parent.statusCode).toBe(400);
      expect(parent.json().msg).toBe('Supprimez d’abord les régions placées sous celle-ci');
      expect((await k.post(k.tokens.staff01, `remove?ids=${ids['CN-440104']}`)).statusCode).toBe(403);
      expect(dataOf(await k.post(k.tokens.otherAdmin, `remove?ids=${ids['CN-440104']}`))).toBe(false);
      expect((await k.post(k.tokens.admin, 'remove?ids=a,b')).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });
});
