import type { TableLayout } from '@smdp/contracts/crud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const DETAIL = '/api/blade-system/pageTableSetting/bydetail';
const SUBMIT = '/api/blade-system/pageTableSetting/submit';
const REMOVE = '/api/blade-system/pageTableSetting/remove';
const DEFAULT = '/api/blade-system/tableInitializeConfig';
const SET_DEFAULT = '/api/blade-system/tableInitializeConfig/submit';

const layout: TableLayout = {
  columns: [
    { key: 'account', visible: true, width: 180 },
    { key: 'realName', visible: false },
  ],
  pageSize: 50,
};

describe('pageTableSetting and tableInitializeConfig', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const read = async (url: string, token: string) =>
    dataOf<TableLayout | null>(await t.app.inject({ url, headers: bearer(token) }));
  const post = (url: string, token: string, payload?: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload: payload as object });

  it("keeps each user's own layout per page, replaced on every save and forgotten on remove", async () => {
    expect(await read(`${DETAIL}?pageCode=user`, tokens.staff01)).toBeNull();
    expect(dataOf(await post(SUBMIT, tokens.staff01, { pageCode: 'user', config: layout }))).toBe(true);
    expect(await read(`${DETAIL}?pageCode=user`, tokens.staff01)).toEqual(layout);
    const narrower = { columns: [{ key: 'account', visible: true, width: 120 }] };
    await post(SUBMIT, tokens.staff01, { pageCode: 'user', config: narrower });
    expect(await read(`${DETAIL}?pageCode=user`, tokens.staff01)).toEqual(narrower);
    expect(await read(`${DETAIL}?pageCode=role`, tokens.staff01)).toBeNull();
    expect(await read(`${DETAIL}?pageCode=user`, tokens.admin)).toBeNull();
    expect(await read(`${DETAIL}?pageCode=user`, tokens.otherAdmin)).toBeNull();
    await post(`${REMOVE}?pageCode=user`, tokens.staff01);
    expect(await read(`${DETAIL}?pageCode=user`, tokens.staff01)).toBeNull();
  });

  it('rejects a malformed layout with a translated 400 and stores nothing', async () => {
    const tooNarrow = await post(
      SUBMIT,
      tokens.dist01,
      { pageCode: 'order', config: { columns: [{ key: 'a', visible: true, width: 1 }] } },
      'fr',
    );
    expect(tooNarrow.statusCode).toBe(400);
    expect(tooNarrow.json().msg).toContain('Paramètre');
    const badCode = await post(SUBMIT, tokens.dist01, { pageCode: "x'; drop", config: layout });
    expect(badCode.statusCode).toBe(400);
    expect(
      await t.database.db.selectFrom('pageTableSetting').selectAll().where('pageCode', '=', 'order').execute(),
    ).toEqual([]);
  });

  it('lets only holders of setting_edit set the tenant default, seen by that tenant alone', async () => {
    const refused = await post(SET_DEFAULT, tokens.dist01, { pageCode: 'order', config: layout });
    expect(refused.statusCode).toBe(403);
    expect(await read(`${DEFAULT}?pageCode=order`, tokens.dist01)).toBeNull();
    expect(dataOf(await post(SET_DEFAULT, tokens.admin, { pageCode: 'order', config: layout }))).toBe(true);
    expect(await read(`${DEFAULT}?pageCode=order`, tokens.dist01)).toEqual(layout);
    expect(await read(`${DEFAULT}?pageCode=order`, tokens.otherAdmin)).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ url: `${DETAIL}?pageCode=user` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: SUBMIT, payload: { pageCode: 'user', config: layout } })).statusCode,
    ).toBe(401);
  });
});
