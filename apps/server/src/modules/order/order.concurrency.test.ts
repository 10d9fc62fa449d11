import { randomBytes } from 'node:crypto';
import type { Order } from '@smdp/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { grantCredit } from '../../testing/fund-fixtures';
import { balanceOf, expectNoDrift, payIn, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { checkFundInvariants, frozenBy, fundAvailability } from '../fund';
import { orderClient } from './order.testkit';

const RACERS = 12;

/**
 * Many submissions by one buyer at the same moment on two server instances (on PostgreSQL two pools):
 * the last units of stock, the cash and the credit limit are never overdrawn; the refused get a clear
 * message and stay drafts, the credit-short ones wait ON_HOLD without credit frozen.
 */
describe('order submissions racing on two instances', () => {
  let t: TestApp;
  let instances: App[];
  let make: StockFixtures;
  let token: string;
  let company: string;
  beforeAll(async () => {
    t = await createTestApp();
    instances = [t.app, await t.anotherInstance()];
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    token = (await signIn(t.app, 'admin')).accessToken;
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const on = (index: number) => orderClient(instances[index % 2] as App, token);

  /** A fresh distributor of the company, its goods priced 10.00, a company warehouse holding `stock`. */
  async function buyerWith(stock: string) {
    const code = `RACE-${randomBytes(4).toString('hex')}`;
    const buyer = (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType: 'DISTRIBUTOR',
          sellerPartyId: company,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const goods = await sellableGoods(db(), make, buyer, '10.00', { taxRate: '0' });
    const warehouse = await make.warehouse();
    await stockUp(db(), warehouse, goods, stock);
    return { buyer, goods, warehouse, holder: { holderPartyId: buyer, counterpartyPartyId: company } };
  }

  async function drafts(
    setup: Awaited<ReturnType<typeof buyerWith>>,
    split: { cashPayment: string; creditPayment: string },
  ) {
    const orders: Order[] = [];
    for (let index = 0; index < RACERS; index++) {
      const saved = await on(index).save({
        channel: 'PRIMARY',
        buyerPartyId: setup.buyer,
        shipFromWarehouseId: setup.warehouse,
        deliveryMethod: 'DELIVERY',
        lines: [{ goodsId: setup.goods, unit: PIECE, qty: '1' }],
        payForm: {
          totalAmount: '10.00',
          totalDiscount: '0',
          totalTax: '0',
          actualTotalAmount: '10.00',
          rebatePayment: '0',
          useAvailableCredit: split.creditPayment !== '0',
          ...split,
        },
      });
      orders.push(dataOf<Order>(saved));
    }
    return orders;
  }

  const race = (orders: Order[]) => Promise.all(orders.map((order, index) => on(index).act('submit', order, {})));

  it('the last units of stock: exactly as many submissions as there are units reserve them', async () => {
    const setup = await buyerWith('5');
    await grantCredit(db(), ADMIN_TENANT, setup.holder, '100000');
    const results = await race(await drafts(setup, { cashPayment: '0', creditPayment: '10.00' }));
    const accepted = results.filter((result) => result.json().code === 200);
    expect(accepted).toHaveLength(5);
    for (const refused of results.filter((result) => result.json().code !== 200)) {
      expect(refused.json()).toMatchObject({ code: 400 });
      expect(refused.json().msg).toMatch(/^Not enough stock of SKU-/);
    }
    expect(await balanceOf(db(), setup.warehouse, setup.goods)).toEqual({
      onHand: '5.000',
      reserved: '5.000',
      available: '0.000',
    });
    expect((await fundAvailability(db(), ADMIN_TENANT, setup.holder)).credit.frozen).toBe('50.00');
    await expectNoDrift(db());
  });

  it('one credit limit: accepted credit never exceeds it; the rest wait ON_HOLD with nothing frozen', async () => {
    const setup = await buyerWith('100');
    await grantCredit(db(), ADMIN_TENANT, setup.holder, '45');
    const orders = await drafts(setup, { cashPayment: '0', creditPayment: '10.00' });
    const results = await race(orders);
    const states = results.map((result) => dataOf<Order>(result).state);
    expect(states.filter((state) => state === 'SUBMITTED')).toHaveLength(4);
    expect(states.filter((state) => state === 'ON_HOLD')).toHaveLength(RACERS - 4);
    const funds = await fundAvailability(db(), ADMIN_TENANT, setup.holder);
    expect(funds.credit).toMatchObject({ frozen: '40.00', available: '5.00' });
    for (const result of results) {
      const order = dataOf<Order>(result);
      const frozen = await frozenBy(db(), ADMIN_TENANT, setup.holder, { type: 'order', id: order.id });
      expect(frozen.credit).toBe(order.state === 'SUBMITTED' ? '10.00' : '0.00');
    }
    expect(await checkFundInvariants(db())).toEqual([]);
  });

  it('one cash account: accepted cash never exceeds it, the refused are told and stay drafts', async () => {
    const setup = await buyerWith('100');
    await payIn(db(), ADMIN_TENANT, setup.holder, '35');
    const orders = await drafts(setup, { cashPayment: '10.00', creditPayment: '0' });
    const results = await race(orders);
    const accepted = results.filter((result) => result.json().code === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of results.filter((result) => result.json().code !== 200)) {
      expect(refused.json().code).toBe(400);
      expect(refused.json().msg).toMatch(/cash/i);
    }
    const funds = await fundAvailability(db(), ADMIN_TENANT, setup.holder);
    expect(funds.cash).toMatchObject({ balance: '35.00', frozen: '30.00', available: '5.00' });
    expect(await balanceOf(db(), setup.warehouse, setup.goods)).toMatchObject({ reserved: '3.000' });
    expect(await checkFundInvariants(db())).toEqual([]);
    await expectNoDrift(db());
  });
});
