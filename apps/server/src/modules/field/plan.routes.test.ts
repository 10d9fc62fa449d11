import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Party } from '@smdp/contracts/customer';
import { PLAN_APPROVAL_PARAM, type Plan, type PlanGenerated, type PlanSummary } from '@smdp/contracts/field';
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
import { fieldClient, makeRoute, PLAN, storeMaker } from './field.testkit';

describe('visit plans: generation from routes, editing a draft, publish and approval policy, scope', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  let rep: ScopedAccount;
  let stores: Party[];
  const ids = { dist01: '', sub: '' };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
    rep = await accountWithDataScope(t, { like: 'dist01-sub', account: 'rep-plans', dataScope: DATA_SCOPE.SELF });
    const newStore = storeMaker(t.app, tokens);
    stores = [];
    for (let index = 0; index < 4; index++) stores.push(await newStore(tokens.dist01, 'Plan shop'));
    for (const account of ['dist01', 'dist01-sub'] as const) {
      const row = await t.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('account', '=', account)
        .where('tenantId', '=', '000000')
        .executeTakeFirstOrThrow();
      ids[account === 'dist01' ? 'dist01' : 'sub'] = row.id;
    }
  });
  afterAll(() => t.close());
  const as = (token: string, lang = 'en') => fieldClient(t.app, token, lang);
  const generate = async (token: string, payload: object) =>
    dataOf<PlanGenerated>(await as(token).post(`${PLAN}/generate`, payload));
  const detail = async (id: string) => dataOf<Plan>(await as(tokens.dist01).get(`${PLAN}/detail?id=${id}`));
  const act = (token: string, action: string, plan: Plan, remark?: string, lang = 'en') =>
    as(token, lang).post(`${PLAN}/${action}`, { id: plan.id, version: plan.version, ...(remark ? { remark } : {}) });
  const setApproval = async (value: string) => {
    const db = t.database.db;
    const found = await db
      .selectFrom('bladeParam')
      .select('id')
      .where('tenantId', '=', '000000')
      .where('paramKey', '=', PLAN_APPROVAL_PARAM)
      .executeTakeFirst();
    if (found) await db.updateTable('bladeParam').set({ paramValue: value }).where('id', '=', found.id).execute();
    else {
      await db
        .insertInto('bladeParam')
        .values({ tenantId: '000000', paramName: 'Plan approval', paramKey: PLAN_APPROVAL_PARAM, paramValue: value })
        .execute();
    }
  };

  it('one DRAFT plan per route per matching day with PLANNED visits back to back; generating twice adds nothing', async () => {
    const [a, b] = stores as [Party, Party];
    const route = await makeRoute(t.app, tokens.dist01, {
      name: 'Mon-Wed',
      frequency: 'WEEKDAYS',
      weekdays: [1, 3],
      salespersonId: ids.sub,
      stops: [
        { storePartyId: a.id, plannedMinutes: 30 },
        { storePartyId: b.id, plannedMinutes: 20 },
      ],
    });
    const biweekly = await makeRoute(t.app, tokens.dist01, {
      name: 'Every other Friday',
      frequency: 'BIWEEKLY',
      weekdays: [5],
      startDate: '2026-06-01',
      salespersonId: ids.dist01,
      stops: [{ storePartyId: a.id }],
    });
    const range = { routeIds: [route.id, biweekly.id], from: '2026-06-01', to: '2026-06-14', dayStart: '09:00' };
    const first = await generate(tokens.dist01, range);
    expect(first).toMatchObject({ created: 5, visits: 9 });
    expect(await generate(tokens.dist01, range)).toMatchObject({ created: 0, visits: 0, planIds: [] });

    const page = dataOf<Page<PlanSummary>>(
      await as(tokens.dist01).get(`${PLAN}/list?routeId_equal=${biweekly.id}&size=50`),
    );
    expect(page.records.map((plan) => plan.planDate)).toEqual(['2026-06-05']);
    const monday = (await Promise.all(first.planIds.map((id) => detail(id)))).find(
      (plan) => plan.routeId === route.id && plan.planDate === '2026-06-01',
    ) as Plan;
    expect(monday).toMatchObject({ state: 'DRAFT', salespersonId: ids.sub, visitCount: 2, routeName: 'Mon-Wed' });
    expect(monday.planNo).toMatch(/^VP\d{4}-\d{5}$/);
    expect(monday.visits.map((visit) => [visit.storePartyId, visit.seq, visit.state])).toEqual([
      [a.id, 1, 'PLANNED'],
      [b.id, 2, 'PLANNED'],
    ]);
    expect(monday.visits[0]?.visitNo).toMatch(/^VS\d{4}-\d{6}$/);
    const times = monday.visits.map((visit) =>
      [visit.plannedStart, visit.plannedEnd].map((time) => String(time).slice(11, 16)),
    );
    expect(times).toEqual([
      ['09:00', '09:30'],
      ['09:30', '09:50'],
    ]);
  });

  it('a DRAFT plan’s stores are re-ordered, removed and added; a published one is not editable; cancel cancels visits', async () => {
    const [a, b, c, d] = stores as [Party, Party, Party, Party];
    const route = await makeRoute(t.app, tokens.dist01, {
      frequency: 'MONTHLY',
      weekdays: [2],
      salespersonId: ids.dist01,
      stops: [{ storePartyId: a.id }, { storePartyId: b.id }, { storePartyId: c.id }],
    });
    const [planId] = (await generate(tokens.dist01, { routeIds: [route.id], from: '2026-07-01', to: '2026-07-31' }))
      .planIds;
    const plan = await detail(planId ?? '');
    expect(plan.planDate).toBe('2026-07-07');
    const edited = dataOf<Plan>(
      await as(tokens.dist01).post(`${PLAN}/visits`, {
        id: plan.id,
        version: plan.version,
        stores: [{ storePartyId: c.id, plannedMinutes: 30 }, { storePartyId: d.id }, { storePartyId: a.id }],
      }),
    );
    expect(edited.visits.map((visit) => [visit.storePartyId, visit.seq])).toEqual([
      [c.id, 1],
      [d.id, 2],
      [a.id, 3],
    ]);
    expect(String(edited.visits[1]?.plannedStart).slice(11, 16)).toBe('08:30');
    const published = dataOf<Plan>(await act(tokens.dist01, 'publish', edited));
    expect(published.state).toBe('PUBLISHED');
    const late = await as(tokens.dist01, 'ru').post(`${PLAN}/visits`, {
      id: plan.id,
      version: published.version,
      stores: [],
    });
    expect(late.json()).toMatchObject({ code: 400, msg: 'План визитов не в том состоянии, которое это допускает' });
    const cancelled = dataOf<Plan>(await act(tokens.dist01, 'cancel', published, 'Holiday'));
    expect(cancelled.visits.every((visit) => visit.state === 'CANCELLED')).toBe(true);
    expect((await as(tokens.dist01).post(`${PLAN}/remove?ids=${plan.id}`)).json().data).toBe(true);
  });

  it('a salesperson proposes its own plan: approval when the policy asks, published at once otherwise', async () => {
    const [a] = stores as [Party];
    const route = await makeRoute(t.app, tokens.dist01, {
      frequency: 'WEEKDAYS',
      weekdays: [1, 2, 3, 4, 5],
      salespersonId: ids.sub,
      stops: [{ storePartyId: a.id }],
    });
    const bossRoute = await makeRoute(t.app, tokens.dist01, {
      frequency: 'WEEKDAYS',
      weekdays: [1],
      salespersonId: ids.dist01,
      stops: [{ storePartyId: a.id }],
    });
    const { planIds } = await generate(tokens.dist01, { routeIds: [route.id], from: '2026-08-03', to: '2026-08-04' });
    const [monday, tuesday] = await Promise.all(planIds.map((id) => detail(id)));
    await setApproval('true');
    expect((await act(tokens['dist01-sub'], 'publish', monday as Plan)).statusCode).toBe(403);
    const submitted = dataOf<Plan>(await act(tokens['dist01-sub'], 'submit', monday as Plan));
    expect(submitted).toMatchObject({ state: 'SUBMITTED', proposedBy: ids.sub });
    expect((await act(tokens['dist01-sub'], 'approve', submitted)).statusCode).toBe(403);
    const noReason = await act(tokens.dist01, 'reject', submitted, undefined, 'sw');
    expect(noReason.json()).toMatchObject({ code: 400, msg: 'Toa sababu' });
    const rejected = dataOf<Plan>(await act(tokens.dist01, 'reject', submitted, 'Add the market'));
    expect(rejected.state).toBe('DRAFT');
    const again = dataOf<Plan>(await act(tokens['dist01-sub'], 'submit', rejected));
    expect(dataOf<Plan>(await act(tokens.dist01, 'approve', again)).state).toBe('PUBLISHED');

    await setApproval('false');
    expect(dataOf<Plan>(await act(tokens['dist01-sub'], 'submit', tuesday as Plan)).state).toBe('PUBLISHED');
    const [bossPlanId] = (
      await generate(tokens.dist01, { routeIds: [bossRoute.id], from: '2026-08-03', to: '2026-08-03' })
    ).planIds;
    const notMine = await act(tokens['dist01-sub'], 'submit', await detail(bossPlanId ?? ''));
    expect(notMine.json()).toMatchObject({ code: 400, msg: 'You can only propose your own visit plans' });
  });

  it('another tenant, another distributor and a narrowed salesperson see and change nothing not theirs', async () => {
    const [a] = stores as [Party];
    const repRoute = await makeRoute(t.app, tokens.dist01, {
      frequency: 'WEEKDAYS',
      weekdays: [4],
      salespersonId: rep.id,
      stops: [{ storePartyId: a.id }],
    });
    const otherRoute = await makeRoute(t.app, tokens.dist01, {
      frequency: 'WEEKDAYS',
      weekdays: [4],
      salespersonId: ids.dist01,
      stops: [{ storePartyId: a.id }],
    });
    const range = { from: '2026-09-03', to: '2026-09-03' };
    const [repPlan] = (await generate(tokens.dist01, { ...range, routeIds: [repRoute.id] })).planIds;
    const [otherPlan] = (await generate(tokens.dist01, { ...range, routeIds: [otherRoute.id] })).planIds;
    const listed = async (token: string) =>
      dataOf<Page<PlanSummary>>(await as(token).get(`${PLAN}/list?size=200`)).records.map((plan) => plan.id);

    const repSees = await listed(rep.token);
    expect(repSees).toContain(repPlan);
    expect(repSees).not.toContain(otherPlan);
    expect((await as(rep.token).get(`${PLAN}/detail?id=${otherPlan}`)).statusCode).toBe(404);
    // The narrowed salesperson generates from the routes it runs only.
    expect((await generate(rep.token, { from: '2026-09-10', to: '2026-09-10' })).created).toBe(1);

    expect(await listed(tokens.dist02)).not.toContain(repPlan);
    expect((await generate(tokens.dist02, { ...range, routeIds: [repRoute.id] })).created).toBe(0);
    const plan = await detail(repPlan ?? '');
    expect((await act(tokens.dist02, 'cancel', plan)).statusCode).toBe(404);
    expect(await listed(tokens.otherAdmin)).toEqual([]);
    expect((await act(tokens.otherAdmin, 'cancel', plan)).statusCode).toBe(404);
    expect(
      (await as(tokens.otherAdmin).post(`${PLAN}/visits`, { id: plan.id, version: plan.version, stores: [] }))
        .statusCode,
    ).toBe(404);
    expect((await detail(plan.id)).state).toBe('DRAFT');
  });
});
