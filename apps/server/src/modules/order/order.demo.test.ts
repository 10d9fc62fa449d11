import type { OrderViewCounts } from '@smdp/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { SECONDARY_STORES } from '../../db/seed/order-demo';
import { ADMIN_TENANT } from '../../platform/tenancy';
import {
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { TEST_TOKEN_SECRET } from '../../testing/test-secret';
import { checkFundInvariants } from '../fund';
import { checkStockInvariants } from '../stock';
import { ORDER, orderClient, orderOf } from './order.testkit';

describe('the demo orders, returns and pick-up of a fresh install', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('has a SALE order in every state and returns submitted and refunded with a damaged line', async () => {
    const states = async (type: 'SALE' | 'RETURN') =>
      (
        await db()
          .selectFrom('salesOrder')
          .select('state')
          .distinct()
          .where('tenantId', '=', ADMIN_TENANT)
          .where('type', '=', type)
          .execute()
      )
        .map((row) => row.state)
        .sort();
    expect(await states('SALE')).toEqual(
      [
        'DRAFT',
        'SUBMITTED',
        'ON_HOLD',
        'APPROVED',
        'PARTIALLY_SHIPPED',
        'SHIPPED',
        'COMPLETED',
        'REJECTED',
        'CANCELLED',
        'CLOSED',
      ].sort(),
    );
    expect(await states('RETURN')).toEqual(['REFUNDED', 'SUBMITTED']);
    const oldest = await db()
      .selectFrom('salesOrder')
      .select((eb) => eb.fn.min('createTime').as('first'))
      .where('tenantId', '=', ADMIN_TENANT)
      .executeTakeFirstOrThrow();
    // Five weeks of orders, each dated on its day.
    expect(new Date(String(oldest.first)).getTime()).toBeLessThan(Date.now() - 30 * 86_400_000);
    const held = await db()
      .selectFrom('salesOrder')
      .select(['creditRequestStatus', 'channel'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('state', '=', 'ON_HOLD')
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ creditRequestStatus: 'REQUESTED', channel: 'PRIMARY' });
    const damaged = await db()
      .selectFrom('salesOrderLine')
      .innerJoin('salesOrder', 'salesOrder.id', 'salesOrderLine.orderId')
      .innerJoin('warehouse', 'warehouse.id', 'salesOrder.defectiveWarehouseId')
      .select(['salesOrder.state', 'warehouse.code', 'warehouse.type', 'salesOrderLine.damagedQty'])
      .where('salesOrder.type', '=', 'RETURN')
      .where('salesOrderLine.damagedQty', '>', '0')
      .execute();
    expect(damaged).toEqual([{ state: 'REFUNDED', code: 'CW09', type: 'DEFECTIVE', damagedQty: '1.000' }]);
  });

  it("has dist01's SECONDARY orders to its stores from W01, which dist01 finds in its order search", async () => {
    const secondary = await db()
      .selectFrom('salesOrder')
      .innerJoin('baseCustomer as buyer', 'buyer.id', 'salesOrder.buyerPartyId')
      .innerJoin('baseCustomer as seller', 'seller.id', 'salesOrder.sellerPartyId')
      .innerJoin('warehouse', 'warehouse.id', 'salesOrder.shipFromWarehouseId')
      .select(['salesOrder.docNo', 'salesOrder.state', 'buyer.partyType', 'seller.customerCode', 'warehouse.code'])
      .where('salesOrder.tenantId', '=', ADMIN_TENANT)
      .where('salesOrder.channel', '=', 'SECONDARY')
      // the field demo's visit order is the field module's to show
      .where('salesOrder.source', '<>', 'VISIT')
      .execute();
    expect(secondary.map((row) => row.state).sort()).toEqual(
      ['DRAFT', 'SUBMITTED', 'APPROVED', 'SHIPPED', 'CANCELLED'].sort(),
    );
    expect(new Set(secondary.map((row) => `${row.customerCode} ${row.code} ${row.partyType}`))).toEqual(
      new Set(['C0001 W01 STORE']),
    );
    const buyers = await db()
      .selectFrom('salesOrder')
      .select('buyerPartyId')
      .distinct()
      .where('channel', '=', 'SECONDARY')
      .where('source', '<>', 'VISIT')
      .execute();
    expect(buyers.length).toBe(SECONDARY_STORES);
    const dist01 = orderClient(t.app, tokens.dist01);
    const search = dataOf<{ records: { id: string; docNo: string }[] }>(
      await dist01.get(`${ORDER}/list?channel_equal=SECONDARY&size=50`),
    );
    expect(search.records.map((row) => row.docNo)).toEqual(expect.arrayContaining(secondary.map((row) => row.docNo)));
    const shipped = secondary.find((row) => row.state === 'SHIPPED');
    const opened = orderOf(await dist01.detail(search.records.find((row) => row.docNo === shipped?.docNo)?.id ?? ''));
    expect(opened).toMatchObject({ channel: 'SECONDARY', state: 'SHIPPED' });
    expect(opened.links.length).toBeGreaterThan(0);
    const dist02 = orderClient(t.app, (await signIn(t.app, 'dist02')).accessToken);
    expect(dataOf<{ total: number }>(await dist02.get(`${ORDER}/list?channel_equal=SECONDARY`)).total).toBe(0);
  });

  it('fills every saved view for the administrator and dist01', async () => {
    const views = async (account: keyof DemoTokens) =>
      dataOf<OrderViewCounts>(await orderClient(t.app, tokens[account]).get(`${ORDER}/views`));
    const admin = await views('admin');
    const dist01 = await views('dist01');
    for (const view of ['toApprove', 'toShip', 'toReceive', 'returnsToInspect'] as const) {
      expect(admin[view], `admin ${view}`).toBeGreaterThan(0);
      expect(dist01[view], `dist01 ${view}`).toBeGreaterThan(0);
    }
    expect(await views('otherAdmin')).toEqual({ toApprove: 0, toShip: 0, toReceive: 0, returnsToInspect: 0 });
  });

  it('issued a pick-up ticket for the approved pick-up order, its code in the SMS outbox', async () => {
    const ticket = await db()
      .selectFrom('pickupTicket')
      .innerJoin('salesOrder', 'salesOrder.id', 'pickupTicket.orderId')
      .select([
        'pickupTicket.state',
        'pickupTicket.ticketNo',
        'pickupTicket.pickerMobile',
        'salesOrder.state as orderState',
      ])
      .where('salesOrder.deliveryMethod', '=', 'PICKUP')
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ state: 'ISSUED', orderState: 'APPROVED' });
    const sms = await db()
      .selectFrom('smsMessage')
      .select('content')
      .where('phone', '=', ticket.pickerMobile)
      .execute();
    expect(sms.length).toBe(1);
    // The code in the message opens the ticket at the counter: it was hashed with the server's secret.
    const code = /\b\d{6}\b/.exec(sms[0]?.content ?? '')?.[0] ?? '';
    const verified = await orderClient(t.app, tokens.admin).post('/api/smdp-order/pickup/verify', {
      ticketNo: ticket.ticketNo,
      code,
      identity: 'KDA 123A',
    });
    expect(dataOf<{ ticket: { state: string } }>(verified).ticket.state).toBe('VERIFIED');
  });

  it('leaves no stock or fund drift, and a second seed adds nothing', async () => {
    expect(await checkStockInvariants(db())).toEqual([]);
    expect(await checkFundInvariants(db(), { tenantId: ADMIN_TENANT })).toEqual([]);
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('salesOrder')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoData(db(), { pepper: TEST_TOKEN_SECRET });
    expect(await count()).toBe(before);
  });
});
