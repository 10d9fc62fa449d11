import type { Page, Wire } from '@smdp/contracts';
import type { Param } from '@smdp/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

describe('parameters (/system/param)', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const BASE = '/api/blade-system/param';
  const get = (token: string, path: string) => t.app.inject({ url: `${BASE}/${path}`, headers: bearer(token) });
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const submit = async (token: string, payload: Record<string, unknown>) =>
    dataOf<Wire<Param>>(await post(token, 'submit', payload));
  const paramRows = () => t.database.db.selectFrom('bladeParam').selectAll().orderBy('id').execute();

  it("creates, lists, filters, reads and updates the tenant's parameters", async () => {
    const created = await submit(tokens.admin, {
      paramName: 'Check-in radius',
      paramKey: 'visit.radius',
      paramValue: '300',
      remark: 'metres',
    });
    expect(created).toMatchObject({ paramKey: 'visit.radius', paramValue: '300', remark: 'metres', version: 1 });
    await submit(tokens.admin, { paramName: 'Auto-confirm days', paramKey: 'statement.autoConfirm', paramValue: '' });

    const page = dataOf<Page<Wire<Param>>>(await get(tokens.admin, 'list?current=1&size=10'));
    expect(page.records.map((row) => row.paramKey)).toEqual(['statement.autoConfirm', 'visit.radius']);
    expect(dataOf<Page<Wire<Param>>>(await get(tokens.admin, 'list?paramName=radius')).total).toBe(1);
    expect(dataOf<Page<Wire<Param>>>(await get(tokens.admin, 'list?paramKey_like=statement')).total).toBe(1);
    expect(dataOf(await get(tokens.admin, `detail?id=${created.id}`))).toEqual(created);

    const updated = await submit(tokens.admin, { ...created, paramValue: '250' });
    expect(updated).toMatchObject({ paramValue: '250', version: 2 });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const rows = await paramRows();
    const row = rows[0]!;
    const stale = await post(tokens.admin, 'submit', {
      id: row.id,
      version: row.version - 1,
      paramName: row.paramName,
      paramKey: row.paramKey,
      paramValue: 'lost',
    });
    expect(stale.statusCode).toBe(409);
    expect(await paramRows()).toEqual(rows);
  });

  it('rejects bad input and a taken key with a translated 400, and changes nothing', async () => {
    const rows = await paramRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paramName: '', paramKey: 'a', paramValue: 'x' }, 'en', 'paramName'],
      [{ paramName: 'A', paramKey: 'has space', paramValue: 'x' }, 'en', 'paramKey'],
      [{ paramName: 'A', paramKey: 'a', paramValue: 'x'.repeat(2001) }, 'zh', '最多输入 2000 个字符'],
      [
        { paramName: 'A', paramKey: 'visit.radius', paramValue: '1' },
        'fr',
        'Un paramètre de clé visit.radius existe déjà',
      ],
      [
        { paramName: 'A', paramKey: 'visit.radius', paramValue: '1' },
        'sw',
        'Kigezo chenye ufunguo visit.radius tayari kipo',
      ],
    ];
    for (const [payload, lang, expected] of cases) {
      const response = await post(tokens.admin, 'submit', payload, lang);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect(await paramRows()).toEqual(rows);
  });

  it('removes parameters, and the key is free again', async () => {
    const spare = await submit(tokens.admin, { paramName: 'Spare', paramKey: 'spare', paramValue: '1' });
    expect(dataOf(await post(tokens.admin, `remove?ids=${spare.id}`))).toBe(true);
    expect((await get(tokens.admin, `detail?id=${spare.id}`)).statusCode).toBe(404);
    expect((await submit(tokens.admin, { paramName: 'Spare', paramKey: 'spare', paramValue: '2' })).version).toBe(1);
  });

  it("keeps each tenant's parameters its own: same keys allowed, no reads or writes across", async () => {
    const mine = (await paramRows()).find((row) => row.paramKey === 'visit.radius')!;
    const rows = await paramRows();
    expect(dataOf<Page<Wire<Param>>>(await get(tokens.otherAdmin, 'list')).total).toBe(0);
    expect((await get(tokens.otherAdmin, `detail?id=${mine.id}`)).statusCode).toBe(404);
    const hijack = await post(tokens.otherAdmin, 'submit', {
      id: mine.id,
      version: mine.version,
      paramName: 'Hijacked',
      paramKey: 'visit.radius',
      paramValue: '1',
    });
    expect(hijack.statusCode).toBe(404);
    expect(dataOf(await post(tokens.otherAdmin, `remove?ids=${mine.id}`))).toBe(false);
    expect(await paramRows()).toEqual(rows);

    const theirs = await submit(tokens.otherAdmin, {
      paramName: 'Radius',
      paramKey: 'visit.radius',
      paramValue: '500',
    });
    expect(theirs.tenantId).toBe('100001');
    expect(dataOf<Page<Wire<Param>>>(await get(tokens.admin, 'list?paramKey=visit.radius')).records).toEqual([
      expect.objectContaining({ id: mine.id, paramValue: mine.paramValue }),
    ]);
  });

  it('is for administrators: staff and customer accounts get 403 and change nothing', async () => {
    const rows = await paramRows();
    for (const token of [tokens.staff01, tokens.dist01, tokens['dist01-sub']]) {
      expect((await get(token, 'list')).statusCode).toBe(403);
      expect((await post(token, 'submit', { paramName: 'X', paramKey: 'x', paramValue: '1' })).statusCode).toBe(403);
      expect((await post(token, `remove?ids=${rows[0]!.id}`)).statusCode).toBe(403);
    }
    expect(await paramRows()).toEqual(rows);
  });
});
