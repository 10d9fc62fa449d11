import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, sha256 } from '../../platform/auth/password';
import { createTokenService } from '../../platform/auth/tokens';
import { BASIC_AUTH, bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';

const TOKEN_URL = '/api/blade-auth/oauth/token';

describe('blade-auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const token = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: BASIC_AUTH, 'tenant-id': '000000', ...headers },
      query: { tenantId: '000000', grant_type: 'password', scope: 'all', type: 'account', ...query },
    });
  const passwordGrant = (username: string, password: string, headers: Record<string, string> = {}) =>
    token({ username, password: md5(password) }, headers);
  const user = (account: string, tenantId = '000000') =>
    t.database.db
      .selectFrom('bladeUser')
      .selectAll()
      .where('account', '=', account)
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow();

  describe('password grant', () => {
    it('signs in every demo account and returns the OAuth body with the user-info fields', async () => {
      for (const account of ['admin', 'dist01', 'dist01-sub', 'staff01']) {
        const response = await passwordGrant(account, account);
        expect(response.statusCode, account).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
          token_type: 'bearer',
          expires_in: 3600,
          scope: 'all',
          tenant_id: '000000',
          account,
        });
        expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(body.refresh_token).toHaveLength(43);
        expect(body).not.toHaveProperty('code');
      }
      const dist = (await passwordGrant('dist01', 'dist01')).json();
      expect(dist).toMatchObject({
        role_name: 'customer_primary',
        user_type: 1,
        first_login_password: 'N',
        login_phone_verify: 'Y',
        force_reset_password: 'N',
        user_info: { primaryAccount: 'Y', customerCode: 'C0001', customerName: 'Sunrise Distribution', userType: 1 },
      });
      expect((await passwordGrant('dist01-sub', 'dist01-sub')).json().user_info.primaryAccount).toBe('N');
      expect((await passwordGrant('admin', 'admin')).json().role_name).toBe('administrator');
    });

    it('takes the tenant from the Tenant-Id header over the query', async () => {
      const response = await token(
        { tenantId: '000000', username: 'admin', password: md5('admin') },
        { 'tenant-id': '100001' },
      );
      expect(response.json()).toMatchObject({ tenant_id: '100001', real_name: 'Second administrator' });
    });

    it('says Bad credentials for a wrong password or an unknown account, and logs both', async () => {
      const before = await t.database.db
        .selectFrom('loginLog')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('success', '=', false)
        .executeTakeFirstOrThrow();
      for (const response of [await passwordGrant('staff01', 'nope'), await passwordGrant('ghost', 'ghost')]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' });
      }
      const after = await t.database.db
        .selectFrom('loginLog')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('success', '=', false)
        .executeTakeFirstOrThrow();
      expect(Number(after.n) - Number(before.n)).toBe(2);
      await passwordGrant('staff01', 'staff01'); // resets staff01's failure count for later tests
    });

    it('rejects a wrong client secret or a missing client, in the caller language', async () => {
      const wrong = `Basic ${Buffer.from('saber:wrong').toString('base64')}`;
      const response = await passwordGrant('admin', 'admin', { authorization: wrong, 'lang-type': 'fr' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_client',
        error_description: "Échec de l'authentification du client",
      });
      const missing = await t.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        query: { grant_type: 'password', username: 'admin', password: md5('admin') },
      });
      expect(missing.json().error).toBe('invalid_client');
    });

    it('rejects missing or garbled parameters without touching the account', async () => {
      const noGrant = await t.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        headers: { authorization: BASIC_AUTH },
        query: { username: 'admin' },
      });
      expect(noGrant.statusCode).toBe(400);
      expect(noGrant.json().error).toBe('invalid_request');
      expect(noGrant.json().error_description).toContain('grant_type');
      const tooLong = await token({ username: 'x'.repeat(500), password: md5('x') });
      expect(tooLong.statusCode).toBe(400);
      const social = await token({ grant_type: 'social', username: 'admin', password: md5('admin') });
      expect(social.json().error).toBe('unsupported_grant_type');
      const noPassword = await token({ username: 'admin' });
      expect(noPassword.json()).toEqual({ error: 'invalid_request', error_description: 'Bad credentials' });
      expect((await user('admin')).loginFailCount).toBe(0);
    });

    it('locks an account for 30 minutes after five failures, even against the right password', async () => {
      const results = [];
      for (let i = 0; i < 5; i++)
        results.push((await passwordGrant('dist01-sub', 'wrong', { 'lang-type': 'en' })).json());
      expect(results.slice(0, 4).every((r) => r.error_description === 'Bad credentials')).toBe(true);
      expect(results[4].error_description).toMatch(/Too many failed attempts.*30 minutes/);
      const right = await passwordGrant('dist01-sub', 'dist01-sub', { 'lang-type': 'zh' });
      expect(right.statusCode).toBe(400);
      expect(right.json().error_description).toContain('账号已锁定');
      const locked = await user('dist01-sub');
      expect(locked.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

      // Once the lock has run out, the right password works and the count starts again.
      await t.database.db
        .updateTable('bladeUser')
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where('id', '=', locked.id)
        .execute();
      expect((await passwordGrant('dist01-sub', 'dist01-sub')).statusCode).toBe(200);
      expect((await user('dist01-sub')).loginFailCount).toBe(0);
    });

    it('refuses disabled and pending accounts and expired tenants with their own messages', async () => {
      const staff = await user('staff01');
      await t.database.db.updateTable('bladeUser').set({ status: 0 }).where('id', '=', staff.id).execute();
      expect((await passwordGrant('staff01', 'staff01')).json().error_description).toMatch(/disabled/);
      await t.database.db.updateTable('bladeUser').set({ status: 2 }).where('id', '=', staff.id).execute();
      expect((await passwordGrant('staff01', 'staff01')).json().error_description).toMatch(/approval/);
      await t.database.db.updateTable('bladeUser').set({ status: 1 }).where('id', '=', staff.id).execute();

      await t.database.db
        .updateTable('bladeTenant')
        .set({ expireTime: new Date(Date.now() - 1000) })
        .where('tenantId', '=', '100001')
        .execute();
      const expired = await passwordGrant('admin', 'admin', { 'tenant-id': '100001', 'lang-type': 'sw' });
      expect(expired.json().error_description).toBe('Muda wa mpangaji umeisha, wasiliana na msimamizi');
      await t.database.db
        .updateTable('bladeTenant')
        .set({ expireTime: null })
        .where('tenantId', '=', '100001')
        .execute();
      expect((await passwordGrant('admin', 'admin', { 'tenant-id': '999999' })).json().error_description).toBe(
        'The tenant does not exist',
      );
    });
  });

  describe('captcha', () => {
    it('serves a real PNG image with a fresh key', async () => {
      const response = await t.app.inject({ url: '/api/blade-auth/oauth/captcha' });
      const body = response.json();
      expect(body.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).not.toHaveProperty('code');
      const png = PNG.sync.read(Buffer.from(body.image.replace('data:image/png;base64,', ''), 'base64'));
      expect([png.width, png.height]).toEqual([130, 48]);
    });

    it('signs in with the captcha grant only with the right, unused code', async () => {
      const key = 'captcha-test-key';
      await t.database.db
        .insertInto('captcha')
        .values({ captchaKey: key, codeHash: sha256('12345'), expiresAt: new Date(Date.now() + 60_000) })
        .execute();
      const withCode = (code: string) => passwordGrantWith('captcha', { 'captcha-key': key, 'captcha-code': code });
      const passwordGrantWith = (grant: string, headers: Record<string, string>) =>
        token({ grant_type: grant, username: 'admin', password: md5('admin') }, headers);
      expect((await withCode('12345')).statusCode).toBe(200);
      expect((await withCode('12345')).json().error_description).toBe('The verification code is incorrect');
      await t.database.db
        .insertInto('captcha')
        .values({ captchaKey: key, codeHash: sha256('12345'), expiresAt: new Date(Date.now() + 60_000) })
        .execute();
      expect((await withCode('54321')).json().error_description).toBe('The verification code is incorrect');
      expect((await withCode('12345')).statusCode).toBe(400); // a wrong guess used it up
    });
  });

  const refresh = (refreshToken: string, tenantId = '000000') =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken, tenantId }, { 'tenant-id': tenantId });

  describe('refresh_token grant', () => {
    it('rotates: a refresh token gives a new pair once, then never again', async () => {
      const first = await signIn(t.app, 'staff01');
      const second = await refresh(first.refreshToken);
      expect(second.statusCode).toBe(200);
      expect(second.json().refresh_token).not.toBe(first.refreshToken);
      expect(second.json().account).toBe('staff01');
      const again = await refresh(first.refreshToken);
      expect(again.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The refresh token is invalid or was already used',
      });
      expect((await refresh(second.json().refresh_token)).statusCode).toBe(200);
    });

    it('gives exactly one new pair to 50 parallel refreshes of one token', async () => {
      const { refreshToken } = await signIn(t.app, 'dist01');
      const responses = await Promise.all(Array.from({ length: 50 }, () => refresh(refreshToken)));
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(responses.filter((r) => r.json().error === 'invalid_grant')).toHaveLength(49);
      // A race is not theft: the winner's new token still works.
      expect((await refresh(winners[0]!.json().refresh_token)).statusCode).toBe(200);
    });

    it('ends the whole family when a used token comes back after the grace period', async () => {
      const first = await signIn(t.app, 'staff01');
      const second = (await refresh(first.refreshToken)).json();
      await t.database.db
        .updateTable('refreshToken')
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where('tokenHash', '=', sha256(first.refreshToken))
        .execute();
      expect((await refresh(first.refreshToken)).statusCode).toBe(400);
      expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    });

    it("keeps the token's own tenant when the refresh names none", async () => {
      const { refreshToken } = await signIn(t.app, 'admin', 'admin', '100001');
      const response = await t.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        headers: { authorization: BASIC_AUTH },
        query: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });
      expect(response.json()).toMatchObject({ tenant_id: '100001', account: 'admin' });
    });

    it('refuses a token of another tenant, garbage and an empty value', async () => {
      const { refreshToken } = await signIn(t.app, 'admin');
      expect((await refresh(refreshToken, '100001')).statusCode).toBe(400);
      expect((await refresh('garbage')).statusCode).toBe(400);
      expect((await refresh('')).json().error).toBe('invalid_request');
    });
  });

  describe('signed-in calls', () => {
    it('answers user-info for the caller only, in the caller tenant', async () => {
      const { accessToken } = await signIn(t.app, 'dist01');
      const info = dataOf<Record<string, unknown>>(
        await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(accessToken) }),
      );
      expect(info).toMatchObject({ account: 'dist01', tenant_id: '000000', user_info: { customerCode: 'C0001' } });
      expect(info).not.toHaveProperty('access_token');
      const other = await signIn(t.app, 'admin', 'admin', '100001');
      const otherInfo = dataOf<Record<string, unknown>>(
        await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(other.accessToken) }),
      );
      expect(otherInfo).toMatchObject({ tenant_id: '100001', account: 'admin', user_info: { customerCode: '' } });
    });

    it('rejects missing, malformed, forged and expired tokens with 401', async () => {
      const forger = createTokenService('another-secret-that-is-long-enough-to-sign');
      const claims = {
        tenantId: '000000',
        userId: '1',
        account: 'admin',
        roleIds: ['1'],
        deptId: null,
        customerId: null,
        userType: 0,
        clientId: 'saber',
        familyId: 'f',
      };
      const candidates = [
        {},
        { 'blade-auth': 'bearer' },
        { 'blade-auth': 'bearer not.a.jwt' },
        bearer(forger.sign(claims, 3600).token),
        bearer(t.app.deps.tokens.sign(claims, -10).token),
      ];
      for (const headers of candidates) {
        const response = await t.app.inject({
          url: '/api/blade-auth/oauth/user-info',
          headers: { ...headers, 'lang-type': 'es' },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: 401,
          success: false,
          data: null,
          msg: 'No ha iniciado sesión o la sesión ha caducado, inicie sesión de nuevo',
        });
      }
    });

    it('logs out: the access token and its refresh tokens stop working, and client logs are kept', async () => {
      const session = await signIn(t.app, 'staff01');
      const logs = [
        {
          url: '/#/wel/index',
          time: '2026-11-22 10:00:00',
          type: 'error',
          message: 'boom',
          stack: 'at x',
          info: 'render',
        },
      ];
      // A bare list (BladeX clients' sendLogs) hands the log over and keeps the session
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/logout',
        headers: bearer(session.accessToken),
        payload: [{ ...logs[0], message: 'uploaded' }],
      });
      expect(dataOf(upload)).toBe(true);
      expect(
        (await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(session.accessToken) }))
          .statusCode,
      ).toBe(200);
      // `{ logs }` (our web app's sign-out) hands it over and ends the session
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/logout',
        headers: bearer(session.accessToken),
        payload: { logs },
      });
      expect(dataOf(response)).toBe(true);
      expect(
        (await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(session.accessToken) }))
          .statusCode,
      ).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(400);
      const stored = await t.database.db
        .selectFrom('clientErrorLog')
        .selectAll()
        .where('message', '=', 'boom')
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ tenantId: '000000', url: '/#/wel/index' });

      const viaGet = await signIn(t.app, 'staff01');
      expect(
        dataOf(await t.app.inject({ url: '/api/blade-auth/oauth/logout', headers: bearer(viaGet.accessToken) })),
      ).toBe(true);
      expect(
        (await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(viaGet.accessToken) }))
          .statusCode,
      ).toBe(401);
    });

    it('rejects a malformed client log without signing out', async () => {
      const session = await signIn(t.app, 'staff01');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/logout',
        headers: bearer(session.accessToken),
        payload: [{ message: 42 }],
      });
      expect(response.statusCode).toBe(400);
      expect(
        (await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(session.accessToken) }))
          .statusCode,
      ).toBe(200);
    });

    it('clears the caches for a signed-in caller only', async () => {
      expect((await t.app.inject({ url: '/api/blade-auth/oauth/clear-cache' })).statusCode).toBe(401);
      const { accessToken } = await signIn(t.app, 'admin');
      expect(
        dataOf(await t.app.inject({ url: '/api/blade-auth/oauth/clear-cache', headers: bearer(accessToken) })),
      ).toBe(true);
    });
  });
});

describe('blade-auth rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ tokenRateLimitPerMinute: 5 });
  });
  afterAll(() => t.close());

  it('limits sign-in attempts per address with a translated message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        headers: { authorization: BASIC_AUTH, 'lang-type': 'ru' },
        query: { grant_type: 'password', username: 'admin', password: md5('wrong'), tenantId: '000000' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_description).toBe('Слишком много запросов, подождите и повторите');
  });
});
