import type { CustomerLevel, PricedLine, PriceList, PriceListItem, ResolvedPrice } from '@smdp/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const LEVEL = '/api/smdp-goods/customer-level';
const LIST = '/api/smdp-goods/price-list';
const PRICE = '/api/smdp-goods/price/resolve';

type Page<T> = { records: T[]; total: number };
type Detail = PriceList & { items: PriceListItem[] };

describe('customer levels, price lists and price resolution', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string; nobody: string };
  beforeAll(async () => {
    t = await createTestApp();
    const demo = await signInDemoAccounts(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/submit',
      headers: bearer(demo.admin),
      payload: { account: 'nobody', password: md5('Passw0rd!') },
    });
    dataOf(created);
    tokens = {
      ...demo,
      dist02: (await signIn(t.app, 'dist02')).accessToken,
      nobody: (await signIn(t.app, 'nobody', 'Passw0rd!')).accessToken,
    };
  });
  afterAll(() => t.close());

  const get = (url: string, token: string, lang = 'en') =>
    t.app.inject({ url, headers: { ...bearer(token), 'lang-type': lang } });
  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const db = () => t.database.db;
  const snapshot = async () => ({
    lists: await db().selectFrom('priceList').selectAll().orderBy('id').execute(),
    items: await db().selectFrom('priceListItem').selectAll().orderBy('id').execute(),
    levels: await db().selectFrom('customerLevel').selectAll().orderBy('id').execute(),
  });
  const partyId = async (code: string) =>
    (await db().selectFrom('baseCustomer').select('id').where('customerCode', '=', code).executeTakeFirstOrThrow()).id;
  const goodsId = async (sku: string) =>
    (await db().selectFrom('goods').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  const listByCode = async (code: string) =>
    db().selectFrom('priceList').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const firstBuyerOf = async (sellerCode: string) =>
    (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('sellerPartyId', '=', await partyId(sellerCode))
        .orderBy('customerCode')
        .executeTakeFirstOrThrow()
    ).id;

  describe('price lists', () => {
    it('shows staff every list and a distributor only its own; the other tenant sees none', async () => {
      const staff = dataOf<Page<PriceList>>(await get(`${LIST}/list`, tokens.admin));
      expect(staff.records.map((list) => [list.code, list.isDefault, list.ownerCode])).toEqual([
        ['PL-C0001', true, 'C0001'],
        ['PL-KEY', false, 'HQ'],
        ['PL-STD', true, 'HQ'],
      ]);
      expect(staff.records.find((list) => list.code === 'PL-STD')?.itemCount).toBe(440);
      const mine = dataOf<Page<PriceList>>(await get(`${LIST}/list`, tokens.dist01));
      expect(mine.records.map((list) => list.code)).toEqual(['PL-C0001']);
      expect(dataOf<Page<PriceList>>(await get(`${LIST}/list`, tokens.dist02)).total).toBe(0);
      expect(dataOf<Page<PriceList>>(await get(`${LIST}/list`, tokens.otherAdmin)).total).toBe(0);
      const retail = await listByCode('PL-C0001');
      const detail = dataOf<Detail>(await get(`${LIST}/detail?id=${retail.id}`, tokens.dist01));
      expect(detail.items).toHaveLength(150);
      expect(detail.items[0]).toMatchObject({ sku: 'SKU-0001', unit: 'PCS', price: '1.88', minQty: '0.000' });
      expect((await get(`${LIST}/detail?id=${retail.id}`, tokens.dist02)).statusCode).toBe(404);
      expect((await get(`${LIST}/detail?id=${retail.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await get(`${LIST}/list`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect((await get(`${LIST}/list`, 'forged')).statusCode).toBe(401);
    });

    it('creates a list with goods and category rows owned by the caller customer, edits it with its version, 409 when stale', async () => {
      const created = dataOf<Detail>(
        await post(`${LIST}/submit`, tokens.dist02, {
          ownerPartyId: await partyId('C0001'),
          code: 'PL-C0002',
          name: 'Moonlight store prices',
          currency: 'KES',
          validFrom: '2026-02-01',
          isDefault: true,
          items: [
            { goodsId: await goodsId('SKU-0001'), unit: 'PCS', price: '1.90' },
            { goodsId: await goodsId('SKU-0001'), unit: 'CTN', price: 40, minQty: '2' },
            {
              categoryId: (
                await db()
                  .selectFrom('productCategory')
                  .select('id')
                  .where('code', '=', 'SNK')
                  .executeTakeFirstOrThrow()
              ).id,
              unit: 'PCS',
              price: '3.33',
            },
          ],
        }),
      );
      // A customer account always owns its own lists, whatever it names.
      expect(created).toMatchObject({ ownerCode: 'C0002', currency: 'KES', version: 1, itemCount: 3 });
      expect(created.items.map((item) => [item.unit, item.price, item.minQty, item.categoryName])).toEqual([
        ['PCS', '1.90', '0.000', null],
        ['CTN', '40.00', '2.000', null],
        ['PCS', '3.33', '0.000', 'Snacks'],
      ]);
      expect(dataOf<Page<PriceList>>(await get(`${LIST}/list`, tokens.dist01)).records.map((l) => l.code)).toEqual([
        'PL-C0001',
      ]);
      const edited = dataOf<Detail>(
        await post(`${LIST}/submit`, tokens.dist02, {
          id: created.id,
          version: 1,
          code: 'PL-C0002',
          name: 'Moonlight store prices 2026',
          isDefault: true,
          items: [{ goodsId: await goodsId('SKU-0002'), unit: 'CTN', price: '30.00' }],
        }),
      );
      expect(edited).toMatchObject({ name: 'Moonlight store prices 2026', version: 2, itemCount: 1 });
      const before = await snapshot();
      const stale = await post(`${LIST}/submit`, tokens.dist02, {
        id: created.id,
        version: 1,
        code: 'PL-C0002',
        name: 'x',
        items: [],
      });
      expect(stale.statusCode).toBe(409);
      expect(await snapshot()).toEqual(before);
      const audit = await db()
        .selectFrom('auditLog')
        .select('action')
        .where('entity', '=', 'priceList')
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    });

    it('refuses bad rows, dates, codes and a second default, translated, writing nothing', async () => {
      const before = await snapshot();
      const base = { code: 'PL-BAD', name: 'Bad', items: [] as object[] };
      const sku1 = await goodsId('SKU-0001');
      expect((await post(`${LIST}/submit`, tokens.admin, { ...base, code: 'PL-STD' })).json().msg).toBe(
        'Price list code PL-STD is already used',
      );
      expect((await post(`${LIST}/submit`, tokens.admin, { ...base, isDefault: true }, 'zh')).json().msg).toBe(
        '该客户已有默认价格表',
      );
      expect(
        (await post(`${LIST}/submit`, tokens.admin, { ...base, validFrom: '2026-05-01', validTo: '2026-04-01' })).json()
          .msg,
      ).toBe('The start date cannot be after the end date');
      expect(
        (
          await post(
            `${LIST}/submit`,
            tokens.admin,
            { ...base, items: [{ goodsId: sku1, unit: 'KG', price: '1' }] },
            'fr',
          )
        ).json().msg,
      ).toBe("Ligne 1 : l'article ou le niveau de produit n'existe pas, ou l'unité n'est pas celle de l'article");
      const float = await post(`${LIST}/submit`, tokens.admin, {
        ...base,
        items: [{ goodsId: sku1, unit: 'PCS', price: '0.105' }],
      });
      expect(float.statusCode).toBe(400);
      expect(float.json().msg).toContain('items.0.price');
      const both = await post(`${LIST}/submit`, tokens.admin, {
        ...base,
        items: [{ goodsId: sku1, categoryId: sku1, unit: 'PCS', price: '1' }],
      });
      expect(both.statusCode).toBe(400);
      expect((await post(`${LIST}/submit`, tokens.admin, { ...base, validFrom: '2026-13-01' })).statusCode).toBe(400);
      expect((await post(`${LIST}/submit`, tokens.admin, { ...base, name: undefined }, 'ru')).json().msg).toContain(
        'name',
      );
      expect(await snapshot()).toEqual(before);
    });

    it('needs the price-list buttons; the other tenant and the other distributor change nothing', async () => {
      const retail = await listByCode('PL-C0001');
      const before = await snapshot();
      const change = { id: retail.id, version: retail.version, code: retail.code, name: 'x', items: [] };
      expect((await post(`${LIST}/submit`, tokens['dist01-sub'], change)).statusCode).toBe(403);
      expect(
        (await post(`${LIST}/submit`, tokens['dist01-sub'], { ...change, id: undefined, code: 'N' })).statusCode,
      ).toBe(403);
      expect((await post(`${LIST}/submit`, tokens.dist02, change)).statusCode).toBe(404);
      expect((await post(`${LIST}/submit`, tokens.otherAdmin, change)).statusCode).toBe(404);
      expect((await post(`${LIST}/remove?ids=${retail.id}`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect(dataOf<number>(await post(`${LIST}/remove?ids=${retail.id}`, tokens.dist02))).toBe(0);
      expect(dataOf<number>(await post(`${LIST}/remove?ids=${retail.id}`, tokens.otherAdmin))).toBe(0);
      expect(await snapshot()).toEqual(before);
    });

    it('removes an unused list and refuses one a customer level uses', async () => {
      const before = await snapshot();
      const used = await post(`${LIST}/remove?ids=${(await listByCode('PL-KEY')).id}`, tokens.admin);
      expect(used.json()).toMatchObject({ code: 400, msg: 'Customers or customer levels still use this price list' });
      expect(await snapshot()).toEqual(before);
      const spare = dataOf<Detail>(
        await post(`${LIST}/submit`, tokens.dist01, { code: 'PL-SPARE', name: 'Spare', items: [] }),
      );
      expect(dataOf<number>(await post(`${LIST}/remove?ids=${spare.id}`, tokens.dist01))).toBe(1);
      expect((await get(`${LIST}/detail?id=${spare.id}`, tokens.dist01)).statusCode).toBe(404);
    });
  });

  describe('customer levels', () => {
    it('lists the levels a caller grades with; creates, edits (409 when stale) and removes one', async () => {
      const staff = dataOf<Page<CustomerLevel>>(await get(`${LEVEL}/list`, tokens.admin));
      expect(staff.records.map((level) => [level.code, level.defaultPriceListName]).sort()).toEqual([
        ['LV-C0001-STORE', 'Sunrise store prices'],
        ['LV-KEY', 'Key distributor prices'],
        ['LV-STD', 'Company standard prices'],
      ]);
      expect(dataOf<Page<CustomerLevel>>(await get(`${LEVEL}/list`, tokens.dist01)).records.map((l) => l.code)).toEqual(
        ['LV-C0001-STORE'],
      );
      expect(dataOf<Page<CustomerLevel>>(await get(`${LEVEL}/list`, tokens.otherAdmin)).total).toBe(0);
      const retail = await listByCode('PL-C0001');
      const created = dataOf<CustomerLevel>(
        await post(`${LEVEL}/submit`, tokens.dist01, {
          code: 'LV-C0001-VIP',
          name: 'VIP store',
          rank: 0,
          defaultPriceListId: retail.id,
        }),
      );
      expect(created).toMatchObject({ ownerName: 'Sunrise Distribution', version: 1, defaultPriceListId: retail.id });
      expect(dataOf<CustomerLevel>(await get(`${LEVEL}/detail?id=${created.id}`, tokens.dist01))).toMatchObject({
        code: 'LV-C0001-VIP',
        defaultPriceListName: 'Sunrise store prices',
      });
      expect((await get(`${LEVEL}/detail?id=${created.id}`, tokens.dist02)).statusCode).toBe(404);
      expect((await get(`${LEVEL}/detail?id=${created.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await get(`${LEVEL}/list`, tokens.nobody)).statusCode).toBe(403);
      const edited = dataOf<CustomerLevel>(
        await post(`${LEVEL}/submit`, tokens.dist01, {
          id: created.id,
          version: 1,
          code: 'LV-C0001-VIP',
          name: 'VIP stores',
        }),
      );
      expect(edited).toMatchObject({ name: 'VIP stores', version: 2, defaultPriceListId: null });
      const before = await snapshot();
      expect(
        (await post(`${LEVEL}/submit`, tokens.dist01, { id: created.id, version: 1, code: 'LV-C0001-VIP', name: 'x' }))
          .statusCode,
      ).toBe(409);
      expect(
        (await post(`${LEVEL}/submit`, tokens.dist02, { id: created.id, version: 2, code: 'LV-C0001-VIP', name: 'x' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await post(`${LEVEL}/submit`, tokens.otherAdmin, {
            id: created.id,
            version: 2,
            code: 'LV-C0001-VIP',
            name: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect((await post(`${LEVEL}/submit`, tokens['dist01-sub'], { code: 'LV-X', name: 'x' })).statusCode).toBe(403);
      expect(
        (
          await post(
            `${LEVEL}/submit`,
            tokens.dist01,
            { code: 'LV-X', name: 'x', defaultPriceListId: (await listByCode('PL-STD')).id },
            'es',
          )
        ).json().msg,
      ).toBe('La lista de precios predeterminada debe ser del mismo propietario');
      expect((await post(`${LEVEL}/submit`, tokens.dist01, { code: 'LV-KEY', name: 'x' })).json().msg).toBe(
        'Customer level code LV-KEY is already used',
      );
      expect((await post(`${LEVEL}/submit`, tokens.dist01, { code: 'LV-X', name: 'x', rank: -1 })).statusCode).toBe(
        400,
      );
      expect(await snapshot()).toEqual(before);
      expect(
        (await post(`${LEVEL}/remove?ids=${(await listByCode('PL-KEY')).id}`, tokens['dist01-sub'])).statusCode,
      ).toBe(403);
      const held = await db()
        .selectFrom('customerLevel')
        .select('id')
        .where('code', '=', 'LV-KEY')
        .executeTakeFirstOrThrow();
      expect((await post(`${LEVEL}/remove?ids=${held.id}`, tokens.admin)).json().msg).toBe(
        'Customers still have this level',
      );
      expect(dataOf<number>(await post(`${LEVEL}/remove?ids=${created.id}`, tokens.dist02))).toBe(0);
      expect(dataOf<number>(await post(`${LEVEL}/remove?ids=${created.id}`, tokens.dist01))).toBe(1);
    });
  });

  describe('price resolution', () => {
    const one = (token: string, query: Record<string, string>) =>
      get(`${PRICE}?${new URLSearchParams(query).toString()}`, token);

    it("prices from the buyer's level list, the seller's default and the quantity breaks, in cents", async () => {
      const sunrise = await partyId('C0001');
      const moonlight = await partyId('C0002');
      const ask = async (buyerId: string, sku: string, unit: string, quantity: string, date = '2026-06-01') =>
        dataOf<ResolvedPrice | null>(
          await one(tokens.admin, { buyerId, goodsId: await goodsId(sku), unit, quantity, date }),
        );
      expect(await ask(sunrise, 'SKU-0001', 'PCS', '3')).toMatchObject({
        source: 'LEVEL',
        unitPrice: '1.44',
        amount: '4.32',
      });
      expect(await ask(sunrise, 'SKU-0120', 'PCS', '1')).toMatchObject({ source: 'LEVEL', unitPrice: '2.50' });
      expect(await ask(sunrise, 'SKU-0150', 'PCS', '1')).toMatchObject({ source: 'SELLER', unitPrice: '18.94' });
      expect(await ask(sunrise, 'SKU-0001', 'CTN', '2')).toMatchObject({
        source: 'SELLER',
        unitPrice: '35.80',
        amount: '71.60',
      });
      expect(await ask(moonlight, 'SKU-0005', 'PCS', '99')).toMatchObject({ unitPrice: '3.05' });
      expect(await ask(moonlight, 'SKU-0005', 'PCS', '100')).toMatchObject({ unitPrice: '2.75', amount: '275.00' });
      expect(await ask(moonlight, 'SKU-0005', 'PCS', '0.001')).toMatchObject({ unitPrice: '3.05', amount: '0.00' });
      expect(await ask(sunrise, 'SKU-0001', 'PCS', '1', '2025-12-31')).toBeNull();
      expect(await ask(sunrise, 'SKU-0001', 'KG', '1')).toBeNull();
      const store = await firstBuyerOf('C0001');
      expect(await ask(store, 'SKU-0001', 'PCS', '1')).toMatchObject({ source: 'SELLER', unitPrice: '1.88' });
      expect(await ask(store, 'SKU-0160', 'PCS', '1')).toBeNull();
    });

    it("a buyer's own list wins over its level's, and only while the list is valid", async () => {
      const sunrise = await partyId('C0001');
      const sku1 = await goodsId('SKU-0001');
      const own = dataOf<Detail>(
        await post(`${LIST}/submit`, tokens.admin, {
          ownerPartyId: (
            await db()
              .selectFrom('baseCustomer')
              .select('id')
              .where('customerCode', '=', 'HQ')
              .executeTakeFirstOrThrow()
          ).id,
          code: 'PL-SUNRISE',
          name: 'Sunrise special',
          validFrom: '2026-06-01',
          validTo: '2026-06-30',
          items: [{ goodsId: sku1, unit: 'PCS', price: '1.00' }],
        }),
      );
      await db().updateTable('baseCustomer').set({ priceListId: own.id }).where('id', '=', sunrise).execute();
      const lines = [
        { goodsId: sku1, unit: 'PCS', quantity: '10' },
        { goodsId: await goodsId('SKU-0150'), unit: 'PCS', quantity: 1 },
        { goodsId: '999999999', unit: 'PCS', quantity: '1' },
      ];
      const june = dataOf<PricedLine[]>(
        await post(PRICE, tokens.dist01, { buyerId: sunrise, date: '2026-06-15', lines }),
      );
      expect(june.map((line) => [line.quantity, line.price?.source ?? null, line.price?.amount ?? null])).toEqual([
        ['10', 'BUYER', '10.00'],
        ['1', 'SELLER', '18.94'],
        ['1', null, null],
      ]);
      const checks = dataOf<PricedLine[]>(
        await post(PRICE, tokens.admin, {
          buyerId: sunrise,
          date: '2026-06-15',
          lines: [
            ...lines,
            { goodsId: await goodsId('SKU-0007'), unit: 'CTN', quantity: '1' },
            { goodsId: await goodsId('SKU-0007'), unit: 'PCS', quantity: '4' },
            { goodsId: await goodsId('SKU-0195'), unit: 'PCS', quantity: '1' },
          ],
        }),
      );
      expect(
        checks.map((line) => [line.factor, line.baseQty, line.onSale, line.inAssortment, line.quantityAllowed]),
      ).toEqual([
        ['1', '10.000', true, true, true],
        ['1', '1.000', true, true, true],
        [null, null, false, false, false],
        ['24', '24.000', true, true, true],
        ['1', '4.000', true, true, false],
        ['1', '1.000', false, false, true],
      ]);
      const july = dataOf<PricedLine[]>(
        await post(PRICE, tokens.dist01, { buyerId: sunrise, date: '2026-07-01', lines }),
      );
      expect(july[0]?.price).toMatchObject({ source: 'LEVEL', unitPrice: '1.44' });
    });

    it("answers only for the caller's own customer and its buyers, needs a permission and valid input", async () => {
      const sunrise = await partyId('C0001');
      const query = {
        buyerId: sunrise,
        goodsId: await goodsId('SKU-0001'),
        unit: 'PCS',
        quantity: '1',
        date: '2026-06-01',
      };
      expect(dataOf(await one(tokens.dist01, query))).not.toBeNull();
      expect(dataOf(await one(tokens.dist01, { ...query, buyerId: await firstBuyerOf('C0001') }))).not.toBeNull();
      expect((await one(tokens.dist02, query)).statusCode).toBe(404);
      expect((await one(tokens.dist01, { ...query, buyerId: await firstBuyerOf('C0002') })).statusCode).toBe(404);
      expect((await one(tokens.otherAdmin, query)).statusCode).toBe(404);
      expect((await one(tokens.nobody, query)).statusCode).toBe(403);
      expect((await post(PRICE, tokens.nobody, { buyerId: sunrise, lines: [query] })).statusCode).toBe(403);
      const bad = await get(`${PRICE}?${new URLSearchParams({ ...query, quantity: '1.0001' })}`, tokens.admin, 'zh');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('quantity');
      expect((await one(tokens.admin, { ...query, date: '2026-02-30' })).statusCode).toBe(400);
      expect((await post(PRICE, tokens.admin, { buyerId: sunrise, lines: [] })).statusCode).toBe(400);
      // Today in the caller's zone when no date is given: the demo lists are valid from 2026-01-01 on.
      const { date: _date, ...today } = query;
      expect((await one(tokens.admin, today)).statusCode).toBe(200);
    });
  });
});
