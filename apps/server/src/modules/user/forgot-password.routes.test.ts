import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import { logCapture } from '../../testing/log-capture';
import { BASIC_AUTH, bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';
import { SMS_LIMITS } from '../records';
import { FORGOT_CALLS_PER_ACCOUNT } from './forgot-password.routes';
import { FORGOT_ANSWER_FLOOR_MS } from './forgot-password.service';

const RATE_LIMIT = 12;
const SUB_PHONE = '13800000003';

describe('Forgot password: a code by SMS, then a new password', () => {
  let t: TestApp;
  const log = logCapture();
  // Each test calls from its own address, so only the rate-limit test meets the per-address limit.
  let ip = '';
  let nextAddress = 1;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace', logStream: log.stream, tokenRateLimitPerMinute: RATE_LIMIT });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ip = `10.0.0.${nextAddress++}`;
    // Earlier codes are out of the way of the per-number resend limit.
    await t.database.db.updateTable('smsCode').set({ createTime: sql<Date>`now() - interval '2 days'` }).execute();
  });

  const sendCode = (body: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-user/forgot-password/send-code',
      payload: body,
      headers: { 'lang-type': lang },
      remoteAddress: ip,
    });
  const reset = (body: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-user/forgot-password/reset',
      payload: body,
      headers: { 'lang-type': lang },
      remoteAddress: ip,
    });
  const outboxCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('smsMessage')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const lastCodeTo = async (phone: string) => {
    const row = await t.database.db
      .selectFrom('smsMessage')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\d{6}/.exec(row.content)?.[0] ?? '';
  };
  const wrongCodeOf = (code: string) => String((Number(code) + 1) % 10 ** SMS_LIMITS.digits).padStart(6, '0');
  const msgOf = (response: { json(): unknown }) => (response.json() as { msg: string }).msg;

  it('resets the password with the code sent to the phone, clears the lock and ends every session', async () => {
    const before = await signIn(t.app, 'dist01-sub');
    await t.database.db
      .updateTable('bladeUser')
      .set({ loginFailCount: 4, lockedUntil: sql<Date>`now() + interval '30 minutes'` })
      .where('account', '=', 'dist01-sub')
      .execute();

    const sent = await sendCode({ tenantId: '000000', account: 'dist01-sub' });
    expect(dataOf(sent)).toBe(true);
    const code = await lastCodeTo(SUB_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db
      .selectFrom('smsCode')
      .select(['codeHash', 'expiresAt'])
      .where('phone', '=', SUB_PHONE)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).not.toContain(code);

    const done = await reset({ tenantId: '000000', account: 'dist01-sub', code, password: md5('New-pass-1') });
    expect(dataOf(done)).toBe(true);

    const info = await t.app.inject({ url: '/api/blade-user/info', headers: bearer(before.accessToken) });
    expect(info.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: { grant_type: 'refresh_token', refresh_token: before.refreshToken, tenantId: '000000' },
      headers: { authorization: BASIC_AUTH, 'tenant-id': '000000' },
    });
    expect(refreshed.json()).not.toHaveProperty('access_token');
    const signedIn = await signIn(t.app, 'dist01-sub', 'New-pass-1');
    expect(signedIn.accessToken).toBeTruthy();
    const user = await t.database.db
      .selectFrom('bladeUser')
      .select(['loginFailCount', 'lockedUntil'])
      .where('account', '=', 'dist01-sub')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ loginFailCount: 0, lockedUntil: null });

    // The code is spent.
    const again = await reset({ tenantId: '000000', account: 'dist01-sub', code, password: md5('Other-pass-2') });
    expect(again.statusCode).toBe(400);
    expect(msgOf(again)).toBe('The code is wrong or has expired; ask for a new one');
  });

  it('finds the account by its phone too, and the tenant defaults to the company', async () => {
    await sendCode({ account: '138 0000-0003' });
    const code = await lastCodeTo(SUB_PHONE);
    const done = await reset({ account: SUB_PHONE, code, password: md5('Phone-pass-3') });
    expect(dataOf(done)).toBe(true);
    expect((await signIn(t.app, 'dist01-sub', 'Phone-pass-3')).accessToken).toBeTruthy();
  });

  it('refuses a wrong code, and an expired one, in the caller language', async () => {
    await sendCode({ account: SUB_PHONE });
    const code = await lastCodeTo(SUB_PHONE);
    const wrong = await reset({ account: SUB_PHONE, code: wrongCodeOf(code), password: md5('x1') }, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(msgOf(wrong)).toBe('Le code est erroné ou a expiré ; demandez-en un nouveau');
    await t.database.db
      .updateTable('smsCode')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('phone', '=', SUB_PHONE)
      .execute();
    const expired = await reset({ account: SUB_PHONE, code, password: md5('x1') });
    expect(expired.statusCode).toBe(400);
    expect(msgOf(expired)).toBe('The code is wrong or has expired; ask for a new one');
  });

  it(`voids the code after ${SMS_LIMITS.maxFailedAttempts} wrong tries, even for the right code`, async () => {
    await sendCode({ account: SUB_PHONE });
    const code = await lastCodeTo(SUB_PHONE);
    for (let i = 0; i < SMS_LIMITS.maxFailedAttempts; i++) {
      const wrong = await reset({ account: SUB_PHONE, code: wrongCodeOf(code), password: md5('x1') });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await reset({ account: SUB_PHONE, code, password: md5('x1') }, 'zh');
    expect(right.statusCode).toBe(400);
    expect(msgOf(right)).toBe('验证码错误次数过多，已失效，请重新获取');
  });

  it('answers an unknown account, or one without a phone, the same way, no sooner, and sends nothing', async () => {
    await t.database.db.updateTable('bladeUser').set({ phone: null }).where('account', '=', 'staff01').execute();
    const sentBefore = await outboxCount();
    for (const account of ['nobody-here', 'staff01', '+254799999999']) {
      const start = performance.now();
      const answer = await sendCode({ account });
      expect(performance.now() - start).toBeGreaterThanOrEqual(FORGOT_ANSWER_FLOOR_MS - 5);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe((await sendCode({ account: 'dist01-sub' }, 'en')).body);
      await t.database.db.updateTable('smsCode').set({ createTime: sql<Date>`now() - interval '2 days'` }).execute();
    }
    // Only dist01-sub's three codes went out.
    expect(await outboxCount()).toBe(sentBefore + 3);
    const unknown = await reset({ account: 'nobody-here', code: '123456', password: md5('x1') });
    expect(unknown.statusCode).toBe(400);
    expect(msgOf(unknown)).toBe('The code is wrong or has expired; ask for a new one');
  });

  it("keeps tenants apart: a code of one tenant's account does not reset another tenant's", async () => {
    await t.database.db
      .updateTable('bladeUser')
      .set({ phone: SUB_PHONE })
      .where('tenantId', '=', '100001')
      .where('account', '=', 'admin')
      .execute();
    const sentBefore = await outboxCount();
    await sendCode({ tenantId: '100001', account: 'dist01-sub' });
    expect(await outboxCount()).toBe(sentBefore);
    await sendCode({ tenantId: '000000', account: 'dist01-sub' });
    const code = await lastCodeTo(SUB_PHONE);
    const other = await reset({ tenantId: '100001', account: 'admin', code, password: md5('x1') });
    expect(other.statusCode).toBe(400);
    expect((await signIn(t.app, 'admin', 'admin', '100001')).accessToken).toBeTruthy();
  });

  it('refuses bad input with a translated 400', async () => {
    const response = await reset({ account: 'dist01-sub', code: '12ab', password: 'not-md5' }, 'sw');
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toMatch(/^Kigezo code si sahihi/);
  });

  it(`limits calls per account (${FORGOT_CALLS_PER_ACCOUNT} in ten minutes) and per address (${RATE_LIMIT} a minute)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORGOT_CALLS_PER_ACCOUNT + 1; i++) {
      ip = `10.1.0.${i}`;
      // The same phone spelt three ways counts as one.
      const account = ['+254 700-999 001', '+254700999001', '+254 700 999 001'][i % 3];
      statuses.push((await reset({ account, code: '123456', password: md5('x1') })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);

    ip = '10.2.0.1';
    const perAddress: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++)
      perAddress.push((await reset({ account: `someone-${i}`, code: '123456', password: md5('x1') })).statusCode);
    expect(perAddress.at(-1)).toBe(429);
    expect(perAddress.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it('never writes a code or a password into the log', async () => {
    await sendCode({ account: 'dist01-sub' });
    const code = await lastCodeTo(SUB_PHONE);
    const password = md5('Logged-never-4');
    await reset({ account: 'dist01-sub', code, password });
    const text = log.text();
    expect(text).toContain('forgot-password/reset');
    expect(text).not.toContain(code);
    expect(text).not.toContain(password);
  });
});
