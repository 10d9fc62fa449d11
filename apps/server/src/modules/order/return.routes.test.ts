import { DATA_SCOPE } from '@smdp/contracts/access';
import type { ReturnableOrder, ReturnDetail } from '@smdp/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { PIECE, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import {
  freezeFunds,
  frozenBy,
  fundAvailability,
  payFrozenFunds,
  refundFunds,
  releaseFunds,
  settledBy,
  useFrozenCredit,
} from '../fund';
import { postStock, stockBalancesOf } from '../stock';
import { shortCloseParts } from './order.credit';

describe('order returns', () => {
  let t: TestApp;
  let db: Database;
  let tokens: DemoTokens;
  let narrow: string;
  const caller = staffCaller(ADMIN_TENANT, { userId: '1' });
  const DAY = '2026-06-01';
  let dist01: string;
  let company: string;
  let goods: string;
  let shipFrom: string;
  let defective: string;
  let buyerWarehouse: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    tokens = await signInDemoAccounts(t.app);
    narrow = (await accountWithDataScope(t, { like: 'dist01-sub', account: 'narrowret', dataScope: DATA_SCOPE.SELF }))
      .token;
    const user = await db
      .selectFrom('bladeUser')
      .select('customerId')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('account', '=', 'dist01')
      .executeTakeFirstOrThrow();
    dist01 = String(user.customerId);
    const party = await db
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('partyType', '=', 'COMPANY')
      .executeTakeFirstOrThrow();
    company = party.id;
    const fx = await stockFixtures(db, ADMIN_TENANT);
    goods = await fx.goods();
    shipFrom = await fx.warehouse();
    buyerWarehouse = await fx.warehouse();
    await db.updateTable('warehouse').set({ ownerCustomerId: dist01 }).where('id', '=', buyerWarehouse).execute();
    const child = await db
      .insertInto('warehouse')
      .values({
        tenantId: ADMIN_TENANT,
        code: `DEF-${shipFrom}`,
        name: 'Defective',
        grade: 2,
        parentWarehouseId: shipFrom,
        type: 'DEFECTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    defective = child.id;
    await db.transaction().execute((trx) =>
      postStock(trx, caller, {
        voucher: { type: 'test', id: '1' },
        postingDate: DAY,
        lines: [{ warehouseId: buyerWarehouse, goodsId: goods, qty: '20', unit: PIECE, factor: '1', unitCost: '5' }],
      }),
    );
  });
  afterAll(() => t.close());

  /** A COMPLETED primary order of `buyer`: 10 units at 10.00 delivered, `received` received, paid 60 cash + 20 rebate + 20 credit. */
  async function deliveredOrder(
    buyer: string,
    received = '8',
    {
      seller = company,
      warehouse = shipFrom,
      state = 'COMPLETED',
      delivered = '10',
    }: { seller?: string; warehouse?: string; state?: 'COMPLETED' | 'CLOSED'; delivered?: string } = {},
  ) {
    const order = await db
      .insertInto('salesOrder')
      .values({
        tenantId: ADMIN_TENANT,
        docNo: `SO-${Math.random().toString(36).slice(2, 10)}`,
        channel: seller === company ? 'PRIMARY' : 'SECONDARY',
        type: 'SALE',
        sellerPartyId: seller,
        buyerPartyId: buyer,
        shipFromWarehouseId: warehouse,
        deliveryMethod: 'DELIVERY',
        state,
        totalAmount: '100.00',
        actualTotalAmount: '100.00',
        cashPayment: '60.00',
        rebatePayment: '20.00',
        creditPayment: '20.00',
        useAvailableCredit: true,
        paymentStatus: 'PAID',
        createUser: null,
        createDept: null,
        updateUser: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = await db
      .insertInto('salesOrderLine')
      .values({
        tenantId: ADMIN_TENANT,
        orderId: order.id,
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
        qtyDelivered: delivered,
        qtyReceived: received,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const holder = { holderPartyId: buyer, counterpartyPartyId: seller };
    const source = { type: 'order', id: order.id };
    await db.transaction().execute(async (trx) => {
      await freezeFunds(trx, caller, {
        holder,
        source,
        parts: { cash: '0', rebate: '0', credit: '20.00' },
        postingDate: DAY,
        overrideCreditLimit: true,
      });
      await payFrozenFunds(trx, caller, { holder, source, postingDate: DAY });
      // the delivered share of the credit was used as it shipped
      const share = { done: (Number(delivered) * 10).toFixed(2), of: '100.00' };
      await useFrozenCredit(trx, caller, { holder, source, postingDate: DAY, share });
      // A short-closed order released the credit of what never shipped and gave back the rest of the
      // unshipped share in its mix (60/20/20), under its own source, as the short-close does.
      if (state === 'CLOSED') {
        // cash and rebate never went through this fixture's ledger: the row's figures stand for them
        const used = (await settledBy(trx, ADMIN_TENANT, holder, source)).paid.credit;
        const paid = { cash: '60.00', rebate: '20.00', credit: used };
        const frozen = (await frozenBy(trx, ADMIN_TENANT, holder, source)).credit;
        const { refund } = shortCloseParts(((10 - Number(delivered)) * 10).toFixed(2), paid, frozen);
        await releaseFunds(trx, caller, { holder, source, postingDate: DAY });
        await refundFunds(trx, caller, { holder, source, parts: refund, postingDate: DAY });
      }
    });
    return { orderId: order.id, lineId: line.id };
  }

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/smdp-order/return/${url}`,
      headers: { ...bearer(token), 'lang-type': 'en' },
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const act = async (token: string, action: string, ret: { id: string; version: number }, extra: object = {}) =>
    call(token, 'POST', action, { id: ret.id, version: ret.version, ...extra });
  const returnCount = async () =>
    Number(
      (
        await db
          .selectFrom('salesOrder')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('type', '=', 'RETURN')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const onHand = async (warehouseId: string) =>
    (await stockBalancesOf(db, caller, { warehouseId, goodsId: goods }))[0]?.onHand ?? '0';

  it('runs a return with a damaged line from draft to refund, in the original payment mix', async () => {
    const { orderId, lineId } = await deliveredOrder(dist01);
    const returnable = dataOf<ReturnableOrder>(await call(tokens.dist01, 'GET', `returnable?orderId=${orderId}`));
    expect(returnable.lines).toHaveLength(1);
    expect(returnable.lines[0]).toMatchObject({ returnable: '8.000', netUnitPrice: '10.00' });

    let ret = dataOf<ReturnDetail>(
      await call(tokens.dist01, 'POST', 'save', {
        returnOfOrderId: orderId,
        returnReason: 'broken cartons',
        returnFromWarehouseId: buyerWarehouse,
        lines: [{ returnOfLineId: lineId, qty: '5' }],
      }),
    );
    expect(ret).toMatchObject({ type: 'RETURN', state: 'DRAFT', returnOfOrderId: orderId, actions: expect.any(Array) });
    expect(ret.lines[0]).toMatchObject({ qty: '5.000', unitPrice: '10.00', returnOfLineId: lineId });
    expect(ret.actions).toContain('submit');
    expect(ret.actions).not.toContain('approve');

    ret = dataOf(await act(tokens.dist01, 'submit', ret));
    expect(ret.state).toBe('SUBMITTED');
    expect(ret.payForm).toMatchObject({ actualTotalAmount: '50.00', cashPayment: '30.00', rebatePayment: '10.00' });

    // the buyer does not approve its own return
    const own = await act(tokens.dist01, 'approve', ret);
    expect(own.json()).toMatchObject({ code: 403, msg: 'The seller takes this action' });

    ret = dataOf(await act(tokens.admin, 'approve', ret));
    expect(ret.state).toBe('APPROVED');
    const before = await onHand(buyerWarehouse);
    ret = dataOf(await act(tokens.dist01, 'ship', ret));
    expect(ret.state).toBe('RETURN_SHIPPED');
    expect(Number(await onHand(buyerWarehouse))).toBe(Number(before) - 5);

    // the buyer cannot cancel once the goods are on their way
    expect((await act(tokens.dist01, 'cancel', ret)).json().code).toBe(400);

    const tooMany = await act(tokens.admin, 'receive', ret, {
      lines: [{ lineId: ret.lines[0]?.id, acceptedQty: '6', damagedQty: '0' }],
    });
    expect(tooMany.json()).toMatchObject({ code: 400 });
    expect(await onHand(shipFrom)).toBe('0');

    ret = dataOf(
      await act(tokens.admin, 'receive', ret, {
        lines: [{ lineId: ret.lines[0]?.id, acceptedQty: '5', damagedQty: '2' }],
      }),
    );
    expect(ret.state).toBe('RECEIVED');
    expect(ret.defectiveWarehouseId).toBe(defective);
    expect(ret.lines[0]).toMatchObject({ acceptedQty: '5.000', damagedQty: '2.000' });
    expect(Number(await onHand(shipFrom))).toBe(3);
    expect(Number(await onHand(defective))).toBe(2);
    const original = await db
      .selectFrom('salesOrderLine')
      .select('qtyReturned')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(Number(original.qtyReturned)).toBe(5);

    const funds = await fundAvailability(db, ADMIN_TENANT, { holderPartyId: dist01, counterpartyPartyId: company });
    ret = dataOf(await act(tokens.admin, 'refund', ret));
    expect(ret.state).toBe('REFUNDED');
    expect(ret.refund).toEqual({ cash: '30.00', rebate: '10.00', credit: '10.00' });
    expect(ret.refundAmount).toBe('50.00');
    const after = await fundAvailability(db, ADMIN_TENANT, { holderPartyId: dist01, counterpartyPartyId: company });
    expect(Number(after.cash.balance) - Number(funds.cash.balance)).toBeCloseTo(30, 2);
    expect(Number(after.rebate.balance) - Number(funds.rebate.balance)).toBeCloseTo(10, 2);
    expect(Number(funds.credit.used) - Number(after.credit.used)).toBeCloseTo(10, 2);
    const paid = await db
      .selectFrom('salesOrder')
      .select('paymentStatus')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(paid.paymentStatus).toBe('PARTIALLY_REFUNDED');

    // only 3 of the 8 received are left to return
    const again = dataOf<ReturnableOrder>(await call(tokens.dist01, 'GET', `returnable?orderId=${orderId}`));
    expect(again.lines[0]?.returnable).toBe('3.000');
    const timeline = ret.timeline.map((entry) => entry.action);
    expect(timeline).toEqual(['create', 'submit', 'approve', 'ship', 'receive', 'refund']);
  });

  it('refuses more than returnable, a price above the original, another batch; bad input changes nothing', async () => {
    const { orderId, lineId } = await deliveredOrder(dist01, '4');
    const count = await returnCount();
    const save = (line: object) =>
      call(tokens.dist01, 'POST', 'save', {
        returnOfOrderId: orderId,
        returnReason: 'wrong goods',
        lines: [{ returnOfLineId: lineId, ...line }],
      });
    expect((await save({ qty: '5' })).json()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('At most 4.000'),
    });
    expect((await save({ qty: '1', unitPrice: '10.01' })).json()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('above its original price 10.00'),
    });
    expect((await save({ qty: '1', batchNo: 'B-OTHER' })).json()).toMatchObject({ code: 400 });
    expect((await save({ qty: '-1' })).json()).toMatchObject({ code: 400 });
    expect((await save({ qty: 'abc' })).json()).toMatchObject({ code: 400 });
    const unknownLine = await call(tokens.dist01, 'POST', 'save', {
      returnOfOrderId: orderId,
      returnReason: 'x',
      lines: [{ returnOfLineId: '999999999', qty: '1' }],
    });
    expect(unknownLine.json()).toMatchObject({ code: 400 });
    expect(await returnCount()).toBe(count);

    // two live returns together never exceed what was received
    const first = dataOf<ReturnDetail>(await save({ qty: '3' }));
    expect((await save({ qty: '2' })).json()).toMatchObject({ code: 400 });
    // a cancelled return frees its quantity
    dataOf(await act(tokens.dist01, 'cancel', first));
    dataOf<ReturnDetail>(await save({ qty: '4' }));
  });

  it('another tenant, another customer and a narrowed sub-account see nothing', async () => {
    const mine = await deliveredOrder(dist01);
    const ret = dataOf<ReturnDetail>(
      await call(tokens.dist01, 'POST', 'save', {
        returnOfOrderId: mine.orderId,
        returnReason: 'scope',
        lines: [{ returnOfLineId: mine.lineId, qty: '1' }],
      }),
    );
    // the sale order calls do not move a return
    const asOrder = await t.app.inject({
      method: 'POST',
      url: '/api/smdp-order/order/cancel',
      headers: { ...bearer(tokens.admin), 'lang-type': 'en' },
      payload: { id: ret.id, version: ret.version },
    });
    expect(asOrder.json().code).toBe(404);
    // another tenant
    expect((await call(tokens.otherAdmin, 'GET', `detail?id=${ret.id}`)).json().code).toBe(404);
    expect((await call(tokens.otherAdmin, 'GET', `returnable?orderId=${mine.orderId}`)).json().code).toBe(404);
    expect((await act(tokens.otherAdmin, 'approve', ret)).json().code).toBe(404);
    const otherList = dataOf<{ records: { id: string }[] }>(await call(tokens.otherAdmin, 'GET', 'list?size=100'));
    expect(otherList.records.map((row) => row.id)).not.toContain(ret.id);

    // another customer
    const other = await db
      .insertInto('baseCustomer')
      .values({
        tenantId: ADMIN_TENANT,
        customerCode: `RET-${mine.orderId}`,
        customerName: 'Other distributor',
        customerFullName: 'Other distributor',
        partyType: 'DISTRIBUTOR',
        sellerPartyId: company,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await deliveredOrder(other.id);
    const theirReturn = dataOf<ReturnDetail>(
      await call(tokens.admin, 'POST', 'save', {
        returnOfOrderId: theirs.orderId,
        returnReason: 'staff enters it',
        lines: [{ returnOfLineId: theirs.lineId, qty: '1' }],
      }),
    );
    expect((await call(tokens.dist01, 'GET', `detail?id=${theirReturn.id}`)).json().code).toBe(404);
    expect((await call(tokens.dist01, 'GET', `returnable?orderId=${theirs.orderId}`)).json().code).toBe(404);
    const saveTheirs = await call(tokens.dist01, 'POST', 'save', {
      returnOfOrderId: theirs.orderId,
      returnReason: 'not mine',
      lines: [{ returnOfLineId: theirs.lineId, qty: '1' }],
    });
    expect(saveTheirs.json().code).toBe(404);
    expect((await act(tokens.dist01, 'cancel', theirReturn)).json().code).toBe(404);
    const list = dataOf<{ records: { id: string }[] }>(await call(tokens.dist01, 'GET', 'list?size=100'));
    expect(list.records.map((row) => row.id)).toContain(ret.id);
    expect(list.records.map((row) => row.id)).not.toContain(theirReturn.id);

    // a sub-account sees its customer's returns; one narrowed to its own rows does not
    const sub = dataOf<{ records: { id: string }[] }>(await call(tokens['dist01-sub'], 'GET', 'list?size=100'));
    expect(sub.records.map((row) => row.id)).toContain(ret.id);
    expect((await call(narrow, 'GET', `detail?id=${ret.id}`)).json().code).toBe(404);
    const narrowList = dataOf<{ records: { id: string }[] }>(await call(narrow, 'GET', 'list?size=100'));
    expect(narrowList.records.map((row) => row.id)).not.toContain(ret.id);
  });

  it("a distributor sees and inspects its sub-customer's return as the seller, into its own warehouse", async () => {
    const sub = await db
      .insertInto('baseCustomer')
      .values({
        tenantId: ADMIN_TENANT,
        customerCode: `SUB-${Date.now()}`,
        customerName: 'Corner shop',
        customerFullName: 'Corner shop',
        partyType: 'SUB_DISTRIBUTOR',
        sellerPartyId: dist01,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { orderId, lineId } = await deliveredOrder(sub.id, '2', { seller: dist01, warehouse: buyerWarehouse });
    // the distributor enters the return on its sub-customer's behalf and inspects it as the seller
    let ret = dataOf<ReturnDetail>(
      await call(tokens.dist01, 'POST', 'save', {
        returnOfOrderId: orderId,
        returnReason: 'expired',
        lines: [{ returnOfLineId: lineId, qty: '2' }],
      }),
    );
    expect(ret).toMatchObject({ channel: 'SECONDARY', sellerPartyId: dist01, buyerPartyId: sub.id });
    ret = dataOf(await act(tokens.dist01, 'submit', ret));
    expect(ret.actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    ret = dataOf(await act(tokens.dist01, 'reject', ret, { remark: 'out of the return window' }));
    expect(ret.state).toBe('REJECTED');
    expect(ret.payForm.actualTotalAmount).toBe('0.00');
    // a rejected return frees its quantity
    const again = dataOf<ReturnableOrder>(await call(tokens.dist01, 'GET', `returnable?orderId=${orderId}`));
    expect(again.lines[0]?.returnable).toBe('2.000');
    // a reject without a reason is refused
    const second = dataOf<ReturnDetail>(
      await call(tokens.dist01, 'POST', 'save', {
        returnOfOrderId: orderId,
        returnReason: 'expired',
        lines: [{ returnOfLineId: lineId, qty: '1' }],
      }),
    );
    const submitted = dataOf<ReturnDetail>(await act(tokens.dist01, 'submit', second));
    expect((await act(tokens.dist01, 'reject', submitted)).json()).toMatchObject({ code: 400, msg: 'Give the reason' });
    // stale version
    expect((await act(tokens.dist01, 'approve', second)).json().code).toBe(409);
    // damaged goods need the seller's DEFECTIVE warehouse: the distributor has none, so nothing is received
    let third = dataOf<ReturnDetail>(await act(tokens.dist01, 'approve', submitted));
    third = dataOf(await act(tokens.dist01, 'ship', third));
    const stockBefore = await onHand(buyerWarehouse);
    const refused = await act(tokens.dist01, 'receive', third, {
      lines: [{ lineId: third.lines[0]?.id, acceptedQty: '1', damagedQty: '1' }],
    });
    expect(refused.json()).toMatchObject({
      code: 400,
      msg: 'The seller has no DEFECTIVE warehouse for the damaged goods',
    });
    expect(await onHand(buyerWarehouse)).toBe(stockBefore);
    expect(dataOf<ReturnDetail>(await call(tokens.dist01, 'GET', `detail?id=${third.id}`)).state).toBe(
      'RETURN_SHIPPED',
    );
    const sound = dataOf<ReturnDetail>(
      await act(tokens.dist01, 'receive', third, {
        lines: [{ lineId: third.lines[0]?.id, acceptedQty: '1', damagedQty: '0' }],
      }),
    );
    expect(sound.state).toBe('RECEIVED');
    expect(await onHand(buyerWarehouse)).toBe(
      String(Number(stockBefore) + 1) + stockBefore.slice(stockBefore.indexOf('.')),
    );
  });

  it('a short-closed original refunds on returns only what its short-close did not give back', async () => {
    // 10 ordered, 6 delivered, short-closed: 40.00 went back (24 cash, 8 rebate, 8 credit); nothing received yet
    const { orderId, lineId } = await deliveredOrder(dist01, '0', { state: 'CLOSED', delivered: '6' });
    const returnable = dataOf<ReturnableOrder>(await call(tokens.admin, 'GET', `returnable?orderId=${orderId}`));
    expect(returnable.lines[0]?.returnable).toBe('6.000');
    let ret = dataOf<ReturnDetail>(
      await call(tokens.admin, 'POST', 'save', {
        returnOfOrderId: orderId,
        returnReason: 'all of it',
        lines: [{ returnOfLineId: lineId, qty: '6' }],
      }),
    );
    for (const action of ['submit', 'approve', 'ship']) ret = dataOf(await act(tokens.admin, action, ret));
    ret = dataOf(
      await act(tokens.admin, 'receive', ret, {
        lines: [{ lineId: ret.lines[0]?.id, acceptedQty: '6', damagedQty: '0' }],
      }),
    );
    ret = dataOf(await act(tokens.admin, 'refund', ret));
    expect(ret.refund).toEqual({ cash: '36.00', rebate: '12.00', credit: '12.00' });
    const original = await db
      .selectFrom('salesOrder')
      .select('paymentStatus')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(original.paymentStatus).toBe('REFUNDED');
  });
});
