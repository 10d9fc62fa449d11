import type { CustomerDetail, MyShop, SalesContact } from '@smdp/contracts/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

describe('smdp-customer', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    // The demo's second distributor, whose data dist01 must never see.
    const db = t.database.db;
    const other = await db
      .selectFrom('baseCustomer')
      .select('id')
      .where('customerCode', '=', 'C0002')
      .executeTakeFirstOrThrow();
    const shop = await db
      .insertInto('customerShop')
      .values({ tenantId: '000000', customerId: other.id, shopCode: 'S900', shopName: 'Moonlight store' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const warehouse = await db
      .insertInto('warehouse')
      .values({ tenantId: '000000', code: 'W90', name: 'Moonlight warehouse', grade: 1, ownerCustomerId: other.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customerShopBind')
      .values({ tenantId: '000000', shopId: shop.id, warehouseId: warehouse.id })
      .execute();
    await db
      .insertInto('customerSalesContact')
      .values({ tenantId: '000000', customerId: other.id, enName: 'Not yours', jobTitle: 'Rep', contactNumber: '1' })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string, lang = 'en') =>
    t.app.inject({ url: `/api/smdp-customer${url}`, headers: { ...(token ? bearer(token) : {}), 'lang-type': lang } });

  describe('baseCustomer/byDetail', () => {
    it('gives a customer account its own customer, whatever code it asks for', async () => {
      const own = {
        customerCode: 'C0001',
        customerName: 'Sunrise Distribution',
        customerFullName: 'Sunrise Distribution Co., Ltd.',
      };
      expect(dataOf<CustomerDetail>(await get('/baseCustomer/byDetail', tokens.dist01))).toMatchObject(own);
      expect(
        dataOf<CustomerDetail>(await get('/baseCustomer/byDetail?customerCode=C0002', tokens['dist01-sub'])),
      ).toMatchObject(own);
    });

    it('lets company staff look up a customer of their tenant by code, and only of their tenant', async () => {
      expect(
        dataOf<CustomerDetail>(await get('/baseCustomer/byDetail?customerCode=C0002', tokens.staff01)).customerName,
      ).toBe('Moonlight Trading');
      expect(dataOf(await get('/baseCustomer/byDetail', tokens.staff01))).toBeNull();
      expect(dataOf(await get('/baseCustomer/byDetail?customerCode=C0001', tokens.otherAdmin))).toBeNull();
    });

    it('rejects a too long code with a translated 400 and needs a token', async () => {
      const response = await get(`/baseCustomer/byDetail?customerCode=${'x'.repeat(65)}`, tokens.staff01, 'fr');
      expect(response.json()).toMatchObject({
        code: 400,
        msg: 'Paramètre customerCode invalide : Saisissez au plus 64 caractères',
      });
      expect((await get('/baseCustomer/byDetail')).statusCode).toBe(401);
      expect((await get('/baseCustomer/byDetail', 'forged.token.value')).statusCode).toBe(401);
    });
  });

  describe('baseCustomerSales/salesList', () => {
    it("lists the customer's own sales contacts in order", async () => {
      const contacts = dataOf<SalesContact[]>(await get('/baseCustomerSales/salesList', tokens.dist01));
      expect(contacts.map((c) => c.enName)).toEqual(['Chen Jie', 'Amina Njoroge']);
      expect(contacts[0]).toMatchObject({ saleUnitName: 'North sales unit', jobTitle: 'Account manager' });
    });

    it('gives staff and the other tenant nothing, and needs a token', async () => {
      expect(dataOf(await get('/baseCustomerSales/salesList', tokens.staff01))).toEqual([]);
      expect(dataOf(await get('/baseCustomerSales/salesList', tokens.otherAdmin))).toEqual([]);
      expect((await get('/baseCustomerSales/salesList', 'forged.token.value')).statusCode).toBe(401);
      expect((await get('/baseCustomerSales/salesList')).statusCode).toBe(401);
    });
  });

  describe('customerShop/myShopList', () => {
    it("lists the customer's active stores with their bound warehouses", async () => {
      const shops = dataOf<MyShop[]>(await get('/customerShop/myShopList', tokens.dist01));
      expect(shops.map((s) => s.shopCode)).toEqual(['S001', 'S002']);
      expect(shops.every((s) => s.status === 1 && s.isDeleted === 0 && s.bindWarehouseIds.length === 1)).toBe(true);
      expect(dataOf<MyShop[]>(await get('/customerShop/myShopList', tokens['dist01-sub']))).toEqual(shops);
    });

    it('drops an inactive store, a deleted store and a deleted binding', async () => {
      const db = t.database.db;
      const s002 = await db
        .selectFrom('customerShop')
        .select('id')
        .where('shopCode', '=', 'S002')
        .executeTakeFirstOrThrow();
      await db.updateTable('customerShopBind').set({ isDeleted: 1 }).where('shopId', '=', s002.id).execute();
      expect(dataOf<MyShop[]>(await get('/customerShop/myShopList', tokens.dist01))[1]?.bindWarehouseIds).toEqual([]);
      await db.updateTable('customerShop').set({ isDeleted: 1 }).where('id', '=', s002.id).execute();
      expect(dataOf<MyShop[]>(await get('/customerShop/myShopList', tokens.dist01)).map((s) => s.shopCode)).toEqual([
        'S001',
      ]);
      await db.updateTable('customerShop').set({ isDeleted: 0, status: 0 }).where('id', '=', s002.id).execute();
      expect(dataOf<MyShop[]>(await get('/customerShop/myShopList', tokens.dist01)).map((s) => s.shopCode)).toEqual([
        'S001',
      ]);
      await db.updateTable('customerShop').set({ status: 1 }).where('id', '=', s002.id).execute();
      await db.updateTable('customerShopBind').set({ isDeleted: 0 }).where('shopId', '=', s002.id).execute();
    });

    it('gives company staff, the other tenant and another customer nothing of C0001', async () => {
      expect(dataOf(await get('/customerShop/myShopList', tokens.staff01))).toEqual([]);
      expect(dataOf(await get('/customerShop/myShopList', tokens.otherAdmin))).toEqual([]);
      expect(
        dataOf<MyShop[]>(await get('/customerShop/myShopList', tokens.dist01)).some((s) => s.shopCode === 'S900'),
      ).toBe(false);
      expect((await get('/customerShop/myShopList')).statusCode).toBe(401);
      expect((await get('/customerShop/myShopList', 'forged.token.value')).statusCode).toBe(401);
    });
  });
});
