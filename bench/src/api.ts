import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, DEMO_CLIENT, seedDemoData } from '../../apps/server/src/db/seed';
import { md5 } from '../../apps/server/src/platform/auth/password';
import { loadConfig } from '../../apps/server/src/platform/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { firstRequests } from './first-requests';
import { type LoadSettings, type Measurement, measure, type Target } from './load';
import { formatFirstRequests, formatMemory, formatProbeFailures, formatTable, type MemoryFigure } from './report';
import { addBenchUsers, BENCH_USER_COUNT } from './users';

/**
 * API load benchmark: the real server (embedded PGlite, and PostgreSQL when one answers) and a bare
 * Fastify hello-world as the ceiling, each loaded with autocannon on this machine. Prints figures, never fails on them.
 */
const settings: LoadSettings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const dataDir = mkdtempSync(join(tmpdir(), 'smdp-bench-'));

const BASIC_AUTH = `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.secret}`).toString('base64')}`;
const SIGN_IN_QUERY = new URLSearchParams({
  tenantId: ADMIN_TENANT,
  username: 'admin',
  password: md5('admin'),
  grant_type: 'password',
  scope: 'all',
  type: 'account',
}).toString();
const SIGN_IN_HEADERS = { authorization: BASIC_AUTH, 'tenant-id': ADMIN_TENANT };
const signInCall = {
  method: 'POST' as const,
  path: `/api/blade-auth/oauth/token?${SIGN_IN_QUERY}`,
  headers: SIGN_IN_HEADERS,
};
/** issue 9: 200 clients at once kept the first requests of a just-started embedded database waiting seconds. */
const FIRST_CLIENTS = Number(process.env.BENCH_FIRST_CLIENTS ?? 200);

function portalTargets(accessToken: string): Target[] {
  const auth = { 'blade-auth': `bearer ${accessToken}` };
  const read = (name: string, path: string): Target => ({
    name,
    method: 'GET',
    path,
    headers: auth,
    authenticatedRead: true,
  });
  return [
    {
      name: 'oauth/token (password)',
      method: 'POST',
      path: `/api/blade-auth/oauth/token?${SIGN_IN_QUERY}`,
      headers: SIGN_IN_HEADERS,
      authenticatedRead: false,
    },
    read('oauth/user-info', '/api/blade-auth/oauth/user-info'),
    read('menu/routes-web', '/api/blade-system/menu/routes-web'),
    read('msg/unread', '/api/blade-resource/msg/unread'),
    // issue 15: the top bar's to-do count (p99 < 10 ms: one request at a time is its latency, the run's
    // load its throughput) and the first page of the tasks waiting
    ...[1, settings.connections].map((connections) => ({
      ...read('workflow todo/count', '/api/smdp-workflow/todo/count'),
      connections,
    })),
    read('workflow task/list', '/api/smdp-workflow/task/list?current=1&size=10'),
    // issue 4: the user list on BENCH_USER_COUNT accounts, its first page and a deep page of a filter,
    // one request at a time (its latency) and under the run's load.
    ...[1, settings.connections].flatMap((connections) => [
      { ...read('user list-page 1', '/api/blade-user/list-page?current=1&size=10'), connections },
      {
        ...read('user list-page 1000 _like', '/api/blade-user/list-page?current=1000&size=10&account_like=bench0'),
        connections,
      },
    ]),
  ];
}

async function benchCeiling(): Promise<Measurement> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const url = await hello.listen({ host: '127.0.0.1', port: 0 });
  try {
    const target: Target = {
      name: 'hello-world (ceiling)',
      method: 'GET',
      path: '/',
      headers: {},
      authenticatedRead: false,
    };
    return await measure(url, '-', target, settings);
  } finally {
    await hello.close();
  }
}

function benchConfig(dir: string) {
  return loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dir, 'no-web'),
    // The sign-in call is rate limited per address and per account; the bench is one address and one account.
    TOKEN_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  });
}

/** The server runs in this process: its memory is this process's (autocannon's worker thread adds to rss, not to heap). */
function memoryAt(moment: string, db: string): MemoryFigure {
  const { rss, heapUsed } = process.memoryUsage();
  return { moment, db, rssMb: rss / 2 ** 20, heapMb: heapUsed / 2 ** 20 };
}
const memory: MemoryFigure[] = [];

/** Starts the portal on the given database, signs in as the demo administrator, and loads each call. */
async function benchPortal(label: string, database: DatabaseHandle): Promise<Measurement[]> {
  await migrate(database.db);
  await seedDemoData(database.db);
  process.stderr.write(`  adding ${BENCH_USER_COUNT} accounts on ${label}...\n`);
  await addBenchUsers(database.db);
  const config = benchConfig(dataDir);
  const app = await buildApp(config, database);
  const url = await app.listen({ host: config.host, port: 0 });
  try {
    const response = await fetch(`${url}/api/blade-auth/oauth/token?${SIGN_IN_QUERY}`, {
      method: 'POST',
      headers: SIGN_IN_HEADERS,
    });
    const body = (await response.json()) as { access_token?: string };
    if (!response.ok || !body.access_token) {
      throw new Error(`sign-in failed on ${label}: HTTP ${response.status} ${JSON.stringify(body)}`);
    }
    const results: Measurement[] = [];
    memory.push(memoryAt('before load', label));
    for (const target of portalTargets(body.access_token)) {
      process.stderr.write(`  ${target.name} on ${label}...\n`);
      results.push(await measure(url, label, target, settings));
      if (results.length === 1) memory.push(memoryAt('after first round', label));
    }
    memory.push(memoryAt('after load', label));
    return results;
  } finally {
    await app.close();
  }
}

async function benchOnPglite(): Promise<Measurement[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await benchPortal('pglite', database);
  } finally {
    await database.close();
  }
}

/** Runs in a schema of its own, dropped afterwards, so the database it borrows keeps nothing. */
async function benchOnPostgres(): Promise<Measurement[]> {
  const admin = await openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 1 });
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await withTimeout(admin.db.schema.createSchema(schema).execute(), 5_000);
  } catch (error) {
    await admin.close();
    process.stderr.write(`PostgreSQL at ${redact(postgresUrl)} not reachable (${(error as Error).message}): skipped\n`);
    return [];
  }
  try {
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl, searchPath: schema });
    try {
      return await benchPortal('postgres', database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

try {
  process.stderr.write(
    `API bench: ${settings.connections} connections, ${settings.durationSeconds} s per target\n  ceiling...\n`,
  );
  const ceiling = await benchCeiling();
  process.stderr.write(`  ${FIRST_CLIENTS} clients at once on a fresh embedded database...\n`);
  const cold = await firstRequests(benchConfig, FIRST_CLIENTS, signInCall, (token) => ({
    method: 'GET',
    path: '/api/blade-system/menu/routes-web',
    headers: { 'blade-auth': `bearer ${token}` },
  }));
  const measurements = [ceiling, ...(await benchOnPglite()), ...(await benchOnPostgres())];
  console.log(`\n${formatTable(measurements, ceiling)}\n`);
  console.log(
    `First requests of ${FIRST_CLIENTS} clients at once on a fresh embedded database:\n${formatFirstRequests(cold)}\n`,
  );
  console.log(`Server memory (this process):\n${formatMemory(memory)}\n`);
  const failures = formatProbeFailures(measurements);
  if (failures) console.log(`Calls that did not succeed before their run:\n${failures}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
