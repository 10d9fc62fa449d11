import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';

const DETAIL = '/api/blade-system/companySystemSetting/detail';

describe('GET /api/blade-system/companySystemSetting/detail', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const account of ['admin', 'dist01']) tokens[account] = (await signIn(t.app, account)).accessToken;
    tokens.otherAdmin = (await signIn(t.app, 'admin', 'admin', '100001')).accessToken;
  });
  afterAll(() => t.close());

  const settingOf = (tenantId: string) =>
    t.database.db
      .selectFrom('companySystemSetting')
      .select(['id', 'companyId'])
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow();
  const detail = (token: string, query = '') =>
    t.app.inject({ url: `${DETAIL}${query}`, headers: { ...bearer(token), 'lang-type': 'zh' } });

  it("gives a company's logo and shop switch to anyone signed in to its tenant", async () => {
    const own = await settingOf('000000');
    await t.database.db
      .updateTable('companySystemSetting')
      .set({ logo: '/img/logo.png' })
      .where('id', '=', own.id)
      .execute();
    const expected = { id: own.id, companyId: own.companyId, logo: '/img/logo.png', shopEnabled: true };
    expect(dataOf(await detail(tokens.admin!, `?companyId=${own.companyId}`))).toEqual(expected);
    expect(dataOf(await detail(tokens.dist01!, `?companyId=${own.companyId}`))).toEqual(expected);
    expect(dataOf(await detail(tokens.dist01!))).toEqual(expected);
    expect(dataOf(await detail(tokens.dist01!, '?companyId='))).toEqual(expected);
  });

  it("answers null for another tenant's company, and each tenant's default is its own", async () => {
    const own = await settingOf('000000');
    const other = await settingOf('100001');
    expect(dataOf(await detail(tokens.otherAdmin!, `?companyId=${own.companyId}`))).toBeNull();
    expect(dataOf(await detail(tokens.admin!, `?companyId=${other.companyId}`))).toBeNull();
    expect(dataOf(await detail(tokens.otherAdmin!))).toMatchObject({
      id: other.id,
      companyId: other.companyId,
      logo: null,
    });
    expect(dataOf(await detail(tokens.admin!, '?companyId=999999'))).toBeNull();
  });

  it('rejects a malformed companyId with a translated 400', async () => {
    const response = await detail(tokens.admin!, '?companyId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
    expect(response.json().msg).toContain('参数 companyId 无效');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: DETAIL })).statusCode).toBe(401);
  });
});
