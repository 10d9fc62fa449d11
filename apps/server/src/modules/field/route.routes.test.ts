import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { ClosureRequest, Party } from '@smdp/contracts/customer';
import type { Route, RouteSummary } from '@smdp/contracts/field';
import { routeCodes } from '@smdp/contracts/field';
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
import { fieldClient, makeRoute, ROUTE, storeMaker } from './field.testkit';

describe('routes: stops, validation, closed stores, scope', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  let rep: ScopedAccount;
  let newStore: (token: string, name?: string) => Promise<Party>;
  const ids = { dist01User: '', dist01Sub: '' };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
    newStore = storeMaker(t.app, tokens);
    rep = await accountWithDataScope(t, { like: 'dist01-sub', account: 'rep-narrow', dataScope: DATA_SCOPE.SELF });
    // The narrowed salesperson may open the routes page (sub-accounts do not get it by default).
    const viewMenu = await t.database.db
      .selectFrom('bladeMenu')
      .select('id')
      .where('code', '=', routeCodes.view)
      .executeTakeFirstOrThrow();
    const role = await t.database.db
      .selectFrom('bladeUserRole')
      .select('roleId')
      .where('userId', '=', rep.id)
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('bladeRoleMenu').values({ roleId: role.roleId, menuId: viewMenu.id }).execute();
    t.app.deps.permissions.invalidate();
    for (const account of ['dist01', 'dist01-sub'] as const) {
      const row = await t.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('account', '=', account)
        .where('tenantId', '=', '000000')
        .executeTakeFirstOrThrow();
      ids[account === 'dist01' ? 'dist01User' : 'dist01Sub'] = row.id;
    }
  });
  afterAll(() => t.close());
  const as = (token: string, lang = 'en') => fieldClient(t.app, token, lang);
  const detail = async (id: string, token = tokens.dist01) =>
    dataOf<Route>(await as(token).get(`${ROUTE}/detail?id=${id}`));

  it('a distributor creates a route of its stores in order; re-ordering keeps the locked stop; numbers are RT', async () => {
    const [a, b, c] = [await newStore(tokens.dist01), await newStore(tokens.dist01), await newStore(tokens.dist01)];
    const route = await makeRoute(t.app, tokens.dist01, {
      name: 'Monday north',
      frequency: 'WEEKLY',
      weekdays: [1],
      salespersonId: ids.dist01Sub,
      stops: [
        { storePartyId: a.id, plannedMinutes: 20 },
        { storePartyId: b.id, plannedMinutes: 10, locked: true },
        { storePartyId: c.id },
      ],
    });
    expect(route).toMatchObject({ name: 'Monday north', state: 'ACTIVE', stopCount: 3, salespersonName: 'Zhao Min' });
    expect(route.routeNo).toMatch(/^RT\d{4}-\d{5}$/);
    expect(route.stops.map((stop) => [stop.storeName, stop.seq, stop.plannedMinutes, stop.locked])).toEqual([
      [a.customerName, 1, 20, false],
      [b.customerName, 2, 10, true],
      [c.customerName, 3, 15, false],
    ]);
    const moved = dataOf<Route>(
      await as(tokens.dist01).post(`${ROUTE}/stops`, {
        id: route.id,
        version: route.version,
        stops: [
          { storePartyId: c.id, plannedMinutes: 15 },
          { storePartyId: a.id, plannedMinutes: 20 },
          { storePartyId: b.id, plannedMinutes: 10, locked: true },
        ],
      }),
    );
    expect(moved.stops.map((stop) => stop.storePartyId)).toEqual([c.id, b.id, a.id]);
    const stale = await as(tokens.dist01).post(`${ROUTE}/stops`, { id: route.id, version: route.version, stops: [] });
    expect(stale.statusCode).toBe(409);

    const inactive = dataOf<Route>(
      await as(tokens.dist01).post(`${ROUTE}/state`, { id: route.id, version: moved.version, state: 'INACTIVE' }),
    );
    expect(inactive.state).toBe('INACTIVE');
    const page = dataOf<Page<RouteSummary>>(await as(tokens.dist01).get(`${ROUTE}/list?state_equal=INACTIVE`));
    expect(page.records.map((row) => row.id)).toContain(route.id);
  });

  it('refuses, translated: another distributor’s store, a store twice, a salesperson of another party, a bad weekly rule', async () => {
    const theirs = await newStore(tokens.dist02);
    const mine = await newStore(tokens.dist01);
    const foreign = await as(tokens.dist01, 'fr').post(`${ROUTE}/submit`, {
      name: 'x',
      frequency: 'WEEKDAYS',
      weekdays: [1],
      startDate: '2026-01-01',
      stops: [{ storePartyId: theirs.id }],
    });
    expect(foreign.json()).toMatchObject({ code: 400, success: false });
    expect(foreign.json().msg).toContain(theirs.customerName);
    expect(foreign.json().msg).toMatch(/magasin/);
    const twice = await as(tokens.dist01, 'es').post(`${ROUTE}/submit`, {
      name: 'x',
      frequency: 'WEEKDAYS',
      weekdays: [1],
      startDate: '2026-01-01',
      stops: [{ storePartyId: mine.id }, { storePartyId: mine.id }],
    });
    expect(twice.json().msg).toBe('Una tienda solo puede aparecer una vez en una ruta');
    const staffAsRep = await as(tokens.dist01).post(`${ROUTE}/submit`, {
      name: 'x',
      frequency: 'WEEKDAYS',
      weekdays: [1],
      startDate: '2026-01-01',
      salespersonId: '1',
    });
    expect(staffAsRep.statusCode).toBe(400);
    const weekly = await as(tokens.dist01).post(`${ROUTE}/submit`, {
      name: 'x',
      frequency: 'WEEKLY',
      weekdays: [1, 2],
      startDate: '2026-01-01',
    });
    expect(weekly.statusCode).toBe(400);
  });

  it('executing a store’s closure removes it from routes in the same transaction; a closed store is refused', async () => {
    const [a, b, c] = [await newStore(tokens.dist01), await newStore(tokens.dist01), await newStore(tokens.dist01)];
    const route = await makeRoute(t.app, tokens.dist01, {
      stops: [{ storePartyId: a.id }, { storePartyId: b.id, locked: true }, { storePartyId: c.id }],
    });
    const CLOSURE = '/api/smdp-customer/customerCloseRequest';
    const draft = dataOf<ClosureRequest>(
      await as(tokens.dist01).post(`${CLOSURE}/submit`, {
        partyId: b.id,
        reason: 'CLOSED',
        effectiveDate: '2026-01-01',
      }),
    );
    const act = async (action: string, token: string, request: ClosureRequest) =>
      dataOf<ClosureRequest>(
        await as(token).post(`${CLOSURE}/${action}`, { id: request.id, version: request.version }),
      );
    const sent = await act('send', tokens.dist01, draft);
    const approved = await act('approve', tokens.admin, sent);
    expect((await act('execute', tokens.admin, approved)).partyState).toBe('CLOSED');

    const after = await detail(route.id);
    expect(after.stops.map((stop) => [stop.storePartyId, stop.seq])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(after.version).toBe(route.version + 1);
    const refused = await as(tokens.dist01).post(`${ROUTE}/stops`, {
      id: route.id,
      version: after.version,
      stops: [{ storePartyId: a.id }, { storePartyId: b.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain(b.customerName);
  });

  it('another tenant, another distributor and a salesperson narrowed to its own rows see only theirs', async () => {
    const store = await newStore(tokens.dist01);
    const repRoute = await makeRoute(t.app, tokens.dist01, {
      name: 'Rep route',
      salespersonId: rep.id,
      stops: [{ storePartyId: store.id }],
    });
    const otherRoute = await makeRoute(t.app, tokens.dist01, { name: 'Boss route', salespersonId: ids.dist01User });
    const listed = async (token: string) =>
      dataOf<Page<RouteSummary>>(await as(token).get(`${ROUTE}/list?size=200`)).records.map((row) => row.id);

    expect(await listed(tokens.dist01)).toEqual(expect.arrayContaining([repRoute.id, otherRoute.id]));
    expect(await listed(tokens.admin)).toEqual(expect.arrayContaining([repRoute.id, otherRoute.id]));
    const repSees = await listed(rep.token);
    expect(repSees).toContain(repRoute.id);
    expect(repSees).not.toContain(otherRoute.id);
    expect((await as(rep.token).get(`${ROUTE}/detail?id=${otherRoute.id}`)).statusCode).toBe(404);

    expect(await listed(tokens.dist02)).not.toContain(repRoute.id);
    expect((await as(tokens.dist02).get(`${ROUTE}/detail?id=${repRoute.id}`)).statusCode).toBe(404);
    const change = await as(tokens.dist02).post(`${ROUTE}/stops`, {
      id: repRoute.id,
      version: repRoute.version,
      stops: [],
    });
    expect(change.statusCode).toBe(404);
    expect(await listed(tokens.otherAdmin)).toEqual([]);
    expect((await as(tokens.otherAdmin).get(`${ROUTE}/detail?id=${repRoute.id}`)).statusCode).toBe(404);
    expect((await as(tokens.otherAdmin).post(`${ROUTE}/remove?ids=${repRoute.id}`)).statusCode).toBe(404);
    expect((await detail(repRoute.id)).stopCount).toBe(1);

    // Candidates: the owner's accounts and ACTIVE stores only.
    const people = dataOf<{ id: string }[]>(await as(tokens.dist01).get(`${ROUTE}/salespeople`));
    expect(people.map((person) => person.id)).toEqual(expect.arrayContaining([ids.dist01User, ids.dist01Sub]));
    const stores = dataOf<{ id: string }[]>(await as(tokens.dist01).get(`${ROUTE}/stores`));
    expect(stores.map((candidate) => candidate.id)).toContain(store.id);
  });
});
