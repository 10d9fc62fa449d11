import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { ADMIN_TENANT } from '../db/seed';
import { md5 } from '../platform/auth/password';
import type { Config } from '../platform/config';
import { type DatabaseHandle, openDatabase } from '../platform/db/database';
import { administer, copyPrefix, databaseUrl, dropWhenIdle } from './postgres-template';
import { BASIC_AUTH } from './real-server';
import { TEST_TOKEN_SECRET } from './test-secret';

export { BASIC_AUTH };

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /**
   * A second server instance on the same database, as behind a load balancer: on PostgreSQL its own
   * connection pool on the same database, on PGlite the same embedded database. Closed with this one.
   */
  anotherInstance: () => Promise<App>;
  close: () => Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: join(tmpdir(), 'smdp-test'),
    databaseUrl: undefined,
    tokenSecret: TEST_TOKEN_SECRET,
    adminPassword: undefined,
    logLevel: 'silent',
    webDist: join(tmpdir(), 'smdp-no-web'),
    accessTokenTtlSeconds: undefined,
    loginLockout: { maxFailures: 5, lockMinutes: 30 },
    tokenRateLimitPerMinute: 10_000,
    trustProxy: false,
    outboxPublishMs: 0,
    ...overrides,
  };
}

/** A server on its own copy of the demo database: PGlite from its dump, PostgreSQL from its template database. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, reopen, dispose } = await openTestDatabase();
  const app = await buildApp(config, database);
  await app.ready();
  const others: { app: App; database: DatabaseHandle }[] = [];
  return {
    app,
    database,
    config,
    anotherInstance: async () => {
      const handle = await reopen();
      const other = await buildApp(config, handle);
      await other.ready();
      others.push({ app: other, database: handle });
      return other;
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        if (other.database !== database) await other.database.close();
      }
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

type TestDatabase = {
  database: DatabaseHandle;
  /** Another handle on the same data (PGlite lives in this process: the same handle). */
  reopen: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
};

async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const template = readFileSync(inject('pgliteTemplate'));
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
    return { database, reopen: async () => database, dispose: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const template = inject('postgresTemplate');
  const name = `${copyPrefix(template)}${randomBytes(6).toString('hex')}`;
  await administer(url, `create database ${name} template ${template}`);
  const target = databaseUrl(url, name);
  const database = await openDatabase({ kind: 'postgres', url: target, poolSize: 10 });
  return {
    database,
    reopen: () => openDatabase({ kind: 'postgres', url: target, poolSize: 4 }),
    dispose: () => dropWhenIdle(url, name),
  };
}

export type SignIn = { accessToken: string; refreshToken: string; body: Record<string, unknown> };

/** Signs in through the real token call, as the web client does. */
export async function signIn(app: App, account: string, password = account, tenantId = ADMIN_TENANT): Promise<SignIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC_AUTH, 'tenant-id': tenantId },
    query: {
      tenantId,
      username: account,
      password: md5(password),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${response.body}`);
  const body = response.json();
  return { accessToken: body.access_token, refreshToken: body.refresh_token, body };
}

export const bearer = (token: string) => ({ 'blade-auth': `bearer ${token}` });

/** The `data` of a wrapped success, failing loudly on anything else. */
export function dataOf<T = unknown>(response: LightMyRequestResponse): T {
  const body = response.json();
  if (body.code !== 200 || body.success !== true) throw new Error(`expected success, got ${response.body}`);
  return body.data as T;
}

export type DemoTokens = Record<'admin' | 'dist01' | 'dist01-sub' | 'staff01' | 'otherAdmin', string>;

/** Access tokens of every demo account, and of the second tenant's administrator (who must see nothing). */
export async function signInDemoAccounts(app: App): Promise<DemoTokens> {
  const token = async (account: string, tenantId?: string) =>
    (await signIn(app, account, account, tenantId)).accessToken;
  return {
    admin: await token('admin'),
    dist01: await token('dist01'),
    'dist01-sub': await token('dist01-sub'),
    staff01: await token('staff01'),
    otherAdmin: await token('admin', '100001'),
  };
}
