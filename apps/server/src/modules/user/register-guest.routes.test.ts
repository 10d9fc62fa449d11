import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, verifyPassword } from '../../platform/auth/password';
import { BASIC_AUTH, createTestApp, dataOf, type TestApp } from '../../testing/test-app';
import { PENDING_APPROVAL } from './register.service';

const REGISTER = '/api/blade-user/register-guest';

describe('POST register-guest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (query: Record<string, string>, lang = 'en', url = REGISTER) =>
    t.app.inject({ method: 'POST', url, query, headers: { 'lang-type': lang } });
  const usersOf = (tenantId: string) =>
    t.database.db.selectFrom('bladeUser').selectAll().where('tenantId', '=', tenantId).orderBy('id').execute();
  const form = (account: string, extra: Record<string, string> = {}) => ({
    tenantId: '100001',
    name: `Guest ${account}`,
    account,
    password: 'Guest#1',
    password2: 'Guest#1',
    ...extra,
  });

  it('creates an account pending approval without a token, and sign-in refuses it until approved', async () => {
    const response = await register(form('guest01', { oauthId: 'github-42' }), 'zh');
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ success: true, msg: '注册成功，请等待管理员审批' });
    const user = (await usersOf('100001')).find((row) => row.account === 'guest01')!;
    expect(user).toMatchObject({
      status: PENDING_APPROVAL,
      name: 'Guest guest01',
      realName: 'Guest guest01',
      oauthId: 'github-42',
      userType: 0,
    });
    expect(await verifyPassword(md5('Guest#1'), user.passwordHash)).toBe(true);

    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC_AUTH, 'tenant-id': '100001' },
        query: {
          tenantId: '100001',
          username: 'guest01',
          password: md5('Guest#1'),
          grant_type: 'password',
          scope: 'all',
        },
      });
    const pending = await signIn();
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error_description).toBe('The account is waiting for administrator approval');
    await t.database.db.updateTable('bladeUser').set({ status: 1 }).where('id', '=', user.id).execute();
    expect((await signIn()).statusCode).toBe(200);
  });

  it('checks the form in the order of the spec, each failure translated, and creates nothing', async () => {
    const before = await usersOf('100001');
    const cases: [Record<string, string>, string][] = [
      [{ account: 'g', password: 'p', password2: 'p' }, '请先输入租户编号'],
      [{ tenantId: ' ', account: 'g', password: 'p', password2: 'p' }, '请先输入租户编号'],
      [{ tenantId: '100001', password: 'p', password2: 'p' }, '请先输入账号名称'],
      [{ tenantId: '100001', account: 'g', password: 'p' }, '请先输入密码'],
      [{ tenantId: '100001', account: 'g', password2: 'p' }, '请先输入密码'],
      [{ tenantId: '100001', account: 'g', password: 'p', password2: 'q' }, '两次密码输入不一致'],
      [{ tenantId: '100001', account: 'g'.repeat(46), password: 'p', password2: 'p' }, '最多输入 45 个字符'],
      [{ tenantId: '999999', account: 'g', password: 'p', password2: 'p' }, '租户不存在'],
      [{ tenantId: '100001', account: 'ADMIN', password: 'p', password2: 'p' }, '账号已存在'],
    ];
    for (const [query, message] of cases) {
      const response = await register(query, 'zh');
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, data: null, msg: message });
    }
    expect(await usersOf('100001')).toEqual(before);
  });

  it("keeps accounts unique per tenant only, and to the tenant's account quota", async () => {
    expect((await register(form('admin', { tenantId: '000000' }))).statusCode).toBe(400);
    expect(dataOf(await register(form('admin2', { tenantId: '000000' })))).toMatchObject({ success: true });

    const count = (await usersOf('100001')).length;
    await t.database.db
      .updateTable('bladeTenant')
      .set({ accountNumber: count + 1 })
      .where('tenantId', '=', '100001')
      .execute();
    expect(dataOf(await register(form('guest02')))).toMatchObject({ success: true });
    const full = await register(form('guest03'), 'fr');
    expect(full.json()).toMatchObject({ code: 400, msg: 'Le quota de comptes du locataire est atteint' });
    expect(await usersOf('100001')).toHaveLength(count + 1);
    await t.database.db
      .updateTable('bladeTenant')
      .set({ accountNumber: -1 })
      .where('tenantId', '=', '100001')
      .execute();
    expect(dataOf(await register(form('guest03')))).toMatchObject({ success: true });
  });

  it('lets exactly one of many concurrent registrations take an account or the last quota place', async () => {
    const same = await Promise.all(Array.from({ length: 5 }, () => register(form('racer'))));
    expect(same.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(same.filter((response) => response.json().msg === 'The account already exists')).toHaveLength(4);

    const count = (await usersOf('100001')).length;
    await t.database.db
      .updateTable('bladeTenant')
      .set({ accountNumber: count + 1 })
      .where('tenantId', '=', '100001')
      .execute();
    const distinct = await Promise.all(['r1', 'r2', 'r3', 'r4'].map((account) => register(form(account))));
    expect(distinct.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await usersOf('100001')).toHaveLength(count + 1);
    await t.database.db
      .updateTable('bladeTenant')
      .set({ accountNumber: -1 })
      .where('tenantId', '=', '100001')
      .execute();
  });

  it('refuses an expired tenant', async () => {
    await t.database.db
      .updateTable('bladeTenant')
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where('tenantId', '=', '100001')
      .execute();
    expect((await register(form('late'))).json().msg).toBe('The tenant has expired, please contact the administrator');
    await t.database.db.updateTable('bladeTenant').set({ expireTime: null }).where('tenantId', '=', '100001').execute();
  });

  it('takes the form as a urlencoded body, oauth_id included, and under the blade-system path too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/user/register-guest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form('formguest'), oauth_id: 'wechat-7' }).toString(),
    });
    expect(dataOf(response)).toMatchObject({ success: true });
    expect((await usersOf('100001')).find((row) => row.account === 'formguest')).toMatchObject({
      oauthId: 'wechat-7',
      status: PENDING_APPROVAL,
    });
    const json = await t.app.inject({ method: 'POST', url: REGISTER, payload: form('jsonguest') });
    expect(dataOf(json)).toMatchObject({ success: true });
  });
});
