import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, DEMO_CLIENT, seedDemoData } from '../../apps/server/src/db/seed';
import { postStock } from '../../apps/server/src/modules/stock';
import { md5 } from '../../apps/server/src/platform/auth/password';
import { loadConfig } from '../../apps/server/src/platform/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { type RealServer, signInReal, startRealServer } from '../../apps/server/src/testing/real-server';

/**
 * Stock reports of issue 12 on a generated ledger: WAREHOUSES warehouses × GOODS goods × `scale` entries
 * per key (scale 100: 1,000,000 entries), written straight into the ledger tables with consistent running
 * figures and balances. Measures the balance-as-of and the FIFO ageing reports for one warehouse (2,000
 * goods), one goods' ledger page, postStock of 20 lines from 20 concurrent clients, whole outbound vouchers
 * of 20 lines from 20 clients, and a bare "insert 20 rows in one transaction" as the ceiling to compare
 * with. On PostgreSQL the reports and vouchers go over HTTP to two real server processes (so the figures
 * are the server's, not the bench's own event loop); on PGlite to one in-process app. Prints p50/p99 ms
 * and the load average; asserts nothing.
 * Run: `npm run bench:stock` (PostgreSQL at BENCH_DATABASE_URL, BENCH_SCALE default 100) or
 * `BENCH_DB=pglite BENCH_SCALE=10 npm run bench:stock`.
 */
const onPglite = process.env.BENCH_DB === 'pglite';
const scale = Number(process.env.BENCH_SCALE ?? (onPglite ? 10 : 100));
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const WAREHOUSES = 5;
const GOODS = 2000;
const CLIENTS = 20;
const LINES = 20;
const STOCK_API = '/api/smdp-stock/';
/** Calls per concurrent client. */
const perClient = Math.max(5, Math.floor(rounds / 4));

const schema = `bench_stock_${randomBytes(6).toString('hex')}`;
const admin = onPglite ? null : await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await admin?.db.schema.createSchema(schema).execute();
try {
  const database = onPglite
    ? await openDatabase({ kind: 'pglite' })
    : await openDatabase({ kind: 'postgres', url, searchPath: schema, poolSize: CLIENTS + 2 });
  try {
    await run(database);
  } finally {
    await database.close();
  }
} finally {
  await admin?.db.schema.dropSchema(schema).cascade().execute();
  await admin?.close();
}

async function run(database: DatabaseHandle) {
  const { db } = database;
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db);
  const { warehouses, goods } = await generateLedger(database);
  const entries = await db
    .selectFrom('stockLedgerEntry')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${database.kind} scale ${scale}: ${entries.n} ledger entries, ${WAREHOUSES} warehouses × ${GOODS} goods ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s; load ${loadNow()}`,
  );

  const instances = onPglite ? await inProcessInstance(database) : await serverProcesses();
  try {
    await measureAll(database, instances, warehouses, goods);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
  console.log(`load at the end ${loadNow()}`);
}

async function measureAll(database: DatabaseHandle, instances: Instance[], warehouses: string[], goods: string[]) {
  const { db } = database;
  const [first] = instances;
  if (!first) throw new Error('no instance');
  const report = (path: string, query: Record<string, string>) => first.call('GET', `report/${path}`, { query });
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const warehouse = warehouses[0] as string;

  await measure('balance-as-of, one warehouse of 2,000 goods, last 30 days, page of 500', () =>
    report('balance-as-of', { warehouseId_equal: warehouse, from: monthAgo, to: today, size: '500' }),
  );
  // Ageing walks every receipt of the warehouse (a window over 200,000 entries at scale 100): fewer runs.
  await measure(
    'ageing (FIFO buckets), one warehouse of 2,000 goods, page of 500',
    () => report('ageing', { warehouseId_equal: warehouse, size: '500' }),
    Math.min(rounds, 20),
  );
  let next = 0;
  await measure("one goods' ledger page (20 newest moves with running balance)", () =>
    report('ledger', { goodsId: goods[next++ % goods.length] as string, warehouseId_equal: warehouse, size: '20' }),
  );

  await db.schema
    .createTable('bench_rows')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('payload', 'text')
    .execute();
  const insertRows = () =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bench_rows' as never)
        .values(Array.from({ length: LINES }, (_, i) => ({ payload: `row ${i}` })) as never)
        .execute();
    });
  await measure('ceiling: insert 20 rows in one transaction (one client)', insertRows);
  // The same ceiling under the load shape of the postings below: 20 clients at once.
  await concurrently(`ceiling: insert 20 rows in one transaction, ${CLIENTS} concurrent clients`, 'inserts', () =>
    Array.from({ length: CLIENTS }, () => insertRows),
  );

  // 20 clients, each moving out of its own slice of goods, so they queue on nothing but the database.
  const clients = Array.from({ length: CLIENTS }, (_, client) =>
    goods.slice((client * LINES) % GOODS, ((client * LINES) % GOODS) + LINES),
  );
  let voucher = 2_000_000_000;
  await concurrently(
    `postStock of ${LINES} lines, ${CLIENTS} concurrent clients (in the bench process, its own pool)`,
    'postings',
    () =>
      clients.map(
        (slice) => () =>
          db.transaction().execute((trx) =>
            postStock(
              trx,
              { tenantId: ADMIN_TENANT },
              {
                voucher: { type: 'BENCH_OUT', id: ++voucher },
                postingDate: today,
                lines: slice.map((goodsId) => ({ warehouseId: warehouse, goodsId, qty: '-1', unit: 'PCS', factor: 1 })),
              },
            ),
          ),
      ),
  );

  // One client first: what a ship costs alone, against which the 20 clients' queueing shows.
  await outbounds(database, instances, warehouse, clients.slice(0, 1));
  await outbounds(database, instances, warehouse, clients);
}

/** Runs each client's call `perClient` times, all clients at once; prints the calls' p50/p99 and rate. */
async function concurrently(label: string, unit: string, clients: () => (() => Promise<unknown>)[]) {
  const timings: number[] = [];
  const wall = performance.now();
  await Promise.all(
    clients().map(async (once) => {
      for (let round = 0; round < perClient; round++) {
        const at = performance.now();
        await once();
        timings.push(performance.now() - at);
      }
    }),
  );
  print(label, timings);
  console.log(`  ${(timings.length / ((performance.now() - wall) / 1000)).toFixed(1)} ${unit}/s; load ${loadNow()}`);
}

/**
 * Whole outbound vouchers through the HTTP routes (draft, confirm reserving, ship posting), 20 clients
 * spread over the instances: on PostgreSQL two server processes (`npm start`'s main.ts, each its own
 * event loop and pool) over HTTP; PGlite lives in one process, so there one app driven with inject.
 */
async function outbounds(database: DatabaseHandle, instances: Instance[], warehouseId: string, clients: string[][]) {
  const ships: number[] = [];
  const wholes: number[] = [];
  const wall = performance.now();
  await Promise.all(
    clients.map(async (slice, client) => {
      const instance = instances[client % instances.length] as Instance;
      const post = (action: string, body: object) =>
        instance.call('POST', `outbound/${action}`, { body }) as Promise<{ id: string; version: number }>;
      for (let round = 0; round < perClient; round++) {
        const at = performance.now();
        const draft = await post('submit', {
          outboundType: 'OTHER_OUT',
          warehouseId,
          lines: slice.map((goodsId) => ({ goodsId, unit: 'PCS', qty: '1' })),
        });
        const confirmed = await post('confirm', { id: draft.id, version: draft.version });
        const shipAt = performance.now();
        await post('ship', { id: confirmed.id, version: confirmed.version });
        ships.push(performance.now() - shipAt);
        wholes.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - wall) / 1000;
  const used = Math.min(clients.length, instances.length);
  const where = onPglite ? 'one in-process instance (inject)' : `${used} server process(es) over HTTP`;
  const who = clients.length === 1 ? 'one client' : `${clients.length} clients`;
  print(`outbound ship (posts ${LINES} lines), ${who} on ${where}`, ships);
  print(`outbound draft + confirm + ship, ${who} on ${where}`, wholes);
  console.log(`  ${(wholes.length / seconds).toFixed(1)} outbounds/s (${database.kind}); load ${loadNow()}`);
}

/** A server the bench calls: `call` returns the envelope's data, throwing on any other code than 200. */
type Instance = {
  call: (
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string>; body?: object },
  ) => Promise<unknown>;
  close: () => Promise<void>;
};

/** PGlite is one process's database: one app, driven with inject. */
async function inProcessInstance(database: DatabaseHandle): Promise<Instance[]> {
  const app = await buildApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) }, database);
  await app.ready();
  const headers = { 'blade-auth': `bearer ${await adminToken(app)}` };
  const call: Instance['call'] = async (method, path, { query, body }) => {
    const response = await app.inject({
      method,
      url: `${STOCK_API}${path}`,
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

/** Two `npm start` processes on the bench's schema (search_path in the URL), called over HTTP. */
async function serverProcesses(): Promise<Instance[]> {
  const env = {
    DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(tmpdir(), schema),
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
  };
  // One after the other: each start migrates and seeds (a no-op on the bench's schema).
  const servers: RealServer[] = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startRealServer(await freePort(), env));
  } catch (error) {
    for (const server of servers) server.child.kill('SIGTERM');
    throw error;
  }
  const signIn = await signInReal((servers[0] as RealServer).base);
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  return servers.map((server) => ({
    call: async (method, path, { query, body }) => {
      const search = query ? `?${new URLSearchParams(query)}` : '';
      const response = await fetch(`${server.base}${STOCK_API}${path}${search}`, {
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

function loadNow() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** Ledger history written in bulk: per key an opening of 10,000 then alternating receipts and issues. */
async function generateLedger(database: DatabaseHandle) {
  const { db } = database;
  const category = await db
    .insertInto('productCategory')
    .values({ tenantId: ADMIN_TENANT, level: 1, path: '/', code: 'BENCH', name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const goods = await db
    .insertInto('goods')
    .values(
      Array.from({ length: GOODS }, (_, i) => ({
        tenantId: ADMIN_TENANT,
        sku: `BENCH-${String(i).padStart(5, '0')}`,
        name: `Bench goods ${i}`,
        categoryId: category.id,
        baseUnit: 'PCS',
      })),
    )
    .returning('id')
    .execute();
  const warehouses = await db
    .insertInto('warehouse')
    .values(
      Array.from({ length: WAREHOUSES }, (_, i) => ({
        tenantId: ADMIN_TENANT,
        code: `BW${i}`,
        name: `Bench ${i}`,
        grade: 1 as const,
      })),
    )
    .returning('id')
    .execute();
  const goodsIds = goods.map((row) => row.id);
  const days = 730;
  for (const { id: warehouseId } of warehouses) {
    // Entry n of a key: day spread over two years, qty +10000 first, then +q / -q in turns.
    await sql`
      insert into stock_ledger_entry (tenant_id, posting_date, voucher_type, voucher_id, voucher_line,
        warehouse_id, goods_id, batch_no, qty_change, qty_after, value_change, value_after, unit_cost, unit, factor)
      select ${ADMIN_TENANT}, current_date - (${days} - (n * ${days}) / ${scale})::int, 'BENCH', n, g.ord::int,
        ${warehouseId}, g.id, '', q, sum(q) over w, q * 2, sum(q * 2) over w, 2, 'PCS', 1
      from unnest(${goodsIds}::bigint[]) with ordinality as g(id, ord)
      cross join generate_series(1, ${scale}) as n
      cross join lateral (select case when n = 1 then 10000 when n % 2 = 0 then (n % 7) + 1 else -((n - 1) % 7) - 1 end
        as q) as moves
      window w as (partition by g.id order by n)
      order by n, g.ord`.execute(db);
    await sql`
      insert into stock_balance (tenant_id, warehouse_id, goods_id, batch_no, on_hand, stock_value)
      select tenant_id, warehouse_id, goods_id, batch_no, sum(qty_change), sum(value_change)
      from stock_ledger_entry where tenant_id = ${ADMIN_TENANT} and warehouse_id = ${warehouseId}
      group by tenant_id, warehouse_id, goods_id, batch_no`.execute(db);
  }
  await sql`analyze`.execute(db);
  return { warehouses: warehouses.map((row) => row.id), goods: goodsIds };
}

async function adminToken(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.secret}`).toString('base64')}`,
      'tenant-id': ADMIN_TENANT,
    },
    query: { tenantId: ADMIN_TENANT, username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all' },
  });
  return response.json().access_token;
}

async function measure(label: string, once: () => Promise<unknown>, runs = rounds) {
  for (let warm = 0; warm < 3; warm++) await once();
  const timings: number[] = [];
  for (let round = 0; round < runs; round++) {
    const at = performance.now();
    await once();
    timings.push(performance.now() - at);
  }
  print(label, timings);
}

function print(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  console.log(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${sorted.length} runs)`);
}
