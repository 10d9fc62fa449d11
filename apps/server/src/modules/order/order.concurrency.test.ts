import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Order } from '@smdp/contracts/order';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { grantCredit } from '../../testing/fund-fixtures';
import { balanceOf, expectNoDrift, payIn, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { checkFundInvariants } from '../fund';
import { ORDER_DOCUMENT } from './order.names';
import { orderClient } from './order.testkit';

/**
 * Submissions of one buyer at the same moment, alternating between the two instances (and en / fr).
 * PGlite is one connection and runs them one after the other: fewer show the same there.
 */
const RACERS = process.env.TEST_DB_KIND === 'postgres' ? 100 : 30;
/** How many of the racers the credit limit and the cash cover (each order is 10.00). */
const CREDIT_FITS = Math.floor(RACERS * 0.45);
const CASH_FITS = Math.floor(RACERS * 0.35);

/**
 * RACERS submissions by one buyer at the same moment on two server instances (on PostgreSQL two pools;
 * PGlite has one connection and runs the same race one transaction at a time): the last units of
 * stock, the cash and the credit limit are never overdrawn, not even for a moment (the ledgers' running
 * figures say so); the refused get a translated message and stay drafts with nothing held, the
 * credit-short wait ON_HOLD without credit frozen. Checked in the tables once everything settled.
 */
describe(`${RACERS} order submissions of one buyer racing on two instances`, () => {
  let t: TestApp;
  let instances: App[];
  let make: StockFixtures;
  let token: string;
  let company: string;
  beforeAll(async () => {
    t = await createTestApp();
    instances = [t.app, await t.anotherInstance()];
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    token = (await signIn(t.app, 'admin')).accessToken;
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const lang = (index: number) => (index % 4 < 2 ? 'en' : 'fr');
  const on = (index: number) => orderClient(instances[index % 2] as App, token, lang(index));

  type Setup = Awaited<ReturnType<typeof buyerWith>>;

  /** A fresh distributor of the company, one goods priced 10.00 without tax, a warehouse holding `stock`. */
  async function buyerWith(stock: string) {
    const code = `RACE-${randomBytes(4).toString('hex')}`;
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
    const goods = await sellableGoods(db(), make, buyer, '10.00', { taxRate: '0' });
    const warehouse = await make.warehouse();
    await stockUp(db(), warehouse, goods, stock);
    return { buyer, goods, warehouse, holder: { holderPartyId: buyer, counterpartyPartyId: company } };
  }

  /**
   * RACERS drafts of one piece (10.00) paid as `split`: one saved through the API, the others its copies
   * with their own numbers (the race is about submit; saving a hundred drafts one by one only takes time).
   */
  async function drafts(setup: Setup, split: { cashPayment: string; creditPayment: string }) {
    const saved = dataOf<Order>(
      await on(0).save({
        channel: 'PRIMARY',
        buyerPartyId: setup.buyer,
        shipFromWarehouseId: setup.warehouse,
        deliveryMethod: 'DELIVERY',
        lines: [{ goodsId: setup.goods, unit: PIECE, qty: '1' }],
        payForm: {
          totalAmount: '10.00',
          totalDiscount: '0',
          totalTax: '0',
          actualTotalAmount: '10.00',
          rebatePayment: '0',
          useAvailableCredit: split.creditPayment !== '0',
          ...split,
        },
      }),
    );
    const { id: _id, ...order } = await db()
      .selectFrom('salesOrder')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    const lines = await db().selectFrom('salesOrderLine').selectAll().where('orderId', '=', saved.id).execute();
    const copies = await db()
      .insertInto('salesOrder')
      .values(Array.from({ length: RACERS - 1 }, (_, index) => ({ ...order, docNo: `${order.docNo}-${index + 1}` })))
      .returning(['id', 'version'])
      .execute();
    await db()
      .insertInto('salesOrderLine')
      .values(copies.flatMap((copy) => lines.map(({ id: _line, ...line }) => ({ ...line, orderId: copy.id }))))
      .execute();
    return [{ id: saved.id, version: saved.version }, ...copies];
  }

  /** Every draft submitted at once, alternating instances; the replies in draft order, timed. */
  async function race(label: string, setup: Setup, split: { cashPayment: string; creditPayment: string }) {
    const started = performance.now();
    const orders = await drafts(setup, split);
    const raced = performance.now();
    const replies = await Promise.all(orders.map((order, index) => on(index).act('submit', order, {})));
    const settled = performance.now();
    console.log(
      `${label}: ${RACERS} drafts in ${(raced - started).toFixed(0)} ms, ${RACERS} submits on 2 instances ` +
        `(${t.database.kind}) in ${(settled - raced).toFixed(0)} ms`,
    );
    // Nothing failed for want of a lock or a retry: each reply is an order or a translated refusal.
    for (const reply of replies) expect([200, 400]).toContain(reply.json().code);
    return { orders, replies, accepted: replies.filter((reply) => reply.json().code === 200) };
  }

  /** The buyer's orders as stored, by id. */
  async function storedOrders(setup: Setup) {
    const rows = await db()
      .selectFrom('salesOrder')
      .select(['id', 'state', 'version', 'cashPayment', 'creditPayment', 'holdReason', 'creditRequestStatus'])
      .where('buyerPartyId', '=', setup.buyer)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The ORDER_FREEZE/RELEASE entries of the buyer's fund account of `kind`, per order, and their extremes. */
  async function fundLedgerOf(setup: Setup, kind: 'CASH' | 'CREDIT') {
    const where = sql`tenant_id = ${ADMIN_TENANT} and holder_party_id = ${setup.buyer}
      and counterparty_party_id = ${company} and kind = ${kind}`;
    const perOrder = await sql<{ voucherId: string; frozen: string; entries: string }>`
      select voucher_id::text as voucher_id, sum(frozen_change)::text as frozen, count(*)::text as entries
      from fund_ledger_entry where ${where} and voucher_type = ${ORDER_DOCUMENT} group by voucher_id`.execute(db());
    const extremes = await sql<{ maxFrozen: string; minAvailable: string; entries: string }>`
      select max(frozen_after)::text as max_frozen, min(available_after)::text as min_available,
        count(*)::text as entries
      from fund_ledger_entry where ${where}`.execute(db());
    const balance = await db()
      .selectFrom('fundBalance')
      .select(['balance', 'frozen', 'available'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('holderPartyId', '=', setup.buyer)
      .where('counterpartyPartyId', '=', company)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return {
      frozenBy: new Map(perOrder.rows.map((row) => [row.voucherId, row.frozen])),
      ...(extremes.rows[0] ?? { maxFrozen: null, minAvailable: null, entries: '0' }),
      balance,
    };
  }

  /** What each of the orders still holds reserved of the goods, by order id. */
  async function reservationsOf(orders: readonly { id: string }[]) {
    const rows = await db()
      .selectFrom('stockReservation')
      .select([
        'sourceId',
        sql<string>`sum(qty - released - consumed)::text`.as('open'),
        (eb) => eb.fn.countAll<string>().as('n'),
      ])
      .where('sourceType', '=', ORDER_DOCUMENT)
      .where(
        'sourceId',
        'in',
        orders.map((order) => order.id),
      )
      .groupBy('sourceId')
      .execute();
    return new Map(rows.map((row) => [row.sourceId, row.open]));
  }

  const sum = (values: string[]) => values.reduce((total, value) => total + Number(value), 0).toFixed(2);

  it('the last units of stock: exactly as many submissions as units reserve one; the rest are told', async () => {
    const units = 7;
    const setup = await buyerWith(String(units));
    await grantCredit(db(), ADMIN_TENANT, setup.holder, '100000');
    const { orders, replies, accepted } = await race('last units', setup, { cashPayment: '0', creditPayment: '10.00' });
    expect(accepted).toHaveLength(units);
    replies.forEach((reply: LightMyRequestResponse, index) => {
      if (reply.json().code === 200) return;
      expect(reply.json().msg).toMatch(
        lang(index) === 'en'
          ? /^Not enough stock of SKU-\S+ in warehouse WH-\S+: 0\.000 available, 1\.000 needed$/
          : /^Stock insuffisant de SKU-\S+ dans l'entrepôt WH-\S+ : 0\.000 disponible, 1\.000 nécessaire$/,
      );
    });

    const stored = await storedOrders(setup);
    const submitted = orders.filter((order) => stored.get(order.id)?.state === 'SUBMITTED');
    expect(submitted).toHaveLength(units);
    expect(orders.filter((order) => stored.get(order.id)?.state === 'DRAFT')).toHaveLength(RACERS - units);
    expect(await balanceOf(db(), setup.warehouse, setup.goods)).toEqual({
      onHand: `${units}.000`,
      reserved: `${units}.000`,
      available: '0.000',
    });
    const reserved = await reservationsOf(orders);
    expect([...reserved.keys()].sort()).toEqual(submitted.map((order) => order.id).sort());
    expect(new Set(reserved.values())).toEqual(new Set(['1.000']));
    const credit = await fundLedgerOf(setup, 'CREDIT');
    expect(credit.balance).toMatchObject({ balance: '0.00', frozen: '70.00' });
    expect([...credit.frozenBy.keys()].sort()).toEqual(submitted.map((order) => order.id).sort());
    expect(sum([...credit.frozenBy.values()])).toBe(
      sum(submitted.map((order) => stored.get(order.id)?.creditPayment ?? '')),
    );
    await expectNoDrift(db());
    expect(await checkFundInvariants(db())).toEqual([]);
  });

  it('one credit limit: frozen credit never passes it; the rest wait ON_HOLD with nothing frozen', async () => {
    const setup = await buyerWith('1000');
    await grantCredit(db(), ADMIN_TENANT, setup.holder, `${CREDIT_FITS * 10 + 5}`);
    const { orders, accepted } = await race('credit limit', setup, { cashPayment: '0', creditPayment: '10.00' });
    expect(accepted).toHaveLength(RACERS);

    const stored = await storedOrders(setup);
    const submitted = orders.filter((order) => stored.get(order.id)?.state === 'SUBMITTED');
    const held = orders.filter((order) => stored.get(order.id)?.state === 'ON_HOLD');
    expect(submitted).toHaveLength(CREDIT_FITS);
    expect(held).toHaveLength(RACERS - CREDIT_FITS);
    for (const order of held) {
      expect(stored.get(order.id)).toMatchObject({ holdReason: 'CREDIT', creditRequestStatus: 'REQUESTED' });
    }
    const credit = await fundLedgerOf(setup, 'CREDIT');
    expect(credit.balance).toMatchObject({ balance: '0.00', frozen: `${CREDIT_FITS * 10}.00` });
    // Not only at the end: no entry ever took the frozen credit past the limit.
    expect(Number(credit.maxFrozen)).toBeLessThanOrEqual(CREDIT_FITS * 10 + 5);
    expect(credit.entries).toBe(String(CREDIT_FITS));
    expect([...credit.frozenBy.keys()].sort()).toEqual(submitted.map((order) => order.id).sort());
    expect(sum([...credit.frozenBy.values()])).toBe(credit.balance.frozen);
    // ON_HOLD keeps its stock: every order, held or not, reserves its piece.
    expect(await balanceOf(db(), setup.warehouse, setup.goods)).toMatchObject({ reserved: `${RACERS}.000` });
    expect((await reservationsOf(orders)).size).toBe(RACERS);
    await expectNoDrift(db());
    expect(await checkFundInvariants(db())).toEqual([]);
  });

  it('one cash account: cash never goes below zero; frozen is the accepted orders cash; the refused are told', async () => {
    const setup = await buyerWith('1000');
    await payIn(db(), ADMIN_TENANT, setup.holder, `${CASH_FITS * 10 + 5}`);
    const { orders, replies, accepted } = await race('cash', setup, { cashPayment: '10.00', creditPayment: '0' });
    expect(accepted).toHaveLength(CASH_FITS);
    replies.forEach((reply: LightMyRequestResponse, index) => {
      if (reply.json().code === 200) return;
      // Refused before the lock (the figures read first) or under it: both name the cash.
      expect(reply.json().msg).toMatch(
        lang(index) === 'en'
          ? /^(Only 5\.00 cash is available|Not enough cash: 5\.00 available, 10\.00 needed)$/
          : /^(Seuls 5\.00 en espèces sont disponibles|Liquidités insuffisantes : 5\.00 disponible, 10\.00 nécessaire)$/,
      );
    });

    const stored = await storedOrders(setup);
    const submitted = orders.filter((order) => stored.get(order.id)?.state === 'SUBMITTED');
    const refused = orders.filter((order) => stored.get(order.id)?.state === 'DRAFT');
    expect(submitted).toHaveLength(CASH_FITS);
    expect(refused).toHaveLength(RACERS - CASH_FITS);
    for (const order of refused) expect(stored.get(order.id)?.version).toBe(order.version);
    const cash = await fundLedgerOf(setup, 'CASH');
    expect(cash.balance).toEqual({
      balance: `${CASH_FITS * 10 + 5}.00`,
      frozen: `${CASH_FITS * 10}.00`,
      available: '5.00',
    });
    expect(Number(cash.minAvailable)).toBeGreaterThanOrEqual(0);
    expect(cash.entries).toBe(String(CASH_FITS + 1));
    expect([...cash.frozenBy.keys()].sort()).toEqual(submitted.map((order) => order.id).sort());
    expect(sum([...cash.frozenBy.values()])).toBe(
      sum(submitted.map((order) => stored.get(order.id)?.cashPayment ?? '')),
    );
    expect(await balanceOf(db(), setup.warehouse, setup.goods)).toMatchObject({ reserved: `${CASH_FITS}.000` });
    expect([...(await reservationsOf(orders)).keys()].sort()).toEqual(submitted.map((order) => order.id).sort());
    await expectNoDrift(db());
    expect(await checkFundInvariants(db())).toEqual([]);
  });
});
