import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { closeShopsOf } from './index';

const TENANT = '000000';

/** What closing a party (customer module) does to its stores, through the store module's face. */
describe('closeShopsOf', () => {
  let t: TestApp;
  let closing: string;
  let other: string;
  let closer: { tenantId: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const admin = await db
      .selectFrom('bladeUser')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    closer = { tenantId: TENANT, userId: admin.id };
    const codes = await db
      .selectFrom('baseCustomer')
      .select(['id', 'customerCode'])
      .where('customerCode', 'in', ['C0001', 'C0002'])
      .orderBy('customerCode')
      .execute();
    [closing, other] = codes.map((row) => row.id) as [string, string];
    const warehouse = await db
      .insertInto('warehouse')
      .values({ tenantId: TENANT, code: 'W91', name: 'Closing warehouse', grade: 1, ownerCustomerId: closing })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shops = await db
      .insertInto('customerShop')
      .values([
        { tenantId: TENANT, customerId: closing, shopCode: 'S910', shopName: 'Closing store' },
        { tenantId: TENANT, customerId: other, shopCode: 'S911', shopName: 'Staying store' },
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('customerShopBind')
      .values(shops.map((shop) => ({ tenantId: TENANT, shopId: shop.id, warehouseId: warehouse.id, isDefault: true })))
      .execute();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const shopsOf = (customerId: string) =>
    db()
      .selectFrom('customerShop as s')
      .leftJoin('customerShopBind as b', 'b.shopId', 's.id')
      .select(['s.id', 's.status', 's.updateUser', 'b.warehouseId', 'b.isDeleted as bindDeleted', 'b.isDefault'])
      .where('s.customerId', '=', customerId)
      .where('s.isDeleted', '=', 0)
      .execute();

  it("closes the customer's live stores and soft-deletes their bindings in the caller's transaction, no one else's", async () => {
    const staying = await shopsOf(other);
    const now = new Date();
    const closed = await db()
      .transaction()
      .execute((trx) => closeShopsOf(trx, closer, closing, now));

    const after = await shopsOf(closing);
    expect(after.length).toBeGreaterThan(0);
    expect(closed.shopIds.sort()).toEqual(after.map((shop) => shop.id).sort());
    for (const shop of after) expect(shop).toMatchObject({ status: 0, updateUser: closer.userId });
    const wasBound = after.filter((shop) => shop.warehouseId !== null);
    expect(wasBound.every((shop) => shop.bindDeleted === 1 && shop.isDefault === false)).toBe(true);
    expect(closed.unbound).toHaveLength(wasBound.length);
    expect(await shopsOf(other)).toEqual(staying);

    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await closeShopsOf(trx, closer, other, now);
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    expect(await shopsOf(other)).toEqual(staying);
  });
});
