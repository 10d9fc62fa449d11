import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Order, OrderQuote } from '@smdp/contracts/order';
import { sql } from 'kysely';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, seedDemoData } from '../../apps/server/src/db/seed';
import { generateCatalog } from '../../apps/server/src/modules/catalog/catalog.seed';
import { companyPartyOf } from '../../apps/server/src/modules/customer';
import { generateParties } from '../../apps/server/src/modules/customer/customer.seed';
import { receiveFunds } from '../../apps/server/src/modules/fund/funds';
import { postStock } from '../../apps/server/src/modules/stock';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { staffCaller } from '../../apps/server/src/platform/scope/caller';
import { type Instance, inProcessInstance, loadNow, measure, print, serverProcesses } from './instances';

/**
 * Orders of issue 13 on the demo data grown `BENCH_SCALE` times (default 100) on PostgreSQL, in a schema
 * of its own dropped afterwards, through two real server processes over HTTP:
 * - submission of 20-line orders (price, credit, stock reservation, funds freeze in one transaction) by
 *   50 buyers at once, next to the bare ceiling "insert an order with 20 lines in one transaction" from
 *   50 clients in the same run (target p99 < 150 ms);
 * - order search on 1,000,000 orders with three filters (target p99 < 50 ms);
 * - the detail of an order of 50 lines with its links and timeline (target p99 < 30 ms).
 * Prints figures and the load average; asserts nothing. Run: `npm run bench:orders`
 * (`BENCH_DB=pglite BENCH_SCALE=5 BENCH_ORDERS=20000` for a quick look on the embedded database).
 */
const onPglite = process.env.BENCH_DB === 'pglite';
const scale = Number(process.env.BENCH_SCALE ?? (onPglite ? 5 : 100));
const searchOrders = Number(process.env.BENCH_ORDERS ?? (onPglite ? 20_000 : 1_000_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const BUYERS = onPglite ? 10 : 50;
const LINES = 20;
const DETAIL_LINES = 50;
const PER_BUYER = 4;
const ORDER_API = '/api/smdp-order/order/';

const schema = `bench_orders_${randomBytes(6).toString('hex')}`;
const admin = onPglite ? null : await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await admin?.db.schema.createSchema(schema).execute();
try {
  const database = onPglite
    ? await openDatabase({ kind: 'pglite' })
    : await openDatabase({ kind: 'postgres', url, searchPath: schema, poolSize: BUYERS + 2 });
  try {
    await run(database);
  } finally {
    await database.close();
  }
} finally {
  await admin?.db.schema.dropSchema(schema).cascade().execute();
  await admin?.close();
}

type Buyer = { partyId: string; lines: { goodsId: string; unit: string; qty: string }[] };

async function run(database: DatabaseHandle) {
  const started = performance.now();
  await migrate(database.db);
  await seedDemoData(database.db);
  const grown = await database.db.transaction().execute(async (trx) => ({
    parties: await generateParties(trx, scale),
    catalog: (await generateCatalog(trx, scale)).goods,
  }));
  const warehouse = await companyWarehouse(database);
  const company = (await companyPartyOf(database.db, ADMIN_TENANT)) ?? '';
  const candidates = await candidateBuyers(database, company, warehouse);
  await generateOrders(database, company, warehouse);
  await sql`analyze`.execute(database.db);
  console.log(
    `${database.kind} scale ${scale}: ${JSON.stringify(grown)}, ${searchOrders} orders to search, in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; load ${loadNow()}`,
  );
  const instances = onPglite
    ? await inProcessInstance(database, ORDER_API)
    : await serverProcesses(url, schema, ORDER_API);
  try {
    const buyers = await pricedCarts(instances[0] as Instance, candidates, warehouse);
    await ceiling(database, company, warehouse, buyers);
    await submissions(instances, warehouse, buyers);
    await searches(instances[0] as Instance, candidates[1]?.partyId ?? company);
    await detail(instances[0] as Instance, warehouse, buyers[0] as Buyer);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
  console.log(`load at the end ${loadNow()}`);
}

/** The demo company warehouse CW01, where every generated goods gets plenty of stock. */
async function companyWarehouse(database: DatabaseHandle): Promise<string> {
  const row = await database.db
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('code', '=', 'CW01')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * BUYERS generated distributors, each with 30 of its priced goods in its assortment, stock for them in
 * the warehouse and cash with the company for every order the bench places.
 */
async function candidateBuyers(database: DatabaseHandle, company: string, warehouse: string): Promise<Buyer[]> {
  const { db } = database;
  const buyers: Buyer[] = [];
  for (let unit = 1; unit <= BUYERS; unit++) {
    const code = String(unit).padStart(4, '0');
    const party = await db
      .selectFrom('baseCustomer')
      .select('id')
      .where('customerCode', '=', `G${code}A`)
      .executeTakeFirst();
    if (!party) continue;
    const goods = await db
      .selectFrom('goods')
      .select(['id', 'baseUnit'])
      .where('sku', 'like', `GS${code}-%`)
      .where('saleState', '=', 'ON_SALE')
      .orderBy('sku')
      .limit(LINES + 10)
      .execute();
    await db
      .insertInto('customerGoods')
      .values(
        goods.map((one) => ({
          tenantId: ADMIN_TENANT,
          partyId: party.id,
          goodsId: one.id,
          createUser: null,
          createDept: null,
          updateUser: null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    buyers.push({ partyId: party.id, lines: goods.map((one) => ({ goodsId: one.id, unit: one.baseUnit, qty: '1' })) });
  }
  await db.transaction().execute(async (trx) => {
    await postStock(trx, staffCaller(ADMIN_TENANT), {
      voucher: { type: 'BENCH_OPENING', id: 1 },
      postingDate: '2026-01-01',
      lines: buyers.flatMap((buyer) =>
        buyer.lines.map((line) => ({
          warehouseId: warehouse,
          goodsId: line.goodsId,
          qty: '100000',
          unit: line.unit,
          factor: 1,
          unitCost: '1',
        })),
      ),
    });
    for (const [index, buyer] of buyers.entries()) {
      await receiveFunds(trx, staffCaller(ADMIN_TENANT), {
        holder: { holderPartyId: buyer.partyId, counterpartyPartyId: company },
        source: { type: 'bench-receipt', id: String(index + 1) },
        amount: '100000000',
        target: 'CASH',
        postingDate: '2026-01-01',
      });
    }
  });
  return buyers;
}

/** Each buyer's cart: LINES of its goods that its price list prices, in quantities the goods' rules allow. */
async function pricedCarts(instance: Instance, buyers: Buyer[], warehouse: string): Promise<Buyer[]> {
  const carts: Buyer[] = [];
  for (const buyer of buyers) {
    const quote = (await instance.call('POST', 'quote', {
      body: { channel: 'PRIMARY', buyerPartyId: buyer.partyId, shipFromWarehouseId: warehouse, lines: buyer.lines },
    })) as OrderQuote;
    const lines = quote.lines
      .filter((line) => line.unitPrice !== null && line.onSale && line.inAssortment)
      .slice(0, LINES)
      .map((line) => ({
        goodsId: line.goodsId,
        unit: line.unit,
        qty: allowedQty(line.minOrderQty, line.orderMultiple),
      }));
    if (lines.length === LINES) carts.push({ partyId: buyer.partyId, lines });
  }
  if (carts.length === 0) throw new Error('no buyer has 20 priced goods');
  console.log(`${carts.length} buyers with a ${LINES}-line cart`);
  return carts;
}

/** The least quantity at or above the minimum order quantity that is a multiple of the order multiple. */
function allowedQty(minOrderQty: string, orderMultiple: string): string {
  const multiple = Number(orderMultiple) > 0 ? Number(orderMultiple) : 1;
  return String(Math.max(1, Math.ceil(Math.max(Number(minOrderQty), 1) / multiple)) * multiple);
}

/** The bare ceiling: an order row and its 20 lines in one transaction, from as many clients at once. */
async function ceiling(database: DatabaseHandle, company: string, warehouse: string, buyers: Buyer[]) {
  let next = 0;
  const insertOrder = (buyer: Buyer) =>
    database.db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('salesOrder')
        .values({
          tenantId: ADMIN_TENANT,
          docNo: `BENCH-C-${++next}`,
          channel: 'PRIMARY',
          sellerPartyId: company,
          buyerPartyId: buyer.partyId,
          shipFromWarehouseId: warehouse,
          deliveryMethod: 'DELIVERY',
          createUser: null,
          createDept: null,
          updateUser: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('salesOrderLine')
        .values(
          buyer.lines.map((line, index) => ({
            tenantId: ADMIN_TENANT,
            orderId: order.id,
            lineNo: index + 1,
            goodsId: line.goodsId,
            unit: line.unit,
            factor: '1',
            qty: line.qty,
            baseQty: line.qty,
            unitPrice: '1',
          })),
        )
        .execute();
    });
  await concurrently(
    `ceiling: insert an order with ${LINES} lines in one transaction, ${buyers.length} clients`,
    'orders',
    () => buyers.map((buyer) => () => insertOrder(buyer)),
  );
}

/** Each buyer quotes, saves and submits PER_BUYER orders; all buyers at once over the instances. */
async function submissions(instances: Instance[], warehouse: string, buyers: Buyer[]) {
  const quotes: number[] = [];
  const saves: number[] = [];
  const submits: number[] = [];
  const wholes: number[] = [];
  const wall = performance.now();
  await Promise.all(
    buyers.map(async (buyer, index) => {
      const instance = instances[index % instances.length] as Instance;
      for (let round = 0; round < PER_BUYER; round++) {
        const at = performance.now();
        const cart = {
          channel: 'PRIMARY',
          buyerPartyId: buyer.partyId,
          shipFromWarehouseId: warehouse,
          lines: buyer.lines,
        };
        const quote = (await instance.call('POST', 'quote', { body: cart })) as OrderQuote;
        const saveAt = performance.now();
        quotes.push(saveAt - at);
        const draft = (await instance.call('POST', 'save', {
          body: { ...cart, deliveryMethod: 'DELIVERY', payForm: quote.payForm },
        })) as Order;
        const submitAt = performance.now();
        saves.push(submitAt - saveAt);
        await instance.call('POST', 'submit', {
          body: { id: draft.id, version: draft.version, payForm: quote.payForm },
        });
        submits.push(performance.now() - submitAt);
        wholes.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - wall) / 1000;
  const where = onPglite ? 'one in-process instance' : `${instances.length} server processes over HTTP`;
  print(
    `submit of a ${LINES}-line order (price, credit, reservation, freeze), ${buyers.length} buyers on ${where}`,
    submits,
  );
  print(`quote of the same cart, ${buyers.length} buyers`, quotes);
  print(`save of the draft, ${buyers.length} buyers`, saves);
  print(`quote + save + submit, ${buyers.length} buyers`, wholes);
  console.log(`  ${(submits.length / seconds).toFixed(1)} orders/s (quote, save and submit each); load ${loadNow()}`);
}

/** The search page's usual question: one buyer's orders in one state over a quarter, newest first. */
async function searches(instance: Instance, buyer: string) {
  const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const states = ['SUBMITTED', 'APPROVED', 'SHIPPED', 'COMPLETED'];
  let next = 0;
  await measure(
    `order search on ${searchOrders} orders: buyer + state + created since a date, page of 10`,
    () =>
      instance.call('GET', 'list', {
        query: {
          buyerPartyId_equal: buyer,
          state_equal: states[next++ % states.length] as string,
          createTime_datege: from,
          size: '10',
        },
      }),
    rounds,
  );
  await measure(
    `order search on ${searchOrders} orders: the "to approve" view, page of 10`,
    () => instance.call('GET', 'list', { query: { view: 'toApprove', size: '10' } }),
    rounds,
  );
}

/** An order of 50 lines with its links and timeline, read as the detail page reads it. */
async function detail(instance: Instance, warehouse: string, buyer: Buyer) {
  const lines = Array.from(
    { length: DETAIL_LINES },
    (_, index) => buyer.lines[index % buyer.lines.length] as Buyer['lines'][number],
  );
  const cart = { channel: 'PRIMARY', buyerPartyId: buyer.partyId, shipFromWarehouseId: warehouse, lines };
  const quote = (await instance.call('POST', 'quote', { body: cart })) as OrderQuote;
  const order = (await instance.call('POST', 'save', {
    body: { ...cart, deliveryMethod: 'DELIVERY', payForm: quote.payForm },
  })) as Order;
  await instance.call('POST', 'submit', { body: { id: order.id, version: order.version, payForm: quote.payForm } });
  await measure(
    `order detail, ${DETAIL_LINES} lines with links and timeline`,
    () => instance.call('GET', 'detail', { query: { id: order.id } }),
    rounds,
  );
}

/**
 * `searchOrders` orders written in bulk over two years for the generated buyers, in every state, with
 * one line each: what the search reads (lines only for the goods filter).
 */
async function generateOrders(database: DatabaseHandle, company: string, warehouse: string) {
  const goods = await database.db
    .selectFrom('goods')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .limit(1)
    .executeTakeFirstOrThrow();
  await sql`
    insert into sales_order (tenant_id, doc_no, channel, seller_party_id, buyer_party_id, ship_from_warehouse_id,
      delivery_method, state, create_time, update_time, actual_total_amount, cash_payment)
    select ${ADMIN_TENANT}, 'BENCH-' || n, 'PRIMARY', ${company}, buyers.ids[1 + n % array_length(buyers.ids, 1)],
      ${warehouse}, 'DELIVERY',
      (array['SUBMITTED','APPROVED','SHIPPED','COMPLETED','CANCELLED','DRAFT'])[1 + n % 6],
      now() - make_interval(mins => n % (730 * 24 * 60)), now(), (n % 1000) + 0.5, (n % 1000) + 0.5
    from generate_series(1, ${searchOrders}) as n,
      (select array_agg(id) as ids from base_customer where tenant_id = ${ADMIN_TENANT} and customer_code like 'G%') as buyers`.execute(
    database.db,
  );
  await sql`
    insert into sales_order_line (tenant_id, order_id, line_no, goods_id, unit, factor, qty, base_qty, unit_price)
    select tenant_id, id, 1, ${goods.id}, 'PCS', 1, 1, 1, 1 from sales_order where doc_no like 'BENCH-%'`.execute(
    database.db,
  );
}

/** Runs each client's call PER_BUYER times, all clients at once; prints the calls' p50/p99 and rate. */
async function concurrently(label: string, unit: string, clients: () => (() => Promise<unknown>)[]) {
  const timings: number[] = [];
  const wall = performance.now();
  await Promise.all(
    clients().map(async (once) => {
      for (let round = 0; round < PER_BUYER; round++) {
        const at = performance.now();
        await once();
        timings.push(performance.now() - at);
      }
    }),
  );
  print(label, timings);
  console.log(`  ${(timings.length / ((performance.now() - wall) / 1000)).toFixed(1)} ${unit}/s; load ${loadNow()}`);
}
