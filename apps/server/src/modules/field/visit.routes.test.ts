import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Visit } from '@smdp/contracts/field';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithDataScope, type ScopedAccount } from '../../testing/data-scope';
import {
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { markMissedVisits } from './visit.job';
import {
  accountId,
  clientKey,
  placeStore,
  plannedVisit,
  publishedPlan,
  refusal,
  storesOf,
  visitClient,
} from './visit.testkit';

const STORE_AT = { lat: -1.2921, lng: 36.8219 };
/** About 100 m north of the store: inside the default 300 m radius. */
const NEAR = { lat: STORE_AT.lat + 0.0009, lng: STORE_AT.lng };
/** About 1.1 km north: outside it. */
const FAR = { lat: STORE_AT.lat + 0.01, lng: STORE_AT.lng };
const today = () => new Date().toISOString().slice(0, 10);

describe('store visits', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist02: string;
  let stores: { id: string }[];
  let owner: string;
  let salesId: string;
  /** A second salesperson of C0001 (a sub-account), and one narrowed to its own rows. */
  let rep2: ScopedAccount;
  let narrow: ScopedAccount;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist02 = (await signIn(t.app, 'dist02')).accessToken;
    const found = await storesOf(db(), 'C0001', 6);
    stores = found.stores;
    owner = found.distributorId;
    for (const store of stores) await placeStore(db(), store.id, STORE_AT);
    salesId = await accountId(db(), 'dist01-sub');
    rep2 = await accountWithDataScope(t, { like: 'dist01-sub', account: 'rep2', dataScope: DATA_SCOPE.CUSTOMER });
    narrow = await accountWithDataScope(t, { like: 'dist01-sub', account: 'narrowrep', dataScope: DATA_SCOPE.SELF });
  });
  afterAll(() => t.close());

  const store = (index: number) => stores[index]?.id ?? '';
  const sub = () => visitClient(t, tokens['dist01-sub']);

  it('checks in inside the radius by GPS with the distance, once per client key, and opens the default tasks', async () => {
    const key = clientKey();
    const body = { storePartyId: store(0), ...NEAR, accuracy: 12, clientKey: key };
    const first = dataOf<Visit>(await sub().post('check-in', body));
    expect(first).toMatchObject({ state: 'CHECKED_IN', checkinMode: 'GPS', planId: null, storePartyId: store(0) });
    expect(first.checkinDistanceM).toBeGreaterThan(90);
    expect(first.checkinDistanceM).toBeLessThan(110);
    expect(first.tasks?.map((task) => [task.taskType, task.required])).toEqual([
      ['SHELF_STOCK', true],
      ['ORDER', false],
      ['COLLECTION', false],
      ['PHOTO', false],
    ]);
    // The phone resends after a lost answer: the same visit, nothing new.
    const again = dataOf<Visit>(await sub().post('check-in', body));
    expect(again.id).toBe(first.id);
    expect(again.version).toBe(first.version);
    // A second open visit is refused, translated.
    expect(refusal(await sub().checkIn({ storePartyId: store(1), ...NEAR }))).toEqual({
      code: 409,
      msg: 'You already have a visit in progress: check out of it first',
    });

    // A required task blocks the check-out.
    const blocked = refusal(await sub().checkOut({ id: first.id, outcome: 'NO_ORDER', noOrderReason: 'STOCK_ENOUGH' }));
    expect(blocked).toEqual({ code: 400, msg: 'Finish the required tasks first: SHELF_STOCK' });
    await sub().task({ id: first.id, taskType: 'SHELF_STOCK', done: true, result: { lines: [] } });
    expect(refusal(await sub().checkOut({ id: first.id, outcome: 'NO_ORDER' })).msg).toMatch(/did not order/);
    const done = dataOf<Visit>(
      await sub().checkOut({ id: first.id, outcome: 'NO_ORDER', noOrderReason: 'STOCK_ENOUGH', ...NEAR }),
    );
    expect(done).toMatchObject({
      state: 'COMPLETED',
      outcome: 'NO_ORDER',
      noOrderReason: 'STOCK_ENOUGH',
      shortVisit: true,
    });
    // A resent check-out changes nothing.
    const resent = dataOf<Visit>(
      await sub().checkOut({ id: first.id, outcome: 'NO_ORDER', noOrderReason: 'STOCK_ENOUGH' }),
    );
    expect(resent.version).toBe(done.version);
    expect(resent.actualEnd).toEqual(done.actualEnd);
  });

  it('refuses a check-in outside the radius without a reason, and records a FORCED one with it', async () => {
    const outside = refusal(await sub().checkIn({ storePartyId: store(1), ...FAR }));
    expect(outside.code).toBe(400);
    expect(outside.msg).toMatch(/^You are 11\d\d m from the store, outside the 300 m check-in radius/);
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/smdp-field/visit/check-in',
      headers: { 'blade-auth': `bearer ${tokens['dist01-sub']}`, 'lang-type': 'fr' },
      payload: { storePartyId: store(1), ...FAR, clientKey: clientKey() },
    });
    expect(refusal(french).msg).toMatch(/hors du rayon de pointage de 300 m/);
    const forced = dataOf<Visit>(await sub().checkIn({ storePartyId: store(1), ...FAR, forcedReason: 'GPS drift' }));
    expect(forced).toMatchObject({ checkinMode: 'FORCED', forcedReason: 'GPS drift', state: 'CHECKED_IN' });
    expect(forced.checkinDistanceM).toBeGreaterThan(1000);
    await sub().task({ id: forced.id, taskType: 'SHELF_STOCK', done: true, result: { lines: [] } });
    dataOf(await sub().checkOut({ id: forced.id, outcome: 'NO_ORDER', noOrderReason: 'OWNER_ABSENT' }));
  });

  it('needs a FORCED check-in at a store without coordinates; the tenant radius applies', async () => {
    await placeStore(db(), store(2), null);
    expect(refusal(await sub().checkIn({ storePartyId: store(2), ...NEAR })).msg).toBe(
      'The store has no coordinates: give a reason to force the check-in',
    );
    const forced = dataOf<Visit>(await sub().checkIn({ storePartyId: store(2), ...NEAR, forcedReason: 'New store' }));
    expect(forced).toMatchObject({ checkinMode: 'FORCED', checkinDistanceM: null });
    await sub().task({ id: forced.id, taskType: 'SHELF_STOCK', done: true, result: { lines: [] } });
    dataOf(await sub().checkOut({ id: forced.id, outcome: 'NO_ORDER', noOrderReason: 'OTHER' }));
    await placeStore(db(), store(2), STORE_AT);

    await db()
      .insertInto('bladeParam')
      .values({ tenantId: '000000', paramName: 'Visit radius', paramKey: 'visit.radius', paramValue: '2000' })
      .execute();
    const wide = dataOf<Visit>(await sub().checkIn({ storePartyId: store(2), ...FAR }));
    expect(wide.checkinMode).toBe('GPS');
    await db().deleteFrom('bladeParam').where('paramKey', '=', 'visit.radius').execute();
    await sub().task({ id: wide.id, taskType: 'SHELF_STOCK', done: true, result: { lines: [] } });
    dataOf(await sub().checkOut({ id: wide.id, outcome: 'NO_ORDER', noOrderReason: 'OTHER' }));
  });

  it('lets only one of two concurrent check-ins open a visit, on this instance and another', async () => {
    const rep = visitClient(t, rep2.token);
    const other = await t.anotherInstance();
    const [a, b, c] = await Promise.all([
      rep.checkIn({ storePartyId: store(3), ...NEAR }),
      rep.checkIn({ storePartyId: store(4), ...NEAR }),
      other.inject({
        method: 'POST',
        url: '/api/smdp-field/visit/check-in',
        headers: { 'blade-auth': `bearer ${rep2.token}`, 'lang-type': 'en' },
        payload: { storePartyId: store(5), ...NEAR, clientKey: clientKey() },
      }),
    ]);
    const codes = [a, b, c].map((response) => response.json().code).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const response of [a, b, c].filter((r) => r.json().code === 409)) {
      expect(response.json().msg).toBe('You already have a visit in progress: check out of it first');
    }
    const open = await db()
      .selectFrom('visit')
      .select('id')
      .where('salespersonId', '=', rep2.id)
      .where('state', '=', 'CHECKED_IN')
      .execute();
    expect(open).toHaveLength(1);
    // The same key sent twice at once lands once.
    const key = clientKey();
    const openId = open[0]?.id ?? '';
    await db().updateTable('visit').set({ state: 'COMPLETED' }).where('id', '=', openId).execute();
    const twice = await Promise.all([
      rep.post('check-in', { storePartyId: store(3), ...NEAR, clientKey: key }),
      rep.post('check-in', { storePartyId: store(3), ...NEAR, clientKey: key }),
    ]);
    const ids = twice.map((response) => dataOf<Visit>(response).id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('starts a published plan at its first check-in, and keeps the other visits of the day PLANNED', async () => {
    const plan = await publishedPlan(db(), owner, salesId, today());
    const first = await plannedVisit(db(), {
      ownerPartyId: owner,
      storePartyId: store(0),
      salespersonId: salesId,
      visitDate: today(),
      planId: plan,
    });
    const second = await plannedVisit(db(), {
      ownerPartyId: owner,
      storePartyId: store(1),
      salespersonId: salesId,
      visitDate: today(),
      planId: plan,
    });
    const visit = dataOf<Visit>(await sub().checkIn({ id: first, ...NEAR }));
    expect(visit).toMatchObject({ id: first, planId: plan, state: 'CHECKED_IN' });
    const row = await db().selectFrom('visitPlan').select('state').where('id', '=', plan).executeTakeFirstOrThrow();
    expect(row.state).toBe('IN_PROGRESS');
    const mine = await sub().list(`&visitDate_equal=${today()}&mine=true`);
    expect(mine.records.find((r) => r.id === second)?.state).toBe('PLANNED');
    await sub().task({ id: first, taskType: 'SHELF_STOCK', done: true, result: { lines: [] } });
    dataOf(await sub().checkOut({ id: first, outcome: 'NO_ORDER', noOrderReason: 'NO_MONEY' }));
    // The manager cancels the other one with a reason.
    const current = mine.records.find((r) => r.id === second);
    const cancelled = dataOf<Visit>(
      await visitClient(t, tokens.dist01).post('cancel', {
        id: second,
        version: current?.version,
        reason: 'Road closed',
      }),
    );
    expect(cancelled).toMatchObject({ state: 'CANCELLED', missedReason: 'Road closed' });
  });

  it('marks past PLANNED visits MISSED at night, takes a reason and counts repeated misses per store', async () => {
    const days = ['2026-01-05', '2026-01-12'];
    const ids: string[] = [];
    for (const visitDate of days) {
      ids.push(
        await plannedVisit(db(), { ownerPartyId: owner, storePartyId: store(5), salespersonId: salesId, visitDate }),
      );
    }
    expect(await markMissedVisits(db(), '2026-01-13')).toBeGreaterThanOrEqual(2);
    const missed = (await sub().list('&state_equal=MISSED')).records.filter((r) => ids.includes(r.id));
    expect(missed.map((r) => r.missCount)).toEqual([2, 2]);
    const first = missed[0];
    const reasoned = dataOf<Visit>(
      await sub().post('missed-reason', { id: first?.id, version: first?.version, reason: 'WEATHER' }),
    );
    expect(reasoned).toMatchObject({ state: 'MISSED', missedReason: 'WEATHER' });
    expect(
      refusal(await sub().post('missed-reason', { id: first?.id, version: first?.version, reason: 'SICK' })).code,
    ).toBe(409);
  });

  it('shows a salesperson only its own visits, the primary all of its party, and nothing to anyone else', async () => {
    const mine = await plannedVisit(db(), {
      ownerPartyId: owner,
      storePartyId: store(4),
      salespersonId: salesId,
      visitDate: today(),
    });
    const rep2s = await plannedVisit(db(), {
      ownerPartyId: owner,
      storePartyId: store(4),
      salespersonId: rep2.id,
      visitDate: today(),
    });
    const ids = async (token: string) => (await visitClient(t, token).list()).records.map((r) => r.id);
    expect(await ids(tokens['dist01-sub'])).toContain(mine);
    expect(await ids(tokens['dist01-sub'])).not.toContain(rep2s);
    expect(await ids(rep2.token)).not.toContain(mine);
    expect(await ids(narrow.token)).toEqual([]);
    expect(await ids(tokens.dist01)).toEqual(expect.arrayContaining([mine, rep2s]));
    expect(await ids(tokens.admin)).toEqual(expect.arrayContaining([mine, rep2s]));
    expect(await ids(dist02)).toEqual([]);
    expect(await ids(tokens.otherAdmin)).toEqual([]);
    for (const token of [dist02, tokens.otherAdmin, rep2.token, narrow.token]) {
      const client = visitClient(t, token);
      expect((await client.get(`detail?id=${mine}`)).json().code).toBe(404);
      expect(refusal(await client.checkIn({ id: mine, ...NEAR })).code).toBe(404);
      expect(refusal(await client.post('cancel', { id: mine, version: 1, reason: 'x' })).code).toBeGreaterThanOrEqual(
        403,
      );
      expect(
        refusal(await client.post('missed-reason', { id: mine, version: 1, reason: 'SICK' })).code,
      ).toBeGreaterThanOrEqual(403);
    }
    // The primary sees it but only its salesperson checks in; another distributor cannot start one at C0001's store.
    expect(refusal(await visitClient(t, tokens.dist01).checkIn({ id: mine, ...NEAR })).msg).toBe(
      "Only the visit's salesperson can do this",
    );
    expect(refusal(await visitClient(t, dist02).checkIn({ storePartyId: store(4), ...NEAR })).code).toBe(404);
    expect(refusal(await visitClient(t, tokens.otherAdmin).checkIn({ storePartyId: store(4), ...NEAR })).code).toBe(
      404,
    );
    const row = await db()
      .selectFrom('visit')
      .select(['state', 'version'])
      .where('id', '=', mine)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'PLANNED', version: 1 });
  });
});
