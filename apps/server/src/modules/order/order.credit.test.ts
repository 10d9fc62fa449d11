import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { grantCredit } from '../../testing/fund-fixtures';
import { expectNoDrift, payIn, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { frozenBy, fundAvailability, settledBy } from '../fund';
import { deliveredValue, shortCloseParts } from './order.credit';
import { orderClient, orderOf } from './order.testkit';

describe('shortCloseParts and deliveredValue', () => {
  const paid = (cash: string, rebate: string, credit: string) => ({ cash, rebate, credit });

  it('releases the frozen credit whole and gives back the rest in cash and rebate', () => {
    // 40.00 paid 10 cash + 30 credit, a quarter shipped: 7.50 credit used, 22.50 frozen, 30.00 unshipped
    expect(shortCloseParts('30.00', paid('10.00', '0.00', '7.50'), '22.50')).toEqual({
      release: '22.50',
      refund: paid('7.50', '0.00', '0.00'),
    });
    // a cent more frozen than its share (rounding at the shipments): cash gives back that cent less
    expect(shortCloseParts('10.00', paid('20.00', '0.00', '6.66'), '3.34')).toEqual({
      release: '3.34',
      refund: paid('6.66', '0.00', '0.00'),
    });
    // no cash left to take the cent from: rebate gives it
    expect(shortCloseParts('5.00', paid('0.00', '5.00', '2.49'), '2.51')).toEqual({
      release: '2.51',
      refund: paid('0.00', '2.49', '0.00'),
    });
  });

  it('refunds credit already used beyond what is frozen (an order approved when approval used the credit)', () => {
    expect(shortCloseParts('30.00', paid('20.00', '0.00', '20.00'), '0.00')).toEqual({
      release: '0.00',
      refund: paid('15.00', '0.00', '15.00'),
    });
  });

  it('values what was delivered at each line net amount, in proportion', () => {
    const lines = [
      { qty: '3.000', qtyDelivered: '1.000', netAmount: '10.00' },
      { qty: '2.000', qtyDelivered: '2.000', netAmount: '5.00' },
      { qty: '1.000', qtyDelivered: '0.000', netAmount: '0.00' },
    ];
    expect(deliveredValue(lines)).toEqual({ done: '8.333333', of: '15.000000' });
  });
});

/**
 * Credit is used as the goods ship (domain.md §7): approval pays cash and rebate and leaves the credit
 * frozen; each shipment turns its share into CREDIT_USE due on its ship date + the term in force then.
 * The clock is fixed (only `Date`): postings are dated by it, and tokens are signed under it.
 */
describe('credit used on shipment, due from the ship date', () => {
  let t: TestApp;
  let make: StockFixtures;
  let company: string;
  beforeAll(async () => {
    t = await createTestApp();
    make = await stockFixtures(db(), ADMIN_TENANT);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** The admin's order calls as of 10:00 UTC on `day` (the token is signed under the fixed clock too). */
  async function on(day: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T10:00:00Z`));
    return orderClient(t.app, (await signIn(t.app, 'admin')).accessToken);
  }

  /** A fresh distributor with `cash` paid in and a credit line of 1000 on `termDays`, and goods at 10.00. */
  async function buyerWith(cash: string, termDays: number) {
    const code = `OCR-${Math.random().toString(36).slice(2, 10)}`;
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
    const holder = { holderPartyId: buyer, counterpartyPartyId: company };
    await payIn(db(), ADMIN_TENANT, holder, cash);
    await grantCredit(db(), ADMIN_TENANT, holder, '1000', { termDays });
    const warehouse = await make.warehouse();
    const goods = await sellableGoods(db(), make, buyer, '10.00', { taxRate: '0' });
    await stockUp(db(), warehouse, goods, '10');
    return { buyer, holder, warehouse, goods };
  }

  /** Submits and approves an order of `qty` pieces paid `cash` in cash and the rest on credit. */
  async function approvedOrder(setup: Awaited<ReturnType<typeof buyerWith>>, qty: string, cash: string) {
    const client = await on('2026-12-01');
    const lines = [{ goodsId: setup.goods, unit: PIECE, qty }];
    const cart = { channel: 'PRIMARY', buyerPartyId: setup.buyer, shipFromWarehouseId: setup.warehouse, lines };
    const quote = await client.quote(cart);
    const credit = (Number(quote.payForm.actualTotalAmount) - Number(cash)).toFixed(2);
    const payForm = { ...quote.payForm, cashPayment: cash, rebatePayment: '0', creditPayment: credit };
    const draft = orderOf(await client.save({ ...cart, deliveryMethod: 'DELIVERY', payForm }));
    const submitted = orderOf(await client.act('submit', draft, { payForm }));
    return orderOf(await client.act('approve', submitted));
  }

  const creditUses = async (orderId: string) =>
    (
      await sql<{ amount: string; postingDate: string; dueDate: string }>`
        select amount::text as amount, posting_date::text as "postingDate", due_date::text as "dueDate"
        from fund_ledger_entry
        where voucher_type = 'order' and voucher_id = ${orderId} and entry_type = 'CREDIT_USE'
        order by id`.execute(db())
    ).rows;
  const creditOf = async (holder: { holderPartyId: string; counterpartyPartyId: string }) =>
    (await fundAvailability(db(), ADMIN_TENANT, holder)).credit;

  it('uses nothing on approval, then each shipment its share due ship date + term; the last the remainder', async () => {
    const setup = await buyerWith('20', 30);
    // 3 × 10.00 = 30.00: 20.00 cash, 10.00 credit, so a third of the credit is 3.333… a shipment
    const approved = await approvedOrder(setup, '3', '20.00');
    expect(approved).toMatchObject({ state: 'APPROVED', paymentStatus: 'PAID', creditFrozen: '10.00' });
    expect(await creditOf(setup.holder)).toMatchObject({ used: '0.00', frozen: '10.00', available: '990.00' });
    expect((await settledBy(db(), ADMIN_TENANT, setup.holder, { type: 'order', id: approved.id })).paid).toEqual({
      cash: '20.00',
      rebate: '0.00',
      credit: '0.00',
    });
    expect(await creditUses(approved.id)).toEqual([]);

    const first = orderOf(await (await on('2026-12-03')).act('ship', approved, { lines: [{ lineNo: 1, qty: '1' }] }));
    expect(first).toMatchObject({ state: 'PARTIALLY_SHIPPED', creditFrozen: '6.67' });
    expect(await creditOf(setup.holder)).toMatchObject({ used: '3.33', frozen: '6.67', available: '990.00' });
    const second = orderOf(await (await on('2026-12-07')).act('ship', first, { lines: [{ lineNo: 1, qty: '1' }] }));
    expect(second.creditFrozen).toBe('3.33');
    // the terms in force on the day of the last shipment: 45 days from now on
    await db()
      .updateTable('creditLimit')
      .set({ termDays: 45 })
      .where('debtorPartyId', '=', setup.buyer)
      .where('creditorPartyId', '=', company)
      .execute();
    const last = orderOf(await (await on('2026-12-10')).act('ship', second));
    expect(last).toMatchObject({ state: 'SHIPPED', creditFrozen: '0.00' });
    expect(await creditUses(approved.id)).toEqual([
      { amount: '3.33', postingDate: '2026-12-03', dueDate: '2027-01-02' },
      { amount: '3.34', postingDate: '2026-12-07', dueDate: '2027-01-06' },
      { amount: '3.33', postingDate: '2026-12-10', dueDate: '2027-01-24' },
    ]);
    expect(await creditOf(setup.holder)).toMatchObject({ used: '10.00', frozen: '0.00', available: '990.00' });
    await expectNoDrift(db());
  });

  it('a full shipment at once uses the whole credit part, due its ship date + term', async () => {
    const setup = await buyerWith('0', 14);
    const approved = await approvedOrder(setup, '4', '0.00');
    const shipped = orderOf(await (await on('2026-12-20')).act('ship', approved));
    expect(shipped).toMatchObject({ state: 'SHIPPED', creditFrozen: '0.00' });
    expect(await creditUses(approved.id)).toEqual([
      { amount: '40.00', postingDate: '2026-12-20', dueDate: '2027-01-03' },
    ]);
    expect(await creditOf(setup.holder)).toMatchObject({ used: '40.00', frozen: '0.00', available: '960.00' });
  });

  it('short-close releases the credit still frozen and refunds the rest of the unshipped share in cash', async () => {
    const setup = await buyerWith('10', 30);
    // 4 × 10.00 = 40.00: 10.00 cash, 30.00 credit; one of four ships, the rest is given up
    const approved = await approvedOrder(setup, '4', '10.00');
    const client = await on('2026-12-05');
    const part = orderOf(await client.act('ship', approved, { lines: [{ lineNo: 1, qty: '1' }] }));
    expect(part.creditFrozen).toBe('22.50');
    const cashBefore = (await fundAvailability(db(), ADMIN_TENANT, setup.holder)).cash.balance;
    const closed = orderOf(await client.act('shortClose', part, { remark: 'discontinued' }));
    expect(closed).toMatchObject({ state: 'CLOSED', paymentStatus: 'PARTIALLY_REFUNDED', creditFrozen: '0.00' });
    const source = { type: 'order', id: approved.id };
    expect(await settledBy(db(), ADMIN_TENANT, setup.holder, source)).toEqual({
      paid: { cash: '10.00', rebate: '0.00', credit: '7.50' },
      refunded: { cash: '7.50', rebate: '0.00', credit: '0.00' },
      released: { cash: '0.00', rebate: '0.00', credit: '22.50' },
    });
    expect(await frozenBy(db(), ADMIN_TENANT, setup.holder, source)).toMatchObject({ credit: '0.00' });
    const funds = await fundAvailability(db(), ADMIN_TENANT, setup.holder);
    expect((Number(funds.cash.balance) - Number(cashBefore)).toFixed(2)).toBe('7.50');
    expect(funds.credit).toMatchObject({ used: '7.50', frozen: '0.00', available: '992.50' });
    expect(await creditUses(approved.id)).toEqual([
      { amount: '7.50', postingDate: '2026-12-05', dueDate: '2027-01-04' },
    ]);
    await expectNoDrift(db());
  });

  it('cancelling an approved order releases its frozen credit and refunds the cash it paid', async () => {
    const setup = await buyerWith('15', 30);
    const approved = await approvedOrder(setup, '2', '15.00');
    const cancelled = orderOf(await (await on('2026-12-02')).act('cancel', approved));
    expect(cancelled).toMatchObject({ state: 'CANCELLED', paymentStatus: 'REFUNDED', creditFrozen: '0.00' });
    const funds = await fundAvailability(db(), ADMIN_TENANT, setup.holder);
    expect(funds.cash).toMatchObject({ balance: '15.00', frozen: '0.00' });
    expect(funds.credit).toMatchObject({ used: '0.00', frozen: '0.00', available: '1000.00' });
    expect(await creditUses(approved.id)).toEqual([]);
    await expectNoDrift(db());
  });
});
