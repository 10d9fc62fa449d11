import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Order, OrderSummary, OrderViewCounts } from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { grantCredit } from '../../testing/fund-fixtures';
import { balanceOf, expectNoDrift, payIn, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { frozenBy, fundAvailability, settledBy } from '../fund';

import { ORDER, orderClient, orderOf, refused } from './order.testkit';

describe('orders: draft, quote, submit (reserve + freeze), approve, reject, cancel, credit hold and release; scope', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let company: string;
  let dist01: string;
  let moonlight: string;
  /** The buyer of the tests' drafts: dist01, or a fresh distributor where exact money figures matter. */
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(db(), ADMIN_TENANT);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    const party = (code: string) =>
      db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', code)
        .executeTakeFirstOrThrow();
    dist01 = (await party('C0001')).id;
    moonlight = (await party('C0002')).id;
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (account: keyof DemoTokens, lang = 'en') => orderClient(t.app, tokens[account], lang);
  const holder = () => ({ holderPartyId: buyer, counterpartyPartyId: company });
  /** A new distributor of the company with no money yet (dist01 has the demo receipts and credit line). */
  async function freshDistributor() {
    const code = `ORDT-${Math.random().toString(36).slice(2, 10)}`;
    return (
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
  }
  const countOrders = async () =>
    Number(
      (
        await db()
          .selectFrom('salesOrder')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A company warehouse with `stock` pieces of a new goods priced `price` for C0001. */
  async function setUp(price: string, stock: string, options: Parameters<typeof sellableGoods>[4] = {}) {
    const [warehouse, goods] = [await make.warehouse(), await sellableGoods(db(), make, buyer, price, options)];
    if (stock !== '0') await stockUp(db(), warehouse, goods, stock);
    return { warehouse, goods };
  }

  const draftOf = (warehouse: string, lines: object[], payForm: object, more: object = {}) => ({
    channel: 'PRIMARY',
    buyerPartyId: buyer,
    shipFromWarehouseId: warehouse,
    deliveryMethod: 'DELIVERY',
    lines,
    payForm,
    ...more,
  });

  /** Who places the drafts: dist01 for its own purchases, the company's back office for a fresh distributor. */
  let actor: keyof DemoTokens = 'dist01';

  /** Quotes the cart as dist01 and saves it as a draft with the quoted payForm (or `split` over it). */
  async function draft(warehouse: string, lines: object[], split: object = {}, account: keyof DemoTokens = actor) {
    const quote = await as(account).quote({
      channel: 'PRIMARY',
      buyerPartyId: buyer,
      shipFromWarehouseId: warehouse,
      lines,
    });
    const saved = await as(account).save(draftOf(warehouse, lines, { ...quote.payForm, ...split }));
    return { quote, order: orderOf(saved) };
  }

  it('prices the cart, splits rebate -> cash -> credit, and a submit reserves stock and freezes the parts', async () => {
    buyer = await freshDistributor();
    actor = 'admin';
    const { warehouse, goods } = await setUp('10.10', '10');
    await payIn(db(), ADMIN_TENANT, holder(), '20');
    await grantCredit(db(), ADMIN_TENANT, holder(), '1000');
    const lines = [{ goodsId: goods, unit: PIECE, qty: '3', discountAmount: '1' }];
    const { quote, order } = await draft(warehouse, lines);
    expect(quote.lines[0]).toMatchObject({
      unitPrice: '10.10',
      amount: '30.30',
      netAmount: '29.30',
      taxAmount: '3.37',
    });
    expect(quote.lines[0]?.available).toBe('10.000');
    expect(quote.payForm).toMatchObject({
      totalAmount: '30.30',
      totalDiscount: '1.00',
      totalTax: '3.37',
      actualTotalAmount: '29.30',
      rebatePayment: '0.00',
      cashPayment: '20.00',
      creditPayment: '9.30',
      useAvailableCredit: true,
    });
    expect(quote.creditShort).toBe(false);
    expect(order).toMatchObject({ state: 'DRAFT', channel: 'PRIMARY', sellerPartyId: company, buyerPartyId: buyer });
    expect(order.docNo).toMatch(/^SO\d{4}-\d{6}$/);

    const submitted = orderOf(await as('admin').act('submit', order, { payForm: quote.payForm }));
    expect(submitted).toMatchObject({ state: 'SUBMITTED', paymentStatus: 'FROZEN' });
    expect(submitted.priceFrozenAt).not.toBeNull();
    expect(await balanceOf(db(), warehouse, goods)).toEqual({
      onHand: '10.000',
      reserved: '3.000',
      available: '7.000',
    });
    expect(await frozenBy(db(), ADMIN_TENANT, holder(), { type: 'order', id: order.id })).toEqual({
      cash: '20.00',
      rebate: '0.00',
      credit: '9.30',
    });

    const approved = orderOf(await as('admin').act('approve', submitted));
    expect(approved).toMatchObject({ state: 'APPROVED', paymentStatus: 'PAID', creditFrozen: '9.30' });
    const funds = await fundAvailability(db(), ADMIN_TENANT, holder());
    expect(funds.cash).toMatchObject({ balance: '0.00', frozen: '0.00' });
    // the credit part is used as the goods ship (order.credit.test.ts), frozen until then
    expect(funds.credit).toMatchObject({ used: '0.00', frozen: '9.30' });
    expect(approved.timeline.map((entry) => entry.action)).toEqual(['create', 'submit', 'approve']);
    expect(approved.payForm.creditPayment).toBe('9.30');
    await expectNoDrift(db());
  });

  it('refuses a client figure off by more than 0.01, naming it, and takes one within 0.01', async () => {
    buyer = await freshDistributor();
    actor = 'admin';
    const { warehouse, goods } = await setUp('5.00', '5');
    await grantCredit(db(), ADMIN_TENANT, holder(), '1000').catch(() => undefined);
    const lines = [{ goodsId: goods, unit: PIECE, qty: '2' }];
    const { quote, order } = await draft(warehouse, lines, {
      cashPayment: '0',
      creditPayment: '10.00',
      rebatePayment: '0',
    });
    const off = {
      ...quote.payForm,
      cashPayment: '0',
      rebatePayment: '0',
      creditPayment: '10.00',
      totalAmount: '10.02',
    };
    const message = refused(await as('admin', 'fr').act('submit', order, { payForm: off }), 400);
    expect(message).toContain('totalAmount');
    expect(message).toContain('10.02');
    expect(orderOf(await as('admin').detail(order.id)).state).toBe('DRAFT');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ reserved: '0.000' });
    const near = { ...off, totalAmount: '10.01' };
    expect(orderOf(await as('admin').act('submit', order, { payForm: near })).state).toBe('SUBMITTED');
  });

  it('bad input, MOQ, multiple and assortment refusals change nothing and name the goods', async () => {
    buyer = dist01;
    actor = 'dist01';
    const { warehouse, goods } = await setUp('2.00', '100', { minOrderQty: '6', orderMultiple: '3' });
    const outside = await setUp('2.00', '100', { assortment: false });
    const before = await countOrders();
    const pay = {
      totalAmount: '0',
      totalDiscount: '0',
      totalTax: '0',
      actualTotalAmount: '0',
      cashPayment: '0',
      rebatePayment: '0',
      creditPayment: '0',
      useAvailableCredit: false,
    };
    const sku = (await db().selectFrom('goods').select('sku').where('id', '=', goods).executeTakeFirstOrThrow()).sku;
    const small = refused(
      await as('dist01').save(draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '3' }], pay)),
      400,
    );
    expect(small).toContain(sku);
    expect(small).toContain('6');
    refused(await as('dist01', 'zh').save(draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '7' }], pay)), 400);
    const other = (
      await db().selectFrom('goods').select('sku').where('id', '=', outside.goods).executeTakeFirstOrThrow()
    ).sku;
    expect(
      refused(
        await as('dist01').save(draftOf(outside.warehouse, [{ goodsId: outside.goods, unit: PIECE, qty: '1' }], pay)),
        400,
      ),
    ).toContain(other);
    // Malformed bodies: a negative quantity, a float-ish money with 3 places, no lines, an unknown channel.
    for (const body of [
      draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '-6' }], pay),
      draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '6' }], { ...pay, cashPayment: '0.001' }),
      draftOf(warehouse, [], pay),
      draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '6' }], pay, { channel: 'THIRD' }),
    ]) {
      refused(await as('dist01').save(body), 400);
    }
    // A company warehouse is not the distributor's to ship a secondary order from; C0001 is not a sub-customer.
    refused(
      await as('dist01').save(
        draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '6' }], pay, { channel: 'SECONDARY' }),
      ),
      400,
    );
    expect(await countOrders()).toBe(before);
    // 6 is allowed (min 6, multiple of 3), and so is a carton (24).
    expect(
      orderOf(await as('dist01').save(draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '6' }], pay))).state,
    ).toBe('DRAFT');
    const list = await db()
      .selectFrom('baseCustomer')
      .select('priceListId')
      .where('id', '=', dist01)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('priceListItem')
      .values({ priceListId: list.priceListId ?? '0', goodsId: goods, unit: 'CTN', price: '40' })
      .execute();
    expect(
      orderOf(await as('dist01').save(draftOf(warehouse, [{ goodsId: goods, unit: 'CTN', qty: '1' }], pay))).lines[0],
    ).toMatchObject({ baseQty: '24.000', unitPrice: '40.00' });
  });

  it('a stale version gets 409; a draft re-prices on save; reject and cancel release stock and funds', async () => {
    buyer = dist01;
    actor = 'dist01';
    const { warehouse, goods } = await setUp('4.00', '10');
    await payIn(db(), ADMIN_TENANT, holder(), '100');
    const lines = [{ goodsId: goods, unit: PIECE, qty: '5' }];
    const { order } = await draft(warehouse, lines, {
      creditPayment: '0',
      cashPayment: '20.00',
      rebatePayment: '0',
      useAvailableCredit: false,
    });
    const resaved = orderOf(
      await as('dist01').save({
        id: order.id,
        version: order.version,
        ...draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '4' }], { ...order.payForm, cashPayment: '16.00' }),
      }),
    );
    expect(resaved).toMatchObject({ version: order.version + 1, actualTotalAmount: '16.00' });
    expect(
      (
        await as('dist01').save({ id: order.id, version: order.version, ...draftOf(warehouse, lines, order.payForm) })
      ).json().code,
    ).toBe(409);
    expect((await as('dist01').act('submit', order, {})).json().code).toBe(409);

    const cashBefore = (await fundAvailability(db(), ADMIN_TENANT, holder())).cash.available;
    const submitted = orderOf(await as('dist01').act('submit', resaved, {}));
    // The buyer cannot take the seller's moves on its own purchase, whatever its codes.
    for (const action of ['approve', 'hold']) {
      expect((await as('dist01').act(action, submitted, { remark: 'me' })).json().code).toBe(403);
    }
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ reserved: '4.000' });
    refused(await as('admin').act('reject', submitted), 400); // a reason is required
    const rejected = orderOf(await as('admin').act('reject', submitted, { remark: 'no stock for you' }));
    expect(rejected.state).toBe('REJECTED');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ reserved: '0.000', available: '10.000' });
    expect((await fundAvailability(db(), ADMIN_TENANT, holder())).cash.available).toBe(cashBefore);

    const again = (
      await draft(warehouse, lines, {
        creditPayment: '0',
        cashPayment: '20.00',
        rebatePayment: '0',
        useAvailableCredit: false,
      })
    ).order;
    const second = orderOf(await as('dist01').act('submit', again, {}));
    const cancelled = orderOf(await as('dist01').act('cancel', second));
    expect(cancelled.state).toBe('CANCELLED');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ reserved: '0.000' });
    expect((await fundAvailability(db(), ADMIN_TENANT, holder())).cash.available).toBe(cashBefore);
    await expectNoDrift(db());
  });

  it('credit short puts the order ON_HOLD with a request; the controller releases it with a logged reason', async () => {
    buyer = await freshDistributor();
    actor = 'admin';
    const { warehouse, goods } = await setUp('5000.00', '10');
    const limits = await fundAvailability(db(), ADMIN_TENANT, holder());
    const lines = [{ goodsId: goods, unit: PIECE, qty: '10' }];
    const quote = await as('admin').quote({
      channel: 'PRIMARY',
      buyerPartyId: buyer,
      shipFromWarehouseId: warehouse,
      lines,
    });
    const cash = limits.cash.available;
    const credit = new Decimal(quote.payForm.actualTotalAmount).minus(cash).toFixed(2);
    const split = {
      ...quote.payForm,
      rebatePayment: '0.00',
      cashPayment: cash,
      creditPayment: credit,
      useAvailableCredit: true,
    };
    expect(quote.creditShort).toBe(true);
    const saved = orderOf(await as('admin').save(draftOf(warehouse, lines, split)));
    const held = orderOf(await as('admin').act('submit', saved, { payForm: split }));
    expect(held).toMatchObject({ state: 'ON_HOLD', creditRequestStatus: 'REQUESTED', holdReason: 'CREDIT' });
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ reserved: '10.000' });
    expect(await frozenBy(db(), ADMIN_TENANT, holder(), { type: 'order', id: held.id })).toMatchObject({
      credit: '0.00',
      cash: Number(cash).toFixed(2),
    });
    expect((await as('admin').act('approve', held)).json().code).toBe(400);
    refused(await as('admin').act('release', held), 400); // the reason is required
    const released = orderOf(await as('admin').act('release', held, { remark: 'good payer, paid last week' }));
    expect(released).toMatchObject({
      state: 'SUBMITTED',
      creditRequestStatus: 'RELEASED',
      creditReleaseReason: 'good payer, paid last week',
    });
    expect(await frozenBy(db(), ADMIN_TENANT, holder(), { type: 'order', id: held.id })).toMatchObject({
      credit: split.creditPayment,
    });
    expect(released.timeline.at(-1)).toMatchObject({ action: 'release', remark: 'good payer, paid last week' });
    expect(orderOf(await as('admin').act('approve', released)).state).toBe('APPROVED');
  });

  it('another tenant, another customer and a narrowed sub-account see and change nothing of the others', async () => {
    buyer = dist01;
    actor = 'dist01';
    const { warehouse, goods } = await setUp('1.00', '10');
    const { order } = await draft(warehouse, [{ goodsId: goods, unit: PIECE, qty: '1' }], {
      cashPayment: '0',
      rebatePayment: '0',
      creditPayment: '1.00',
      useAvailableCredit: true,
    });
    refused(await as('otherAdmin').detail(order.id), 404);
    expect((await as('otherAdmin').act('submit', order, {})).json().code).toBe(404);
    const theirs = dataOf<Page<OrderSummary>>(await as('otherAdmin').get(`${ORDER}/list?size=500`));
    expect(theirs.records.some((one) => one.id === order.id)).toBe(false);

    // C0002's order (placed by the company's back office) is not dist01's to see or move.
    const moonGoods = await sellableGoods(db(), make, moonlight, '1.00');
    await stockUp(db(), warehouse, moonGoods, '5');
    const pay = {
      totalAmount: '1.00',
      totalDiscount: '0',
      totalTax: '0.12',
      actualTotalAmount: '1.00',
      cashPayment: '0',
      rebatePayment: '0',
      creditPayment: '1.00',
      useAvailableCredit: true,
    };
    const moon = orderOf(
      await as('admin').save({
        ...draftOf(warehouse, [{ goodsId: moonGoods, unit: PIECE, qty: '1' }], pay),
        buyerPartyId: moonlight,
      }),
    );
    expect(moon.source).toBe('BACKOFFICE');
    refused(await as('dist01').detail(moon.id), 404);
    expect((await as('dist01').act('cancel', moon)).json().code).toBe(404);
    // dist01 cannot order for C0002 either.
    refused(
      await as('dist01').save({
        ...draftOf(warehouse, [{ goodsId: moonGoods, unit: PIECE, qty: '1' }], pay),
        buyerPartyId: moonlight,
      }),
      404,
    );

    const narrow = await accountWithDataScope(t, { like: 'dist01', account: 'dist01-own', dataScope: DATA_SCOPE.SELF });
    const own = orderClient(t.app, narrow.token);
    refused(await own.detail(order.id), 404);
    const list = dataOf<Page<OrderSummary>>(await own.get(`${ORDER}/list?size=500`));
    expect(list.records).toEqual([]);
    const mine = orderOf(await own.save(draftOf(warehouse, [{ goodsId: goods, unit: PIECE, qty: '1' }], pay)));
    expect(orderOf(await own.detail(mine.id)).id).toBe(mine.id);
    // The primary account sees both.
    const all = dataOf<Page<OrderSummary>>(await as('dist01').get(`${ORDER}/list?size=500`));
    expect(all.records.map((one) => one.id)).toEqual(expect.arrayContaining([order.id, mine.id]));
    expect(all.records.map((one) => one.id)).not.toContain(moon.id);
  });

  it('lists by filters and saved views, with counts', async () => {
    buyer = dist01;
    actor = 'dist01';
    const { warehouse, goods } = await setUp('1.00', '10');
    const pay = { cashPayment: '0', rebatePayment: '0', creditPayment: '2.00', useAvailableCredit: true };
    const { order } = await draft(warehouse, [{ goodsId: goods, unit: PIECE, qty: '2' }], pay);
    const submitted = orderOf(await as('dist01').act('submit', order, {}));
    const toApprove = dataOf<Page<Order>>(await as('admin').get(`${ORDER}/list?view=toApprove&goodsId_equal=${goods}`));
    expect(toApprove.records.map((one) => one.id)).toEqual([submitted.id]);
    const byNo = dataOf<Page<Order>>(
      await as('admin').get(`${ORDER}/list?docNo_like=${submitted.docNo}&channel_equal=PRIMARY`),
    );
    expect(byNo.total).toBe(1);
    expect(dataOf<Page<Order>>(await as('admin').get(`${ORDER}/list?view=toShip&goodsId_equal=${goods}`)).total).toBe(
      0,
    );
    const counts = dataOf<OrderViewCounts>(await as('admin').get(`${ORDER}/views`));
    expect(counts.toApprove).toBeGreaterThanOrEqual(1);
    refused(await as('admin').get(`${ORDER}/list?view=nonsense`), 400);
  });

  it('ships in parts through sales-outs consuming the reservation; receipt confirmation completes a PRIMARY order', async () => {
    buyer = dist01;
    actor = 'dist01';
    const { warehouse, goods } = await setUp('3.00', '10');
    await payIn(db(), ADMIN_TENANT, holder(), '15');
    const { order } = await draft(warehouse, [{ goodsId: goods, unit: PIECE, qty: '5' }], {
      cashPayment: '15.00',
      rebatePayment: '0',
      creditPayment: '0',
      useAvailableCredit: false,
    });
    const approved = orderOf(await as('admin').act('approve', orderOf(await as('dist01').act('submit', order, {}))));
    expect((await as('dist01').act('ship', approved)).json().code).toBe(403);
    refused(await as('admin').act('ship', approved, { lines: [{ lineNo: 1, qty: '6' }] }), 400);
    const part = orderOf(await as('admin').act('ship', approved, { lines: [{ lineNo: 1, qty: '2' }] }));
    expect(part).toMatchObject({
      state: 'PARTIALLY_SHIPPED',
      perDelivered: '40.00',
      deliveryStatus: 'PARTIALLY_DELIVERED',
    });
    expect(part.lines[0]?.qtyDelivered).toBe('2.000');
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '8.000', reserved: '3.000', available: '5.000' });
    refused(await as('dist01').act('cancel', part), 400); // after a delivery: short-close or a return
    const shipped = orderOf(await as('admin').act('ship', part));
    expect(shipped).toMatchObject({ state: 'SHIPPED', perDelivered: '100.00', deliveryStatus: 'FULLY_DELIVERED' });
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '5.000', reserved: '0.000', available: '5.000' });
    const outbounds = shipped.links.filter((link) => link.type === 'outbound');
    expect(outbounds).toHaveLength(2);
    await expectNoDrift(db());

    // dist01 confirms both shipments into its warehouse W01: the order completes, lines received.
    const w01 = (
      await db()
        .selectFrom('warehouse')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('code', '=', 'W01')
        .executeTakeFirstOrThrow()
    ).id;
    for (const link of outbounds) {
      const outbound = dataOf<{ id: string; version: number }>(
        await as('dist01').get(`/api/smdp-stock/outbound/detail?id=${link.id}`),
      );
      const confirmed = await as('dist01').post('/api/smdp-stock/outbound/confirm-receipt', {
        id: outbound.id,
        version: outbound.version,
        warehouseId: w01,
      });
      expect(confirmed.json().code).toBe(200);
    }
    const completed = orderOf(await as('dist01').detail(order.id));
    expect(completed).toMatchObject({ state: 'COMPLETED', perReceived: '100.00' });
    expect(completed.lines[0]?.qtyReceived).toBe('5.000');
    expect(completed.links.filter((link) => link.type === 'inbound')).toHaveLength(2);
    expect(completed.timeline.at(-1)).toMatchObject({ action: 'complete', toState: 'COMPLETED' });
  });

  it('short-close releases the rest of the reservation and of the credit, and refunds the unshipped cash', async () => {
    buyer = dist01;
    actor = 'dist01';
    const { warehouse, goods } = await setUp('10.00', '10');
    await payIn(db(), ADMIN_TENANT, holder(), '20');
    // Earlier tests of this file used up dist01's credit: raise its limit well above what they took.
    await db()
      .updateTable('creditLimit')
      .set({ creditLimit: '10000000' })
      .where('debtorPartyId', '=', dist01)
      .where('creditorPartyId', '=', company)
      .execute();
    const { order } = await draft(warehouse, [{ goodsId: goods, unit: PIECE, qty: '4' }], {
      cashPayment: '20.00',
      rebatePayment: '0',
      creditPayment: '20.00',
      useAvailableCredit: true,
    });
    const approved = orderOf(await as('admin').act('approve', orderOf(await as('dist01').act('submit', order, {}))));
    const before = await fundAvailability(db(), ADMIN_TENANT, holder());
    const part = orderOf(await as('admin').act('ship', approved, { lines: [{ lineNo: 1, qty: '1' }] }));
    refused(await as('admin').act('shortClose', part), 400); // the reason is required
    const closed = orderOf(await as('admin').act('shortClose', part, { remark: 'discontinued' }));
    expect(closed).toMatchObject({ state: 'CLOSED', deliveryStatus: 'CLOSED', paymentStatus: 'PARTIALLY_REFUNDED' });
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '9.000', reserved: '0.000', available: '9.000' });
    const after = await fundAvailability(db(), ADMIN_TENANT, holder());
    // 3 of 4 unshipped: 30.00 back, half cash and half credit as paid; the shipped quarter used 5.00 of the
    // credit and the 15.00 still frozen is released: available credit goes up by those 15.00.
    expect(new Decimal(after.cash.balance).minus(before.cash.balance).toFixed(2)).toBe('15.00');
    expect(new Decimal(after.credit.used).minus(before.credit.used).toFixed(2)).toBe('5.00');
    expect(new Decimal(before.credit.frozen).minus(after.credit.frozen).toFixed(2)).toBe('20.00');
    expect(new Decimal(after.credit.available).minus(before.credit.available).toFixed(2)).toBe('15.00');
    await expectNoDrift(db());
  });

  it("credits an order to the buyer party's salesperson as it stands when drafted, named on the detail", async () => {
    buyer = await freshDistributor();
    actor = 'admin';
    const { warehouse, goods } = await setUp('10.00', '10');
    const lines = [{ goodsId: goods, unit: PIECE, qty: '1' }];
    const without = (await draft(warehouse, lines)).order;
    expect(without).toMatchObject({ salespersonId: null, salespersonName: null });
    const staff = await db()
      .selectFrom('bladeUser')
      .select(['id', 'realName'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('account', '=', 'staff01')
      .executeTakeFirstOrThrow();
    await db().updateTable('baseCustomer').set({ salespersonId: staff.id }).where('id', '=', buyer).execute();
    const { order } = await draft(warehouse, lines);
    expect(order).toMatchObject({ salespersonId: staff.id, salespersonName: staff.realName });
    const listed = dataOf<Page<OrderSummary>>(
      await as('admin').get(`${ORDER}/list?salespersonId_equal=${staff.id}&buyerPartyId_equal=${buyer}`),
    );
    expect(listed.records.map((row) => row.id)).toEqual([order.id]);
    // A later reassignment of the party does not move the order already written.
    await db().updateTable('baseCustomer').set({ salespersonId: null }).where('id', '=', buyer).execute();
    expect(orderOf(await as('admin').detail(order.id))).toMatchObject({ salespersonId: staff.id });
  });

  it('short-close refunds the unshipped share in the split the buyer chose, as the fund ledger holds it', async () => {
    buyer = await freshDistributor();
    actor = 'admin';
    const { warehouse, goods } = await setUp('10.00', '10');
    await payIn(db(), ADMIN_TENANT, holder(), '40');
    await grantCredit(db(), ADMIN_TENANT, holder(), '100');
    // The default split pays all 40.00 in cash; the buyer pays 10.00 in cash and 30.00 on credit instead.
    const { quote, order } = await draft(warehouse, [{ goodsId: goods, unit: PIECE, qty: '4' }], {
      cashPayment: '10.00',
      rebatePayment: '0',
      creditPayment: '30.00',
      useAvailableCredit: true,
    });
    expect(quote.payForm).toMatchObject({ cashPayment: '40.00', rebatePayment: '0.00', creditPayment: '0.00' });
    const approved = orderOf(await as('admin').act('approve', orderOf(await as('admin').act('submit', order, {}))));
    const source = { type: 'order', id: order.id };
    // approval paid the cash; the credit waits for the shipment
    expect((await settledBy(db(), ADMIN_TENANT, holder(), source)).paid).toEqual({
      cash: '10.00',
      rebate: '0.00',
      credit: '0.00',
    });
    expect((await frozenBy(db(), ADMIN_TENANT, holder(), source)).credit).toBe('30.00');
    // The order's own figures are not what the refund reads: overwritten with the default split here.
    await db()
      .updateTable('salesOrder')
      .set({ cashPayment: '40.00', creditPayment: '0.00', useAvailableCredit: false })
      .where('id', '=', order.id)
      .execute();
    const before = await fundAvailability(db(), ADMIN_TENANT, holder());
    const part = orderOf(await as('admin').act('ship', approved, { lines: [{ lineNo: 1, qty: '1' }] }));
    const closed = orderOf(await as('admin').act('shortClose', part, { remark: 'discontinued' }));
    expect(closed).toMatchObject({ state: 'CLOSED', paymentStatus: 'PARTIALLY_REFUNDED' });
    // 3 of 4 unshipped: 30.00 back, a quarter cash and three quarters credit, as paid: the shipped
    // quarter used 7.50 of the credit, the 22.50 still frozen is released, 7.50 cash refunded.
    expect(await settledBy(db(), ADMIN_TENANT, holder(), source)).toEqual({
      paid: { cash: '10.00', rebate: '0.00', credit: '7.50' },
      refunded: { cash: '7.50', rebate: '0.00', credit: '0.00' },
      released: { cash: '0.00', rebate: '0.00', credit: '22.50' },
    });
    const after = await fundAvailability(db(), ADMIN_TENANT, holder());
    expect(new Decimal(after.cash.balance).minus(before.cash.balance).toFixed(2)).toBe('7.50');
    expect(new Decimal(after.credit.used).minus(before.credit.used).toFixed(2)).toBe('7.50');
    expect(new Decimal(before.credit.frozen).minus(after.credit.frozen).toFixed(2)).toBe('30.00');
    await expectNoDrift(db());
  });

  it('a SECONDARY order: the distributor sells to its sub-customer from a store-bound warehouse and approves it', async () => {
    buyer = dist01;
    actor = 'dist01';
    const sub = (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('sellerPartyId', '=', dist01)
        .where('state', '<>', 'CLOSED')
        .where('isDeleted', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const w01 = (
      await db()
        .selectFrom('warehouse')
        .select(['id', 'ownerCustomerId'])
        .where('tenantId', '=', ADMIN_TENANT)
        .where('code', '=', 'W01')
        .executeTakeFirstOrThrow()
    ).id;
    const goods = await sellableGoods(db(), make, sub, '2.50', { taxRate: '0' });
    await stockUp(db(), w01, goods, '8');
    const subHolder = { holderPartyId: sub, counterpartyPartyId: dist01 };
    await grantCredit(db(), ADMIN_TENANT, subHolder, '100').catch(() => undefined); // the demo may have granted one
    const lines = [{ goodsId: goods, unit: PIECE, qty: '4' }];
    const quote = await as('dist01').quote({
      channel: 'SECONDARY',
      buyerPartyId: sub,
      shipFromWarehouseId: w01,
      lines,
    });
    expect(quote.payForm.actualTotalAmount).toBe('10.00');
    const usedBefore = (await fundAvailability(db(), ADMIN_TENANT, subHolder)).credit.used;
    const body = {
      channel: 'SECONDARY',
      buyerPartyId: sub,
      shipFromWarehouseId: w01,
      deliveryMethod: 'PICKUP',
      lines,
      payForm: quote.payForm,
    };
    // A company warehouse cannot ship a distributor's sale; nor can the buyer be sold on PRIMARY.
    const { warehouse: companyWarehouse } = await setUp('1.00', '0');
    refused(await as('dist01').save({ ...body, shipFromWarehouseId: companyWarehouse }), 400);
    refused(await as('dist01').save({ ...body, channel: 'PRIMARY' }), 400);
    // C0001 has stores (seeded): its own warehouse bound to none of them cannot serve a secondary order.
    const unbound = await make.warehouse();
    await db().updateTable('warehouse').set({ ownerCustomerId: dist01 }).where('id', '=', unbound).execute();
    expect(refused(await as('dist01').save({ ...body, shipFromWarehouseId: unbound }), 400)).toMatch(/store/);
    const order = orderOf(await as('dist01').save(body));
    expect(order).toMatchObject({ channel: 'SECONDARY', sellerPartyId: dist01, buyerPartyId: sub, state: 'DRAFT' });
    const submitted = orderOf(await as('dist01').act('submit', order, {}));
    expect(submitted.actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    const approved = orderOf(await as('dist01').act('approve', submitted));
    expect(approved.state).toBe('APPROVED');
    const shipped = orderOf(await as('dist01').act('ship', approved));
    expect(shipped.state).toBe('SHIPPED');
    const usedAfter = (await fundAvailability(db(), ADMIN_TENANT, subHolder)).credit.used;
    expect(new Decimal(usedAfter).minus(usedBefore).toFixed(2)).toBe(quote.payForm.creditPayment);
    expect(await balanceOf(db(), w01, goods)).toMatchObject({ onHand: '4.000', reserved: '0.000' });
  });
});
