import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, sha256 } from '../platform/auth/password';
import { createTestApp, type TestApp } from '../testing/test-app';
import { saber, saberData } from './saber-client';

/**
 * Sign-in and session as Saber 2.9 does them: `src/api/user.js` (calls), `src/store/modules/user.js`
 * (what it keeps of the answers), `src/page/index/top/index.vue` (`userInfo.userName`),
 * `src/page/login/userlogin.vue` (`tenant/info`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function captchaSignIn(account: string) {
  const key = `saber-${account}-${Date.now()}`;
  await t.database.db
    .insertInto('captcha')
    .values({ captchaKey: key, codeHash: sha256('12345'), expiresAt: new Date(Date.now() + 60_000) })
    .execute();
  // loginByUsername with website.captchaMode true and switchMode false
  return saber(t.app, null, {
    url: '/api/blade-auth/oauth/token',
    method: 'post',
    headers: { 'Tenant-Id': '000000', 'Dept-Id': '', 'Role-Id': '', 'Captcha-Key': key, 'Captcha-Code': '12345' },
    params: {
      tenantId: '000000',
      username: account,
      password: md5(account),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    },
  });
}

describe('Saber 2.9 sign-in and session', () => {
  it('LoginByUsername: the raw token body with the fields the store and the top bar read', async () => {
    const body = (await captchaSignIn('admin')).json();
    expect(body.error_description).toBeUndefined();
    expect(body).toMatchObject({ tenant_id: '000000', user_name: expect.any(String), userName: expect.any(String) });
    for (const field of ['access_token', 'refresh_token', 'user_id', 'role_name', 'avatar', 'dept_id', 'role_id']) {
      expect(typeof body[field], field).toBe('string');
    }
    expect(body.userName).toBe(body.user_name);
  });

  it('GetUserInfo: data.roles is the list of role aliases the session holds', async () => {
    const token = (await captchaSignIn('admin')).json().access_token;
    const data = saberData(await saber(t.app, token, { url: '/api/blade-auth/oauth/user-info' }));
    expect(data.roles).toEqual(['administrator']);
  });

  it('refreshToken: a new token pair from the refresh grant', async () => {
    const { refresh_token } = (await captchaSignIn('admin')).json();
    const response = await saber(t.app, null, {
      url: '/api/blade-auth/oauth/token',
      method: 'post',
      headers: { 'Tenant-Id': '000000', 'Dept-Id': '', 'Role-Id': '' },
      params: { tenantId: '000000', refresh_token, grant_type: 'refresh_token', scope: 'all' },
    });
    expect(response.json()).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('LogOut: GET oauth/logout ends the token', async () => {
    const token = (await captchaSignIn('staff01')).json().access_token;
    expect((await saber(t.app, token, { url: '/api/blade-auth/oauth/logout' })).json().code).toBe(200);
    expect((await saber(t.app, token, { url: '/api/blade-auth/oauth/user-info' })).json().code).toBe(401);
  });

  it('getTenant: tenant/info answers a record (data.tenantId read unguarded) even for an unknown domain', async () => {
    const body = (
      await saber(t.app, null, { url: '/api/blade-system/tenant/info', params: { domain: 'http://localhost:1888' } })
    ).json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual({});
    expect(body.data.tenantId).toBeUndefined();
  });
});
