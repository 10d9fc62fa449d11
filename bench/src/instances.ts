import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { ADMIN_TENANT, DEMO_CLIENT } from '../../apps/server/src/db/seed';
import { md5 } from '../../apps/server/src/platform/auth/password';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';
import { type RealServer, signInReal, startRealServer } from '../../apps/server/src/testing/real-server';

/** A server the bench calls: `call` returns the envelope's data, throwing on any other code than 200. */
export type Instance = {
  call: (
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string>; body?: object },
  ) => Promise<unknown>;
  close: () => Promise<void>;
};

/** PGlite is one process's database: one app, driven with inject; paths are under `apiBase`. */
export async function inProcessInstance(database: DatabaseHandle, apiBase: string): Promise<Instance[]> {
  const app = await buildApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) }, database);
  await app.ready();
  const headers = { 'blade-auth': `bearer ${await adminToken(app)}` };
  const call: Instance['call'] = async (method, path, { query, body }) => {
    const response = await app.inject({
      method,
      url: `${apiBase}${path}`,
      headers,
      ...(query ? { query } : {}),
      ...(body ? { payload: body } : {}),
    });
    const envelope = response.json();
    if (envelope.code !== 200) throw new Error(`${path}: ${response.body}`);
    return envelope.data;
  };
  return [{ call, close: () => app.close() }];
}

/** `count` (default two) `npm start` processes on the bench's schema (search_path in the URL), called over HTTP as admin. */
export async function serverProcesses(url: string, schema: string, apiBase: string, count = 2): Promise<Instance[]> {
  const env = {
    DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(tmpdir(), schema),
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
  };
  // One after the other: each start migrates and seeds (a no-op on the bench's schema).
  const servers: RealServer[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startRealServer(await freePort(), env));
  } catch (error) {
    for (const server of servers) server.child.kill('SIGTERM');
    throw error;
  }
  const signIn = await signInReal((servers[0] as RealServer).base);
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  return servers.map((server) => ({
    call: async (method, path, { query, body }) => {
      const search = query ? `?${new URLSearchParams(query)}` : '';
      const response = await fetch(`${server.base}${apiBase}${path}${search}`, {
        method,
        headers: { 'blade-auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      const envelope = JSON.parse(text) as { code: number; data: unknown };
      if (envelope.code !== 200) throw new Error(`${path}: ${text}`);
      return envelope.data;
    },
    close: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function loadNow() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

export const adminToken = (app: Awaited<ReturnType<typeof buildApp>>) => accountToken(app, 'admin');

/** Signs a demo account in (its password is its name) and returns its access token. */
export async function accountToken(app: Awaited<ReturnType<typeof buildApp>>, account: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.secret}`).toString('base64')}`,
      'tenant-id': ADMIN_TENANT,
    },
    query: { tenantId: ADMIN_TENANT, username: account, password: md5(account), grant_type: 'password', scope: 'all' },
  });
  const token = response.json().access_token;
  if (!token) throw new Error(`sign-in of ${account}: ${response.body}`);
  return token;
}

/** Runs `once` `runs` times after three warm-ups, one at a time; prints p50/p99. */
export async function measure(label: string, once: () => Promise<unknown>, runs: number) {
  for (let warm = 0; warm < 3; warm++) await once();
  const timings: number[] = [];
  for (let round = 0; round < runs; round++) {
    const at = performance.now();
    await once();
    timings.push(performance.now() - at);
  }
  print(label, timings);
}

export function print(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  console.log(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${sorted.length} runs)`);
}
