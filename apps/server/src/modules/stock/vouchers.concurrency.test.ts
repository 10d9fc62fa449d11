import type { Outbound } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';
import { balanceOf, expectNoDrift, ledgerEntriesOf, OUTBOUND, stockUp, voucherClient } from './vouchers.testkit';

/**
 * Two server instances (on PostgreSQL two connection pools) shipping the last unit at the same moment:
 * exactly one outbound gets it, the other is told there is not enough and stays as it was.
 */
describe('outbound vouchers on two instances', () => {
  let t: TestApp;
  let instances: App[];
  let make: StockFixtures;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    instances = [t.app, await t.anotherInstance()];
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    token = (await signIn(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.close());

  const on = (index: number) => voucherClient(instances[index % 2] as App, token);
  const db = () => t.database.db;

  it('two outbounds confirming and shipping the last unit: exactly one succeeds', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '1');
    const drafts = await Promise.all(
      [0, 1].map((index) =>
        on(index).outbound({
          outboundType: 'OTHER_OUT',
          warehouseId: warehouse,
          lines: [{ goodsId: goods, unit: PIECE, qty: '1' }],
        }),
      ),
    );
    const ship = async (index: number, draft: Outbound) => {
      const confirmed = await on(index).act(OUTBOUND, 'confirm', draft);
      if (confirmed.statusCode !== 200) return confirmed;
      return on(index).act(OUTBOUND, 'ship', dataOf<Outbound>(confirmed));
    };
    const results = await Promise.all(drafts.map((draft, index) => ship(index, draft)));
    const codes = results.map((result) => result.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = results.find((result) => result.statusCode === 400);
    expect(refused?.json().msg).toMatch(/^Not enough stock of SKU-/);

    const states = await Promise.all(
      drafts.map(async (draft) => dataOf<Outbound>(await on(0).get(`${OUTBOUND}/detail?id=${draft.id}`)).state),
    );
    expect(states.sort()).toEqual(['DONE', 'DRAFT']);
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '0.000', reserved: '0.000', available: '0.000' });
    const posted = await Promise.all(drafts.map((draft) => ledgerEntriesOf(db(), 'outbound', draft.id)));
    expect(posted.map((entries) => entries.length).sort()).toEqual([0, 1]);
    await expectNoDrift(db());
  });

  it('many outbounds racing for a small stock never reserve or ship more than there is', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '5');
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        on(index).outbound({
          outboundType: 'OTHER_OUT',
          warehouseId: warehouse,
          lines: [{ goodsId: goods, unit: PIECE, qty: '2' }],
        }),
      ),
    );
    const results = await Promise.all(drafts.map((draft, index) => on(index).act(OUTBOUND, 'confirm', draft)));
    const confirmed = results.filter((result) => result.statusCode === 200).map((result) => dataOf<Outbound>(result));
    expect(confirmed).toHaveLength(2);
    await Promise.all(confirmed.map((voucher, index) => on(index).act(OUTBOUND, 'ship', voucher)));
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '1.000', reserved: '0.000', available: '1.000' });
    await expectNoDrift(db());
  });
});
