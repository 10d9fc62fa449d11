import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, seedDemoData } from '../../apps/server/src/db/seed';
import { loadConfig } from '../../apps/server/src/platform/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { accountToken, loadNow, measure } from './instances';

/**
 * The visit reports of issue 16 over a year of visits of `BENCH_SALESPEOPLE` (default 100) salespeople of
 * dist01 on PostgreSQL, in a schema of its own dropped afterwards: `BENCH_VISITS_PER_DAY` (default 8)
 * visits per salesperson per working day, in every state, a third of the completed ones with an order
 * of 1 to 4 lines. Measures the coverage and strike-rate calls of the distributor and of staff over the
 * year and over one month, and the day map, p50/p99 each (target p99 < 300 ms). Prints figures and the
 * load average; asserts nothing. Run: `npm run bench:field` (`BENCH_DB=pglite BENCH_SALESPEOPLE=10` for a
 * quick look on the embedded database).
 */
const onPglite = process.env.BENCH_DB === 'pglite';
const salespeople = Number(process.env.BENCH_SALESPEOPLE ?? (onPglite ? 10 : 100));
const perDay = Number(process.env.BENCH_VISITS_PER_DAY ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const measuring = process.env.BENCH_ROUNDS !== '0';
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const schema = `bench_field_${randomBytes(6).toString('hex')}`;
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
  // BENCH_KEEP_SCHEMA=1 keeps the data to study a query plan (`set search_path` to the printed schema).
  if (process.env.BENCH_KEEP_SCHEMA === '1') console.log(`kept schema ${schema}`);
  else await admin?.db.schema.dropSchema(schema).cascade().execute();
  await admin?.close();
}

async function run(database: DatabaseHandle) {
  const started = performance.now();
  await migrate(database.db);
  await seedDemoData(database.db);
  const visits = await generateVisits(database);
  await sql`analyze`.execute(database.db);
  console.log(
    `${database.kind}: ${salespeople} salespeople, ${visits} visits over a year, in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; load ${loadNow()}`,
  );
  if (!measuring) return;
  const app = await buildApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) }, database);
  await app.ready();
  try {
    const year = `visitDate_datege=${daysAgo(365)}&visitDate_datelt=${daysAgo(-1)}`;
    const month = `visitDate_datege=${daysAgo(30)}&visitDate_datelt=${daysAgo(-1)}`;
    const someone = await database.db
      .selectFrom('visit')
      .select('salespersonId')
      .where('tenantId', '=', ADMIN_TENANT)
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const account of ['dist01', 'staff01']) {
      const headers = { 'blade-auth': `bearer ${await accountToken(app, account)}`, 'zone-id': 'Africa/Nairobi' };
      const call = async (path: string) => {
        const response = await app.inject({ method: 'GET', url: `/api/smdp-field/visit-report/${path}`, headers });
        const envelope = response.json();
        if (envelope.code !== 200) throw new Error(`${path}: ${response.body}`);
        return envelope.data;
      };
      for (const [report, period] of [
        ['coverage', year],
        ['strike-rate', year],
        ['coverage', month],
        ['strike-rate', month],
      ] as const) {
        const label = `${account}: ${report} over ${period === year ? 'a year' : 'a month'}`;
        await measure(label, () => call(`${report}?${period}&size=20`), rounds);
      }
      await measure(
        `${account}: day map`,
        () => call(`day-map?salespersonId=${someone.salespersonId}&date=${daysAgo(3)}`),
        rounds,
      );
    }
  } finally {
    await app.close();
  }
  console.log(`load at the end ${loadNow()}`);
}

function daysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Salespeople (accounts of dist01), one published plan per salesperson and working day of the last year,
 * its visits spread over dist01's stores in every state, and the orders of the visits that took one.
 */
async function generateVisits(database: DatabaseHandle): Promise<number> {
  const { db } = database;
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
  await sql`
    insert into blade_user (tenant_id, account, real_name, user_type, customer_id, password_hash)
    select ${ADMIN_TENANT}, 'bench-rep-' || n, 'Rep ' || n, 2, ${dist01.id}, 'x'
    from generate_series(1, ${salespeople}) as n`.execute(db);
  await sql`
    insert into visit_plan (tenant_id, plan_no, owner_party_id, salesperson_id, plan_date, state)
    select ${ADMIN_TENANT}, 'BP-' || u.id || '-' || d::date, ${dist01.id}, u.id, d::date,
      case when d::date < current_date then 'CLOSED' else 'PUBLISHED' end
    from blade_user u, generate_series(current_date - 365, current_date, interval '1 day') as d
    where u.account like 'bench-rep-%' and extract(isodow from d) < 6`.execute(db);
  // Visit n of a plan: completed mostly, some missed (with a reason), cancelled, and today's still planned.
  await sql`
    insert into visit (tenant_id, visit_no, plan_id, owner_party_id, store_party_id, salesperson_id, seq,
      visit_date, state, actual_start, actual_end, checkin_lat, checkin_lng, checkin_distance_m, checkin_mode,
      forced_reason, outcome, missed_reason, short_visit)
    select ${ADMIN_TENANT}, 'BV-' || p.id || '-' || n, p.id, p.owner_party_id,
      stores.ids[1 + (p.id + n) % array_length(stores.ids, 1)], p.salesperson_id, n, p.plan_date,
      s.state,
      case when s.state = 'COMPLETED' then p.plan_date + make_interval(hours => 8 + n) end,
      case when s.state = 'COMPLETED' then p.plan_date + make_interval(hours => 8 + n, mins => (5 + (p.id + n) % 30)::int) end,
      case when s.state = 'COMPLETED' then -1.28 + n * 0.001 end,
      case when s.state = 'COMPLETED' then 36.82 + n * 0.001 end,
      case when s.state = 'COMPLETED' then (p.id * n) % 500 end,
      case when s.state = 'COMPLETED' then (case when (p.id * n) % 17 = 0 then 'FORCED' else 'GPS' end) end,
      case when s.state = 'COMPLETED' and (p.id * n) % 17 = 0 then 'GPS not working' end,
      case when s.state = 'COMPLETED' then 'NO_ORDER' end,
      case when s.state = 'MISSED' then (array['NO_TIME','STORE_CLOSED','VEHICLE','OTHER'])[1 + (p.id + n) % 4] end,
      s.state = 'COMPLETED' and (p.id + n) % 30 < 2
    from visit_plan p, generate_series(1, ${perDay}) as n,
      (select array_agg(id) as ids from base_customer where tenant_id = ${ADMIN_TENANT} and seller_party_id = ${dist01.id}) as stores,
      lateral (select case
        when p.plan_date = current_date then 'PLANNED'
        when (p.id + n) % 20 = 0 then 'MISSED'
        when (p.id + n) % 41 = 0 then 'CANCELLED'
        else 'COMPLETED' end as state) as s
    where p.tenant_id = ${ADMIN_TENANT} and p.plan_no like 'BP-%'`.execute(db);
  // A third of the completed visits took an order of 1 to 4 lines.
  await sql`
    with ordered as (
      insert into sales_order (tenant_id, doc_no, channel, seller_party_id, buyer_party_id, ship_from_warehouse_id,
        delivery_method, state, source, posting_date, actual_total_amount, total_amount, cash_payment)
      select ${ADMIN_TENANT}, 'BO-' || v.id, 'SECONDARY', v.owner_party_id, v.store_party_id, ${warehouse.id},
        'DELIVERY', 'SUBMITTED', 'VISIT', v.visit_date, 25 * (1 + v.id % 4), 25 * (1 + v.id % 4), 25 * (1 + v.id % 4)
      from visit v where v.tenant_id = ${ADMIN_TENANT} and v.state = 'COMPLETED' and v.id % 3 = 0
      returning id, doc_no, total_amount)
    update visit v set order_id = ordered.id, outcome = 'ORDER', order_lines = 1 + ordered.id % 4, order_amount = ordered.total_amount
    from ordered where ordered.doc_no = 'BO-' || v.id`.execute(db);
  await sql`
    insert into sales_order_line (tenant_id, order_id, line_no, goods_id, unit, factor, qty, base_qty, unit_price)
    select ${ADMIN_TENANT}, o.id, l, goods.ids[1 + (o.id + l) % array_length(goods.ids, 1)], 'PCS', 1, 1, 1, 25
    from sales_order o, generate_series(1, 4) as l,
      (select array_agg(id) as ids from goods where tenant_id = ${ADMIN_TENANT}) as goods
    where o.doc_no like 'BO-%' and l <= 1 + o.id % 4`.execute(db);
  const { count } = await db
    .selectFrom('visit')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
