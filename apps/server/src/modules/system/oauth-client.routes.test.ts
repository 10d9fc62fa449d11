import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { ClientWithSecret, OAuthClientRecord } from './oauth-client.service';

const BASE = '/api/blade-system/client';

describe('OAuth clients', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const get = (token: string, path: string) => t.app.inject({ url: `${BASE}/${path}`, headers: bearer(token) });
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const clientRows = () => t.database.db.selectFrom('bladeClient').selectAll().orderBy('id').execute();
  const saber = () =>
    t.database.db.selectFrom('bladeClient').selectAll().where('clientId', '=', 'saber').executeTakeFirstOrThrow();
  /** Signs in to the demo admin through the given client credentials. */
  const signInThrough = (clientId: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
      query: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all' },
    });

  it('creates a client whose secret is shown once, stored hashed, and works for sign-in', async () => {
    const created = dataOf<ClientWithSecret>(
      await post(tokens.admin, 'submit', { clientId: 'mobile', authorizedGrantTypes: 'password,refresh_token' }),
    );
    expect(created).toMatchObject({
      clientId: 'mobile',
      scope: 'all',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
      status: 1,
      version: 1,
    });
    expect(created.clientSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const row = await t.database.db
      .selectFrom('bladeClient')
      .select('clientSecretHash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.clientSecretHash).not.toContain(created.clientSecret);
    expect((await signInThrough('mobile', created.clientSecret)).statusCode).toBe(200);
    expect((await signInThrough('mobile', 'wrong')).statusCode).toBe(400);

    // Everywhere else the secret's place holds the mask BladeX clients show in its column
    const visible = { ...created, clientSecret: '******' };
    expect(dataOf(await get(tokens.admin, `detail?id=${created.id}`))).toEqual(visible);
    const page = dataOf<{ records: OAuthClientRecord[] }>(await get(tokens.admin, 'list?clientId=mob'));
    expect(page.records).toEqual([visible]);
    expect(JSON.stringify(dataOf(await get(tokens.admin, 'list')))).not.toContain(created.clientSecret);
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('changes')
      .where('entity', '=', 'client')
      .where('entityId', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.changes)).not.toContain(created.clientSecret);
  });

  it('updates a client at its current version; the client id stays', async () => {
    const created = dataOf<ClientWithSecret>(
      await post(tokens.admin, 'submit', { clientId: 'kiosk', authorizedGrantTypes: ['password'] }),
    );
    const updated = dataOf<OAuthClientRecord & { clientSecret?: string }>(
      await post(tokens.admin, 'submit', {
        id: created.id,
        version: 1,
        clientId: 'renamed',
        authorizedGrantTypes: 'password,captcha',
        accessTokenValidity: 600,
        status: 0,
      }),
    );
    expect(updated).toMatchObject({
      clientId: 'kiosk',
      authorizedGrantTypes: 'password,captcha',
      status: 0,
      version: 2,
    });
    expect(updated.clientSecret).toBe('******');
    expect((await signInThrough('kiosk', created.clientSecret)).statusCode).toBe(400);

    const rows = await clientRows();
    const stale = await post(tokens.admin, 'submit', {
      id: created.id,
      version: 1,
      clientId: 'kiosk',
      authorizedGrantTypes: 'password',
    });
    expect(stale.statusCode).toBe(409);
    expect(await clientRows()).toEqual(rows);
  });

  it('resets a secret: the new one works once shown, the old one stops at once', async () => {
    const created = dataOf<ClientWithSecret>(
      await post(tokens.admin, 'submit', { clientId: 'partner', authorizedGrantTypes: 'password' }),
    );
    const reset = dataOf<ClientWithSecret>(await post(tokens.admin, `reset-secret?id=${created.id}`));
    expect(reset.clientSecret).not.toBe(created.clientSecret);
    expect(reset.version).toBe(2);
    expect((await signInThrough('partner', created.clientSecret)).statusCode).toBe(400);
    expect((await signInThrough('partner', reset.clientSecret)).statusCode).toBe(200);
  });

  it('protects the client the caller is signed in through', async () => {
    const own = await saber();
    const rows = await clientRows();
    const cases = [
      await post(tokens.admin, `remove?ids=${own.id}`, undefined, 'zh'),
      await post(tokens.admin, `reset-secret?id=${own.id}`, undefined, 'zh'),
      await post(
        tokens.admin,
        'submit',
        { id: own.id, version: own.version, clientId: 'saber', authorizedGrantTypes: 'captcha', status: 1 },
        'zh',
      ),
      await post(
        tokens.admin,
        'submit',
        {
          id: own.id,
          version: own.version,
          clientId: 'saber',
          authorizedGrantTypes: own.authorizedGrantTypes,
          status: 0,
        },
        'zh',
      ),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain('您正通过此客户端登录');
    }
    expect(await clientRows()).toEqual(rows);
    const lifetime = await post(tokens.admin, 'submit', {
      id: own.id,
      version: own.version,
      clientId: 'saber',
      authorizedGrantTypes: own.authorizedGrantTypes,
      accessTokenValidity: 7200,
    });
    expect(dataOf(lifetime)).toMatchObject({ accessTokenValidity: 7200 });
  });

  it('removes other clients, which can no longer sign in', async () => {
    const created = dataOf<ClientWithSecret>(
      await post(tokens.admin, 'submit', { clientId: 'retired', authorizedGrantTypes: 'password' }),
    );
    expect(dataOf(await post(tokens.admin, `remove?ids=${created.id}`))).toBe(true);
    expect((await signInThrough('retired', created.clientSecret)).statusCode).toBe(400);
    expect((await get(tokens.admin, `detail?id=${created.id}`)).statusCode).toBe(404);
  });

  it('rejects bad input with a translated 400 and changes nothing', async () => {
    const rows = await clientRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ clientId: 'x', authorizedGrantTypes: 'password' }, 'en', 'clientId'],
      [{ clientId: 'a'.repeat(33), authorizedGrantTypes: 'password' }, 'zh', '最多输入 32 个字符'],
      [{ clientId: 'bad id', authorizedGrantTypes: 'password' }, 'en', 'clientId'],
      [{ clientId: 'ok', authorizedGrantTypes: 'implicit' }, 'en', 'authorizedGrantTypes'],
      [{ clientId: 'ok', authorizedGrantTypes: '' }, 'en', 'authorizedGrantTypes'],
      [{ clientId: 'ok', authorizedGrantTypes: 'password', accessTokenValidity: 5 }, 'en', 'accessTokenValidity'],
      [{ clientId: 'saber', authorizedGrantTypes: 'password' }, 'ru', 'Идентификатор клиента saber уже существует'],
    ];
    for (const [payload, lang, expected] of cases) {
      const response = await post(tokens.admin, 'submit', payload, lang);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect((await post(tokens.admin, 'remove?ids=a,b')).statusCode).toBe(400);
    expect(await clientRows()).toEqual(rows);
  });

  it('belongs to the administrator tenant and to holders of the client codes', async () => {
    const own = await saber();
    const rows = await clientRows();
    for (const token of [tokens.otherAdmin, tokens.staff01, tokens.dist01]) {
      expect((await get(token, 'list')).statusCode).toBe(403);
      expect((await get(token, `detail?id=${own.id}`)).statusCode).toBe(403);
      expect((await post(token, 'submit', { clientId: 'evil', authorizedGrantTypes: 'password' })).statusCode).toBe(
        403,
      );
      expect((await post(token, `reset-secret?id=${own.id}`)).statusCode).toBe(403);
      expect((await post(token, `remove?ids=${own.id}`)).statusCode).toBe(403);
    }
    expect(await clientRows()).toEqual(rows);
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
  });
});
