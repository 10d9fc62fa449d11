import type { Wire } from '@smdp/contracts';
import type { SalesContacts, SaleUnit } from '@smdp/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const URL = '/api/blade-system/saleUnit/selectSaleUnitList';

describe('GET /api/blade-system/saleUnit/selectSaleUnitList', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  /** Rows written straight to the database bypass the 30-minute cache's invalidation. */
  const clearCaches = () => {
    for (const cache of t.app.deps.caches) cache.clear();
  };
  const contacts = async (token: string) =>
    dataOf<SalesContacts>(await t.app.inject({ url: URL, headers: bearer(token) }));
  const customerC0001 = () =>
    t.database.db
      .selectFrom('baseCustomer')
      .select(['id', 'saleUnitId'])
      .where('customerCode', '=', 'C0001')
      .executeTakeFirstOrThrow();

  it('gives a customer account its sale unit and its sales people, in order', async () => {
    const expected: SalesContacts = {
      saleUnitList: [{ id: expect.any(String), saleUnitCode: 'SU01', saleUnitName: 'North sales unit', ipoStatus: 3 }],
      salesPersonList: [
        {
          id: expect.any(String),
          saleUnitName: 'North sales unit',
          jobTitle: 'Account manager',
          enName: 'Chen Jie',
          contactNumber: '+86 21 5555 0101',
        },
        {
          id: expect.any(String),
          saleUnitName: 'North sales unit',
          jobTitle: 'Sales representative',
          enName: 'Amina Njoroge',
          contactNumber: '+254 20 555 0102',
        },
      ],
    };
    expect(await contacts(tokens.dist01!)).toEqual(expected);
    expect(await contacts(tokens['dist01-sub']!)).toEqual(expected);
  });

  it('gives staff and administrators, who belong to no customer, empty lists', async () => {
    for (const token of [tokens.admin!, tokens.staff01!, tokens.otherAdmin!]) {
      expect(await contacts(token)).toEqual({ saleUnitList: [], salesPersonList: [] });
    }
  });

  it("lists the sale units of the customer's sales people after its own, and hides deleted people", async () => {
    const db = t.database.db;
    const customer = await customerC0001();
    const south = (
      await db
        .insertInto('saleUnit')
        .values({ tenantId: '000000', saleUnitCode: 'SU00', saleUnitName: 'South sales unit', ipoStatus: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const temp = (
      await db
        .insertInto('customerSalesContact')
        .values({
          tenantId: '000000',
          customerId: customer.id,
          saleUnitId: south,
          enName: 'Omar Haddad',
          jobTitle: 'Key account',
          sort: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    clearCaches();
    const withSouth = await contacts(tokens.dist01!);
    expect(withSouth.saleUnitList.map((unit) => unit.saleUnitCode)).toEqual(['SU01', 'SU00']);
    expect(withSouth.salesPersonList.map((person) => [person.enName, person.saleUnitName])).toEqual([
      ['Chen Jie', 'North sales unit'],
      ['Amina Njoroge', 'North sales unit'],
      ['Omar Haddad', 'South sales unit'],
    ]);
    await db.updateTable('customerSalesContact').set({ isDeleted: 1 }).where('id', '=', temp).execute();
    clearCaches();
    expect((await contacts(tokens.dist01!)).salesPersonList).toHaveLength(2);
  });

  it("never shows another tenant's rows, even ones that point at this customer", async () => {
    const db = t.database.db;
    const customer = await customerC0001();
    await db
      .insertInto('customerSalesContact')
      .values({
        tenantId: '100001',
        customerId: customer.id,
        saleUnitId: customer.saleUnitId,
        enName: 'Intruder',
        sort: 0,
      })
      .execute();
    clearCaches();
    expect((await contacts(tokens.dist01!)).salesPersonList.map((person) => person.enName)).not.toContain('Intruder');

    // A tenant-100001 session claiming tenant 000000's customer finds no such customer in its tenant.
    const otherAdmin = await db
      .selectFrom('bladeUser')
      .select('id')
      .where('tenantId', '=', '100001')
      .executeTakeFirstOrThrow();
    const claim = t.app.deps.tokens.sign(
      {
        tenantId: '100001',
        userId: otherAdmin.id,
        account: 'admin',
        roleIds: [],
        deptId: null,
        customerId: customer.id,
        userType: 1,
        clientId: 'saber',
        familyId: 'f',
      },
      600,
    ).token;
    expect(await contacts(claim)).toEqual({ saleUnitList: [], salesPersonList: [] });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: bearer('x.y.z') })).statusCode).toBe(401);
  });
});

describe('sales unit management', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const BASE = '/api/blade-system/saleUnit';
  const get = (token: string, path: string) => t.app.inject({ url: `${BASE}/${path}`, headers: bearer(token) });
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const submit = async (token: string, payload: Record<string, unknown>) =>
    dataOf<Wire<SaleUnit>>(await post(token, 'submit', payload));
  const unitRows = () => t.database.db.selectFrom('saleUnit').selectAll().orderBy('id').execute();
  const su01 = () =>
    t.database.db
      .selectFrom('saleUnit')
      .select(['id', 'version'])
      .where('saleUnitCode', '=', 'SU01')
      .where('tenantId', '=', '000000')
      .executeTakeFirstOrThrow();

  it("lists, reads, creates and updates the tenant's own sales units", async () => {
    const created = await submit(tokens.admin, { saleUnitCode: 'SU02', saleUnitName: 'South', ipoStatus: 2 });
    expect(created).toMatchObject({ saleUnitCode: 'SU02', saleUnitName: 'South', ipoStatus: 2, version: 1 });
    const page = dataOf<{ records: Wire<SaleUnit>[]; total: number }>(
      await get(tokens.admin, 'list?current=1&size=10'),
    );
    expect(page.records.map((unit) => unit.saleUnitCode)).toEqual(['SU01', 'SU02']);
    expect(dataOf<{ total: number }>(await get(tokens.admin, 'list?saleUnitName=south')).total).toBe(1);
    expect(dataOf(await get(tokens.admin, `detail?id=${created.id}`))).toEqual(created);
    const updated = await submit(tokens.admin, { ...created, saleUnitName: 'South coast', ipoStatus: '3' });
    expect(updated).toMatchObject({ saleUnitName: 'South coast', ipoStatus: 3, version: 2 });
  });

  it('shows a renamed unit in the contact dialog at once, despite its 30-minute cache', async () => {
    const before = dataOf<SalesContacts>(
      await t.app.inject({ url: `${BASE}/selectSaleUnitList`, headers: bearer(tokens.dist01) }),
    );
    expect(before.saleUnitList[0]!.saleUnitName).toBe('North sales unit');
    const unit = await su01();
    await submit(tokens.admin, {
      id: unit.id,
      version: unit.version,
      saleUnitCode: 'SU01',
      saleUnitName: 'North region',
      ipoStatus: 3,
    });
    const after = dataOf<SalesContacts>(
      await t.app.inject({ url: `${BASE}/selectSaleUnitList`, headers: bearer(tokens.dist01) }),
    );
    expect(after.saleUnitList[0]!.saleUnitName).toBe('North region');
    expect(after.salesPersonList[0]!.saleUnitName).toBe('North region');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const unit = await su01();
    const rows = await unitRows();
    const stale = await post(tokens.admin, 'submit', {
      id: unit.id,
      version: unit.version - 1,
      saleUnitCode: 'SU01',
      saleUnitName: 'Lost',
      ipoStatus: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await unitRows()).toEqual(rows);
  });

  it('rejects bad input with a translated 400 and changes nothing', async () => {
    const rows = await unitRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ saleUnitCode: '', saleUnitName: 'A', ipoStatus: 1 }, 'zh', 'saleUnitCode'],
      [{ saleUnitCode: 'A1', saleUnitName: 'x'.repeat(101), ipoStatus: 1 }, 'zh', '最多输入 100 个字符'],
      [{ saleUnitCode: 'A1', saleUnitName: 'A', ipoStatus: 4 }, 'en', 'ipoStatus'],
      [{ saleUnitCode: 'SU01', saleUnitName: 'A', ipoStatus: 1 }, 'sw', 'Msimbo wa kitengo cha mauzo SU01 tayari upo'],
    ];
    for (const [payload, lang, expected] of cases) {
      const response = await post(tokens.admin, 'submit', payload, lang);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect(await unitRows()).toEqual(rows);
  });

  it('refuses to remove a unit customers are assigned to, and removes an unused one', async () => {
    const unit = await su01();
    const refused = await post(tokens.admin, `remove?ids=${unit.id}`, undefined, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('销售单位正被客户使用，不能删除');
    const spare = await submit(tokens.admin, { saleUnitCode: 'SPARE', saleUnitName: 'Spare', ipoStatus: 1 });
    expect(dataOf(await post(tokens.admin, `remove?ids=${spare.id}`))).toBe(true);
    expect((await get(tokens.admin, `detail?id=${spare.id}`)).statusCode).toBe(404);
    // The code is free again.
    expect((await submit(tokens.admin, { saleUnitCode: 'SPARE', saleUnitName: 'Spare', ipoStatus: 1 })).version).toBe(
      1,
    );
  });

  it("never shows or changes another tenant's units", async () => {
    const unit = await su01();
    const rows = await unitRows();
    expect(dataOf<{ total: number }>(await get(tokens.otherAdmin, 'list')).total).toBe(0);
    expect((await get(tokens.otherAdmin, `detail?id=${unit.id}`)).statusCode).toBe(404);
    const hijack = await post(tokens.otherAdmin, 'submit', {
      id: unit.id,
      version: unit.version,
      saleUnitCode: 'SU01',
      saleUnitName: 'Hijacked',
      ipoStatus: 1,
    });
    expect(hijack.statusCode).toBe(404);
    expect(dataOf(await post(tokens.otherAdmin, `remove?ids=${unit.id}`))).toBe(false);
    expect(await unitRows()).toEqual(rows);
    // The same code is free in another tenant.
    const own = await submit(tokens.otherAdmin, { saleUnitCode: 'SU01', saleUnitName: 'Theirs', ipoStatus: 1 });
    expect(dataOf<{ total: number }>(await get(tokens.otherAdmin, 'list')).total).toBe(1);
    expect(own.saleUnitName).toBe('Theirs');
  });

  it('needs the sales unit codes', async () => {
    const unit = await su01();
    const rows = await unitRows();
    for (const token of [tokens.staff01, tokens.dist01]) {
      expect((await get(token, 'list')).statusCode).toBe(403);
      expect((await get(token, `detail?id=${unit.id}`)).statusCode).toBe(403);
      expect((await post(token, 'submit', { saleUnitCode: 'X', saleUnitName: 'X', ipoStatus: 1 })).statusCode).toBe(
        403,
      );
      expect((await post(token, `remove?ids=${unit.id}`)).statusCode).toBe(403);
    }
    expect(await unitRows()).toEqual(rows);
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
  });
});
