import { randomBytes } from 'node:crypto';
import type { Order, OrderQuote } from '@smdp/contracts/order';
import { type KyselyPlugin, PostgresQueryCompiler } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { grantCredit } from '../../testing/fund-fixtures';
import { payIn, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, dataOf, signIn, type TestApp, testConfig } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { orderClient } from './order.testkit';

/**
 * The SQL statements one submit sends (BEGIN and COMMIT not included), counted by a Kysely plugin on an
 * instance of its own: a submit's round trips do not grow with its lines (one statement per step for
 * pricing, reservation and freeze), and stay under a ceiling that a new N+1 would break.
 */
// 44 today: the credit terms (limit, party, defaults: three statements) are read once and handed to the
// availability, the overdue check and the freeze; the detail it returns reads the credit still frozen.
// 48 with configurable approvals: the rules of the action and of the new state, closing the last task
// and opening the approval's (four statements, whatever the lines).
const CEILING = 48;
/** The session gate's poll runs on its own timer, whatever the requests. */
const SESSION_GATE_POLL = /from "(session_cutoff|blade_tenant)"/;

class StatementCounter implements KyselyPlugin {
  recording: string[] | undefined;
  readonly #compiler = new PostgresQueryCompiler();
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    const statement = this.#compiler.compileQuery(args.node, args.queryId).sql.replace(/\s+/g, ' ');
    if (!SESSION_GATE_POLL.test(statement)) this.recording?.push(statement);
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

describe('statements of one order submit', () => {
  let t: TestApp;
  let counted: App;
  const counter = new StatementCounter();
  let make: StockFixtures;
  let token: string;
  let company: string;
  beforeAll(async () => {
    t = await createTestApp();
    counted = await buildApp(testConfig(), { ...t.database, db: t.database.db.withPlugin(counter) });
    await counted.ready();
    token = (await signIn(t.app, 'admin')).accessToken;
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    company = (await companyPartyOf(t.database.db, ADMIN_TENANT)) ?? '';
  });
  afterAll(async () => {
    await counted?.close();
    await t.close();
  });
  const db = () => t.database.db;

  /** A fresh distributor with `lines` priced goods in stock, cash 1000 and a credit line of `credit`. */
  async function buyerWith(lines: number, credit: string) {
    const code = `STMT-${randomBytes(4).toString('hex')}`;
    const buyer = (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType: 'DISTRIBUTOR',
          sellerPartyId: company,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const warehouse = await make.warehouse();
    const goods: string[] = [];
    for (let line = 0; line < lines; line++) {
      const one = await sellableGoods(db(), make, buyer, '10.00', { taxRate: '0' });
      await stockUp(db(), warehouse, one, '50');
      goods.push(one);
    }
    const holder = { holderPartyId: buyer, counterpartyPartyId: company };
    await payIn(db(), ADMIN_TENANT, holder, '1000');
    await grantCredit(db(), ADMIN_TENANT, holder, credit);
    return { buyer, warehouse, goods };
  }

  /** Drafts an order of every goods (2 pieces each) paid half cash, half credit; returns the submit's statements. */
  async function submitStatements(setup: Awaited<ReturnType<typeof buyerWith>>) {
    const client = orderClient(t.app, token);
    const cart = {
      channel: 'PRIMARY',
      buyerPartyId: setup.buyer,
      shipFromWarehouseId: setup.warehouse,
      lines: setup.goods.map((goodsId) => ({ goodsId, unit: PIECE, qty: '2' })),
    };
    const quote = await client.quote(cart);
    const half = (Number(quote.payForm.actualTotalAmount) / 2).toFixed(2);
    const payForm: OrderQuote['payForm'] = {
      ...quote.payForm,
      cashPayment: half,
      rebatePayment: '0',
      creditPayment: half,
      useAvailableCredit: true,
    };
    const draft = dataOf<Order>(await client.save({ ...cart, deliveryMethod: 'DELIVERY', payForm }));
    // What an instance loads and keeps a while (sessions' cut-offs, tenants, button codes) is not the submit's.
    await orderClient(counted, token).act('submit', { id: '1', version: 1 });
    counter.recording = [];
    const response = await orderClient(counted, token).act('submit', draft, { payForm });
    const statements = counter.recording;
    counter.recording = undefined;
    return { order: dataOf<Order>(response), statements };
  }

  it('a 20-line submit sends as many statements as a 1-line one, under the ceiling', async () => {
    const one = await submitStatements(await buyerWith(1, '1000'));
    const twenty = await submitStatements(await buyerWith(20, '1000'));
    console.log(
      `submit statements: 1 line ${one.statements.length}, 20 lines ${twenty.statements.length}\n  ` +
        twenty.statements.map((statement) => statement.slice(0, 140)).join('\n  '),
    );
    expect([one.order.state, twenty.order.state]).toEqual(['SUBMITTED', 'SUBMITTED']);
    expect(twenty.statements.length).toBe(one.statements.length);
    expect(twenty.statements.length).toBeLessThanOrEqual(CEILING);
  });

  it('a credit-short submit (ON_HOLD) sends no more than a few statements more', async () => {
    const held = await submitStatements(await buyerWith(3, '1'));
    const plain = await submitStatements(await buyerWith(3, '1000'));
    console.log(`submit statements: ON_HOLD ${held.statements.length}, SUBMITTED ${plain.statements.length}`);
    expect([held.order.state, plain.order.state]).toEqual(['ON_HOLD', 'SUBMITTED']);
    expect(held.statements.length).toBeLessThanOrEqual(plain.statements.length + 2);
  });
});
