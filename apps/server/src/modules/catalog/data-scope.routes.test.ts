import { DATA_SCOPE } from '@smdp/contracts/access';
import type { CustomerGoods, CustomerLevel, PriceList } from '@smdp/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithDataScope, type ScopedAccount } from '../../testing/data-scope';
import { bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';

const LIST = '/api/smdp-goods/price-list';
const LEVEL = '/api/smdp-goods/customer-level';
const ASSORTMENT = '/api/smdp-goods/customer-goods';

type Page<T> = { records: T[]; total: number };

/** Price lists, customer levels and assortments under a role's data scope (platform/scope). */
describe('catalog rows under a data scope', () => {
  let t: TestApp;
  let admin: string;
  let dist01: string;
  /** Company staff like staff01, but its role reaches only the rows it created. */
  let clerk: ScopedAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, 'admin')).accessToken;
    dist01 = (await signIn(t.app, 'dist01')).accessToken;
    clerk = await accountWithDataScope(t, { like: 'staff01', account: 'clerk', dataScope: DATA_SCOPE.SELF });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: { ...bearer(token), 'lang-type': 'en' } });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  const page = async <T>(url: string, token: string) => dataOf<Page<T>>(await get(`${url}/list?size=500`, token));
  const db = () => t.database.db;
  const partyOf = (code: string) =>
    db().selectFrom('baseCustomer').selectAll().where('customerCode', '=', code).executeTakeFirstOrThrow();

  it('shows staff whose role reaches only its own rows the price lists it created, and 404 on another', async () => {
    const mine = dataOf<PriceList>(
      await post(`${LIST}/submit`, clerk.token, { code: 'PL-CLERK', name: 'Clerk', items: [] }),
    );
    expect((await page<PriceList>(LIST, clerk.token)).records.map((list) => list.code)).toEqual(['PL-CLERK']);
    expect((await page<PriceList>(LIST, admin)).records.map((list) => list.code)).toEqual(
      expect.arrayContaining(['PL-CLERK', 'PL-C0001', 'PL-STD']),
    );
    expect((await page<PriceList>(LIST, dist01)).records.map((list) => list.code)).toEqual(['PL-C0001']);

    const standard = await db()
      .selectFrom('priceList')
      .selectAll()
      .where('code', '=', 'PL-STD')
      .executeTakeFirstOrThrow();
    expect(standard.createUser).not.toBe(clerk.id);
    expect((await get(`${LIST}/detail?id=${standard.id}`, clerk.token)).statusCode).toBe(404);
    const change = { id: standard.id, version: standard.version, code: 'PL-STD', name: 'Taken over', items: [] };
    expect((await post(`${LIST}/submit`, clerk.token, change)).statusCode).toBe(404);
    expect(dataOf<number>(await post(`${LIST}/remove?ids=${standard.id}`, clerk.token))).toBe(0);
    const after = await db()
      .selectFrom('priceList')
      .selectAll()
      .where('id', '=', standard.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(standard);

    const renamed = await post(`${LIST}/submit`, clerk.token, {
      ...change,
      id: mine.id,
      version: mine.version,
      code: 'PL-CLERK',
    });
    expect(dataOf<PriceList>(renamed).name).toBe('Taken over');
  });

  it("refuses that staff member a price list or level for a party outside its scope, and allows its own party's", async () => {
    const other = await partyOf('C0001');
    expect(other.createUser).not.toBe(clerk.id);
    const foreignList = await post(`${LIST}/submit`, clerk.token, {
      code: 'PL-FOREIGN',
      name: 'Foreign',
      ownerPartyId: other.id,
      items: [],
    });
    expect(foreignList.statusCode).toBe(400);
    expect(foreignList.json().msg).toBe('The owning party does not exist');
    const foreignLevel = await post(`${LEVEL}/submit`, clerk.token, { name: 'Foreign level', ownerPartyId: other.id });
    expect(foreignLevel.statusCode).toBe(400);
    expect(await db().selectFrom('priceList').select('id').where('code', '=', 'PL-FOREIGN').execute()).toEqual([]);

    const own = dataOf<{ id: string }>(
      await post('/api/smdp-customer/baseCustomer/submit', clerk.token, {
        customerName: 'Clerk owner',
        partyType: 'DISTRIBUTOR',
      }),
    );
    const ownList = await post(`${LIST}/submit`, clerk.token, {
      code: 'PL-OWN',
      name: 'Own',
      ownerPartyId: own.id,
      items: [],
    });
    expect(dataOf<PriceList>(ownList).ownerPartyId).toBe(own.id);
  });

  it('shows that staff member only the customer levels it created, and 404 on another', async () => {
    const mine = dataOf<CustomerLevel>(
      await post(`${LEVEL}/submit`, clerk.token, { code: 'LV-CLERK', name: 'Clerk level' }),
    );
    expect((await page<CustomerLevel>(LEVEL, clerk.token)).records.map((level) => level.id)).toEqual([mine.id]);
    const everyLevel = (await page<CustomerLevel>(LEVEL, admin)).records;
    expect(everyLevel.map((level) => level.id)).toContain(mine.id);
    const other = everyLevel.find((level) => level.id !== mine.id) as CustomerLevel;
    expect((await get(`${LEVEL}/detail?id=${other.id}`, clerk.token)).statusCode).toBe(404);
    const change = { id: other.id, version: other.version, code: other.code, name: 'Taken over' };
    expect((await post(`${LEVEL}/submit`, clerk.token, change)).statusCode).toBe(404);
    expect(dataOf<number>(await post(`${LEVEL}/remove?ids=${other.id}`, clerk.token))).toBe(0);
    expect(dataOf<CustomerLevel>(await get(`${LEVEL}/detail?id=${other.id}`, admin))).toMatchObject({
      name: other.name,
      version: other.version,
    });
    const ofDist01 = (await page<CustomerLevel>(LEVEL, dist01)).records;
    expect(ofDist01.length).toBeGreaterThan(0);
    expect(ofDist01.every((level) => level.ownerName === 'Sunrise Distribution')).toBe(true);
  });

  it('lets that staff member keep only the assortments of parties it created, and see and remove only its rows', async () => {
    const own = await partyOf('C0002-0004');
    expect(own.createUser).not.toBe(clerk.id);
    await db().updateTable('baseCustomer').set({ createUser: clerk.id }).where('id', '=', own.id).execute();
    const foreign = await partyOf('C0002-0005');
    const goods = await db().selectFrom('goods').select('id').where('sku', '=', 'SKU-0020').executeTakeFirstOrThrow();

    expect(await page<CustomerGoods>(ASSORTMENT, clerk.token)).toMatchObject({ total: 0 });
    const add = (partyId: string, token = clerk.token) =>
      post(`${ASSORTMENT}/submit`, token, { partyId, goodsIds: [goods.id] });
    expect(dataOf<number>(await add(own.id))).toBe(1);
    expect((await add(foreign.id)).json().msg).toBe('Customer goods can be kept only for your own buyers');
    expect(dataOf<number>(await add(foreign.id, admin))).toBe(1);

    const seen = (await page<CustomerGoods>(ASSORTMENT, clerk.token)).records;
    expect(seen.map((row) => row.partyCode)).toEqual(['C0002-0004']);
    const theirs = (await page<CustomerGoods>(`${ASSORTMENT}`, admin)).records.find(
      (row) => row.partyId === foreign.id && row.goodsId === goods.id,
    ) as CustomerGoods;
    expect(dataOf<number>(await post(`${ASSORTMENT}/remove?ids=${theirs.id}`, clerk.token))).toBe(0);
    expect(dataOf<number>(await post(`${ASSORTMENT}/remove?ids=${seen[0]?.id}`, clerk.token))).toBe(1);

    const ofDist01 = (await page<CustomerGoods>(ASSORTMENT, dist01)).records;
    expect(ofDist01.length).toBeGreaterThan(0);
    expect(ofDist01.every((row) => row.partyCode.startsWith('C0001'))).toBe(true);
  });
});
