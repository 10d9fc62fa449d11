import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type {
  CoverageRow,
  DayMap,
  DistanceAnomalyRow,
  MissedReasonRow,
  StrikeRateRow,
  VisitState,
} from '@smdp/contracts/field';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const BASE = '/api/smdp-field/visit-report';
/** Every visit of this test falls in May 2019, a month no demo visit falls in. */
const MAY = 'visitDate_datege=2019-05-01&visitDate_datelt=2019-06-01';

type NewVisit = {
  salesperson: string;
  store: string;
  day: string;
  state: VisitState;
  plan?: string | null;
  minutes?: number;
  order?: { id: string; lines: number; total: string };
  missedReason?: string;
  checkin?: { mode: 'GPS' | 'FORCED'; distance: number; reason?: string };
  owner?: string;
};

/**
 * The visit reports over HTTP: figures of visits made here, checked by hand (coverage, strike rate, lines
 * per call, missed reasons, distance anomalies, the day map); and who sees them (the distributor all of
 * its salespeople, a salesperson narrowed to its own rows only itself, another distributor and tenant none).
 */
describe('visit reports', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;
  let dist02: string;
  let dist02Token: string;
  let rep: { id: string; token: string };
  let otherRep: string;
  let storeA: string;
  let storeB: string;
  let warehouse: string;
  let sequence = 0;
  const db = () => t.database.db;
  const get = async <T>(token: string, url: string) =>
    dataOf<T>(
      await t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: { ...bearer(token), 'lang-type': 'en' } }),
    );

  const partyId = async (code: string) =>
    (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  const store = async (code: string, seller: string, lat: number, lng: number) =>
    (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType: 'STORE',
          sellerPartyId: seller,
          state: 'ACTIVE',
          lat,
          lng,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const plan = async (salesperson: string, day: string, state: 'DRAFT' | 'PUBLISHED') =>
    (
      await db()
        .insertInto('visitPlan')
        .values({
          tenantId: ADMIN_TENANT,
          planNo: `VRP-${++sequence}`,
          ownerPartyId: dist01,
          salespersonId: salesperson,
          planDate: day,
          state,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const order = async (lines: number, total: string) => {
    const { id } = await db()
      .insertInto('salesOrder')
      .values({
        tenantId: ADMIN_TENANT,
        docNo: `VRO-${++sequence}`,
        channel: 'SECONDARY',
        type: 'SALE',
        sellerPartyId: dist01,
        buyerPartyId: storeA,
        shipFromWarehouseId: warehouse,
        deliveryMethod: 'DELIVERY',
        postingDate: '2019-05-06',
        state: 'SUBMITTED',
        source: 'VISIT',
        actualTotalAmount: total,
        totalAmount: total,
        cashPayment: total,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goods = await db()
      .selectFrom('goods')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .limit(lines)
      .execute();
    for (const [index, { id: goodsId }] of goods.entries()) {
      await db()
        .insertInto('salesOrderLine')
        .values({
          tenantId: ADMIN_TENANT,
          orderId: id,
          lineNo: index + 1,
          goodsId,
          unit: 'PCS',
          factor: '1',
          qty: '1',
          baseQty: '1',
          unitPrice: '1',
        })
        .execute();
    }
    return { id, lines: goods.length, total };
  };

  const visit = async (v: NewVisit) => {
    const start = new Date(`${v.day}T08:00:00Z`);
    start.setUTCMinutes(start.getUTCMinutes() + sequence * 30);
    const made = v.state === 'COMPLETED' || v.state === 'CHECKED_IN';
    const end = v.state === 'COMPLETED' ? new Date(start.getTime() + (v.minutes ?? 10) * 60_000) : null;
    await db()
      .insertInto('visit')
      .values({
        tenantId: ADMIN_TENANT,
        visitNo: `VRV-${++sequence}`,
        planId: v.plan ?? null,
        ownerPartyId: v.owner ?? dist01,
        storePartyId: v.store,
        salespersonId: v.salesperson,
        seq: sequence,
        visitDate: v.day,
        state: v.state,
        actualStart: made ? start : null,
        actualEnd: end,
        checkinLat: made ? 48.8566 : null,
        checkinLng: made ? 2.3522 : null,
        checkinMode: made ? (v.checkin?.mode ?? 'GPS') : null,
        checkinDistanceM: made ? (v.checkin?.distance ?? 25) : null,
        forcedReason: v.checkin?.reason ?? null,
        outcome: v.state === 'COMPLETED' ? (v.order ? 'ORDER' : 'NO_ORDER') : null,
        orderId: v.order?.id ?? null,
        orderLines: v.order?.lines ?? null,
        orderAmount: v.order?.total ?? null,
        missedReason: v.missedReason ?? null,
        shortVisit: v.state === 'COMPLETED' && (v.minutes ?? 10) < 3,
      })
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist01 = await partyId('C0001');
    dist02 = await partyId('C0002');
    warehouse = (
      await db()
        .selectFrom('warehouse')
        .select('id')
        .where('ownerCustomerId', '=', dist01)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    dist02Token = (await signIn(t.app, 'dist02')).accessToken;
    rep = await accountWithDataScope(t, { like: 'dist01', account: 'vrprep', dataScope: DATA_SCOPE.SELF });
    otherRep = (
      await db()
        .selectFrom('bladeUser')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('account', '=', 'dist01-sub')
        .executeTakeFirstOrThrow()
    ).id;
    storeA = await store('VRP-A', dist01, 48.8566, 2.3522);
    storeB = await store('VRP-B', dist01, 48.86, 2.36);
    const storeOfDist02 = await store('VRP-C', dist02, 40.4168, -3.7038);

    // The rep's published plan of May 6th: an order visit (2 lines, 100), a short visit without an order,
    // two misses of store B for lack of time, a cancelled visit; a drafted plan's visit counts nowhere.
    const published = await plan(rep.id, '2019-05-06', 'PUBLISHED');
    const orderOf2Lines = await order(2, '100.00');
    const orderOf1Line = await order(1, '50.00');
    await visit({
      salesperson: rep.id,
      store: storeA,
      day: '2019-05-06',
      state: 'COMPLETED',
      plan: published,
      minutes: 10,
      order: orderOf2Lines,
    });
    await visit({
      salesperson: rep.id,
      store: storeB,
      day: '2019-05-06',
      state: 'COMPLETED',
      plan: published,
      minutes: 2,
      checkin: { mode: 'FORCED', distance: 812.4, reason: 'GPS not working' },
    });
    await visit({
      salesperson: rep.id,
      store: storeB,
      day: '2019-05-06',
      state: 'MISSED',
      plan: published,
      missedReason: 'NO_TIME',
    });
    await visit({
      salesperson: rep.id,
      store: storeB,
      day: '2019-05-07',
      state: 'MISSED',
      plan: published,
      missedReason: 'NO_TIME',
    });
    await visit({ salesperson: rep.id, store: storeA, day: '2019-05-07', state: 'CANCELLED', plan: published });
    await visit({
      salesperson: rep.id,
      store: storeA,
      day: '2019-05-08',
      state: 'PLANNED',
      plan: await plan(rep.id, '2019-05-08', 'DRAFT'),
    });
    // An unplanned visit of 20 minutes with an order of one line (50).
    await visit({
      salesperson: rep.id,
      store: storeA,
      day: '2019-05-06',
      state: 'COMPLETED',
      minutes: 20,
      order: orderOf1Line,
    });
    // Another salesperson of dist01, and one of dist02.
    await visit({
      salesperson: otherRep,
      store: storeA,
      day: '2019-05-06',
      state: 'MISSED',
      plan: await plan(otherRep, '2019-05-06', 'PUBLISHED'),
      missedReason: 'STORE_CLOSED',
    });
    await visit({ salesperson: otherRep, store: storeOfDist02, day: '2019-05-06', state: 'COMPLETED', owner: dist02 });
  });
  afterAll(() => t.close());

  const rowOf = <R extends { salespersonId: string }>(page: Page<R>, id: string) =>
    page.records.find((row) => row.salespersonId === id);

  it('measures coverage and time in store against the published plans', async () => {
    const page = await get<Page<CoverageRow>>(tokens.dist01, `/coverage?${MAY}`);
    expect(rowOf(page, rep.id)).toEqual({
      salespersonId: rep.id,
      salespersonName: 'vrprep',
      planned: 4,
      visited: 2,
      missed: 2,
      cancelled: 1,
      unplanned: 1,
      coverage: '50.00',
      avgMinutes: '10.7',
      shortVisits: 1,
    });
    expect(rowOf(page, otherRep)).toMatchObject({ planned: 1, visited: 0, missed: 1, coverage: '0.00' });
  });

  it('counts the strike rate and lines per call over completed visits', async () => {
    const page = await get<Page<StrikeRateRow>>(tokens.dist01, `/strike-rate?${MAY}`);
    expect(rowOf(page, rep.id)).toEqual({
      salespersonId: rep.id,
      salespersonName: 'vrprep',
      visits: 3,
      orders: 2,
      strikeRate: '66.67',
      linesPerCall: '1.50',
      orderAmount: '150.00',
    });
    const one = await get<Page<StrikeRateRow>>(tokens.dist01, `/strike-rate?${MAY}&salespersonId_equal=${otherRep}`);
    expect(one.records).toEqual([]);
  });

  it('groups missed visits by reason and counts the stores missed twice', async () => {
    const page = await get<Page<MissedReasonRow>>(tokens.dist01, `/missed?${MAY}`);
    expect(page.records).toEqual([
      { reason: 'NO_TIME', visitCount: 2, storeCount: 1, repeatedStores: 1 },
      { reason: 'STORE_CLOSED', visitCount: 1, storeCount: 1, repeatedStores: 0 },
    ]);
  });

  it('lists forced and far check-ins only', async () => {
    const page = await get<Page<DistanceAnomalyRow>>(tokens.dist01, `/distance?${MAY}`);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      storeCode: 'VRP-B',
      checkinMode: 'FORCED',
      distanceM: 812,
      forcedReason: 'GPS not working',
      salespersonName: 'vrprep',
    });
  });

  it("draws a salesperson's day in the order the visits were made", async () => {
    const day = await get<DayMap>(tokens.dist01, `/day-map?salespersonId=${rep.id}&date=2019-05-06`);
    expect(day.tileUrl).toBeNull();
    expect(day.visits.map((v) => [v.state, v.storeName])).toEqual([
      ['COMPLETED', 'VRP-A'],
      ['COMPLETED', 'VRP-B'],
      ['COMPLETED', 'VRP-A'],
      ['MISSED', 'VRP-B'],
    ]);
    expect(day.visits[0]).toMatchObject({ storeLat: 48.8566, storeLng: 2.3522, checkinLat: 48.8566 });
  });

  it('shows a narrowed salesperson only itself, another distributor and another tenant nothing of dist01', async () => {
    const own = await get<Page<CoverageRow>>(rep.token, `/coverage?${MAY}`);
    expect(own.records.map((row) => row.salespersonId)).toEqual([rep.id]);
    const othersDay = await get<DayMap>(rep.token, `/day-map?salespersonId=${otherRep}&date=2019-05-06`);
    expect(othersDay.visits).toEqual([]);

    const dist02Coverage = await get<Page<CoverageRow>>(dist02Token, `/coverage?${MAY}`);
    expect(dist02Coverage.records).toEqual([
      expect.objectContaining({ salespersonId: otherRep, planned: 0, unplanned: 1 }),
    ]);
    expect((await get<Page<MissedReasonRow>>(dist02Token, `/missed?${MAY}`)).records).toEqual([]);
    expect((await get<Page<DistanceAnomalyRow>>(dist02Token, `/distance?${MAY}`)).records).toEqual([]);

    for (const report of ['coverage', 'strike-rate', 'missed', 'distance']) {
      expect((await get<Page<unknown>>(tokens.otherAdmin, `/${report}?${MAY}`)).records).toEqual([]);
    }
    expect((await get<DayMap>(tokens.otherAdmin, `/day-map?salespersonId=${rep.id}&date=2019-05-06`)).visits).toEqual(
      [],
    );
  });

  it('refuses a malformed day with a translated error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/coverage?visitDate_datege=May`,
      headers: { ...bearer(tokens.dist01), 'lang-type': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^Paramètre visitDate_datege invalide/);
  });
});
