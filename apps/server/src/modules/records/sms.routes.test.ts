import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../testing/log-capture';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { SMS_LIMITS, verifySmsCode } from './sms.service';

type Page<T> = { records: T[]; total: number };
type SmsRow = { phone: string; content: string; provider: string; state: string };

/** Everything the server logs, as text. */
describe('SMS codes with the table provider, and /modifyphone', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace', logStream: log.stream });
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const send = (token: string, empNoOrPhone: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-user/send-sms',
      query: { empNoOrPhone },
      headers: { ...bearer(token), 'lang-type': lang },
    });
  const verify = (token: string, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-user/verify-phone',
      payload,
      headers: { ...bearer(token), 'lang-type': lang },
    });
  const list = (token: string, query = '') =>
    t.app.inject({ url: `/api/blade-resource/sms/list${query}`, headers: bearer(token) });
  const lastCodeTo = async (phone: string) => {
    const row = await t.database.db
      .selectFrom('smsMessage')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\d{6}/.exec(row.content)?.[0] ?? '';
  };
  const user = (account: string) =>
    t.database.db
      .selectFrom('bladeUser')
      .select(['id', 'phone', 'loginPhoneVerify', 'version'])
      .where('tenantId', '=', '000000')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();

  it('sends a 6-digit code to a number, records it for the SMS page and stores only its hash', async () => {
    const sent = await send(tokens.staff01, '+86 138-0000-0001', 'zh');
    expect(dataOf(sent)).toBe(true);
    const code = await lastCodeTo('+8613800000001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db
      .selectFrom('smsCode')
      .selectAll()
      .where('phone', '=', '+8613800000001')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).not.toContain(code);
    const page = dataOf<Page<SmsRow>>(await list(tokens.admin, '?phone_like=13800000001'));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ phone: '+8613800000001', provider: 'table', state: 'SENT' });
    expect(page.records[0]!.content).toContain(`验证码为 ${code}`);
  });

  it('finds the phone of an employee number of the tenant', async () => {
    await t.database.db
      .updateTable('bladeUser')
      .set({ empNo: 'E-7', phone: '+255700000007' })
      .where('account', '=', 'dist01-sub')
      .execute();
    expect(dataOf(await send(tokens.staff01, 'E-7'))).toBe(true);
    expect(await lastCodeTo('+255700000007')).toMatch(/^\d{6}$/);
    const other = await send(tokens.otherAdmin, 'E-7', 'en');
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('No employee number or phone number matches');
  });

  it('allows one code per number per minute and ten a day', async () => {
    expect(dataOf(await send(tokens.admin, '+255711000001'))).toBe(true);
    const again = await send(tokens.dist01, '+255 711 000 001', 'en');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^Too many codes: try again in \d+ seconds$/);
    const earlier = new Date(Date.now() - 3600_000);
    await t.database.db
      .insertInto('smsCode')
      .values(
        Array.from({ length: SMS_LIMITS.perDay }, () => ({
          tenantId: '000000',
          phone: '+255711000002',
          codeHash: 'x',
          expiresAt: earlier,
          createTime: earlier,
        })),
      )
      .execute();
    const daily = await send(tokens.admin, '+255711000002', 'zh');
    expect(daily.statusCode).toBe(429);
    expect(daily.json().msg).toBe('该号码今日验证码已达上限（10 条）');
    const codes = await t.database.db
      .selectFrom('smsCode')
      .select('id')
      .where('phone', 'like', '+25571100000%')
      .execute();
    expect(codes).toHaveLength(1 + SMS_LIMITS.perDay);
  });

  it('verifies the phone of /modifyphone once: the number is saved and login_phone_verify becomes Y', async () => {
    await t.database.db
      .updateTable('bladeUser')
      .set({ loginPhoneVerify: 'N' })
      .where('account', '=', 'staff01')
      .execute();
    const before = await user('staff01');
    expect(dataOf(await send(tokens.staff01, '+255722000003'))).toBe(true);
    const code = await lastCodeTo('+255722000003');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await verify(tokens.staff01, { phone: '+255722000003', code: wrong }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Le code est erroné ou a expiré');
    expect(await user('staff01')).toEqual(before);
    expect(dataOf(await verify(tokens.staff01, { phone: '+255 722 000 003', code }))).toBe(true);
    const after = await user('staff01');
    expect(after).toMatchObject({ phone: '+255722000003', loginPhoneVerify: 'Y', version: before.version + 1 });
    const audit = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'user')
      .where('action', '=', 'verify-phone')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ account: 'staff01', entityId: before.id });
    const reused = await verify(tokens.staff01, { phone: '+255722000003', code });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a code for another tenant, an expired code and one guessed too often', async () => {
    expect(dataOf(await send(tokens.admin, '+255733000004'))).toBe(true);
    const code = await lastCodeTo('+255733000004');
    const otherUser = () =>
      t.database.db
        .selectFrom('bladeUser')
        .selectAll()
        .where('tenantId', '=', '100001')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow();
    const otherBefore = await otherUser();
    const crossTenant = await verify(tokens.otherAdmin, { phone: '+255733000004', code });
    expect(crossTenant.statusCode).toBe(400);
    expect(await otherUser()).toEqual(otherBefore);
    const pepper = t.config.tokenSecret;
    expect(await verifySmsCode(t.database.db, pepper, '100001', '+255733000004', code)).toBe(false);
    await t.database.db
      .updateTable('smsCode')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('phone', '=', '+255733000004')
      .execute();
    expect(await verifySmsCode(t.database.db, pepper, '000000', '+255733000004', code)).toBe(false);

    await t.database.db.deleteFrom('smsCode').where('phone', '=', '+255733000004').execute();
    expect(dataOf(await send(tokens.admin, '+255733000004'))).toBe(true);
    const fresh = await lastCodeTo('+255733000004');
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_LIMITS.maxFailedAttempts; i++)
      expect(await verifySmsCode(t.database.db, pepper, '000000', '+255733000004', wrong)).toBe(false);
    expect(await verifySmsCode(t.database.db, pepper, '000000', '+255733000004', fresh)).toBe(false);
  });

  it('rejects bad input with a translated 400 and sends nothing', async () => {
    const before = await t.database.db.selectFrom('smsCode').select('id').execute();
    const empty = await send(tokens.admin, '', 'zh');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('empNoOrPhone');
    const unknown = await send(tokens.admin, 'nobody', 'sw');
    expect(unknown.json().msg).toBe('Hakuna namba ya mfanyakazi au ya simu inayolingana');
    const shortCode = await verify(tokens.staff01, { phone: '+255722000003', code: '12' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().msg).toContain('code');
    expect(await t.database.db.selectFrom('smsCode').select('id').execute()).toEqual(before);
  });

  it('needs a sign-in to send or verify, and sms_view to list; other tenants see none of these messages', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blade-user/send-sms?empNoOrPhone=+255700000009' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/blade-user/verify-phone', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await list(tokens.dist01)).statusCode).toBe(403);
    expect((await list(tokens['dist01-sub'])).statusCode).toBe(403);
    expect(dataOf<Page<SmsRow>>(await list(tokens.otherAdmin)).total).toBe(0);
  });

  it('never writes a code to the log', async () => {
    const codes = await t.database.db.selectFrom('smsMessage').select('content').execute();
    const written = log.text();
    expect(written).toContain('send-sms');
    for (const { content } of codes) {
      const code = /\d{6}/.exec(content)?.[0] ?? '';
      expect(code).not.toBe('');
      expect(written).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
  });
});

describe('SMS codes through the HTTP provider', () => {
  const received: { authorization: string | undefined; body: { phone: string; text: string } }[] = [];
  const gateway = Fastify();
  let answer = 200;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    gateway.post('/send', async (request, reply) => {
      received.push({
        authorization: request.headers.authorization,
        body: request.body as { phone: string; text: string },
      });
      return reply.code(answer).send({ ok: answer === 200 });
    });
    const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
    t = await createTestApp({ smsHttp: { url: `${url}/send`, token: 'gateway-token' } });
    token = (await signInDemoAccounts(t.app)).staff01;
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const send = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-user/send-sms',
      query: { empNoOrPhone: phone },
      headers: bearer(token),
    });

  it('posts the text with the bearer token and records it with the code masked', async () => {
    expect(dataOf(await send('+255744000005'))).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer gateway-token');
    expect(received[0]!.body.phone).toBe('+255744000005');
    const code = /\d{6}/.exec(received[0]!.body.text)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The demo's pick-up ticket left its own message in the outbox: this one is the one to that phone.
    const row = await t.database.db
      .selectFrom('smsMessage')
      .selectAll()
      .where('phone', '=', '+255744000005')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'http', state: 'SENT', phone: '+255744000005' });
    expect(row.content).toContain('******');
    expect(row.content).not.toContain(code);
    expect(await verifySmsCode(t.database.db, t.config.tokenSecret, '000000', '+255744000005', code)).toBe(true);
  });

  it('answers a refused message with a translated 400 and records the failure', async () => {
    answer = 503;
    const refused = await send('+255744000006');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('The SMS could not be sent; try again later');
    const row = await t.database.db
      .selectFrom('smsMessage')
      .selectAll()
      .where('phone', '=', '+255744000006')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'FAILED', error: 'HTTP 503' });
  });
});
