import { randomBytes } from 'node:crypto';
import { CompiledQuery, type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { createTestApp, signIn, type TestApp, testConfig } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { ORDER, orderClient } from './order.testkit';

/** Many buyers, as a real network has: one buyer's orders are a small share of all. */
const BUYERS = 400;
const ORDERS = 100_000;

/** Keeps the SQL and parameters of the statements that read the order list. */
class ListCapture implements KyselyPlugin {
  readonly captured: CompiledQuery[] = [];
  readonly #compiler = new PostgresQueryCompiler();
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    const compiled = this.#compiler.compileQuery(args.node, args.queryId);
    // The total is compiled twice (once for its cache key, once to run): each statement once.
    const seen = this.captured.some((one) => one.sql === compiled.sql);
    if (compiled.sql.includes('from "sales_order" as "o"') && !seen) this.captured.push(compiled);
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

/**
 * The search page's usual question on a database of some size (BUYERS buyers with ORDERS orders over two
 * years in every state): one buyer, one state, created since a date, newest first. The planner takes
 * `sales_order_buyer_state` (0035) for the page and for its total, the query exactly as the list call sends it.
 */
describe('order search plan', () => {
  let t: TestApp;
  let capturing: App;
  const capture = new ListCapture();
  let token: string;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp();
    capturing = await buildApp(testConfig(), { ...t.database, db: t.database.db.withPlugin(capture) });
    await capturing.ready();
    token = (await signIn(t.app, 'admin')).accessToken;
    const db = t.database.db;
    const company = (await companyPartyOf(db, ADMIN_TENANT)) ?? '';
    const tag = randomBytes(4).toString('hex');
    const buyers = await db
      .insertInto('baseCustomer')
      .values(
        Array.from({ length: BUYERS }, (_, index) => ({
          tenantId: ADMIN_TENANT,
          customerCode: `PLAN-${tag}-${index}`,
          customerName: `PLAN-${tag}-${index}`,
          customerFullName: `PLAN-${tag}-${index}`,
          partyType: 'DISTRIBUTOR' as const,
          sellerPartyId: company,
        })),
      )
      .returning('id')
      .execute();
    buyer = buyers[0]?.id ?? '';
    const warehouse = await db
      .selectFrom('warehouse')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .executeTakeFirstOrThrow();
    const ids = buyers.map((row) => row.id);
    await sql`
      insert into sales_order (tenant_id, doc_no, channel, seller_party_id, buyer_party_id, ship_from_warehouse_id,
        delivery_method, state, create_time, update_time)
      select ${ADMIN_TENANT}, ${`PLAN-${tag}-`} || n, 'PRIMARY', ${company},
        (${sql.val(ids)}::bigint[])[1 + n % ${BUYERS}], ${warehouse.id}, 'DELIVERY',
        (array['SUBMITTED','APPROVED','SHIPPED','COMPLETED','CANCELLED','DRAFT'])[1 + (n / ${BUYERS}) % 6],
        now() - make_interval(mins => n % (730 * 24 * 60)), now()
      from generate_series(1, ${ORDERS}) as n`.execute(db);
    await sql`analyze sales_order`.execute(db);
  });
  afterAll(async () => {
    await capturing?.close();
    await t.close();
  });

  it('one buyer, one state, since a date: the page and its total read sales_order_buyer_state', async () => {
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const query = `buyerPartyId_equal=${buyer}&state_equal=SUBMITTED&createTime_datege=${since}&size=10`;
    const response = await orderClient(capturing, token).get(`${ORDER}/list?${query}`);
    expect(response.json().data.total).toBeGreaterThan(0);
    expect(capture.captured).toHaveLength(2);
    for (const statement of capture.captured) {
      const plan = await t.database.db.executeQuery(
        CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
      );
      const text = plan.rows.map((row) => Object.values(row as object).join('')).join('\n');
      console.log(`${statement.sql.includes(' limit ') ? 'page' : 'total'}:\n${text}`);
      expect(text).toContain('sales_order_buyer_state');
    }
  });
});
