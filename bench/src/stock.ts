import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, seedDemoData } from '../../apps/server/src/db/seed';
import { postStock } from '../../apps/server/src/modules/stock';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { type Instance, inProcessInstance, loadNow, measure as measureRuns, print, serverProcesses } from './instances';

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

  const instances = onPglite
    ? await inProcessInstance(database, STOCK_API)
    : await serverProcesses(url, schema, STOCK_API);
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

const measure = (label: string, once: () => Promise<unknown>, runs = rounds) => measureRuns(label, once, runs);
