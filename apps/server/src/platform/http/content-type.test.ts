import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../../testing/test-app';

const JSON_TYPE = 'application/json; charset=utf-8';
const RATE_LIMIT = 6;

describe('every JSON answer says so', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp({ tokenRateLimitPerMinute: RATE_LIMIT });
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const expectJson = async (request: InjectOptions, status: number) => {
    const response = await t.app.inject(request);
    expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBe(status);
    expect(response.headers['content-type'], `${request.url} ${response.statusCode}`).toBe(JSON_TYPE);
    expect(() => response.json()).not.toThrow();
    return response;
  };

  it('on success, refusal and failure of the wrapped and the OAuth calls', async () => {
    const admin = bearer(tokens.admin);
    await expectJson({ url: '/api/blade-auth/oauth/user-info', headers: admin }, 200);
    await expectJson({ url: '/api/blade-auth/oauth/captcha' }, 200);
    // Thrown in the onRequest hooks: no token, a forged token, a missing permission.
    await expectJson({ url: '/api/blade-auth/oauth/user-info' }, 401);
    await expectJson({ url: '/api/blade-auth/oauth/user-info', headers: bearer('forged') }, 401);
    await expectJson({ url: '/api/blade-system/tenant/list', headers: bearer(tokens.dist01) }, 403);
    await expectJson({ url: '/api/no-such-call', headers: admin }, 404);
    await expectJson({ url: '/api/blade-user/detail?id=999999999', headers: admin }, 404);
    const post = (contentType: string, payload: string): InjectOptions => ({
      method: 'POST',
      url: '/api/blade-user/update-info',
      headers: { ...admin, 'content-type': contentType },
      payload,
    });
    await expectJson(post('application/json', '{"version":"x"}'), 400);
    await expectJson(post('application/json', '{not json'), 400);
    await expectJson(post('text/xml', '<a/>'), 400); // unsupported media type
    await expectJson(post('application/json', `{"name":"${'x'.repeat(1_100_000)}"}`), 400); // body too large
    await expectJson({ method: 'POST', url: '/api/blade-auth/oauth/token' }, 400);
  });

  it('when the rate limit answers 429', async () => {
    const register = { method: 'POST' as const, url: '/api/blade-user/register-guest', payload: {} };
    for (let i = 0; i < RATE_LIMIT; i++) await t.app.inject(register);
    await expectJson(register, 429);
    for (let i = 0; i < RATE_LIMIT; i++) await t.app.inject({ url: '/api/blade-auth/oauth/captcha' });
    await expectJson({ url: '/api/blade-auth/oauth/captcha' }, 429);
  });
});
