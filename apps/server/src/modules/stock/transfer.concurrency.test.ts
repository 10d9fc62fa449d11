import type { Transfer } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';
import { figuresOf, TRANSFER, transferClient } from './transfer.testkit';
import { expectNoDrift, stockUp } from './vouchers.testkit';

/**
 * Two server instances (on PostgreSQL two connection pools) confirming transfers of the last units at
 * the same moment, in opposite directions too: exactly one gets them, and nothing deadlocks.
 */
describe('transfers on two instances', () => {
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

  const on = (index: number) => transferClient(instances[index % 2] as App, token);
  const db = () => t.database.db;

  it('two transfers confirming the last units at once: exactly one succeeds', async () => {
    const [from, a, b, goods] = [
      await make.warehouse(),
      await make.warehouse(),
      await make.warehouse(),
      await make.goods(),
    ];
    await stockUp(db(), from, goods, '2');
    const drafts = await Promise.all([a, b].map((to, index) => on(index).transfer(from, to, goods, '2')));
    const results = await Promise.all(drafts.map((draft, index) => on(index).act(TRANSFER, 'confirm', draft)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((result) => result.statusCode === 400)?.json().msg).toMatch(/^Not enough stock of SKU-/);
    const states = await Promise.all(
      drafts.map(async (draft) => dataOf<Transfer>(await on(0).get(`${TRANSFER}/detail?id=${draft.id}`)).state),
    );
    expect(states.sort()).toEqual(['DRAFT', 'SUBMITTED']);
    expect(await figuresOf(db(), from, goods)).toEqual({ onHand: '2.000', reserved: '2.000', inTransit: '0.000' });
    await expectNoDrift(db());
  });

  it('transfers shipping both ways between two warehouses at once both land', async () => {
    const [left, right, goods] = [await make.warehouse(), await make.warehouse(), await make.goods()];
    await stockUp(db(), left, goods, '3');
    await stockUp(db(), right, goods, '3');
    const confirmed = await Promise.all(
      [
        [left, right],
        [right, left],
      ].map(async ([from, to], index) =>
        on(index).move('confirm', await on(index).transfer(from as string, to as string, goods, '3')),
      ),
    );
    const shipped = await Promise.all(confirmed.map((transfer, index) => on(index).act(TRANSFER, 'ship', transfer)));
    expect(shipped.map((result) => result.statusCode)).toEqual([200, 200]);
    expect(await figuresOf(db(), left, goods)).toEqual({ onHand: '0.000', reserved: '0.000', inTransit: '3.000' });
    expect(await figuresOf(db(), right, goods)).toEqual({ onHand: '0.000', reserved: '0.000', inTransit: '3.000' });
    await expectNoDrift(db());
  });
});
