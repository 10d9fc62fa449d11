import type { Shop, ShopBinding, Warehouse } from '@smdp/contracts/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const SHOP = '/api/smdp-customer/customerShop';
const BIND = '/api/smdp-customer/customerShopBind';
const WAREHOUSE = '/api/smdp-warehouse/warehouse';

type Page<T> = { records: T[]; total: number };

describe('stores and warehouses', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const db = () => t.database.db;
  const shopRows = () => db().selectFrom('customerShop').selectAll().orderBy('id').execute();
  const warehouseRows = () => db().selectFrom('warehouse').selectAll().orderBy('id').execute();
  const warehouseId = async (code: string) =>
    (await db().selectFrom('warehouse').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  describe('customerShop', () => {
    it("lists the caller customer's stores with their warehouses; staff see every store of the tenant", async () => {
      const mine = dataOf<Page<Shop>>(await get(`${SHOP}/list?size=50`, tokens.dist01));
      expect(mine.records.map((shop) => shop.shopCode)).toEqual(['S001', 'S002', 'S003']);
      expect(mine.records[0]).toMatchObject({
        customerCode: 'C0001',
        status: 1,
        bindWarehouseIds: [await warehouseId('W01')],
      });
      expect(mine.records[0]!.defaultWarehouseId).toBe(await warehouseId('W01'));
      const filtered = dataOf<Page<Shop>>(await get(`${SHOP}/list?shopName_like=east`, tokens['dist01-sub']));
      expect(filtered.records.map((shop) => shop.shopCode)).toEqual(['S002']);
      const staff = dataOf<Page<Shop>>(await get(`${SHOP}/list?size=50`, tokens.admin));
      expect(staff.total).toBeGreaterThanOrEqual(3);
      expect(dataOf<Page<Shop>>(await get(`${SHOP}/list`, tokens.otherAdmin)).total).toBe(0);
    });

    it('opens a store, changes it with its version, closes it, and a stale version gets 409', async () => {
      const created = dataOf<Shop>(
        await post(`${SHOP}/save`, tokens.dist01, { shopCode: 'S010', shopName: 'Harbour store' }),
      );
      expect(created).toMatchObject({ shopCode: 'S010', status: 1, version: 1, bindWarehouseIds: [] });
      const renamed = dataOf<Shop>(
        await post(`${SHOP}/update`, tokens.dist01, {
          id: created.id,
          version: 1,
          shopCode: 'S010',
          shopName: 'Harbour store 2',
        }),
      );
      expect(renamed).toMatchObject({ shopName: 'Harbour store 2', version: 2 });
      const stale = await post(`${SHOP}/update`, tokens.dist01, {
        id: created.id,
        version: 1,
        shopCode: 'S010',
        shopName: 'x',
      });
      expect(stale.statusCode).toBe(409);
      const closed = dataOf<Shop>(
        await post(`${SHOP}/shopStatusUpdate`, tokens.dist01, { id: created.id, version: 2, status: 0 }),
      );
      expect(closed).toMatchObject({ status: 0, version: 3 });
      const audit = await db()
        .selectFrom('auditLog')
        .selectAll()
        .where('entity', '=', 'shop')
        .where('entityId', '=', created.id)
        // In the order written: without it the rows come in whatever order the plan reads them.
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'status']);
      expect(audit[1]!.changes).toEqual({
        shopName: { from: 'Harbour store', to: 'Harbour store 2' },
        version: { from: 1, to: 2 },
        updateTime: expect.any(Object),
      });
    });

    it('asks for code and name with tip_input, refuses a used code, and writes nothing', async () => {
      const before = await shopRows();
      const noCode = await post(`${SHOP}/save`, tokens.dist01, { shopName: 'No code' }, 'zh');
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().msg).toBe('请输入shopCode');
      expect((await post(`${SHOP}/save`, tokens.dist01, { shopCode: 'S099' })).json().msg).toBe(
        'Please enter shopName',
      );
      const taken = await post(`${SHOP}/save`, tokens.dist01, { shopCode: 'S001', shopName: 'Copy' }, 'fr');
      expect(taken.json()).toMatchObject({ code: 400, msg: 'Le code de magasin S001 est déjà utilisé' });
      const long = await post(`${SHOP}/save`, tokens.dist01, { shopCode: 'S'.repeat(40), shopName: 'Long' });
      expect(long.json().msg).toContain('Enter at most 32 characters');
      expect(await shopRows()).toEqual(before);
    });

    it('needs the store buttons: a sub-account may add but not change; the other tenant sees and changes nothing', async () => {
      const s001 = await db()
        .selectFrom('customerShop')
        .selectAll()
        .where('shopCode', '=', 'S001')
        .executeTakeFirstOrThrow();
      const before = await shopRows();
      expect(
        (
          await post(`${SHOP}/update`, tokens['dist01-sub'], {
            id: s001.id,
            version: s001.version,
            shopCode: 'S001',
            shopName: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await post(`${SHOP}/shopStatusUpdate`, tokens['dist01-sub'], {
            id: s001.id,
            version: s001.version,
            status: 0,
          })
        ).statusCode,
      ).toBe(403);
      expect((await get(`${SHOP}/detail?id=${s001.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect(
        (
          await post(`${SHOP}/update`, tokens.otherAdmin, {
            id: s001.id,
            version: s001.version,
            shopCode: 'S001',
            shopName: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect((await post(`${BIND}/save`, tokens.otherAdmin, { shopId: s001.id, warehouseIds: [] })).statusCode).toBe(
        404,
      );
      expect(await shopRows()).toEqual(before);
      expect((await get(`${SHOP}/list`, 'forged')).statusCode).toBe(401);
    });

    it("binds a store to its own customer's active warehouses with one default, seen by the store selector", async () => {
      const shop = dataOf<Shop>(
        await post(`${SHOP}/save`, tokens.dist01, { shopCode: 'S011', shopName: 'Bound store' }),
      );
      const [w01, w02] = [await warehouseId('W01'), await warehouseId('W02')];
      const bound = dataOf<ShopBinding[]>(
        await post(`${BIND}/save`, tokens.dist01, {
          shopId: shop.id,
          warehouseIds: [w01, w02],
          defaultWarehouseId: w02,
        }),
      );
      expect(bound.map((b) => [b.code, b.isDefault])).toEqual([
        ['W01', false],
        ['W02', true],
      ]);
      expect(dataOf<ShopBinding[]>(await get(`${BIND}/list?shopId=${shop.id}`, tokens['dist01-sub']))).toEqual(bound);
      const selector = dataOf<{ shopCode: string; bindWarehouseIds: string[] }[]>(
        await get('/api/smdp-customer/customerShop/myShopList', tokens.dist01),
      );
      expect(selector.find((one) => one.shopCode === 'S011')?.bindWarehouseIds.sort()).toEqual([w01, w02].sort());

      const company = dataOf<Warehouse>(
        await post(`${WAREHOUSE}/submit`, tokens.admin, { code: 'HQ01', name: 'Company warehouse', grade: 1 }),
      );
      const foreign = await post(`${BIND}/save`, tokens.dist01, { shopId: shop.id, warehouseIds: [company.id] });
      expect(foreign.json()).toMatchObject({
        code: 400,
        msg: "Only the customer's own active warehouses can be bound",
      });
      expect(dataOf<ShopBinding[]>(await get(`${BIND}/list?shopId=${shop.id}`, tokens.dist01))).toEqual(bound);
    });
  });

  describe('warehouses', () => {
    it('keeps sub-warehouses under a grade-1 master of the same owner', async () => {
      const before = await warehouseRows();
      const w02 = await warehouseId('W02');
      const underSub = await post(`${WAREHOUSE}/submit`, tokens.dist01, {
        code: 'W09',
        name: 'x',
        grade: 2,
        parentWarehouseId: w02,
      });
      expect(underSub.json().msg).toBe('The master warehouse must be a grade-1 warehouse of the same owner');
      const noParent = await post(`${WAREHOUSE}/submit`, tokens.dist01, { code: 'W09', name: 'x', grade: 2 }, 'sw');
      expect(noParent.json().msg).toBe('Ghala dogo linahitaji ghala lake kuu');
      const company = await db().selectFrom('warehouse').select('id').where('code', '=', 'HQ01').executeTakeFirst();
      if (company) {
        const otherOwner = await post(`${WAREHOUSE}/submit`, tokens.dist01, {
          code: 'W09',
          name: 'x',
          grade: 2,
          parentWarehouseId: company.id,
        });
        expect(otherOwner.statusCode).toBe(400);
      }
      expect(await warehouseRows()).toEqual(before);
    });

    it("lets a distributor manage its own warehouses, tree and keepers, and never another's", async () => {
      const master = await warehouseId('W01');
      const keeper = (
        await db().selectFrom('bladeUser').select('id').where('account', '=', 'dist01-sub').executeTakeFirstOrThrow()
      ).id;
      const van = dataOf<Warehouse>(
        await post(`${WAREHOUSE}/submit`, tokens.dist01, {
          code: 'V01',
          name: 'Van 1',
          grade: 2,
          parentWarehouseId: master,
          type: 'VEHICLE',
          keeperIds: [keeper],
        }),
      );
      expect(van).toMatchObject({
        grade: 2,
        type: 'VEHICLE',
        state: 'ACTIVE',
        keeperIds: [keeper],
        parentName: 'Sunrise main warehouse',
      });
      const staffKeeper = (
        await db().selectFrom('bladeUser').select('id').where('account', '=', 'staff01').executeTakeFirstOrThrow()
      ).id;
      const wrongKeeper = await post(`${WAREHOUSE}/submit`, tokens.dist01, { ...van, keeperIds: [staffKeeper] });
      expect(wrongKeeper.json().msg).toBe("Keepers must be accounts of the warehouse's owner");

      const tree = dataOf<(Warehouse & { children?: Warehouse[] })[]>(await get(`${WAREHOUSE}/tree`, tokens.dist01));
      // the demo van's warehouse (delivery demo) is a root of its own
      expect(tree.map((node) => node.code)).toEqual(['VAN-KDA101A', 'W01']);
      expect(tree[1]!.children?.map((node) => node.code)).toEqual(['V01', 'W02', 'W03']);
      const staffList = dataOf<Page<Warehouse>>(await get(`${WAREHOUSE}/list?size=100`, tokens.admin));
      expect(staffList.records.map((w) => w.code)).toEqual(expect.arrayContaining(['W01', 'V01']));
      expect(dataOf<Page<Warehouse>>(await get(`${WAREHOUSE}/list`, tokens.otherAdmin)).total).toBe(0);
      expect((await get(`${WAREHOUSE}/detail?id=${van.id}`, tokens.otherAdmin)).statusCode).toBe(404);

      const counting = dataOf<Warehouse>(
        await post(`${WAREHOUSE}/state`, tokens.dist01, { id: van.id, version: van.version, state: 'COUNTING' }),
      );
      expect(counting).toMatchObject({ state: 'COUNTING', version: van.version + 1 });
      expect(
        (await post(`${WAREHOUSE}/state`, tokens.dist01, { id: van.id, version: van.version, state: 'ACTIVE' }))
          .statusCode,
      ).toBe(409);
    });

    it('refuses to remove a warehouse in use, removes an unused one, and needs warehouse_delete', async () => {
      const w01 = await warehouseId('W01');
      expect((await post(`${WAREHOUSE}/remove?ids=${w01}`, tokens.dist01)).json().msg).toBe(
        'This warehouse still has sub-warehouses',
      );
      const w03 = await warehouseId('W03');
      expect((await post(`${WAREHOUSE}/remove?ids=${w03}`, tokens.dist01)).json().msg).toBe(
        'Stores are still bound to this warehouse',
      );
      const spare = dataOf<Warehouse>(
        await post(`${WAREHOUSE}/submit`, tokens.dist01, { code: 'W20', name: 'Spare', grade: 1 }),
      );
      expect((await post(`${WAREHOUSE}/remove?ids=${spare.id}`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect((await post(`${WAREHOUSE}/remove?ids=${spare.id}`, tokens.otherAdmin)).json().data).toBe(0);
      expect(dataOf<number>(await post(`${WAREHOUSE}/remove?ids=${spare.id}`, tokens.dist01))).toBe(1);
      expect((await get(`${WAREHOUSE}/detail?id=${spare.id}`, tokens.dist01)).statusCode).toBe(404);
    });

    it('allows one warehouse code per tenant, even when two save it at once', async () => {
      const results = await Promise.all(
        [1, 2].map(() => post(`${WAREHOUSE}/submit`, tokens.dist01, { code: 'W30', name: 'Twin', grade: 1 })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)?.json().msg).toBe('Warehouse code W30 is already used');
    });
  });
});
