import { suggestedOrder, type Visit } from '@smdp/contracts/field';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { sellableGoods } from '../../testing/order-fixtures';
import { stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { placeStore, refusal, storesOf, visitClient } from './visit.testkit';

describe('suggestedOrder', () => {
  it('is target − counted on every line where it is positive, nothing else', () => {
    expect(
      suggestedOrder([
        { goodsId: '1', counted: 2, target: 10 },
        { goodsId: '2', counted: 12, target: 10 },
        { goodsId: '3', counted: 5, target: 5 },
        { goodsId: '4', counted: 0.25, target: 1.5 },
      ]),
    ).toEqual([
      { goodsId: '1', qty: 8 },
      { goodsId: '4', qty: 1.25 },
    ]);
    const line = fc.record({
      goodsId: fc.integer({ min: 1, max: 1e6 }).map(String),
      counted: fc.integer({ min: 0, max: 1e6 }),
      target: fc.integer({ min: 0, max: 1e6 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const suggested = suggestedOrder(lines);
        expect(suggested).toEqual(
          lines.filter((l) => l.target > l.counted).map((l) => ({ goodsId: l.goodsId, qty: l.target - l.counted })),
        );
      }),
    );
  });
});

describe('a visit order and collection', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it('turns the shelf count into a SECONDARY order with source VISIT, and a collection into a receipt, once each', async () => {
    const db = t.database.db;
    const { stores, distributorId } = await storesOf(db, 'C0001', 1);
    const store = stores[0]?.id ?? '';
    await placeStore(db, store, { lat: 0, lng: 0 });
    const make = await stockFixtures(db, ADMIN_TENANT);
    const [g1, g2] = [await sellableGoods(db, make, store, '2.50'), await sellableGoods(db, make, store, '4.00')];
    const sub = visitClient(t, tokens['dist01-sub']);
    const visit = dataOf<Visit>(await sub.checkIn({ storePartyId: store, lat: 0.001, lng: 0 }));
    expect(refusal(await sub.post('order', { id: visit.id })).msg).toBe('The shelf count suggests nothing to order');
    expect(
      refusal(await sub.task({ id: visit.id, taskType: 'SHELF_STOCK', done: true, result: { lines: 'x' } })).msg,
    ).toBe('The result of task SHELF_STOCK is not valid');
    const lines = [
      { goodsId: g1, counted: 3, target: 10 },
      { goodsId: g2, counted: 8, target: 6 },
    ];
    dataOf(await sub.task({ id: visit.id, taskType: 'SHELF_STOCK', done: true, result: { lines } }));
    const ordered = dataOf<Visit>(await sub.post('order', { id: visit.id }));
    expect(ordered.orderId).not.toBeNull();
    expect(ordered.tasks?.find((task) => task.taskType === 'ORDER')?.done).toBe(true);
    const order = await db
      .selectFrom('salesOrder')
      .select(['channel', 'source', 'buyerPartyId', 'sellerPartyId', 'state'])
      .where('id', '=', ordered.orderId ?? '')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      channel: 'SECONDARY',
      source: 'VISIT',
      buyerPartyId: store,
      sellerPartyId: distributorId,
      state: 'DRAFT',
    });
    const orderLines = await db
      .selectFrom('salesOrderLine')
      .select(['goodsId', 'qty'])
      .where('orderId', '=', ordered.orderId ?? '')
      .execute();
    expect(orderLines.map((l) => [l.goodsId, Number(l.qty)])).toEqual([[g1, 7]]);
    // A resent call makes no second order.
    expect(dataOf<Visit>(await sub.post('order', { id: visit.id })).orderId).toBe(ordered.orderId);

    const collected = dataOf<Visit>(await sub.post('collection', { id: visit.id, amount: '120.50' }));
    const receipt = await db
      .selectFrom('fundReceipt')
      .select(['payerPartyId', 'payeePartyId', 'amount', 'state'])
      .where('id', '=', collected.receiptId ?? '')
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ payerPartyId: store, payeePartyId: distributorId, state: 'DRAFT' });
    expect(Number(receipt.amount)).toBe(120.5);
    expect(dataOf<Visit>(await sub.post('collection', { id: visit.id, amount: '9.00' })).receiptId).toBe(
      collected.receiptId,
    );
    const done = dataOf<Visit>(await sub.checkOut({ id: visit.id, outcome: 'ORDER' }));
    expect(done).toMatchObject({ state: 'COMPLETED', outcome: 'ORDER', orderId: ordered.orderId });
    expect(refusal(await sub.post('order', { id: visit.id })).msg).toBe(
      'The visit is COMPLETED: this cannot be done now',
    );
  });
});
