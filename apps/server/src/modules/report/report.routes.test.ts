import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Download } from '@smdp/contracts/job';
import type {
  BuyerTrendRow,
  FillRateRow,
  OrderStatusRow,
  ReturnReasonRow,
  SalesRow,
  StoreCountRow,
  StoreOrderRow,
  StoreWarehouseRow,
} from '@smdp/contracts/report';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const BASE = '/api/smdp-report/report';
/** Every order of this test is posted in March 2020, a month no demo order falls in. */
const MARCH = 'postingDate_datege=2020-03-01&postingDate_datelt=2020-04-01';
const FEBRUARY = 'postingDate_datege=2020-02-01&postingDate_datelt=2020-03-01';

type Line = { goodsId: string; qty: string; net: string; delivered: string };
type NewOrder = {
  buyer: string;
  state: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'SHIPPED' | 'CANCELLED' | 'RECEIVED';
  day: string;
  total: string;
  lines: Line[];
  type?: 'SALE' | 'RETURN';
  reason?: string;
};

/**
 * The Orders and Network reports over HTTP: figures of orders and stores made here, checked by hand; and
 * who sees them (company staff, dist01 its own buyers, a narrowed sub-account and another tenant nothing).
 */
describe('report centre reports', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let narrow: string;
  let dist01: string;
  let warehouse: string;
  let goodsA: string;
  let goodsB: string;
  let storeNorth: string;
  let storeSouth: string;
  let closedStore: string;
  let sequence = 0;
  const db = () => t.database.db;
  const page = async <T>(token: string, url: string) =>
    dataOf<Page<T>>(
      await t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: { ...bearer(token), 'lang-type': 'en' } }),
    );

  const store = async (code: string, territory: string, state: 'ACTIVE' | 'CLOSED', closedAt: Date | null) =>
    (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType: 'STORE',
          sellerPartyId: dist01,
          territory,
          state,
          defaultWarehouseId: warehouse,
          openedAt: new Date('2020-03-05T10:00:00Z'),
          closedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const order = async ({ buyer, state, day, total, lines, type = 'SALE', reason }: NewOrder) => {
    sequence += 1;
    const { id } = await db()
      .insertInto('salesOrder')
      .values({
        tenantId: ADMIN_TENANT,
        docNo: `RPT-${sequence}`,
        channel: 'SECONDARY',
        type,
        sellerPartyId: dist01,
        buyerPartyId: buyer,
        shipFromWarehouseId: warehouse,
        deliveryMethod: 'DELIVERY',
        postingDate: day,
        state: state as 'APPROVED',
        actualTotalAmount: total,
        totalAmount: total,
        cashPayment: total,
        returnReason: reason ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, line] of lines.entries()) {
      await db()
        .insertInto('salesOrderLine')
        .values({
          tenantId: ADMIN_TENANT,
          orderId: id,
          lineNo: index + 1,
          goodsId: line.goodsId,
          unit: 'PCS',
          factor: '1',
          qty: line.qty,
          baseQty: line.qty,
          unitPrice: '1',
          netAmount: line.net,
          qtyDelivered: line.delivered,
        })
        .execute();
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ jobs: { pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 } });
    tokens = await signInDemoAccounts(t.app);
    const party = await db()
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('customerCode', '=', 'C0001')
      .executeTakeFirstOrThrow();
    dist01 = party.id;
    warehouse = (
      await db()
        .selectFrom('warehouse')
        .select('id')
        .where('ownerCustomerId', '=', dist01)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const goods = await db()
      .selectFrom('goods')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .orderBy('id')
      .limit(2)
      .execute();
    goodsA = goods[0]?.id ?? '';
    goodsB = goods[1]?.id ?? '';
    storeNorth = await store('RPT-NORTH', 'RPT-North', 'ACTIVE', null);
    storeSouth = await store('RPT-SOUTH', 'RPT-South', 'ACTIVE', null);
    closedStore = await store('RPT-CLOSED', 'RPT-South', 'CLOSED', new Date('2020-03-20T10:00:00Z'));

    // North: 2 live orders in March (one shipped in full, one approved and half delivered) and a draft.
    await order({
      buyer: storeNorth,
      state: 'SHIPPED',
      day: '2020-03-02',
      total: '100.00',
      lines: [
        { goodsId: goodsA, qty: '10', net: '60.00', delivered: '10' },
        { goodsId: goodsB, qty: '4', net: '40.00', delivered: '4' },
      ],
    });
    await order({
      buyer: storeNorth,
      state: 'APPROVED',
      day: '2020-03-25',
      total: '50.00',
      lines: [{ goodsId: goodsA, qty: '10', net: '50.00', delivered: '5' }],
    });
    await order({
      buyer: storeNorth,
      state: 'DRAFT',
      day: '2020-03-26',
      total: '999.00',
      lines: [{ goodsId: goodsA, qty: '99', net: '999.00', delivered: '0' }],
    });
    // South: one live order in March and a bigger one in February; a cancelled one in March.
    await order({
      buyer: storeSouth,
      state: 'SUBMITTED',
      day: '2020-03-10',
      total: '30.00',
      lines: [{ goodsId: goodsB, qty: '3', net: '30.00', delivered: '0' }],
    });
    await order({
      buyer: storeSouth,
      state: 'SHIPPED',
      day: '2020-02-10',
      total: '80.00',
      lines: [{ goodsId: goodsB, qty: '8', net: '80.00', delivered: '8' }],
    });
    await order({ buyer: storeSouth, state: 'CANCELLED', day: '2020-03-11', total: '70.00', lines: [] });
    // Returns in March: two damaged (one cancelled), one expired.
    const returned = { lines: [], type: 'RETURN' as const };
    await order({
      ...returned,
      buyer: storeNorth,
      state: 'RECEIVED',
      day: '2020-03-15',
      total: '12.00',
      reason: 'DAMAGED',
    });
    await order({
      ...returned,
      buyer: storeNorth,
      state: 'SUBMITTED',
      day: '2020-03-16',
      total: '8.00',
      reason: 'DAMAGED',
    });
    await order({
      ...returned,
      buyer: storeSouth,
      state: 'CANCELLED',
      day: '2020-03-17',
      total: '5.00',
      reason: 'DAMAGED',
    });
    await order({
      ...returned,
      buyer: storeSouth,
      state: 'RECEIVED',
      day: '2020-03-18',
      total: '3.00',
      reason: 'EXPIRED',
    });

    narrow = (await accountWithDataScope(t, { like: 'dist01', account: 'rptnarrow', dataScope: DATA_SCOPE.SELF }))
      .token;
  });
  afterAll(() => t.close());

  it('sums sales by buyer, goods, region and month from live orders only', async () => {
    const byBuyer = await page<SalesRow>(tokens.dist01, `/sales?${MARCH}&groupBy_equal=BUYER&size=50`);
    const mine = byBuyer.records.filter((row) => row.code?.startsWith('RPT-'));
    expect(mine).toEqual([
      { key: storeNorth, code: 'RPT-NORTH', name: 'RPT-NORTH', orderCount: 2, qty: '24.000', amount: '150.00' },
      { key: storeSouth, code: 'RPT-SOUTH', name: 'RPT-SOUTH', orderCount: 1, qty: '3.000', amount: '30.00' },
    ]);
    const byRegion = await page<SalesRow>(tokens.dist01, `/sales?${MARCH}&groupBy_equal=REGION&size=50`);
    expect(byRegion.records.filter((row) => row.name?.startsWith('RPT-'))).toEqual([
      { key: 'RPT-North', code: null, name: 'RPT-North', orderCount: 2, qty: '24.000', amount: '150.00' },
      { key: 'RPT-South', code: null, name: 'RPT-South', orderCount: 1, qty: '3.000', amount: '30.00' },
    ]);
    const byGoods = await page<SalesRow>(tokens.dist01, `/sales?${MARCH}&groupBy_equal=GOODS&size=50`);
    expect(byGoods.records.find((row) => row.key === goodsA)).toMatchObject({ qty: '20.000', amount: '110.00' });
    expect(byGoods.records.find((row) => row.key === goodsB)).toMatchObject({ qty: '7.000', amount: '70.00' });
    const spring = 'postingDate_datege=2020-02-01&postingDate_datelt=2020-04-01';
    const byMonth = await page<SalesRow>(tokens.dist01, `/sales?${spring}&groupBy_equal=PERIOD`);
    expect(byMonth.records.map((row) => [row.key, row.amount])).toEqual([
      ['2020-02', '80.00'],
      ['2020-03', '180.00'],
    ]);
  });

  it('counts sale orders per state with their age, and fill rate per goods', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const ageOf = (day: string) => Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
    const states = await page<OrderStatusRow>(tokens.dist01, `/order-status?${MARCH}&channel_equal=SECONDARY`);
    const byState = Object.fromEntries(states.records.map((row) => [row.state, row]));
    expect(byState.APPROVED).toMatchObject({ orderCount: 1, amount: '50.00', ageOver30: 1, age0to7: 0 });
    expect(byState.DRAFT).toMatchObject({ orderCount: 1, amount: '999.00' });
    expect(byState.CANCELLED).toMatchObject({ orderCount: 1, amount: '70.00' });
    expect(byState.SHIPPED).toMatchObject({ orderCount: 1, oldestDays: expect.any(Number) });
    expect(Math.abs((byState.SHIPPED?.oldestDays ?? 0) - ageOf('2020-03-02'))).toBeLessThanOrEqual(1);

    const fill = await page<FillRateRow>(tokens.dist01, `/fill-rate?${MARCH}&size=50`);
    // goods A: ordered 10 + 10, delivered 10 + 5; goods B: ordered 4 + 3, delivered 4 (draft and cancelled left out)
    expect(fill.records.find((row) => row.goodsId === goodsA)).toMatchObject({
      orderedQty: '20.000',
      deliveredQty: '15.000',
      fillRate: '75.00',
    });
    expect(fill.records.find((row) => row.goodsId === goodsB)).toMatchObject({
      orderedQty: '7.000',
      deliveredQty: '4.000',
      fillRate: '57.14',
    });
  });

  it('groups returns by reason, leaving out cancelled ones', async () => {
    const reasons = await page<ReturnReasonRow>(tokens.dist01, `/return-reasons?${MARCH}`);
    expect(reasons.records).toEqual([
      { reason: 'DAMAGED', returnCount: 2, amount: '20.00' },
      { reason: 'EXPIRED', returnCount: 1, amount: '3.00' },
    ]);
  });

  it('ranks top buyers and finds the falling ones against the period before', async () => {
    const top = await page<BuyerTrendRow>(tokens.dist01, `/buyer-trend?${MARCH}&size=50`);
    const mine = top.records.filter((row) => row.code?.startsWith('RPT-'));
    expect(mine).toEqual([
      expect.objectContaining({ code: 'RPT-NORTH', currentAmount: '150.00', previousAmount: '0.00', change: '150.00' }),
      expect.objectContaining({ code: 'RPT-SOUTH', currentAmount: '30.00', previousAmount: '80.00', change: '-50.00' }),
    ]);
    const falling = await page<BuyerTrendRow>(tokens.dist01, `/buyer-trend?${MARCH}&trend_equal=FALLING&size=50`);
    expect(falling.records.map((row) => row.code)).toEqual(['RPT-SOUTH']);
  });

  it('counts active, opened and closed stores, stores per warehouse and orders per store', async () => {
    const counts = await page<StoreCountRow>(tokens.dist01, `/store-count?${MARCH}`);
    const before = await page<StoreCountRow>(tokens.dist01, `/store-count?${FEBRUARY}`);
    const ofDist = (rows: StoreCountRow[]) => rows.find((row) => row.sellerPartyId === dist01);
    const march = ofDist(counts.records);
    const february = ofDist(before.records);
    expect(march && february).toBeTruthy();
    // the three stores of this test opened in March, one closed in March; none in February
    expect((march?.opened ?? 0) - (february?.opened ?? 0)).toBe(3);
    expect(march?.closed).toBe(1);
    expect(february?.closed).toBe(0);
    expect(march?.active).toBe(february?.active);

    const perWarehouse = await page<StoreWarehouseRow>(tokens.dist01, '/store-warehouse');
    const served = perWarehouse.records.find((row) => row.warehouseId === warehouse);
    expect(served?.storeCount).toBeGreaterThanOrEqual(2);
    expect(served?.warehouseName).toEqual(expect.any(String));

    const perStore = await page<StoreOrderRow>(tokens.dist01, `/store-orders?${MARCH}&size=50`);
    expect(perStore.records.filter((row) => row.code?.startsWith('RPT-'))).toEqual([
      {
        storePartyId: storeNorth,
        code: 'RPT-NORTH',
        name: 'RPT-NORTH',
        orderCount: 2,
        amount: '150.00',
        lastOrderDate: '2020-03-25',
      },
      {
        storePartyId: storeSouth,
        code: 'RPT-SOUTH',
        name: 'RPT-SOUTH',
        orderCount: 1,
        amount: '30.00',
        lastOrderDate: '2020-03-10',
      },
    ]);
  });

  it('shows company staff everything, a narrowed sub-account and another tenant none of these orders', async () => {
    const ours = (rows: SalesRow[]) => rows.filter((row) => row.code?.startsWith('RPT-')).length;
    const sales = (token: string) => page<SalesRow>(token, `/sales?${MARCH}&groupBy_equal=BUYER&size=200`);
    expect(ours((await sales(tokens.admin)).records)).toBe(2);
    expect(ours((await sales(narrow)).records)).toBe(0);
    expect(ours((await sales(tokens.otherAdmin)).records)).toBe(0);
    const other = await page<StoreOrderRow>(tokens.otherAdmin, `/store-orders?${MARCH}&size=200`);
    expect(other.records.some((row) => row.storePartyId === storeNorth)).toBe(false);
    const otherStores = await page<StoreCountRow>(tokens.otherAdmin, `/store-count?${MARCH}`);
    expect(otherStores.records.some((row) => row.sellerPartyId === dist01)).toBe(false);
    const narrowed = await page<ReturnReasonRow>(narrow, `/return-reasons?${MARCH}`);
    expect(narrowed.total).toBe(0);
    expect(closedStore).toEqual(expect.any(String));
  });

  it('exports a report on the server as a job, as the account that asked and within its scope', async () => {
    const headers = { ...bearer(tokens.dist01), 'lang-type': 'en' };
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/smdp-job/export',
      headers,
      payload: {
        path: '/smdp-report/report/sales',
        query: { postingDate_datege: '2020-03-01', postingDate_datelt: '2020-04-01', groupBy_equal: 'BUYER' },
        fileName: 'rpt-sales',
        columns: [
          { key: 'code', label: 'Code' },
          { key: 'amount', label: 'Amount' },
        ],
      },
    });
    expect(started.json()).toMatchObject({ code: 200 });
    let fileId = '';
    await vi.waitFor(
      async () => {
        const list = await t.app.inject({ method: 'GET', url: '/api/smdp-job/download/list', headers });
        const file = dataOf<Page<Download>>(list).records.find((one) => one.fileName === 'rpt-sales.xlsx');
        expect(file).toBeTruthy();
        fileId = String(file?.id);
      },
      { timeout: 20_000, interval: 200 },
    );
    const content = await t.app.inject({
      method: 'GET',
      url: '/api/smdp-job/download/file',
      query: { id: fileId },
      headers,
    });
    // Only the account that asked gets the file: another of the tenant and another tenant get 404.
    for (const stranger of [tokens.admin, tokens.otherAdmin]) {
      const theirs = await t.app.inject({
        method: 'GET',
        url: '/api/smdp-job/download/file',
        query: { id: fileId },
        headers: bearer(stranger),
      });
      expect(theirs.statusCode).toBe(404);
    }
    const rows = await readSheet(content.rawPayload);
    expect(rows[0]).toEqual(['Code', 'Amount']);
    expect(rows.filter((row) => String(row[0]).startsWith('RPT-')).map((row) => row.map(String))).toEqual([
      ['RPT-NORTH', '150.00'],
      ['RPT-SOUTH', '30.00'],
    ]);
  }, 40_000);
});
