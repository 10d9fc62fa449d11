import type { Receipt, Reconciliation } from '@smdp/contracts/fund';
import type { Order, ReturnDetail } from '@smdp/contracts/order';
import type { Adjustment } from '@smdp/contracts/stock';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/http/datetime';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { balanceOf, ORDER, orderClient, payIn, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { freezeFunds, payFrozenFunds } from './index';
import { lockConfirmedPeriod } from './reconciliation.service';

const LOCKED_FR = /^La période jusqu'au \d{4}-\d{2}-\d{2} est verrouillée/;

/**
 * A confirmed reconciliation locks the pair's period (domain.md §7): every path that posts into it is refused
 * with the translated message and leaves the document, the fund ledger and the stock as they were. Every
 * path posts on the caller's today, and a confirmation only closes days gone by; so the documents are taken
 * to the step before their posting, then dist01's period is locked through today with the lock a
 * confirmation sets (`lockConfirmedPeriod`), as on the first day after a confirmed month.
 */
describe('a confirmed period refuses postings from every path', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let dist01: string;
  let company: string;
  let goods: string;
  let shipFrom: string;
  let ownWarehouse: string;
  const db = () => t.database.db;
  const caller = staffCaller(ADMIN_TENANT, { userId: '1' });
  const post = (token: string, url: string, payload: object, lang = 'fr') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const act = (token: string, url: string, doc: { id: string; version: number }, more: object = {}) =>
    post(token, url, { id: doc.id, version: doc.version, ...more });
  const lockRefusal = (response: LightMyRequestResponse) => {
    expect(response.json()).toMatchObject({ code: 400, success: false, msg: expect.stringMatching(LOCKED_FR) });
  };
  const fundEntries = async () =>
    Number(
      (
        await db()
          .selectFrom('fundLedgerEntry')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenantId', '=', ADMIN_TENANT)
          .where('holderPartyId', '=', dist01)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stateOf = async (table: 'salesOrder' | 'fundReceipt' | 'reconciliationStatement', id: string) =>
    (await db().selectFrom(table).select(['state', 'version']).where('id', '=', id).executeTakeFirstOrThrow()).state;

  /** What waits for its posting step when the period locks. */
  const pending: {
    draftOrder?: Order;
    submittedOrder?: Order;
    approvedOrder?: Order;
    receipt?: Receipt;
    receivedReturn?: ReturnDetail;
    disputed?: Reconciliation;
    adjustment?: Adjustment;
  } = {};

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(db(), ADMIN_TENANT);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    dist01 = (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const holder = { holderPartyId: dist01, counterpartyPartyId: company };
    shipFrom = await make.warehouse();
    goods = await sellableGoods(db(), make, dist01, '10.00');
    await stockUp(db(), shipFrom, goods, '100');
    await payIn(db(), ADMIN_TENANT, holder, '1000');
    ownWarehouse = await make.warehouse();
    await db().updateTable('warehouse').set({ ownerCustomerId: dist01 }).where('id', '=', ownWarehouse).execute();
    await stockUp(db(), ownWarehouse, goods, '5');

    // Orders: a draft (to submit), a submitted one (to approve or reject), an approved one (to cancel).
    const orders = orderClient(t.app, tokens.dist01);
    const admin = orderClient(t.app, tokens.admin);
    const draft = async () => {
      const cart = { channel: 'PRIMARY', buyerPartyId: dist01, shipFromWarehouseId: shipFrom };
      const lines = [{ goodsId: goods, unit: PIECE, qty: '2' }];
      const quote = await orders.quote({ ...cart, lines });
      return dataOf<Order>(
        await orders.save({
          ...cart,
          deliveryMethod: 'DELIVERY',
          lines,
          payForm: { ...quote.payForm, rebatePayment: '0.00', creditPayment: '0.00', cashPayment: '20.00' },
        }),
      );
    };
    pending.draftOrder = await draft();
    pending.submittedOrder = dataOf<Order>(await orders.act('submit', await draft()));
    const toApprove = dataOf<Order>(await orders.act('submit', await draft()));
    pending.approvedOrder = dataOf<Order>(await admin.act('approve', toApprove));
    expect(pending.approvedOrder.state).toBe('APPROVED');

    // A receipt dist01 recorded and submitted, waiting for the company's approval.
    const receipt = dataOf<Receipt>(
      await post(tokens.dist01, '/api/smdp-finance/receipt/save', {
        payerPartyId: dist01,
        amount: '88.00',
        method: 'BANK',
        bankRef: 'LOCK-1',
        paidAt: '2026-06-01',
      }),
    );
    pending.receipt = dataOf<Receipt>(await act(tokens.dist01, '/api/smdp-finance/receipt/submit', receipt));

    // A return received back by the company, waiting for its refund.
    const delivered = await db()
      .insertInto('salesOrder')
      .values({
        tenantId: ADMIN_TENANT,
        docNo: 'SO-LOCK-RET',
        channel: 'PRIMARY',
        type: 'SALE',
        sellerPartyId: company,
        buyerPartyId: dist01,
        shipFromWarehouseId: shipFrom,
        deliveryMethod: 'DELIVERY',
        state: 'COMPLETED',
        totalAmount: '100.00',
        actualTotalAmount: '100.00',
        cashPayment: '100.00',
        rebatePayment: '0.00',
        creditPayment: '0.00',
        useAvailableCredit: false,
        paymentStatus: 'PAID',
        createUser: null,
        createDept: null,
        updateUser: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = await db()
      .insertInto('salesOrderLine')
      .values({
        tenantId: ADMIN_TENANT,
        orderId: delivered.id,
        lineNo: 1,
        goodsId: goods,
        unit: PIECE,
        factor: '1',
        qty: '10',
        baseQty: '10',
        unitPrice: '10.00',
        netAmount: '100.00',
        taxRate: '0.13',
        taxAmount: '11.50',
        qtyDelivered: '10',
        qtyReceived: '10',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .transaction()
      .execute(async (trx) => {
        const source = { type: 'order', id: delivered.id };
        const parts = { cash: '100.00', rebate: '0', credit: '0' };
        await freezeFunds(trx, caller, { holder, source, parts, postingDate: '2026-06-01' });
        await payFrozenFunds(trx, caller, { holder, source, postingDate: '2026-06-01' });
      });
    const returns = '/api/smdp-order/return';
    let ret = dataOf<ReturnDetail>(
      await post(tokens.dist01, `${returns}/save`, {
        returnOfOrderId: delivered.id,
        returnReason: 'broken cartons',
        lines: [{ returnOfLineId: line.id, qty: '3' }],
      }),
    );
    ret = dataOf<ReturnDetail>(await act(tokens.dist01, `${returns}/submit`, ret));
    ret = dataOf<ReturnDetail>(await act(tokens.admin, `${returns}/approve`, ret));
    ret = dataOf<ReturnDetail>(await act(tokens.dist01, `${returns}/ship`, ret));
    ret = dataOf<ReturnDetail>(
      await act(tokens.admin, `${returns}/receive`, ret, {
        lines: [{ lineId: ret.lines[0]?.id, acceptedQty: '3', damagedQty: '0' }],
      }),
    );
    expect(ret.state).toBe('RECEIVED');
    pending.receivedReturn = ret;

    // The demo's December 2024 statement dist01 disputed, waiting for the company's adjustment.
    const demoDispute = await db()
      .selectFrom('reconciliationStatement')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('debtorPartyId', '=', dist01)
      .where('state', '=', 'DISPUTED')
      .executeTakeFirstOrThrow();
    pending.disputed = dataOf<Reconciliation>(
      await t.app.inject({
        url: `/api/smdp-finance/reconciliation/detail?id=${demoDispute.id}`,
        headers: bearer(tokens.admin),
      }),
    );
    expect(pending.disputed.state).toBe('DISPUTED');

    // A stock adjustment of dist01's own warehouse, confirmed and waiting to post.
    const adjustment = dataOf<Adjustment>(
      await post(tokens.admin, '/api/smdp-stock/adjustment/submit', {
        warehouseId: ownWarehouse,
        lines: [{ goodsId: goods, unit: PIECE, qty: '-1', reason: 'damage', remark: 'dropped' }],
      }),
    );
    pending.adjustment = dataOf<Adjustment>(await act(tokens.admin, '/api/smdp-stock/adjustment/confirm', adjustment));

    const today = formatDateTime(new Date(), 'Asia/Shanghai').slice(0, 10);
    await db()
      .transaction()
      .execute((trx) => lockConfirmedPeriod(trx, ADMIN_TENANT, dist01, today));
  });
  afterAll(() => t.close());

  it('refuses the order postings: submit (freeze), approve (pay), reject (release), cancel (refund)', async () => {
    const before = await fundEntries();
    const { draftOrder, submittedOrder, approvedOrder } = pending;
    if (!draftOrder || !submittedOrder || !approvedOrder) throw new Error('orders not arranged');
    const dist = orderClient(t.app, tokens.dist01, 'fr');
    const admin = orderClient(t.app, tokens.admin, 'fr');
    lockRefusal(await dist.act('submit', draftOrder));
    lockRefusal(await admin.act('approve', submittedOrder));
    lockRefusal(await admin.act('reject', submittedOrder, { remark: 'no' }));
    lockRefusal(await admin.act('cancel', approvedOrder, { remark: 'no' }));
    expect(await stateOf('salesOrder', draftOrder.id)).toBe('DRAFT');
    expect(await stateOf('salesOrder', submittedOrder.id)).toBe('SUBMITTED');
    expect(await stateOf('salesOrder', approvedOrder.id)).toBe('APPROVED');
    expect(await fundEntries()).toBe(before);
    // The stock reserved by the submitted orders stays reserved (on hand: 100 + the 3 returned).
    expect(await balanceOf(db(), shipFrom, goods)).toMatchObject({ onHand: '103.000', reserved: '4.000' });
    expect(
      (await t.app.inject({ url: `${ORDER}/detail?id=${draftOrder.id}`, headers: bearer(tokens.dist01) })).json(),
    ).toMatchObject({ data: { state: 'DRAFT', paymentStatus: 'UNPAID' } });
  });

  it('refuses the approval of a receipt and the refund of a return', async () => {
    const before = await fundEntries();
    const { receipt, receivedReturn } = pending;
    if (!receipt || !receivedReturn) throw new Error('receipt or return not arranged');
    lockRefusal(await act(tokens.staff01, '/api/smdp-finance/receipt/approve', receipt));
    expect(await stateOf('fundReceipt', receipt.id)).toBe('SUBMITTED');
    lockRefusal(await act(tokens.admin, '/api/smdp-order/return/refund', receivedReturn));
    expect(await stateOf('salesOrder', receivedReturn.id)).toBe('RECEIVED');
    expect(await fundEntries()).toBe(before);
  });

  it('refuses the adjustment that settles a dispute, and a stock adjustment of the debtor own warehouse', async () => {
    const before = await fundEntries();
    const { disputed, adjustment } = pending;
    if (!disputed || !adjustment) throw new Error('statement or adjustment not arranged');
    lockRefusal(
      await act(tokens.admin, '/api/smdp-finance/reconciliation/adjust', disputed, {
        amount: '-50.00',
        reason: 'Receipt short-booked',
      }),
    );
    expect(await stateOf('reconciliationStatement', disputed.id)).toBe('DISPUTED');
    const adjustments = await db()
      .selectFrom('reconciliationAdjustment')
      .select('id')
      .where('statementId', '=', disputed.id)
      .execute();
    expect(adjustments).toEqual([]);
    expect(await fundEntries()).toBe(before);
    // A stock adjustment posts stock only: the lock a confirmation sets covers the debtor's own warehouses.
    lockRefusal(await act(tokens.admin, '/api/smdp-stock/adjustment/post', adjustment));
    expect(await balanceOf(db(), ownWarehouse, goods)).toMatchObject({ onHand: '5.000' });
  });

  it('leaves other buyers open: the same kind of posting for dist02 goes through', async () => {
    const dist02 = (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0002')
        .executeTakeFirstOrThrow()
    ).id;
    const receipt = dataOf<Receipt>(
      await post(tokens.admin, '/api/smdp-finance/receipt/save', {
        payerPartyId: dist02,
        amount: '12.00',
        method: 'BANK',
        bankRef: 'LOCK-OPEN',
        paidAt: '2026-06-01',
      }),
    );
    const submitted = dataOf<Receipt>(await act(tokens.admin, '/api/smdp-finance/receipt/submit', receipt));
    const approved = dataOf<Receipt>(await act(tokens.staff01, '/api/smdp-finance/receipt/approve', submitted));
    expect(approved.state).toBe('APPROVED');
  });
});
