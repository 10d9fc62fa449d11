import type { OwnProfile } from '@smdp/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import {
  BASIC_AUTH,
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const INFO = '/api/blade-user/info';
const UPDATE_INFO = '/api/blade-user/update-info';
const UPDATE_PASSWORD = '/api/blade-user/update-password';
const IS_GRAY = '/api/blade-user/is-gray';

describe('blade-user', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const userRow = (account: string, tenantId = '000000') =>
    t.database.db
      .selectFrom('bladeUser')
      .selectAll()
      .where('account', '=', account)
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow();
  const info = async (token: string) => dataOf<OwnProfile>(await t.app.inject({ url: INFO, headers: bearer(token) }));
  const post = (url: string, token: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'lang-type': lang },
      ...(payload ? { payload } : {}),
    });

  describe('GET info', () => {
    it("gives the caller's own profile", async () => {
      const row = await userRow('dist01');
      const roles = await t.database.db
        .selectFrom('bladeUserRole')
        .select('roleId')
        .where('userId', '=', row.id)
        .execute();
      const depts = await t.database.db
        .selectFrom('bladeUserDept')
        .select('deptId')
        .where('userId', '=', row.id)
        .execute();
      expect(await info(tokens.dist01!)).toEqual({
        id: row.id,
        tenantId: '000000',
        account: 'dist01',
        name: 'Li Wei',
        realName: 'Li Wei',
        nickName: 'Li Wei',
        avatar: null,
        email: null,
        phone: '13800000002',
        birthday: null,
        sex: null,
        userType: 1,
        customerId: row.customerId,
        deptIds: depts.map((d) => d.deptId),
        roleIds: roles.map((r) => r.roleId),
        roleNames: ['Customer primary account'],
        postId: null,
        firstLoginPassword: 'N',
        loginPhoneVerify: 'Y',
        forceResetPassword: 'N',
        version: 1,
      });
      expect(row.customerId).not.toBeNull();
      const inFrench = await t.app.inject({ url: INFO, headers: { ...bearer(tokens.dist01!), 'lang-type': 'fr' } });
      expect(dataOf<OwnProfile>(inFrench).roleNames).toEqual(['Compte principal du client']);
    });

    it("gives another tenant's administrator their own profile only", async () => {
      const other = await info(tokens.otherAdmin!);
      expect(other).toMatchObject({
        tenantId: '100001',
        account: 'admin',
        realName: 'Second administrator',
        customerId: null,
      });
      expect(other.id).toBe((await userRow('admin', '100001')).id);
    });

    it('needs a token, and a token whose user is gone is a 401', async () => {
      expect((await t.app.inject({ url: INFO })).statusCode).toBe(401);
      const ghost = t.app.deps.tokens.sign(
        {
          tenantId: '000000',
          userId: '987654321',
          account: 'ghost',
          roleIds: [],
          deptId: null,
          customerId: null,
          userType: 0,
          clientId: 'saber',
          familyId: 'f',
        },
        600,
      ).token;
      expect((await t.app.inject({ url: INFO, headers: bearer(ghost) })).statusCode).toBe(401);
    });
  });

  describe('POST update-info', () => {
    it('lets the caller edit their own profile, and only the fields they may edit', async () => {
      const before = await info(tokens['dist01-sub']!);
      const otherUser = await userRow('dist01');
      const response = await post(UPDATE_INFO, tokens['dist01-sub']!, {
        realName: ' Zhao Min2 ',
        nickName: 'Min',
        email: 'min@example.com',
        phone: '',
        birthday: '1990-05-17 00:00:00',
        sex: 2,
        version: before.version,
        id: otherUser.id,
        account: 'hijack',
        tenantId: '100001',
        userType: 0,
      });
      const after = dataOf<OwnProfile>(response);
      expect(after).toEqual({
        ...before,
        realName: 'Zhao Min2',
        nickName: 'Min',
        email: 'min@example.com',
        phone: null,
        birthday: '1990-05-17',
        sex: 2,
        version: before.version + 1,
      });
      expect(await userRow('dist01')).toEqual(otherUser);
      // Omitted fields stay; null clears.
      const cleared = dataOf<OwnProfile>(
        await post(UPDATE_INFO, tokens['dist01-sub']!, { birthday: null, version: after.version }),
      );
      expect(cleared).toMatchObject({
        realName: 'Zhao Min2',
        email: 'min@example.com',
        birthday: null,
        version: after.version + 1,
      });
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const read = await info(tokens.staff01!);
      dataOf(await post(UPDATE_INFO, tokens.staff01!, { nickName: 'Fang', version: read.version }));
      const before = await userRow('staff01');
      const response = await post(UPDATE_INFO, tokens.staff01!, { realName: 'Late', version: read.version });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 409, success: false });
      expect(await userRow('staff01')).toEqual(before);
    });

    it('rejects too long or malformed values with a translated 400 and changes nothing', async () => {
      const before = await userRow('staff01');
      const tooLong = await post(
        UPDATE_INFO,
        tokens.staff01!,
        { realName: 'x'.repeat(51), version: before.version },
        'zh',
      );
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ code: 400, success: false, data: null, msg: '最多输入 50 个字符' });
      expect(
        (await post(UPDATE_INFO, tokens.staff01!, { phone: '1'.repeat(31), version: before.version })).json().msg,
      ).toBe('Enter at most 30 characters');
      const version = before.version;
      const malformed = [
        { email: 'not-an-email', version },
        { birthday: '1990-02-30', version },
        { birthday: 'yesterday', version },
        { sex: 7, version },
        { realName: 'bad version', version: 'x' },
      ];
      for (const payload of malformed) {
        const response = await post(UPDATE_INFO, tokens.staff01!, payload, 'es');
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().msg).toMatch(/^Parámetro \w+ no válido/);
      }
      expect(await userRow('staff01')).toEqual(before);
    });

    it('needs a token', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: UPDATE_INFO, payload: { realName: 'x', version: 1 } })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST update-password', () => {
    const change = (token: string, query: Record<string, string>, lang = 'en') =>
      t.app.inject({ method: 'POST', url: UPDATE_PASSWORD, query, headers: { ...bearer(token), 'lang-type': lang } });
    const passwordGrant = (account: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC_AUTH, 'tenant-id': '000000' },
        query: { tenantId: '000000', username: account, password: md5(password), grant_type: 'password', scope: 'all' },
      });

    it('checks the fields in order with translated messages and changes nothing', async () => {
      const before = await userRow('staff01');
      const cases: [Record<string, string>, string][] = [
        [{ newPassword: md5('n'), newPassword1: md5('n') }, '请先输入密码'],
        [{ oldPassword: md5('staff01'), newPassword: md5(''), newPassword1: md5('') }, '请先输入密码'],
        [{ oldPassword: md5('staff01'), newPassword: md5('a'), newPassword1: md5('b') }, '两次密码输入不一致'],
        [{ oldPassword: md5('wrong'), newPassword: md5('n'), newPassword1: md5('n') }, '原密码不正确'],
        [{ oldPassword: 'staff01', newPassword: md5('n'), newPassword1: md5('n') }, '参数 oldPassword 无效'],
      ];
      for (const [query, message] of cases) {
        const response = await change(tokens.staff01!, query, 'zh');
        expect(response.statusCode, message).toBe(400);
        expect(response.json().msg).toContain(message);
      }
      expect(await userRow('staff01')).toEqual(before);
    });

    it("changes the caller's password, from the query or the body, and ends a forced change", async () => {
      await t.database.db
        .updateTable('bladeUser')
        .set({ forceResetPassword: 'Y', firstLoginPassword: 'Y' })
        .where('account', '=', 'staff01')
        .execute();
      const before = await userRow('staff01');
      const response = await change(tokens.staff01!, {
        oldPassword: md5('staff01'),
        newPassword: md5('S3cure!'),
        newPassword1: md5('S3cure!'),
        userId: before.id,
      });
      expect(dataOf(response)).toBe(true);
      const after = await userRow('staff01');
      expect(after).toMatchObject({ forceResetPassword: 'N', firstLoginPassword: 'N', version: before.version + 1 });
      expect((await passwordGrant('staff01', 'staff01')).statusCode).toBe(400);
      expect((await passwordGrant('staff01', 'S3cure!')).statusCode).toBe(200);

      const viaBody = await post(UPDATE_PASSWORD, tokens.staff01!, {
        oldPassword: md5('S3cure!'),
        newPassword: md5('staff01'),
        newPassword1: md5('staff01'),
      });
      expect(dataOf(viaBody)).toBe(true);
      expect((await passwordGrant('staff01', 'staff01')).statusCode).toBe(200);
    });

    it('ends the other sign-ins of the user (refresh and access tokens) but keeps the one that changed the password', async () => {
      const here = await signIn(t.app, 'dist01-sub');
      const elsewhere = await signIn(t.app, 'dist01-sub');
      const refresh = (refreshToken: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/blade-auth/oauth/token',
          headers: { authorization: BASIC_AUTH },
          query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000' },
        });
      const changed = await post(UPDATE_PASSWORD, here.accessToken, {
        oldPassword: md5('dist01-sub'),
        newPassword: md5('dist01-sub'),
        newPassword1: md5('dist01-sub'),
      });
      expect(dataOf(changed)).toBe(true);
      expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(400);
      expect((await info(here.accessToken)).account).toBe('dist01-sub');
      const ended = await t.app.inject({ url: INFO, headers: bearer(elsewhere.accessToken) });
      expect(ended.statusCode).toBe(401);
      expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    });

    it("refuses to change someone else's password, in this tenant or another", async () => {
      const target = await userRow('dist01');
      const query = {
        oldPassword: md5('admin'),
        newPassword: md5('pwned'),
        newPassword1: md5('pwned'),
        userId: target.id,
      };
      expect((await change(tokens.admin!, query)).statusCode).toBe(403);
      expect((await change(tokens.otherAdmin!, query)).statusCode).toBe(403);
      expect(await userRow('dist01')).toEqual(target);
      expect((await passwordGrant('dist01', 'dist01')).statusCode).toBe(200);
    });

    it('needs a token', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: UPDATE_PASSWORD, query: { oldPassword: md5('a') } })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET is-gray', () => {
    const gray = async (token: string) => dataOf<boolean>(await t.app.inject({ url: IS_GRAY, headers: bearer(token) }));

    it("is true when the user or the user's tenant is in the gray release, and only for that tenant", async () => {
      const db = t.database.db;
      expect(await gray(tokens.dist01!)).toBe(false);
      await db.updateTable('bladeUser').set({ isGray: true }).where('account', '=', 'dist01').execute();
      expect(await gray(tokens.dist01!)).toBe(true);
      // A fresh sign-in: the password change above ended the sessions signed in before it.
      const sub = (await signIn(t.app, 'dist01-sub')).accessToken;
      expect(await gray(sub)).toBe(false);
      await db.updateTable('bladeTenant').set({ grayRelease: true }).where('tenantId', '=', '000000').execute();
      expect(await gray(sub)).toBe(true);
      expect(await gray(tokens.otherAdmin!)).toBe(false);
    });

    it('needs a token', async () => {
      expect((await t.app.inject({ url: IS_GRAY })).statusCode).toBe(401);
    });
  });
});
