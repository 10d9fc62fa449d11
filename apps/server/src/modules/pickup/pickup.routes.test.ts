import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { PickupTicket, VerifiedPickup } from '@smdp/contracts/pickup';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { grantCredit } from '../../testing/fund-fixtures';
import {
  balanceOf,
  expectNoDrift,
  ORDER,
  orderClient,
  orderOf,
  payIn,
  refused,
  sellableGoods,
  stockUp,
} from '../../testing/order-fixtures';
import { pdfPages } from '../../testing/pdf-text';
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
import { fundAvailability } from '../fund';

const PICKUP = '/api/smdp-order/pickup';

describe('pick-up: tickets, codes by SMS, the counter, hand-over through pickCheck, slip; scope', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let company: string;
  let dist01: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(db(), ADMIN_TENANT);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    dist01 = (
      await db().selectFrom('baseCustomer').select('id').where('customerCode', '=', 'C0001').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const call = (account: keyof DemoTokens, url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { ...bearer(tokens[account]), 'lang-type': lang },
      ...(payload ? { payload } : {}),
    });

  /**
   * An approved pick-up order of dist01 (or `party`, placed by the back office) for `qty` pieces out of a
   * company warehouse holding `stock`, paid by the quote's default split after `cash` was paid in.
   */
  async function approvedPickup(qty = '3', stock = '10', deliveryMethod = 'PICKUP', party?: string, cash = '100') {
    const buyerPartyId = party ?? dist01;
    const warehouse = await make.warehouse();
    const goods = await sellableGoods(db(), make, buyerPartyId, '5.00');
    await stockUp(db(), warehouse, goods, stock);
    if (cash !== '0') {
      await payIn(db(), ADMIN_TENANT, { holderPartyId: buyerPartyId, counterpartyPartyId: company }, cash);
    }
    const buyer = orderClient(t.app, party ? tokens.admin : tokens.dist01);
    const lines = [{ goodsId: goods, unit: PIECE, qty }];
    const quote = await buyer.quote({ channel: 'PRIMARY', buyerPartyId, shipFromWarehouseId: warehouse, lines });
    const draft = orderOf(
      await buyer.save({
        channel: 'PRIMARY',
        buyerPartyId,
        shipFromWarehouseId: warehouse,
        deliveryMethod,
        lines,
        payForm: quote.payForm,
      }),
    );
    const submitted = orderOf(await buyer.act('submit', draft, { payForm: quote.payForm }));
    const approved = orderOf(await orderClient(t.app, tokens.admin).act('approve', submitted));
    expect(approved.state).toBe('APPROVED');
    return { order: approved, warehouse, goods };
  }

  /** The code the SMS outbox holds for a ticket (the demo's table provider keeps the text). */
  async function codeOf(ticketNo: string): Promise<string> {
    const message = await db()
      .selectFrom('smsMessage')
      .select('content')
      .where('content', 'like', `%${ticketNo}%`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.content)?.[1];
    if (!code) throw new Error(`no code in ${message.content}`);
    return code;
  }

  const issue = (account: keyof DemoTokens, orderId: string, more: object = {}) =>
    call(account, `${PICKUP}/issue`, {
      orderId,
      pickerName: 'Amani',
      pickerMobile: '+254700000001',
      vehiclePlate: 'KDA 123A',
      ...more,
    });

  it('issues a ticket, texts a 6-digit code kept only as a hash, and the counter verifies it after a wrong try', async () => {
    const { order, warehouse, goods } = await approvedPickup('3');
    const ticket = dataOf<PickupTicket>(await issue('dist01', order.id));
    expect(ticket).toMatchObject({
      state: 'ISSUED',
      orderNo: order.docNo,
      pickerMobile: '*********0001',
      failedAttempts: 0,
    });
    const code = await codeOf(ticket.ticketNo);
    const stored = await db()
      .selectFrom('pickupTicket')
      .select('codeHash')
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toHaveLength(64);

    const wrong = code === '000000' ? '000001' : '000000';
    const tried = await call('admin', `${PICKUP}/verify`, {
      ticketNo: ticket.ticketNo,
      code: wrong,
      identity: 'KDA123A',
    });
    expect(refused(tried, 400)).toBe('The code or the ID/plate is wrong: 4 tries left');
    const wrongPlate = await call(
      'admin',
      `${PICKUP}/verify`,
      { ticketNo: ticket.ticketNo, code, identity: 'XYZ' },
      'fr',
    );
    expect(refused(wrongPlate, 400)).toContain('encore 3 essais');

    const verified = dataOf<VerifiedPickup>(
      await call('admin', `${PICKUP}/verify`, { ticketNo: ticket.ticketNo, code, identity: 'kda-123a' }),
    );
    expect(verified.ticket.state).toBe('VERIFIED');
    expect(verified.lines).toEqual([expect.objectContaining({ ordered: '3.000', open: '3.000', unit: PIECE })]);

    // The keeper hands over 2 of 3: they leave the order's reservation for a PICKUP_OUT outbound.
    const line = verified.lines[0]?.orderLineId ?? '';
    const tooMuch = await call('admin', `${PICKUP}/hand-over`, {
      ticketId: ticket.id,
      lines: [{ orderLineId: line, qty: '4' }],
    });
    expect(refused(tooMuch, 400)).toBe('Line 1: at most 3.000 is left to collect');
    const handed = dataOf<{ ticket: PickupTicket; outboundId: string }>(
      await call('admin', `${PICKUP}/hand-over`, { ticketId: ticket.id, lines: [{ orderLineId: line, qty: '2' }] }),
    );
    expect(handed.ticket).toMatchObject({ state: 'VERIFIED', outboundId: handed.outboundId });
    expect(await balanceOf(db(), warehouse, goods)).toEqual({
      onHand: '10.000',
      reserved: '3.000',
      available: '7.000',
    });
    const twice = await call('admin', `${PICKUP}/hand-over`, {
      ticketId: ticket.id,
      lines: [{ orderLineId: line, qty: '1' }],
    });
    refused(twice, 400);
    expect(refused(await issue('dist01', order.id), 400)).toContain('has goods handed over but not yet checked out');

    // pickCheck ships the outbound: stock leaves, the order is partly shipped, the ticket is picked.
    const outbound = dataOf<{ id: string; version: number; state: string; outboundType: string }>(
      await call('admin', `/api/smdp-stock/outbound/detail?id=${handed.outboundId}`),
    );
    expect(outbound).toMatchObject({ state: 'SUBMITTED', outboundType: 'PICKUP_OUT' });
    dataOf(await call('admin', '/api/smdp-stock/outbound/ship', { id: outbound.id, version: outbound.version }));
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '8.000', reserved: '1.000', available: '7.000' });
    const after = orderOf(await call('dist01', `${ORDER}/detail?id=${order.id}`));
    expect(after).toMatchObject({ state: 'PARTIALLY_SHIPPED', deliveryStatus: 'PARTIALLY_DELIVERED' });
    expect(after.lines[0]?.qtyDelivered).toBe('2.000');
    expect(after.timeline.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['pickupIssue', 'pickupVerify', 'pickupHandOver', 'ship', 'pickupPicked']),
    );
    const list = dataOf<Page<PickupTicket>>(await call('dist01', `${PICKUP}/list?orderId=${order.id}`));
    expect(list.records.map((row) => row.state)).toEqual(['PICKED']);

    // The rest needs a new ticket; re-issuing revokes the one in use.
    const second = dataOf<PickupTicket>(await issue('dist01', order.id));
    const third = dataOf<PickupTicket>(await issue('admin', order.id, { pickerName: 'Baraka' }));
    const states = dataOf<Page<PickupTicket>>(await call('admin', `${PICKUP}/list?orderId=${order.id}`));
    expect(Object.fromEntries(states.records.map((row) => [row.ticketNo, row.state]))).toEqual({
      [ticket.ticketNo]: 'PICKED',
      [second.ticketNo]: 'REVOKED',
      [third.ticketNo]: 'ISSUED',
    });
    const old = await call('admin', `${PICKUP}/verify`, {
      ticketNo: second.ticketNo,
      code: await codeOf(second.ticketNo),
      identity: 'KDA123A',
    });
    expect(refused(old, 400)).toBe('The pick-up ticket is REVOKED: this cannot be done now');
    await expectNoDrift(db());
  });

  it('a handed-over outbound cancelled before it ships gives the goods back to the order and revokes its ticket', async () => {
    const { order, warehouse, goods } = await approvedPickup('2');
    const ticket = dataOf<PickupTicket>(await issue('dist01', order.id));
    const verified = dataOf<VerifiedPickup>(
      await call('admin', `${PICKUP}/verify`, {
        ticketNo: ticket.ticketNo,
        code: await codeOf(ticket.ticketNo),
        identity: 'KDA123A',
      }),
    );
    const line = verified.lines[0]?.orderLineId ?? '';
    const handed = dataOf<{ outboundId: string }>(
      await call('admin', `${PICKUP}/hand-over`, { ticketId: ticket.id, lines: [{ orderLineId: line, qty: '2' }] }),
    );
    const outbound = dataOf<{ id: string; version: number }>(
      await call('admin', `/api/smdp-stock/outbound/detail?id=${handed.outboundId}`),
    );
    dataOf(await call('admin', '/api/smdp-stock/outbound/cancel', { id: outbound.id, version: outbound.version }));
    expect(await balanceOf(db(), warehouse, goods)).toEqual({
      onHand: '10.000',
      reserved: '2.000',
      available: '8.000',
    });
    const states = dataOf<Page<PickupTicket>>(await call('admin', `${PICKUP}/list?orderId=${order.id}`));
    expect(states.records.map((row) => row.state)).toEqual(['REVOKED']);
    // The order still holds its goods: a new ticket hands them over and ships them.
    const again = dataOf<PickupTicket>(await issue('dist01', order.id));
    dataOf(
      await call('admin', `${PICKUP}/verify`, {
        ticketNo: again.ticketNo,
        code: await codeOf(again.ticketNo),
        identity: 'KDA123A',
      }),
    );
    const second = dataOf<{ outboundId: string }>(
      await call('admin', `${PICKUP}/hand-over`, { ticketId: again.id, lines: [{ orderLineId: line, qty: '2' }] }),
    );
    const next = dataOf<{ id: string; version: number }>(
      await call('admin', `/api/smdp-stock/outbound/detail?id=${second.outboundId}`),
    );
    dataOf(await call('admin', '/api/smdp-stock/outbound/ship', { id: next.id, version: next.version }));
    expect(orderOf(await call('dist01', `${ORDER}/detail?id=${order.id}`)).state).toBe('SHIPPED');
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '8.000', reserved: '0.000', available: '8.000' });
    await expectNoDrift(db());
  });

  it("a checked-out hand-over uses the picked share of the order's credit, due its ship date + the term", async () => {
    const code = `PUC-${Math.random().toString(36).slice(2, 10)}`;
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
    await grantCredit(db(), ADMIN_TENANT, holder, '100', { termDays: 20 });
    // no cash: the 4 × 5.00 (tax included) = 20.00 go on credit, frozen until the goods leave
    const { order } = await approvedPickup('4', '10', 'PICKUP', buyer, '0');
    expect(order).toMatchObject({ payForm: { creditPayment: '20.00' }, creditFrozen: '20.00' });
    const ticket = dataOf<PickupTicket>(await issue('admin', order.id));
    const verified = dataOf<VerifiedPickup>(
      await call('admin', `${PICKUP}/verify`, {
        ticketNo: ticket.ticketNo,
        code: await codeOf(ticket.ticketNo),
        identity: 'KDA123A',
      }),
    );
    const line = verified.lines[0]?.orderLineId ?? '';
    const handed = dataOf<{ outboundId: string }>(
      await call('admin', `${PICKUP}/hand-over`, { ticketId: ticket.id, lines: [{ orderLineId: line, qty: '1' }] }),
    );
    // handed over, not yet checked out: nothing used
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).credit).toMatchObject({
      used: '0.00',
      frozen: '20.00',
    });
    const outbound = dataOf<{ id: string; version: number }>(
      await call('admin', `/api/smdp-stock/outbound/detail?id=${handed.outboundId}`),
    );
    dataOf(await call('admin', '/api/smdp-stock/outbound/ship', { id: outbound.id, version: outbound.version }));
    const { shipDate } = await db()
      .selectFrom('stockOutbound')
      .select(sql<string>`posting_date::text`.as('shipDate'))
      .where('id', '=', outbound.id)
      .executeTakeFirstOrThrow();
    const uses = await db()
      .selectFrom('fundLedgerEntry')
      .select(['amount', sql<string>`posting_date::text`.as('postingDate'), sql<string>`due_date::text`.as('dueDate')])
      .where('voucherType', '=', 'order')
      .where('voucherId', '=', order.id)
      .where('entryType', '=', 'CREDIT_USE')
      .execute();
    const due = new Date(Date.parse(`${shipDate}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    expect(uses).toEqual([{ amount: '5.00', postingDate: shipDate, dueDate: due }]);
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).credit).toMatchObject({
      used: '5.00',
      frozen: '15.00',
      available: '80.00',
    });
    expect(orderOf(await call('admin', `${ORDER}/detail?id=${order.id}`)).creditFrozen).toBe('15.00');
    await expectNoDrift(db());
  });

  it('locks a ticket after five wrong codes and refuses an expired one', async () => {
    const { order } = await approvedPickup('1');
    const ticket = dataOf<PickupTicket>(await issue('dist01', order.id));
    const code = await codeOf(ticket.ticketNo);
    const wrong = code === '111111' ? '222222' : '111111';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        refused(
          await call('admin', `${PICKUP}/verify`, { ticketNo: ticket.ticketNo, code: wrong, identity: 'KDA123A' }),
          400,
        ),
      );
    }
    expect(answers.at(-2)).toBe('The code or the ID/plate is wrong: 1 tries left');
    expect(answers.at(-1)).toBe('This pick-up code is locked after too many wrong tries: issue a new one');
    const right = await call('admin', `${PICKUP}/verify`, { ticketNo: ticket.ticketNo, code, identity: 'KDA123A' });
    expect(refused(right, 400)).toBe('This pick-up code is locked after too many wrong tries: issue a new one');

    const fresh = dataOf<PickupTicket>(await issue('dist01', order.id));
    await db()
      .updateTable('pickupTicket')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', fresh.id)
      .execute();
    const late = await call('admin', `${PICKUP}/verify`, {
      ticketNo: fresh.ticketNo,
      code: await codeOf(fresh.ticketNo),
      identity: 'KDA123A',
    });
    expect(refused(late, 400)).toBe('This pick-up code has expired: issue a new one');
    const states = await db()
      .selectFrom('pickupTicket')
      .select(['id', 'state'])
      .where('orderId', '=', order.id)
      .execute();
    expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({
      [ticket.id]: 'LOCKED',
      [fresh.id]: 'EXPIRED',
    });
  });

  it('issues only for approved pick-up orders, with an ID or a plate; bad input changes nothing', async () => {
    const { order: delivery } = await approvedPickup('1', '10', 'DELIVERY');
    expect(refused(await issue('dist01', delivery.id), 400)).toContain('is not an approved pick-up order');
    const { order } = await approvedPickup('1');
    const before = await db().selectFrom('pickupTicket').select('id').execute();
    expect(refused(await issue('dist01', order.id, { vehiclePlate: null }), 400)).toContain(
      "Give the picker's ID number or vehicle plate: the counter checks it",
    );
    refused(await issue('dist01', order.id, { pickerMobile: 'call me' }), 400);
    refused(await call('admin', `${PICKUP}/verify`, { ticketNo: 'PU1', code: '12', identity: 'x' }), 400);
    expect(await db().selectFrom('pickupTicket').select('id').execute()).toEqual(before);
  });

  it("another tenant, another customer and a stranger's counter see and change nothing", async () => {
    const { order } = await approvedPickup('1');
    const ticket = dataOf<PickupTicket>(await issue('dist01', order.id));
    const code = await codeOf(ticket.ticketNo);
    for (const account of ['otherAdmin'] as const) {
      expect(dataOf<Page<PickupTicket>>(await call(account, `${PICKUP}/list?orderId=${order.id}`)).total).toBe(0);
      refused(await issue(account, order.id), 404);
      refused(await call(account, `${PICKUP}/verify`, { ticketNo: ticket.ticketNo, code, identity: 'KDA123A' }), 404);
      refused(await call(account, `${PICKUP}/slip-link`, { id: ticket.id }), 404);
    }
    // A narrowed sub-account of dist01 (its own rows only) does not see the tickets of orders dist01 placed.
    const narrow = await accountWithDataScope(t, {
      like: 'dist01',
      account: 'dist01-own-pu',
      dataScope: DATA_SCOPE.SELF,
    });
    const asNarrow = (url: string, payload?: object) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: bearer(narrow.token),
        ...(payload ? { payload } : {}),
      });
    expect(dataOf<Page<PickupTicket>>(await asNarrow(`${PICKUP}/list?orderId=${order.id}`)).total).toBe(0);
    refused(
      await asNarrow(`${PICKUP}/issue`, {
        orderId: order.id,
        pickerName: 'X',
        pickerMobile: '+254700000009',
        vehiclePlate: 'P1',
      }),
      404,
    );
    refused(await asNarrow(`${PICKUP}/slip-link`, { id: ticket.id }), 404);
    // C0002's pick-up (placed by the company) is not dist01's to see, issue or print.
    const moonlight = (
      await db().selectFrom('baseCustomer').select('id').where('customerCode', '=', 'C0002').executeTakeFirstOrThrow()
    ).id;
    const { order: theirs } = await approvedPickup('1', '10', 'PICKUP', moonlight);
    const theirTicket = dataOf<PickupTicket>(await issue('admin', theirs.id));
    expect(
      dataOf<Page<PickupTicket>>(await call('dist01', `${PICKUP}/list?size=500`)).records.map((row) => row.id),
    ).not.toContain(theirTicket.id);
    refused(await issue('dist01', theirs.id), 404);
    refused(await call('dist01', `${PICKUP}/slip-link`, { id: theirTicket.id }), 404);
    refused(await call('dist01', `${PICKUP}/revoke`, { id: theirTicket.id, remark: 'no' }), 404);
    const untouched = await db()
      .selectFrom('pickupTicket')
      .select(['state', 'failedAttempts'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ state: 'ISSUED', failedAttempts: 0 });
  });

  it('prints a slip as PDF through a ten-minute signed link; a forged link is not found', async () => {
    const { order } = await approvedPickup('2');
    const ticket = dataOf<PickupTicket>(await issue('dist01', order.id));
    const { url } = dataOf<{ url: string }>(await call('dist01', `${PICKUP}/slip-link`, { id: ticket.id }, 'zh'));
    const pdf = await t.app.inject({ url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPages(pdf.rawPayload);
    expect(page).toContain('自提单');
    expect(page).toContain(ticket.ticketNo);
    expect(page).toContain(order.docNo);
    const forged = url.replace(/id=\d+/, `id=${Number(ticket.id) + 1}`);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
  });
  it("a keeper's counter lists its warehouses' tickets by default, and verifies and hands over only there", async () => {
    const a = await approvedPickup('1');
    const b = await approvedPickup('1');
    const atA = dataOf<PickupTicket>(await issue('dist01', a.order.id));
    const atB = dataOf<PickupTicket>(await issue('dist01', b.order.id));
    // The company's staff, seeing every warehouse by its data scope, who keeps warehouse A.
    const keeper = await accountWithDataScope(t, { like: 'admin', account: 'pu-keeper-a', dataScope: DATA_SCOPE.ALL });
    await db().insertInto('warehouseKeeper').values({ warehouseId: a.warehouse, userId: keeper.id }).execute();
    const asKeeper = (url: string, payload?: object) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: { ...bearer(keeper.token), 'lang-type': 'en' },
        ...(payload ? { payload } : {}),
      });
    const listed = dataOf<Page<PickupTicket>>(await asKeeper(`${PICKUP}/list?size=100`));
    expect(listed.records.length).toBeGreaterThan(0);
    expect(new Set(listed.records.map((row) => row.warehouseId))).toEqual(new Set([a.warehouse]));
    expect(listed.records.map((row) => row.id)).toContain(atA.id);
    // Whoever keeps nothing still gets every ticket it sees.
    const all = dataOf<Page<PickupTicket>>(await call('admin', `${PICKUP}/list?size=100`));
    expect(all.records.map((row) => row.id)).toEqual(expect.arrayContaining([atA.id, atB.id]));

    const codeB = await codeOf(atB.ticketNo);
    refused(await asKeeper(`${PICKUP}/verify`, { ticketNo: atB.ticketNo, code: codeB, identity: 'KDA123A' }), 404);
    const stillB = await db().selectFrom('pickupTicket').select(['state', 'failedAttempts']).where('id', '=', atB.id);
    expect(await stillB.executeTakeFirstOrThrow()).toEqual({ state: 'ISSUED', failedAttempts: 0 });
    const verifiedB = dataOf<VerifiedPickup>(
      await call('admin', `${PICKUP}/verify`, { ticketNo: atB.ticketNo, code: codeB, identity: 'KDA123A' }),
    );
    const lineB = verifiedB.lines[0]?.orderLineId ?? '';
    refused(
      await asKeeper(`${PICKUP}/hand-over`, { ticketId: atB.id, lines: [{ orderLineId: lineB, qty: '1' }] }),
      404,
    );
    expect((await stillB.executeTakeFirstOrThrow()).state).toBe('VERIFIED');

    const codeA = await codeOf(atA.ticketNo);
    const verifiedA = dataOf<VerifiedPickup>(
      await asKeeper(`${PICKUP}/verify`, { ticketNo: atA.ticketNo, code: codeA, identity: 'KDA123A' }),
    );
    const lineA = verifiedA.lines[0]?.orderLineId ?? '';
    const handed = dataOf<{ ticket: PickupTicket }>(
      await asKeeper(`${PICKUP}/hand-over`, { ticketId: atA.id, lines: [{ orderLineId: lineA, qty: '1' }] }),
    );
    expect(handed.ticket.state).toBe('VERIFIED');
  });
});
