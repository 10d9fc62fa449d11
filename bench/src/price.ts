import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, DEMO_CLIENT, seedDemoData } from '../../apps/server/src/db/seed';
import { generateCatalog } from '../../apps/server/src/modules/catalog/catalog.seed';
import { generateParties } from '../../apps/server/src/modules/customer/customer.seed';
import { md5 } from '../../apps/server/src/platform/auth/password';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';

/**
 * Price resolution of issue 5: a 50-line order priced in one call (POST /smdp-goods/price/resolve)
 * on the demo data grown `BENCH_SCALE` times (default 100: 20,200 goods, 54,000 price rows, 200
 * distributors), on PostgreSQL in a schema of its own, dropped afterwards. Prints p50/p95/p99;
 * the target is p99 < 20 ms. Run: `npm run price -w bench`.
 */
const scale = Number(process.env.BENCH_SCALE ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const LINES = 50;

const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
const schema = `bench_price_${randomBytes(6).toString('hex')}`;
await admin.db.schema.createSchema(schema).execute();
try {
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
  try {
    const started = performance.now();
    await migrate(database.db);
    await seedDemoData(database.db);
    const grown = await database.db.transaction().execute(async (trx) => ({
      parties: await generateParties(trx, scale),
      catalog: await generateCatalog(trx, scale),
    }));
    await sql`analyze`.execute(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`scale ${scale}: ${JSON.stringify(grown)} in ${seconds} s`);

    const app = await buildApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) }, database);
    await app.ready();
    const token = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.secret}`).toString('base64')}`,
        'tenant-id': ADMIN_TENANT,
      },
      query: {
        tenantId: ADMIN_TENANT,
        username: 'admin',
        password: md5('admin'),
        grant_type: 'password',
        scope: 'all',
      },
    });
    const headers = { 'blade-auth': `bearer ${token.json().access_token}` };

    const unit = String(Math.max(1, Math.floor(scale / 2))).padStart(4, '0');
    const buyer = await database.db
      .selectFrom('baseCustomer')
      .select('id')
      .where('customerCode', '=', `G${unit}A`)
      .executeTakeFirstOrThrow();
    const goods = await database.db
      .selectFrom('goods')
      .select('id')
      .where('sku', 'like', `GS${unit}-%`)
      .orderBy('sku')
      .limit(LINES * 3)
      .execute();
    // Every third goods: some priced on the buyer's own list, some only on the seller's default.
    const lines = goods
      .filter((_, i) => i % 3 === 0)
      .map((one, i) => ({ goodsId: one.id, unit: i % 4 === 0 ? 'CTN' : 'PCS', quantity: String(1 + (i % 120)) }));
    const body = { buyerId: buyer.id, date: '2026-06-01', lines };

    const timings: number[] = [];
    let unpriced = 0;
    for (let round = -20; round < rounds; round++) {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/smdp-goods/price/resolve',
        headers,
        payload: body,
      });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`resolve failed: ${response.body}`);
      if (round < 0) continue;
      timings.push(elapsed);
      unpriced = (response.json().data as { price: unknown }[]).filter((line) => line.price === null).length;
    }
    timings.sort((a, b) => a - b);
    const at = (p: number) =>
      (timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)] ?? 0).toFixed(2);
    console.log(
      `price/resolve, ${lines.length} lines, ${rounds} rounds: p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms (target p99 < 20 ms); unpriced lines ${unpriced}`,
    );
    await app.close();
  } finally {
    await database.close();
  }
} finally {
  await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
  await admin.close();
}
