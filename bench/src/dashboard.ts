import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DashboardTileList } from '@smdp/contracts/dashboard';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, seedDemoData } from '../../apps/server/src/db/seed';
import { companyPartyOf } from '../../apps/server/src/modules/customer';
import { generateParties } from '../../apps/server/src/modules/customer/customer.seed';
import { loadConfig } from '../../apps/server/src/platform/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { accountToken, loadNow, measure } from './instances';

/**
 * The dashboard of issue 15 item 6 on the demo data grown `BENCH_SCALE` times (default 100) on
 * PostgreSQL, in a schema of its own dropped afterwards: every tile's call (`tile/detail?code=`) of the
 * distributor owner, its sub-account, staff and the administrator, one at a time, p50/p99 each (target
 * p99 < 50 ms). Orders: `BENCH_ORDERS` primary orders over two years for the generated buyers, and
 * `BENCH_SECONDARY` secondary orders of dist01's sub-customers this month (what its month's sales sum).
 * Prints figures and the load average; asserts nothing. Run: `npm run bench:dashboard`
 * (`BENCH_DB=pglite BENCH_SCALE=5` for a quick look on the embedded database).
 */
const onPglite = process.env.BENCH_DB === 'pglite';
const scale = Number(process.env.BENCH_SCALE ?? (onPglite ? 5 : 100));
const primaryOrders = Number(process.env.BENCH_ORDERS ?? (onPglite ? 20_000 : 1_000_000));
const secondaryOrders = Number(process.env.BENCH_SECONDARY ?? (onPglite ? 2_000 : 20_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const ACCOUNTS = ['dist01', 'dist01-sub', 'staff01', 'admin'] as const;

const schema = `bench_dashboard_${randomBytes(6).toString('hex')}`;
const admin = onPglite ? null : await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await admin?.db.schema.createSchema(schema).execute();
try {
  const database = onPglite
    ? await openDatabase({ kind: 'pglite' })
    : await openDatabase({ kind: 'postgres', url, searchPath: schema, poolSize: 10 });
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
  const started = performance.now();
  await migrate(database.db);
  await seedDemoData(database.db);
  const grown = await database.db.transaction().execute((trx) => generateParties(trx, scale));
  await generateOrders(database);
  await sql`analyze`.execute(database.db);
  console.log(
    `${database.kind} scale ${scale}: ${JSON.stringify(grown)}, ${primaryOrders} primary and ${secondaryOrders} ` +
      `secondary orders, in ${((performance.now() - started) / 1000).toFixed(1)} s; load ${loadNow()}`,
  );
  const app = await buildApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) }, database);
  await app.ready();
  try {
    for (const account of ACCOUNTS) {
      const headers = { 'blade-auth': `bearer ${await accountToken(app, account)}`, 'zone-id': 'Africa/Nairobi' };
      const call = async (path: string) => {
        const response = await app.inject({ method: 'GET', url: `/api/smdp-dashboard/tile/${path}`, headers });
        const envelope = response.json();
        if (envelope.code !== 200) throw new Error(`${path}: ${response.body}`);
        return envelope.data;
      };
      await measure(`${account}: tile/list`, () => call('list'), rounds);
      const tiles = (await call('list')) as DashboardTileList;
      for (const { code } of tiles)
        await measure(`${account}: tile ${code}`, () => call(`detail?code=${code}`), rounds);
    }
  } finally {
    await app.close();
  }
  console.log(`load at the end ${loadNow()}`);
}

/**
 * Orders written in bulk, one line each: primary orders of the generated buyers over two years in every
 * state, and secondary orders of dist01's sub-customers spread over this month.
 */
async function generateOrders(database: DatabaseHandle) {
  const { db } = database;
  const company = (await companyPartyOf(db, ADMIN_TENANT)) ?? '';
  const dist01 = await db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('customerCode', '=', 'C0001')
    .executeTakeFirstOrThrow();
  const warehouse = await db
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .limit(1)
    .executeTakeFirstOrThrow();
  const states = sql`(array['SUBMITTED','APPROVED','SHIPPED','COMPLETED','CANCELLED','DRAFT'])[1 + n % 6]`;
  await sql`
    insert into sales_order (tenant_id, doc_no, channel, seller_party_id, buyer_party_id, ship_from_warehouse_id,
      delivery_method, state, create_time, update_time, actual_total_amount, cash_payment)
    select ${ADMIN_TENANT}, 'BENCH-P-' || n, 'PRIMARY', ${company}, buyers.ids[1 + n % array_length(buyers.ids, 1)],
      ${warehouse.id}, 'DELIVERY', ${states},
      now() - make_interval(mins => n % (730 * 24 * 60)), now(), (n % 1000) + 0.5, (n % 1000) + 0.5
    from generate_series(1, ${primaryOrders}) as n,
      (select array_agg(id) as ids from base_customer where tenant_id = ${ADMIN_TENANT} and customer_code like 'G%') as buyers`.execute(
    db,
  );
  await sql`
    insert into sales_order (tenant_id, doc_no, channel, seller_party_id, buyer_party_id, ship_from_warehouse_id,
      delivery_method, state, create_time, update_time, actual_total_amount, cash_payment)
    select ${ADMIN_TENANT}, 'BENCH-S-' || n, 'SECONDARY', ${dist01.id}, buyers.ids[1 + n % array_length(buyers.ids, 1)],
      ${warehouse.id}, 'DELIVERY', ${states},
      date_trunc('month', now()) + make_interval(mins => n % greatest(1, (extract(epoch from now() - date_trunc('month', now())) / 60)::int)),
      now(), (n % 500) + 0.25, (n % 500) + 0.25
    from generate_series(1, ${secondaryOrders}) as n,
      (select array_agg(id) as ids from base_customer where tenant_id = ${ADMIN_TENANT} and seller_party_id = ${dist01.id}) as buyers`.execute(
    db,
  );
}
