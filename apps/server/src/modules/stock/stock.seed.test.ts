import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { generateStockHistory } from './stock.seed';
import { expectNoDrift } from './vouchers.testkit';

describe('the --scale stock history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('posts openings and daily moves through the ledger, which stays consistent', async () => {
    const make = await stockFixtures(t.database.db, ADMIN_TENANT);
    const warehouseIds = [await make.warehouse(), await make.warehouse()];
    const goodsIds = await Promise.all(Array.from({ length: 30 }, () => make.goods()));
    const entries = await t.database.db.transaction().execute((trx) =>
      generateStockHistory(trx, {
        tenantId: ADMIN_TENANT,
        warehouseIds,
        goodsIds,
        baseUnits: goodsIds.map(() => PIECE),
      }),
    );
    const written = await t.database.db
      .selectFrom('stockLedgerEntry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('warehouseId', 'in', warehouseIds)
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(entries);
    // Openings of 30 goods in 2 warehouses, then 5 days × 2 warehouses × 3 vouchers of up to 20 lines.
    expect(entries).toBeGreaterThan(60 + 5 * 2 * 3 * 10);
    await expectNoDrift(t.database.db);
  });
});
