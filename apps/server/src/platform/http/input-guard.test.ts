import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC_AUTH,
  bearer,
  createTestApp,
  type DemoTokens,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { md5 } from '../auth/password';
import { findUnsafeText } from './input-guard';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2d8b80000000049454e44ae426082',
  'hex',
);

const multipartFile = (filename: string, content: Buffer, boundary = 'input-guard-boundary') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

describe('input that PostgreSQL would refuse never reaches it', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  /** Row counts of the tables the refused calls below would write to. */
  const counts = async () => {
    const count = async (table: 'bladeDept' | 'userRegistration' | 'smsMessage' | 'bladeAttach' | 'bladeUser') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      dept: await count('bladeDept'),
      registrations: await count('userRegistration'),
      sms: await count('smsMessage'),
      attachments: await count('bladeAttach'),
      users: await count('bladeUser'),
    };
  };

  const refusal = (field: string, lang: 'en' | 'fr' = 'en') =>
    lang === 'en'
      ? `Parameter ${field} contains a character that is not allowed (a control character or broken text encoding)`
      : `Le paramètre ${field} contient un caractère non autorisé (caractère de contrôle ou encodage de texte endommagé)`;

  it('refuses a NUL byte in a query filter with a translated 400 envelope', async () => {
    const before = await counts();
    const info = await t.app.inject({
      url: '/api/blade-system/tenant/info?domain=a%00b',
      headers: { 'lang-type': 'fr' },
    });
    expect(info.statusCode).toBe(400);
    expect(info.json()).toEqual({ code: 400, success: false, data: null, msg: refusal('domain', 'fr') });
    const list = await t.app.inject({
      url: '/api/blade-system/dept/list?deptName_like=x%00',
      headers: bearer(tokens.admin),
    });
    expect(list.json()).toMatchObject({ code: 400, msg: refusal('deptName_like') });
    expect(await counts()).toEqual(before);
  });

  it('answers a NUL byte in any sign-in field or header in the OAuth error shape', async () => {
    const token = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC_AUTH, ...headers },
        query: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', ...query },
      });
    for (const response of [
      await token({ username: 'ad\u0000min' }),
      await token({ password: '\u0000' }),
      await token({ tenantId: '00\u00000' }),
      await token({}, { 'tenant-id': '0\u00000' }),
      await token({}, { 'captcha-key': '\u0000' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: expect.stringMatching(/^Parameter /),
      });
    }
  });

  it('refuses NUL and lone surrogates in registration, SMS and nested JSON fields, saving nothing', async () => {
    const before = await counts();
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/register-guest',
      payload: {
        tenantId: '000000',
        name: 'n\u0000',
        account: 'guest01',
        password: md5('x1234567'),
        password2: md5('x1234567'),
      },
    });
    expect(register.json()).toMatchObject({ code: 400, msg: refusal('name') });
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/send-sms?empNoOrPhone=138%00',
      headers: bearer(tokens.admin),
    });
    expect(sms.json()).toMatchObject({ code: 400, msg: refusal('empNoOrPhone') });
    // A lone surrogate would be saved silently as U+FFFD: the text saved would not be the text sent.
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '{"parentId":"0","deptName":"a\\ud800b","fullName":"x","sort":1}',
    });
    expect(surrogate.json()).toMatchObject({ code: 400, msg: refusal('deptName') });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/logout',
      headers: bearer(tokens.staff01),
      payload: {
        logs: [
          { url: '/x', message: 'fine' },
          { url: '/y', message: 'not\u0000fine' },
        ],
      },
    });
    expect(nested.json()).toMatchObject({ code: 400, msg: refusal('logs.1.message') });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      headers: bearer(tokens.admin),
      payload: { parentId: '0', deptName: 'a', fullName: 'x', sort: 1, 'bad\u0000key': 1 },
    });
    expect(key.json()).toMatchObject({ code: 400, msg: refusal('body') });
    expect(await counts()).toEqual(before);
    // The refused sign-out above left the session working.
    expect((await t.app.inject({ url: '/api/blade-user/info', headers: bearer(tokens.staff01) })).statusCode).toBe(200);
  });

  it('refuses `__proto__` keys and unreadable JSON with a translated message, not parser English', async () => {
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json', 'lang-type': 'es' },
      payload: '{"parentId":"0","deptName":"a","fullName":"x","sort":1,"__proto__":{"isAdmin":true}}',
    });
    expect(proto.json()).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: 'No se puede leer el cuerpo de la solicitud: envíe un JSON válido',
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '{"parentId":',
    });
    expect(broken.json()).toMatchObject({ code: 400, msg: 'The request body cannot be read: send valid JSON' });
  });

  it('refuses an id beyond the 64-bit range with a 400, not a failed query', async () => {
    for (const id of ['9223372036854775808', '9999999999999999999']) {
      const response = await t.app.inject({
        url: `/api/blade-system/dept/detail?id=${id}`,
        headers: bearer(tokens.admin),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
    }
    const largest = await t.app.inject({
      url: '/api/blade-system/dept/detail?id=9223372036854775807',
      headers: bearer(tokens.admin),
    });
    expect(largest.statusCode).not.toBe(500);
  });

  it('refuses a list filter value its column cannot hold with a translated 400, not a failed query', async () => {
    for (const filter of ['customerId_equal=www', 'customerId_equal=9300000000000000000', 'status_equal=x']) {
      const response = await t.app.inject({
        url: `/api/smdp-customer/customerShop/list?${filter}`,
        headers: bearer(tokens.admin),
      });
      expect(response.json(), filter).toEqual({
        code: 400,
        success: false,
        data: null,
        msg: 'A filter value does not fit its field (a number, an id or a date was expected)',
      });
    }
  });

  it("takes no sort column or filter from Object's prototype, and no impossible birthday", async () => {
    for (const query of ['ascs=valueOf', 'descs=constructor,toString', 'ascs=__proto__']) {
      const response = await t.app.inject({
        url: `/api/smdp-warehouse/warehouse/list?${query}`,
        headers: bearer(tokens.admin),
      });
      expect(response.json(), query).toMatchObject({ code: 200 });
    }
    const info = await t.app.inject({ url: '/api/blade-user/info', headers: bearer(tokens.staff01) });
    const birthday = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/update-info',
      headers: bearer(tokens.staff01),
      payload: { birthday: '2024-13-45', version: info.json().data.version },
    });
    expect(birthday.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^Invalid parameter birthday/) });
  });

  it('answers failures of file calls and over-long path parameters in the envelope', async () => {
    const missing = await t.app.inject({ url: `/api/blade-resource/attach/avatar/${'0'.repeat(32)}` });
    expect(missing.json()).toEqual({ code: 404, success: false, data: null, msg: 'The record does not exist' });
    const long = await t.app.inject({
      url: `/api/blade-system/companySystemSetting/logo/${'x'.repeat(500)}`,
      headers: { 'lang-type': 'zh' },
    });
    expect(long.json()).toEqual({ code: 400, success: false, data: null, msg: '参数 path 无效：最多输入 100 个字符' });
  });

  it('answers every upload call a translated 400 for a body without boundary, cut short, or a NUL file name', async () => {
    const before = await counts();
    const calls = [
      { url: '/api/blade-resource/attach/upload', token: tokens.admin },
      { url: '/api/blade-resource/attach/upload-avatar', token: tokens.dist01 },
      { url: '/api/blade-system/companySystemSetting/upload-logo', token: tokens.admin },
    ];
    const whole = multipartFile('a.png', PNG);
    for (const { url, token } of calls) {
      const post = (contentType: string, payload: Buffer) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(token), 'content-type': contentType, 'lang-type': 'ru' },
          payload,
        });
      const unreadable = 'Не удалось прочитать загрузку: отправьте файл целиком ещё раз в формате multipart/form-data';
      const noBoundary = await post('multipart/form-data', whole);
      expect(noBoundary.json(), url).toEqual({ code: 400, success: false, data: null, msg: unreadable });
      const cutShort = await post('multipart/form-data; boundary=input-guard-boundary', whole.subarray(0, 140));
      expect(cutShort.json(), url).toEqual({ code: 400, success: false, data: null, msg: unreadable });
      const nulName = await post(
        'multipart/form-data; boundary=input-guard-boundary',
        multipartFile('a\u0000.png', PNG),
      );
      expect(nulName.json(), url).toMatchObject({ code: 400, msg: expect.stringMatching(/^Параметр file /) });
      const fine = await post('multipart/form-data; boundary=input-guard-boundary', whole);
      expect(fine.json(), url).toMatchObject({ code: 200 });
    }
    const after = await counts();
    expect(after.attachments).toBe(before.attachments + 2);
  });
});

describe('findUnsafeText', () => {
  it('names the first unsafe string or key, however deep', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep, 'body')).toMatch(/^0(\.0)+$/);
    expect(findUnsafeText({ a: ['fine', 'tab\tand\r\nlines', '😀'] }, 'body')).toBeUndefined();
    expect(findUnsafeText({ a: { b: 'bell\u0007' } }, 'body')).toBe('a.b');
    expect(findUnsafeText({ a: '\udc00' }, 'body')).toBe('a');
    expect(findUnsafeText('x\u0000', 'query')).toBe('query');
  });
});
