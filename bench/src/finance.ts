import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { periodOf } from '@smdp/contracts/rebate';
import { sql } from 'kysely';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { ADMIN_TENANT, seedDemoData } from '../../apps/server/src/db/seed';
import { companyPartyOf } from '../../apps/server/src/modules/customer';
import { generateParties } from '../../apps/server/src/modules/customer/customer.seed';
import { postFund } from '../../apps/server/src/modules/fund/funds';
import { todayIn } from '../../apps/server/src/modules/fund/receipt.document';
import type { StatementPair } from '../../apps/server/src/modules/fund/reconciliation.lines';
import { statementPdf } from '../../apps/server/src/modules/fund/statement.pdf';
import { statementFigures } from '../../apps/server/src/modules/fund/statement.queries';
import { statementXlsx } from '../../apps/server/src/modules/fund/statement.sheet';
import { rebateBasis } from '../../apps/server/src/modules/order/order.rebate';
import { loadPolicy, onPurchase, recomputePeriod, recomputePolicy } from '../../apps/server/src/modules/rebate/accrual';
import { companyLogoImage } from '../../apps/server/src/modules/system';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { staffCaller } from '../../apps/server/src/platform/scope/caller';
import { type Instance, inProcessInstance, loadNow, measure as measureRuns, serverProcesses } from './instances';

/**
 * Finance figures of issue 14 on the demo data grown `BENCH_SCALE` times (default 100) on PostgreSQL, in
 * a schema of its own dropped afterwards:
 * - a statement of 10,000 ledger lines as PDF and as Excel (targets < 2 s each), through the functions the
 *   statement routes call, the lines posted through the fund posting service; the figures alone as ceiling;
 * - receivables ageing over every buyer with credit (target p99 < 500 ms), over HTTP on the finance report
 *   route of a real server process; a bare "sum every credit entry per pair" as ceiling;
 * - rebate accrual recomputation for one buyer after a shipment (target p99 < 30 ms) and for every buyer
 *   of the policy; the basis query of one buyer alone as ceiling.
 * Prints figures and the load average; asserts nothing. Run: `npm run bench:finance`
 * (`BENCH_DB=pglite BENCH_SCALE=5` for a quick look on the embedded database).
 */
const onPglite = process.env.BENCH_DB === 'pglite';
const scale = Number(process.env.BENCH_SCALE ?? (onPglite ? 5 : 100));
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const STATEMENT_LINES = 10_000;
/** Statement lines posted per day (one voucher each): 100 days of them. */
const LINES_PER_DAY = 100;
/** Credit entries per buyer and seller pair for the ageing: uses and repayments over the last 200 days. */
const CREDIT_ENTRIES = 24;
/** Shipped orders per buyer and month, and lines per order, for the rebate basis (12 months back). */
const ORDERS_PER_MONTH = 10;
const ORDER_LINES = 10;
/** A file of 10,000 lines takes seconds: fewer runs. */
const fileRounds = Math.min(rounds, 10);
const REPORT_API = '/api/smdp-finance/report/';
const DAY_MS = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const measure = (label: string, once: () => Promise<unknown>, runs = rounds) => measureRuns(label, once, runs);

const schema = `bench_finance_${randomBytes(6).toString('hex')}`;
const admin = onPglite ? null : await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await admin?.db.schema.createSchema(schema).execute();
try {
  const database = onPglite
    ? await openDatabase({ kind: 'pglite' })
    : await openDatabase({ kind: 'postgres', url, searchPath: schema, poolSize: 4 });
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
  const grown = await db.transaction().execute((trx) => generateParties(trx, scale));
  const company = (await companyPartyOf(db, ADMIN_TENANT)) ?? '';
  const statementBuyer = await partyByCode(database, 'G0001A');
  const pair: StatementPair = { tenantId: ADMIN_TENANT, creditorPartyId: company, debtorPartyId: statementBuyer };
  const period = await postStatementLines(database, pair);
  const creditEntries = await generateCreditHistory(database, statementBuyer);
  const orderLines = await generatePurchases(database, company);
  await sql`analyze`.execute(db);
  console.log(
    `${database.kind} scale ${scale}: ${JSON.stringify(grown)}, ${STATEMENT_LINES} statement lines, ` +
      `${creditEntries} credit entries, ${orderLines} shipped order lines, in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; load ${loadNow()}`,
  );

  await statements(database, pair, period);
  const instances = onPglite ? await inProcessInstance(database, REPORT_API) : await reportServer(database);
  try {
    await ageing(database, instances[0] as Instance);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
  await accruals(database, company, statementBuyer);
  console.log(`load at the end ${loadNow()}`);
}

/**
 * One server process (the report is measured one call at a time); on a machine too loaded for it to start
 * within its minute, the app in this process on the same database, said so, rather than losing the figures.
 */
async function reportServer(database: DatabaseHandle): Promise<Instance[]> {
  try {
    return await serverProcesses(url, schema, REPORT_API, 1);
  } catch (error) {
    console.log(`(server process did not start: ${(error as Error).message.split('\n')[0]}; the report in-process)`);
    return inProcessInstance(database, REPORT_API);
  }
}

async function partyByCode(database: DatabaseHandle, code: string): Promise<string> {
  const row = await database.db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('customerCode', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * 10,000 lines of one buyer with the company through the fund posting service, one voucher of 100 lines a
 * day over the last 100 days: money received then goods paid from it, goods on credit due in 30 days then
 * part of it repaid, so every balance stays true and above zero. Returns the period that holds them all.
 */
async function postStatementLines(database: DatabaseHandle, pair: StatementPair) {
  const days = STATEMENT_LINES / LINES_PER_DAY;
  const caller = staffCaller(ADMIN_TENANT);
  const holder = { holderPartyId: pair.debtorPartyId, counterpartyPartyId: pair.creditorPartyId };
  for (let day = 0; day < days; day++) {
    const postingDate = dayOf(days - day);
    const due = new Date(Date.parse(postingDate) + 30 * DAY_MS).toISOString().slice(0, 10);
    const lines = Array.from({ length: LINES_PER_DAY / 4 }, (_, index) => {
      const cents = BigInt(10_000 + ((day * 37 + index * 11) % 90_000));
      return [
        { kind: 'CASH' as const, amount: cents, available: cents, entryType: 'RECEIPT' as const },
        { kind: 'CASH' as const, amount: -cents / 2n, available: -cents / 2n, entryType: 'ORDER_PAYMENT' as const },
        { kind: 'CREDIT' as const, amount: cents, entryType: 'CREDIT_USE' as const, dueDate: due },
        { kind: 'CREDIT' as const, amount: -cents / 3n, entryType: 'CREDIT_REPAY' as const },
      ];
    }).flat();
    await database.db.transaction().execute((trx) =>
      postFund(trx, {
        caller,
        holder,
        voucher: { type: 'bench_statement', id: String(day + 1), docNo: `BENCH-ST-${day + 1}` },
        postingDate,
        lines,
      }),
    );
  }
  return { start: dayOf(days + 1), end: dayOf(0) };
}

/**
 * Every buyer with its seller (distributors with the company, sub-customers with their distributor) gets a
 * credit limit and CREDIT_ENTRIES credit entries over the last 200 days, written in bulk with running
 * balances and the balance row their sum: uses due 30 days after, each followed by a smaller repayment.
 */
async function generateCreditHistory(database: DatabaseHandle, except: string): Promise<number> {
  const { db } = database;
  const pairs = sql`(select id as holder, seller_party_id as counterparty from base_customer
    where tenant_id = ${ADMIN_TENANT} and customer_code like 'G%' and seller_party_id is not null and id <> ${except})`;
  await sql`
    insert into credit_limit (tenant_id, creditor_party_id, debtor_party_id, credit_limit, term_days)
    select ${ADMIN_TENANT}, counterparty, holder, 1000000, 30 from ${pairs} as p
    on conflict do nothing`.execute(db);
  const inserted = await sql`
    insert into fund_ledger_entry (tenant_id, posting_date, voucher_type, voucher_id, voucher_line, holder_party_id,
      counterparty_party_id, kind, amount, balance_after, frozen_change, frozen_after, available_change,
      available_after, entry_type, due_date, remark)
    select ${ADMIN_TENANT}, current_date - (200 - n * 8), 'bench_credit', n, 1, p.holder, p.counterparty, 'CREDIT',
      moves.amount, sum(moves.amount) over w, 0, 0, 0, 0, moves.entry_type,
      case when moves.entry_type = 'CREDIT_USE' then current_date - (200 - n * 8) + 30 end, 'BENCH-' || n
    from ${pairs} as p
    cross join generate_series(1, ${CREDIT_ENTRIES}) as n
    cross join lateral (select case when n % 2 = 1 then ((p.holder + n) % 7 + 1) * 100.00
        else -(((p.holder + n) % 5 + 1) * 10.00) end as amount,
      case when n % 2 = 1 then 'CREDIT_USE' else 'CREDIT_REPAY' end as entry_type) as moves
    window w as (partition by p.holder, p.counterparty order by n)
    order by p.holder, n`.execute(db);
  await sql`
    insert into fund_balance (tenant_id, holder_party_id, counterparty_party_id, kind, balance)
    select tenant_id, holder_party_id, counterparty_party_id, kind, sum(amount) from fund_ledger_entry
    where tenant_id = ${ADMIN_TENANT} and voucher_type = 'bench_credit'
    group by tenant_id, holder_party_id, counterparty_party_id, kind`.execute(db);
  return Number(inserted.numAffectedRows ?? 0);
}

/**
 * The rebate basis: every generated distributor gets ORDERS_PER_MONTH shipped primary orders of
 * ORDER_LINES lines a month from the company over the last 12 months (this month's up to today).
 */
async function generatePurchases(database: DatabaseHandle, company: string): Promise<number> {
  const { db } = database;
  const warehouse = await db
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('code', '=', 'CW01')
    .executeTakeFirstOrThrow();
  const goods = await db
    .selectFrom('goods')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .orderBy('id')
    .limit(ORDER_LINES)
    .execute();
  const goodsIds = goods.map((row) => row.id);
  // Month m (0: this one) day d: never after today.
  await sql`
    insert into sales_order (tenant_id, doc_no, channel, seller_party_id, buyer_party_id, ship_from_warehouse_id,
      delivery_method, state, delivery_status, payment_status, per_delivered, posting_date, total_amount,
      actual_total_amount, cash_payment)
    select ${ADMIN_TENANT}, 'BENCH-R-' || b.id || '-' || m || '-' || k, 'PRIMARY', ${company}, b.id, ${warehouse.id},
      'DELIVERY', 'SHIPPED', 'FULLY_DELIVERED', 'PAID', 100,
      least(current_date, (date_trunc('month', current_date) - make_interval(months => m))::date + (k * 3) % 28),
      ${ORDER_LINES} * 50, ${ORDER_LINES} * 50, ${ORDER_LINES} * 50
    from base_customer b
    cross join generate_series(0, 11) as m
    cross join generate_series(1, ${ORDERS_PER_MONTH}) as k
    where b.tenant_id = ${ADMIN_TENANT} and b.party_type = 'DISTRIBUTOR' and b.customer_code like 'G%'`.execute(db);
  const lines = await sql`
    insert into sales_order_line (tenant_id, order_id, line_no, goods_id, unit, factor, qty, base_qty, unit_price,
      net_amount, qty_delivered, qty_received)
    select o.tenant_id, o.id, g.ord, g.id, 'PCS', 1, 5, 5, 10, 50, 5, 5
    from sales_order o cross join unnest(${goodsIds}::bigint[]) with ordinality as g(id, ord)
    where o.tenant_id = ${ADMIN_TENANT} and o.doc_no like 'BENCH-R-%'`.execute(db);
  return Number(lines.numAffectedRows ?? 0);
}

/** The statement of 10,000 lines: its figures alone (the ceiling of both files), as PDF and as Excel. */
async function statements(database: DatabaseHandle, pair: StatementPair, period: { start: string; end: string }) {
  const { db } = database;
  const query = { ...period, ageing: true };
  const probe = await statementFigures(db, pair, query);
  console.log(`statement of ${probe.lines.length} lines, ${period.start} – ${period.end}, with ageing`);
  await measure('ceiling: statement figures alone (opening, lines, running balance, ageing)', () =>
    statementFigures(db, pair, query),
  );
  let bytes = 0;
  await measureRuns(
    `statement as PDF (figures + render), ${probe.lines.length} lines`,
    async () => {
      const [statement, logo] = await Promise.all([
        statementFigures(db, pair, query),
        companyLogoImage(db, pair.tenantId),
      ]);
      bytes = (await statementPdf({ statement, lang: 'en', today: todayIn(new Date(), 'UTC'), logo })).length;
    },
    fileRounds,
  );
  console.log(`  ${(bytes / 1024).toFixed(0)} KiB; load ${loadNow()}`);
  await measureRuns(
    `statement as Excel (figures + sheet), ${probe.lines.length} lines`,
    async () => {
      bytes = (await statementXlsx(await statementFigures(db, pair, query), 'en')).length;
    },
    fileRounds,
  );
  console.log(`  ${(bytes / 1024).toFixed(0)} KiB; load ${loadNow()}`);
}

/** Receivables ageing over HTTP: the tab's first page, and "overdue only" over every buyer with credit. */
async function ageing(database: DatabaseHandle, instance: Instance) {
  const all = (await instance.call('GET', 'ageing', { query: { size: '1' } })) as { total: number };
  console.log(`${all.total} buyer/seller pairs with credit; load ${loadNow()}`);
  await measure('ceiling: sum every credit entry per buyer and seller (bare SQL)', () =>
    sql`select holder_party_id, counterparty_party_id, sum(amount) from fund_ledger_entry
      where tenant_id = ${ADMIN_TENANT} and kind = 'CREDIT' group by 1, 2`.execute(database.db),
  );
  await measure('receivables ageing, first page of 20 (HTTP)', () =>
    instance.call('GET', 'ageing', { query: { size: '20' } }),
  );
  await measure(`receivables ageing, overdue only over ${all.total} pairs, page of 20 (HTTP)`, () =>
    instance.call('GET', 'ageing', { query: { size: '20', overdueOnly_equal: 'true' } }),
  );
}

/**
 * Accruals of the demo's monthly policy: one buyer's after a shipment (what the order module's listener
 * runs in the shipment's transaction), every buyer's of this month, and the whole policy so far.
 */
async function accruals(database: DatabaseHandle, company: string, buyer: string) {
  const { db } = database;
  const today = todayIn(new Date(), 'UTC');
  const policyRow = await db
    .selectFrom('rebatePolicy')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('ownerPartyId', '=', company)
    .where('state', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  const policy = await loadPolicy(db, ADMIN_TENANT, policyRow.id);
  const span = policy && periodOf(policy, today);
  if (!policy || !span) throw new Error('the demo policy does not cover today');
  const basis = { sellerPartyId: company, dateFrom: span.start, dateTo: span.end };
  await measure('ceiling: rebate basis of one buyer for this month (the query alone)', () =>
    rebateBasis(db, ADMIN_TENANT, { ...basis, buyerPartyIds: [buyer] }),
  );
  await measure('rebate accrual of one buyer after a shipment (onPurchase, in its transaction)', () =>
    db
      .transaction()
      .execute((trx) =>
        onPurchase(trx, ADMIN_TENANT, { sellerPartyId: company, buyerPartyId: buyer, orderDate: today }),
      ),
  );
  let buyers = 0;
  await measureRuns(
    'rebate accruals of every buyer of the policy, this month',
    async () => {
      buyers = (await db.transaction().execute((trx) => recomputePeriod(trx, ADMIN_TENANT, policy, span, null))).length;
    },
    Math.min(rounds, 20),
  );
  console.log(`  ${buyers} buyers; load ${loadNow()}`);
  // What activation and the recompute action run: too long to repeat, timed once.
  const at = performance.now();
  await db.transaction().execute((trx) => recomputePolicy(trx, ADMIN_TENANT, policy, null, today));
  console.log(
    `rebate accruals of every buyer, every period of the policy so far: ${(performance.now() - at).toFixed(0)} ms ` +
      `(1 run); load ${loadNow()}`,
  );
}
