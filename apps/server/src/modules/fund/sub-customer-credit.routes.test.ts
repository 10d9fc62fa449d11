import { randomBytes } from 'node:crypto';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { CreditChange, CreditLimit, SubCustomerCredit } from '@smdp/contracts/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { orderClient, orderOf, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { partyIdOf } from '../../testing/parties';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { fundAvailability } from './index';

const API = '/api/smdp-finance/sub-customer-credit';
type Page<T> = { records: T[]; total: number };

/**
 * A distributor's credit to its own sub-customers (page /finance/sub-cust-credit/setting, domain.md §7):
 * the same limits as the company's, creditor = the distributor; nobody else's is there for it, and an
 * order between them uses that credit, never the distributor's own credit with the company.
 */
describe('sub-customer credit over HTTP', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let company: string;
  let dist01: string;
  let dist02: string;
  /** A fresh store of dist01 (no credit yet), and one of dist02. */
  let store: string;
  let foreignStore: string;
  const db = () => t.database.db;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const codeOf = (response: { json: () => { code: number } }) => response.json().code;
  const listOf = async (token: string, query = '') =>
    dataOf<Page<SubCustomerCredit>>(await call(token, 'GET', `/list?current=1&size=100${query}`));
  const limitRow = (creditor: string, debtor: string) =>
    db()
      .selectFrom('creditLimit')
      .selectAll()
      .where('creditorPartyId', '=', creditor)
      .where('debtorPartyId', '=', debtor)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
  const auditLines = async (id: string) =>
    (
      await db()
        .selectFrom('auditLog')
        .select('action')
        .where('entity', '=', 'credit_limit')
        .where('entityId', '=', id)
        .execute()
    ).length;

  async function newStore(seller: string) {
    const code = `SUBC-${randomBytes(4).toString('hex')}`;
    return (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: `Duka ${code}`,
          customerFullName: code,
          partyType: 'STORE',
          sellerPartyId: seller,
          state: 'ACTIVE',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(db(), ADMIN_TENANT);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) as string;
    dist01 = await partyIdOf(db(), 'C0001');
    dist02 = await partyIdOf(db(), 'C0002');
    store = await newStore(dist01);
    foreignStore = await newStore(dist02);
  });
  afterAll(() => t.close());

  it('lets dist01 set the credit of its own store: audited, and the figure is in its list', async () => {
    const before = await listOf(tokens.dist01);
    const row = before.records.find((one) => one.holderPartyId === store);
    expect(row).toMatchObject({ counterpartyPartyId: dist01, creditLimit: '0.00', limitVersion: null });
    expect(before.records.every((one) => one.counterpartyPartyId === dist01)).toBe(true);
    expect(before.records.map((one) => one.holderPartyId)).not.toContain(foreignStore);
    expect(dataOf(await call(tokens.dist01, 'GET', `/detail?debtorPartyId=${store}`))).toBeNull();

    const request = dataOf<CreditChange>(
      await call(tokens.dist01, 'POST', '/save', {
        debtorPartyId: store,
        creditLimit: '300',
        tempLimit: '50',
        tempValidTo: '2999-12-31',
        termDays: 14,
        remark: 'Weekly account',
      }),
    );
    // dist01 holds the page's direct button: its own change is approved in the same step.
    expect(request).toMatchObject({ state: 'APPROVED', direct: true, before: null });
    const saved = request.limit as CreditLimit;
    expect(saved).toMatchObject({ creditorPartyId: dist01, debtorPartyId: store, creditLimit: '300.00', version: 1 });
    expect(await auditLines(saved.id)).toBe(1);

    const after = (await listOf(tokens.dist01, `&holderName_like=${encodeURIComponent('Duka SUBC')}`)).records.find(
      (one) => one.holderPartyId === store,
    );
    expect(after).toMatchObject({
      creditLimit: '300.00',
      creditTempLimit: '50.00',
      tempValidTo: '2999-12-31',
      termDays: 14,
      creditUsed: '0.00',
      creditAvailable: '350.00',
      overdue: '0.00',
      limitVersion: 1,
      holderPartyType: 'STORE',
    });
    const changed = dataOf<CreditChange>(
      await call(tokens.dist01, 'POST', '/save', { debtorPartyId: store, creditLimit: '400', version: 1 }),
    ).limit;
    expect(changed).toMatchObject({ creditLimit: '400.00', tempLimit: '0.00', tempValidTo: null, version: 2 });
    expect(await auditLines(saved.id)).toBe(2);
    // Company staff manage it too, naming the distributor.
    const staffView = await listOf(tokens.admin, `&creditorPartyId=${dist01}`);
    expect(staffView.records.find((one) => one.holderPartyId === store)?.creditLimit).toBe('400.00');
    expect(codeOf(await call(tokens.admin, 'GET', '/list?current=1&size=10'))).toBe(400);
  });

  it("finds nothing of another distributor's store, of dist01's own credit, or for another tenant; nothing changes", async () => {
    const body = { debtorPartyId: foreignStore, creditLimit: '999' };
    expect(codeOf(await call(tokens.dist01, 'POST', '/save', body))).toBe(404);
    expect(codeOf(await call(tokens.dist01, 'POST', '/save', { ...body, creditorPartyId: dist02 }))).toBe(404);
    expect(codeOf(await call(tokens.dist01, 'GET', `/detail?debtorPartyId=${foreignStore}`))).toBe(404);
    expect(codeOf(await call(tokens.dist01, 'GET', `/list?creditorPartyId=${dist02}`))).toBe(404);
    expect(await limitRow(dist01, foreignStore)).toBeUndefined();
    expect(await limitRow(dist02, foreignStore)).toBeUndefined();

    // Its own credit with the company: not its sub-customer, and the company is not its to name.
    const own = await limitRow(company, dist01);
    expect(codeOf(await call(tokens.dist01, 'POST', '/save', { debtorPartyId: dist01, creditLimit: '1' }))).toBe(404);
    expect(
      codeOf(
        await call(tokens.dist01, 'POST', '/save', {
          debtorPartyId: dist01,
          creditorPartyId: company,
          creditLimit: '999999',
          unlimited: true,
        }),
      ),
    ).toBe(404);
    expect(codeOf(await call(tokens.dist01, 'GET', `/detail?debtorPartyId=${dist01}&creditorPartyId=${company}`))).toBe(
      404,
    );
    expect(await limitRow(company, dist01)).toEqual(own);

    // Another tenant's administrator: the distributor and its store are not there.
    expect(codeOf(await call(tokens.otherAdmin, 'GET', `/list?creditorPartyId=${dist01}`))).toBe(404);
    expect(
      codeOf(
        await call(tokens.otherAdmin, 'POST', '/save', {
          debtorPartyId: store,
          creditorPartyId: dist01,
          creditLimit: '1',
        }),
      ),
    ).toBe(404);
    // The sub-account has no such page; a sub-account narrowed to its own rows finds nothing either.
    expect(codeOf(await call(tokens['dist01-sub'], 'GET', '/list'))).toBe(403);
    const narrowed = await accountWithDataScope(t, {
      like: 'dist01',
      account: 'dist01-narrow',
      dataScope: DATA_SCOPE.SELF,
    });
    expect(codeOf(await call(narrowed.token, 'GET', '/list'))).toBe(404);
    expect(codeOf(await call(narrowed.token, 'POST', '/save', { debtorPartyId: store, creditLimit: '1' }))).toBe(404);
    expect((await limitRow(dist01, store))?.creditLimit).toBe('400.00');
  });

  it('refuses bad input with a translated message and keeps the limit as it was', async () => {
    const current = await limitRow(dist01, store);
    const version = current?.version;
    const save = (payload: object, lang = 'en') =>
      call(tokens.dist01, 'POST', '/save', { debtorPartyId: store, version, ...payload }, lang);
    const negative = await save({ creditLimit: '-5' }, 'es');
    expect(negative.json()).toMatchObject({ code: 400, success: false });
    expect(negative.json().msg).toMatch(/importe de 0 o más/);
    expect(codeOf(await save({ creditLimit: -5 }))).toBe(400);
    expect(codeOf(await save({ creditLimit: '1.234' }))).toBe(400);
    const badDay = await save({ creditLimit: '10', tempLimit: '5', tempValidTo: '2026-02-30' }, 'fr');
    expect(badDay.json()).toMatchObject({ code: 400 });
    expect(badDay.json().msg).toMatch(/jour réel/);
    expect(codeOf(await save({ creditLimit: '10', tempValidTo: '31/12/2026' }))).toBe(400);
    expect(codeOf(await save({ creditLimit: '10', termDays: -1 }))).toBe(400);
    const stale = await save({ creditLimit: '10', version: (version ?? 0) + 3 }, 'ru');
    expect(stale.json()).toMatchObject({ code: 409, success: false });
    expect(stale.json().msg).not.toBe('');
    expect(codeOf(await call(tokens.dist01, 'POST', '/save', { debtorPartyId: store, creditLimit: '10' }))).toBe(409);
    expect(await limitRow(dist01, store)).toEqual(current);
  });

  it("checks a SECONDARY order against the credit dist01 granted, never touching dist01's credit with the company", async () => {
    const holder = { holderPartyId: store, counterpartyPartyId: dist01 };
    const own = { holderPartyId: dist01, counterpartyPartyId: company };
    const current = await limitRow(dist01, store);
    dataOf(
      await call(tokens.dist01, 'POST', '/save', {
        debtorPartyId: store,
        creditLimit: '30',
        termDays: 7,
        version: current?.version,
      }),
    );
    const w01 = (
      await db()
        .selectFrom('warehouse')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('code', '=', 'W01')
        .executeTakeFirstOrThrow()
    ).id;
    const goods = await sellableGoods(db(), make, store, '5.00', { taxRate: '0' });
    await stockUp(db(), w01, goods, '20');
    const dist = orderClient(t.app, tokens.dist01);
    const ownBefore = await fundAvailability(db(), ADMIN_TENANT, own);
    const ownLedgerBefore = await creditEntriesOf(own);

    const orderFor = async (qty: string) => {
      const lines = [{ goodsId: goods, unit: PIECE, qty }];
      const draft = { channel: 'SECONDARY', buyerPartyId: store, shipFromWarehouseId: w01, lines };
      const quote = await dist.quote(draft);
      return orderOf(await dist.save({ ...draft, deliveryMethod: 'PICKUP', payForm: quote.payForm }));
    };
    // 8 pieces = 40.00 on credit: above the 30.00 dist01 granted, the submit waits ON_HOLD, no credit frozen.
    const tooMuch = await orderFor('8');
    expect(tooMuch.payForm.creditPayment).toBe('40.00');
    const held = orderOf(await dist.act('submit', tooMuch, {}));
    expect(held).toMatchObject({ state: 'ON_HOLD', holdReason: 'CREDIT' });
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).credit.frozen).toBe('0.00');

    // 6 pieces = 30.00: within the limit, frozen on submit and used as it ships, on the store's account with dist01.
    const fits = await orderFor('6');
    const submitted = orderOf(await dist.act('submit', fits, {}));
    expect(submitted.state).toBe('SUBMITTED');
    const approved = orderOf(await dist.act('approve', submitted));
    expect(approved.state).toBe('APPROVED');
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).credit).toMatchObject({
      used: '0.00',
      frozen: '30.00',
      available: '0.00',
    });
    expect(orderOf(await dist.act('ship', approved)).state).toBe('SHIPPED');
    const after = await fundAvailability(db(), ADMIN_TENANT, holder);
    expect(after.credit).toMatchObject({ limit: '30.00', used: '30.00', available: '0.00' });
    const row = (await listOf(tokens.dist01)).records.find((one) => one.holderPartyId === store);
    expect(row).toMatchObject({ creditUsed: '30.00', creditAvailable: '0.00' });

    // dist01's own credit with the company did not move.
    const ownAfter = await fundAvailability(db(), ADMIN_TENANT, own);
    expect(ownAfter.credit).toEqual(ownBefore.credit);
    expect(await creditEntriesOf(own)).toBe(ownLedgerBefore);
    expect((await dist.detail(approved.id)).json().data).toMatchObject({ sellerPartyId: dist01 });
  });

  async function creditEntriesOf(pair: { holderPartyId: string; counterpartyPartyId: string }) {
    const row = await db()
      .selectFrom('fundLedgerEntry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('holderPartyId', '=', pair.holderPartyId)
      .where('counterpartyPartyId', '=', pair.counterpartyPartyId)
      .where('kind', '=', 'CREDIT')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});
