import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5, sha256 } from '../../platform/auth/password';
import { redactUrl } from '../../platform/http/log-redaction';
import { logCapture } from '../../testing/log-capture';
import { BASIC_AUTH, bearer, createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN_URL = '/api/blade-auth/oauth/token';

describe('the log of a sign-in holds no secret, at level trace', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace', logStream: log.stream });
  });
  afterAll(() => t.close());

  it('neither the password digest, the tokens, the client secret nor the captcha code', async () => {
    const captchaCode = 'ZQ7WK';
    await t.database.db
      .insertInto('captcha')
      .values({ captchaKey: 'log-test', codeHash: sha256(captchaCode), expiresAt: new Date(Date.now() + 60_000) })
      .execute();
    log.clear();
    const passwordDigest = md5('staff01');
    const signIn = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: {
        authorization: BASIC_AUTH,
        'tenant-id': '000000',
        'captcha-key': 'log-test',
        'captcha-code': captchaCode,
      },
      query: { tenantId: '000000', username: 'staff01', password: passwordDigest, grant_type: 'captcha', scope: 'all' },
    });
    expect(signIn.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: BASIC_AUTH },
      query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000' },
    });
    expect(refreshed.statusCode).toBe(200);
    const info = await t.app.inject({ url: '/api/blade-auth/oauth/user-info', headers: bearer(accessToken) });
    expect(info.statusCode).toBe(200);
    const newDigest = md5('staff01-new');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/update-password',
      headers: bearer(refreshed.json().access_token),
      query: { oldPassword: passwordDigest, newPassword: newDigest, newPassword1: newDigest },
    });
    expect(changed.statusCode).toBe(200);

    const lines = log.lines();
    console.log(`The log lines of one sign-in (level trace):\n${lines.slice(0, 4).join('\n')}`);
    expect(lines.some((line) => line.includes('/api/blade-auth/oauth/token'))).toBe(true);
    const secrets = {
      passwordDigest,
      newDigest,
      accessToken,
      refreshToken,
      refreshedAccess: refreshed.json().access_token,
      refreshedRefresh: refreshed.json().refresh_token,
      basic: BASIC_AUTH.slice('Basic '.length),
      captchaCode,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.text().includes(secret), `${name} in the log`).toBe(false);
      expect(log.text().includes(encodeURIComponent(secret)), `${name} (encoded) in the log`).toBe(false);
    }
  });

  it('masks only the secret query values of a URL', () => {
    expect(
      redactUrl('/api/x?username=a&password=b&refresh_token=c&grant_type=password&code=9&customerCode_like=C1'),
    ).toBe('/api/x?username=a&password=***&refresh_token=***&grant_type=password&code=***&customerCode_like=C1');
    expect(redactUrl('/api/x?new%50assword=b&oldPassword&size=10')).toBe(
      '/api/x?new%50assword=***&oldPassword&size=10',
    );
    expect(redactUrl('/api/plain')).toBe('/api/plain');
  });
});
