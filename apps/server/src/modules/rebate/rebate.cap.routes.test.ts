import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { orderClient, orderOf, payIn, refused, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { fundAvailability } from '../fund';
import { activePolicy, postedLot } from './rebate.testkit';

/**
 * An order paid partly with lots of two policies (10 % and 20 % of an order): the quote shows the
 * combined cap, the submit refuses a cent more with the translated message and takes each policy's
 * lots within its own share.
 */
describe('rebate cap with lots of several policies, through the order calls', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it('quotes and enforces Σ per policy of min(its lots, actual × its ratio)', async () => {
    const db = t.database.db;
    const company = (await companyPartyOf(db, ADMIN_TENANT)) ?? '';
    const dist01 = (
      await db
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const holder = { holderPartyId: dist01, counterpartyPartyId: company };
    const make = await stockFixtures(db, ADMIN_TENANT);
    const warehouse = await make.warehouse();
    const goods = await sellableGoods(db, make, dist01, '100.00', { taxRate: '0' });
    await stockUp(db, warehouse, goods, '10');
    await payIn(db, ADMIN_TENANT, holder, '1000');
    // the demo's lots of dist01 are out of the way: expired, they pay nothing
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db.updateTable('rebateLot').set({ expiryDate: yesterday }).where('holderPartyId', '=', dist01).execute();
    const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const tenPercent = await activePolicy(db, ADMIN_TENANT, holder, '0.1000');
    const twentyPercent = await activePolicy(db, ADMIN_TENANT, holder, '0.2000');
    const first = await postedLot(db, ADMIN_TENANT, holder, {
      policyId: tenPercent,
      amount: '100.00',
      expiryDate: inMonth,
    });
    const second = await postedLot(db, ADMIN_TENANT, holder, {
      policyId: twentyPercent,
      amount: '100.00',
      expiryDate: inMonth,
    });
    const lotsLeft = await db
      .selectFrom('rebateLot')
      .select((eb) => eb.fn.sum<string>('remaining').as('left'))
      .where('holderPartyId', '=', dist01)
      .executeTakeFirstOrThrow();
    const funds = await fundAvailability(db, ADMIN_TENANT, holder);
    // rebate without a lot (none in the demo) would add its default 30 % share
    const withoutLot = Decimal.max(0, new Decimal(funds.rebate.available).minus(lotsLeft.left));
    const cap = new Decimal(10).plus(20).plus(Decimal.min(withoutLot, 30)).toFixed(2);

    const orders = orderClient(t.app, tokens.dist01, 'fr');
    const base = {
      channel: 'PRIMARY',
      buyerPartyId: dist01,
      shipFromWarehouseId: warehouse,
      deliveryMethod: 'DELIVERY',
    };
    const lines = [{ goodsId: goods, unit: PIECE, qty: '1' }];
    const quote = await orders.quote({ ...base, lines });
    expect(quote.availability).toMatchObject({ maxRebateRatio: '0.2000', rebateCap: cap });
    expect(quote.payForm.rebatePayment).toBe(cap);

    const above = new Decimal(cap).plus('0.01').toFixed(2);
    const payForm = (rebate: string) => ({
      ...quote.payForm,
      rebatePayment: rebate,
      cashPayment: new Decimal(100).minus(rebate).toFixed(2),
      creditPayment: '0',
      useAvailableCredit: false,
    });
    const draft = orderOf(await orders.save({ ...base, lines, payForm: payForm(above) }));
    const message = refused(await orders.act('submit', draft, { payForm: payForm(above) }), 400);
    expect(message).toBe(`La remise peut payer au plus ${cap} de cette commande`);

    await orders.act('submit', draft, { payForm: payForm('30.00') });
    const remaining = async (lotId: string) =>
      (await db.selectFrom('rebateLot').select('remaining').where('id', '=', lotId).executeTakeFirstOrThrow())
        .remaining;
    // each policy within its own share: 10.00 of the 10 % one, 20.00 of the 20 % one
    expect([await remaining(first.lotId), await remaining(second.lotId)]).toEqual(['90.00', '80.00']);
  });
});
