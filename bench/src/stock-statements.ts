import type { LogEvent } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, DEMO_CLIENT, seedDemoData } from '../../apps/server/src/db/seed';
import { postStock } from '../../apps/server/src/modules/stock';
import { md5 } from '../../apps/server/src/platform/auth/password';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';

/**
 * The SQL statements of one outbound voucher of 20 lines, step by step (submit, confirm, ship), counted
 * with Kysely's query log on PGlite: how many round trips a ship makes, and which (BEGIN and COMMIT
 * included). Run: `npm run stock-statements -w bench`.
 */
const LINES = 20;
let recorded: LogEvent[] | undefined;
const database = await openDatabase({
  kind: 'pglite',
  log: (event) => {
    recorded?.push(event);
  },
});
try {
  const { db } = database;
  await migrate(db);
  await seedDemoData(db);
  const category = await db
    .insertInto('productCategory')
    .values({ tenantId: ADMIN_TENANT, level: 1, path: '/', code: 'STMT', name: 'Statements' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const goods = await db
    .insertInto('goods')
    .values(
      Array.from({ length: LINES }, (_, i) => ({
        tenantId: ADMIN_TENANT,
        sku: `STMT-${i}`,
        name: `Statements ${i}`,
        categoryId: category.id,
        baseUnit: 'PCS',
      })),
    )
    .returning('id')
    .execute();
  const warehouse = await db
    .insertInto('warehouse')
    .values({ tenantId: ADMIN_TENANT, code: 'STMT', name: 'Statements', grade: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) =>
    postStock(
      trx,
      { tenantId: ADMIN_TENANT },
      {
        voucher: { type: 'STMT_IN', id: 1 },
        postingDate: new Date().toISOString().slice(0, 10),
        lines: goods.map(({ id }) => ({ warehouseId: warehouse.id, goodsId: id, qty: '100', unit: 'PCS', factor: 1 })),
      },
    ),
  );

  const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), database);
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.secret}`).toString('base64')}`,
      'tenant-id': ADMIN_TENANT,
    },
    query: { tenantId: ADMIN_TENANT, username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all' },
  });
  const headers = { 'blade-auth': `bearer ${signIn.json().access_token}` };
  const step = async (action: string, payload: object) => {
    recorded = [];
    const response = await app.inject({ method: 'POST', url: `/api/smdp-stock/outbound/${action}`, payload, headers });
    const events = recorded;
    recorded = undefined;
    if (response.json().code !== 200) throw new Error(`${action}: ${response.body}`);
    report(action, events);
    return response.json().data as { id: string; version: number };
  };
  const draft = await step('submit', {
    outboundType: 'OTHER_OUT',
    warehouseId: warehouse.id,
    lines: goods.map(({ id }) => ({ goodsId: id, unit: 'PCS', qty: '1' })),
  });
  const confirmed = await step('confirm', { id: draft.id, version: draft.version });
  await step('ship', { id: confirmed.id, version: confirmed.version });
  await app.close();
} finally {
  await database.close();
}

/** Prints a step's statement count, then each distinct statement (its first words) with its count. */
function report(step: string, events: LogEvent[]) {
  const byText = new Map<string, { count: number; ms: number }>();
  for (const event of events) {
    const text = event.query.sql.replace(/\s+/g, ' ').slice(0, 110);
    const seen = byText.get(text) ?? { count: 0, ms: 0 };
    byText.set(text, { count: seen.count + 1, ms: seen.ms + event.queryDurationMillis });
  }
  const ms = events.reduce((sum, event) => sum + event.queryDurationMillis, 0);
  console.log(`\n${step}: ${events.length} statements, ${ms.toFixed(1)} ms in the database (PGlite)`);
  for (const [text, { count, ms }] of byText)
    console.log(`  ${String(count).padStart(3)} × ${ms.toFixed(1).padStart(6)} ms  ${text}`);
}
