import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Shop, Warehouse } from '@smdp/contracts/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithDataScope, type ScopedAccount } from '../../testing/data-scope';
import { bearer, createTestApp, dataOf, type TestApp } from '../../testing/test-app';

const SHOP = '/api/smdp-customer/customerShop';
const WAREHOUSE = '/api/smdp-warehouse/warehouse';

/** What staff whose role reaches only its department's rows create lands in that department, so they see it. */
describe('stores and warehouses under a department data scope', () => {
  let t: TestApp;
  let deptClerk: ScopedAccount;
  beforeAll(async () => {
    t = await createTestApp();
    deptClerk = await accountWithDataScope(t, { like: 'staff01', account: 'dept-clerk', dataScope: DATA_SCOPE.DEPT });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: bearer(deptClerk.token) });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(deptClerk.token), 'lang-type': 'en' }, payload });

  it('creates a warehouse and a store, and lists them without the rows no department holds', async () => {
    const warehouse = dataOf<Warehouse>(
      await post(`${WAREHOUSE}/submit`, { code: 'D01', name: 'Dept stock', grade: 1 }),
    );
    const owner = await t.database.db
      .selectFrom('baseCustomer')
      .select('id')
      .where('customerCode', '=', 'C0001')
      .executeTakeFirstOrThrow();
    const shop = dataOf<Shop>(
      await post(`${SHOP}/save`, { customerId: owner.id, shopCode: 'D01', shopName: 'Dept shop' }),
    );

    const ids = async (url: string) =>
      dataOf<Page<{ id: string }>>(await get(`${url}/list?size=500`)).records.map((row) => row.id);
    expect(await ids(WAREHOUSE)).toEqual([warehouse.id]);
    expect(await ids(SHOP)).toEqual([shop.id]);
  });
});
