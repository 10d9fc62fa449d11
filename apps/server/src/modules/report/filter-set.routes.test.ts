import type { FilterSet } from '@smdp/contracts/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { MAX_FILTER_SETS } from './filter-set.service';

const BASE = '/api/smdp-report/filter-set';

/** Saved filter sets: per account and report, replaced by name, deleted only by their owner, capped. */
describe('report filter sets', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  const list = async (token: string, reportCode: string) =>
    dataOf<FilterSet[]>(await call(token, 'GET', `/list?reportCode=${reportCode}`));
  const save = async (token: string, reportCode: string, name: string, filters: Record<string, string>) =>
    dataOf<FilterSet>(await call(token, 'POST', '/submit', { reportCode, name, filters }));

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it('saves, replaces by name, lists per account and report, and removes', async () => {
    const march = await save(tokens.dist01, 'sales', 'March', {
      groupBy_equal: 'GOODS',
      postingDate_datege: '2020-03-01',
    });
    await save(tokens.dist01, 'sales', 'April', { groupBy_equal: 'BUYER' });
    await save(tokens.dist01, 'fill-rate', 'March', { channel_equal: 'PRIMARY' });
    const replaced = await save(tokens.dist01, 'sales', 'March', { groupBy_equal: 'REGION' });
    expect(replaced.id).toBe(march.id);
    expect((await list(tokens.dist01, 'sales')).map((set) => [set.name, set.filters])).toEqual([
      ['April', { groupBy_equal: 'BUYER' }],
      ['March', { groupBy_equal: 'REGION' }],
    ]);
    expect(await list(tokens.admin, 'sales')).toEqual([]);
    expect(await list(tokens.otherAdmin, 'sales')).toEqual([]);

    const stranger = await call(tokens.admin, 'POST', `/remove?id=${march.id}`);
    expect(stranger.json().code).toBe(404);
    expect((await call(tokens.dist01, 'POST', `/remove?id=${march.id}`)).json()).toMatchObject({ code: 200 });
    expect((await list(tokens.dist01, 'sales')).map((set) => set.name)).toEqual(['April']);
  });

  it(`refuses a set over ${MAX_FILTER_SETS} per report with a translated message`, async () => {
    for (let index = 0; index < MAX_FILTER_SETS; index++) await save(tokens.staff01, 'returns', `set ${index}`, {});
    const over = await call(tokens.staff01, 'POST', '/submit', {
      reportCode: 'returns',
      name: 'one more',
      filters: {},
    });
    expect(over.json()).toMatchObject({
      code: 400,
      msg: `At most ${MAX_FILTER_SETS} filter sets per report: delete one first`,
    });
    // Saving under a name it has already replaces that set and is allowed.
    await save(tokens.staff01, 'returns', 'set 0', { state_equal: 'X' });
  });
});
