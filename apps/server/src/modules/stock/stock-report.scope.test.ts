import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { StockBalanceRow, StockDriftRun, StockLedgerRow } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { type Caller, staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope, type ScopedAccount } from '../../testing/data-scope';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { visibleWarehouseIds } from '../store';
import { postStock } from './index';

const REPORT = '/api/smdp-stock/report';

/**
 * Who sees which warehouses' stock: the company all, a distributor its own and its sub-customers', a
 * sub-account and staff as their data scope says, a keeper the warehouses it keeps, another tenant none.
 */
describe('stock reports: who sees which warehouses', () => {
  let t: TestApp;
  let db: Database;
  let make: StockFixtures;
  let tokens: DemoTokens;
  let goods: string;
  /** Warehouses by owner: the company's, dist01's customer's, its sub-customer's, another distributor's. */
  const wh = { company: '', own: '', sub: '', rival: '', subAccounts: '', deptClerks: '' };
  let selfSub: ScopedAccount;
  let deptClerk: ScopedAccount;
  let keeper: ScopedAccount;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    make = await stockFixtures(db, ADMIN_TENANT);
    tokens = await signInDemoAccounts(t.app);
    selfSub = await accountWithDataScope(t, { like: 'dist01-sub', account: 'sub-self', dataScope: DATA_SCOPE.SELF });
    deptClerk = await accountWithDataScope(t, { like: 'staff01', account: 'dept-clerk', dataScope: DATA_SCOPE.DEPT });
    keeper = await accountWithDataScope(t, { like: 'staff01', account: 'keeper', dataScope: DATA_SCOPE.SELF });

    const customer = async (code: string) =>
      (
        await db
          .selectFrom('baseCustomer')
          .select('id')
          .where('tenantId', '=', ADMIN_TENANT)
          .where('customerCode', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    const distributor = await customer('C0001');
    const subCustomer = (
      await db
        .selectFrom('baseCustomer')
        .select('id')
        .where('sellerPartyId', '=', distributor)
        .where('isDeleted', '=', 0)
        .executeTakeFirstOrThrow()
    ).id;
    const salesDept = (
      await db
        .selectFrom('bladeDept')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('deptName', '=', 'Sales department')
        .executeTakeFirstOrThrow()
    ).id;
    const warehouse = async (code: string, fields: { owner?: string; createUser?: string; createDept?: string }) =>
      (
        await db
          .insertInto('warehouse')
          .values({
            tenantId: ADMIN_TENANT,
            code,
            name: code,
            grade: 1,
            ownerCustomerId: fields.owner ?? null,
            createUser: fields.createUser ?? null,
            createDept: fields.createDept ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    wh.company = await warehouse('SC-HQ', {});
    wh.own = await warehouse('SC-OWN', { owner: distributor });
    wh.sub = await warehouse('SC-SUB', { owner: subCustomer });
    wh.rival = await warehouse('SC-RIVAL', { owner: await customer('C0002') });
    wh.subAccounts = await warehouse('SC-SUBACC', { owner: distributor, createUser: selfSub.id });
    wh.deptClerks = await warehouse('SC-DEPT', { createDept: salesDept });
    await db.insertInto('warehouseKeeper').values({ warehouseId: wh.company, userId: keeper.id }).execute();

    goods = await make.goods();
    await db.transaction().execute((trx) =>
      postStock(trx, staffCaller(ADMIN_TENANT), {
        voucher: { type: 'test', id: 1 },
        postingDate: '2026-01-05',
        lines: Object.values(wh).map((warehouseId) => ({
          warehouseId,
          goodsId: goods,
          qty: '5',
          unit: PIECE,
          factor: 1,
        })),
      }),
    );
  });
  afterAll(() => t.close());

  const nameOf = (id: string) => Object.entries(wh).find(([, one]) => one === id)?.[0] ?? 'other';
  const seenIn = async (path: string, query: Record<string, string>, token: string) => {
    const page = dataOf<Page<StockBalanceRow | StockLedgerRow>>(
      await t.app.inject({ url: `${REPORT}/${path}`, query: { ...query, size: '500' }, headers: bearer(token) }),
    );
    return [...new Set(page.records.map((row) => nameOf(row.warehouseId)))].sort();
  };
  const everyReport = async (token: string) => {
    const balance = await seenIn('balance', {}, token);
    const ofGoods = (rows: string[]) => rows.filter((name) => name !== 'other');
    return {
      balance: ofGoods(balance),
      asOf: await seenIn('balance-as-of', { from: '2026-01-01', to: '2026-01-31' }, token).then(ofGoods),
      ledger: await seenIn('ledger', { goodsId: goods }, token),
    };
  };

  it('the company administrator sees every warehouse', async () => {
    const all = ['company', 'deptClerks', 'own', 'rival', 'sub', 'subAccounts'];
    expect(await everyReport(tokens.admin)).toEqual({ balance: all, asOf: all, ledger: all });
  });

  it('a distributor sees its own and its sub-customers’ warehouses only', async () => {
    const mine = ['own', 'sub', 'subAccounts'];
    expect(await everyReport(tokens.dist01)).toEqual({ balance: mine, asOf: mine, ledger: mine });
    const choices = dataOf<{ id: string }[]>(
      await t.app.inject({ url: `${REPORT}/warehouses`, headers: bearer(tokens.dist01) }),
    );
    expect(
      choices
        .map((one) => nameOf(one.id))
        .filter((name) => name !== 'other')
        .sort(),
    ).toEqual(mine);
    // The demo's W01..W03 belong to dist01's customer; nothing of another distributor shows.
    expect(await seenIn('balance', { warehouseId_equal: wh.rival }, tokens.dist01)).toEqual([]);
  });

  it('a sub-account sees what its data scope lets it: all of its customer’s tree, or only what it created', async () => {
    const sub = await everyReport(tokens['dist01-sub']);
    // The demo sub-account's role reaches its customer's whole tree, as its primary account's does.
    expect(sub).toEqual({
      balance: ['own', 'sub', 'subAccounts'],
      asOf: ['own', 'sub', 'subAccounts'],
      ledger: ['own', 'sub', 'subAccounts'],
    });
    expect(await everyReport(selfSub.token)).toEqual({
      balance: ['subAccounts'],
      asOf: ['subAccounts'],
      ledger: ['subAccounts'],
    });
  });

  it('staff see by their data scope, and a keeper the warehouse it keeps', async () => {
    expect((await everyReport(deptClerk.token)).ledger).toEqual(['deptClerks']);
    expect((await everyReport(keeper.token)).ledger).toEqual(['company']);
  });

  it('another tenant sees nothing of this one', async () => {
    expect(await everyReport(tokens.otherAdmin)).toEqual({ balance: [], asOf: [], ledger: [] });
    const page = dataOf<Page<unknown>>(
      await t.app.inject({ url: `${REPORT}/ledger`, query: { goodsId: goods }, headers: bearer(tokens.otherAdmin) }),
    );
    expect(page.total).toBe(0);
  });

  it('the ageing, projected and in-out reports show exactly the warehouses the balance does', async () => {
    const ofOurs = (rows: string[]) => rows.filter((name) => name !== 'other');
    const newReports = async (token: string) => ({
      ageing: ofOurs(await seenIn('ageing', { asOf: '2026-01-31' }, token)),
      projected: ofOurs(await seenIn('projected', {}, token)),
      inOut: ofOurs(await seenIn('in-out-by-type', { from: '2026-01-01', to: '2026-01-31' }, token)),
    });
    const each = (names: string[]) => ({ ageing: names, projected: names, inOut: names });
    expect(await newReports(tokens.admin)).toEqual(
      each(['company', 'deptClerks', 'own', 'rival', 'sub', 'subAccounts']),
    );
    // A distributor sees nothing of another customer's (rival) warehouse, even when it asks for it.
    expect(await newReports(tokens.dist01)).toEqual(each(['own', 'sub', 'subAccounts']));
    expect(await seenIn('projected', { warehouseId_equal: wh.rival }, tokens.dist01)).toEqual([]);
    expect(await newReports(selfSub.token)).toEqual(each(['subAccounts']));
    expect(await newReports(keeper.token)).toEqual(each(['company']));
    expect(await newReports(tokens.otherAdmin)).toEqual(each([]));
  });

  it('visibleWarehouseIds: the ids a caller may see, keepers included', async () => {
    const callerOf = async (userId: string): Promise<Caller> => {
      const user = await db
        .selectFrom('bladeUser')
        .select(['id', 'account', 'customerId', 'tenantId'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const roles = await db.selectFrom('bladeUserRole').select('roleId').where('userId', '=', userId).execute();
      const dept = await db
        .selectFrom('bladeUserDept')
        .select('deptId')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return staffCaller(user.tenantId, {
        userId: user.id,
        account: user.account,
        customerId: user.customerId,
        roleIds: roles.map((role) => role.roleId),
        deptId: dept?.deptId ?? null,
      });
    };
    const ours = new Set(Object.values(wh));
    const visible = async (caller: Caller) =>
      (await (await visibleWarehouseIds(db, caller)).execute())
        .map((row) => row.id)
        .filter((id) => ours.has(id))
        .map(nameOf)
        .sort();
    expect(await visible(await callerOf(keeper.id))).toEqual(['company']);
    expect(await visible(await callerOf(selfSub.id))).toEqual(['subAccounts']);
    expect(await visible(await callerOf(deptClerk.id))).toEqual(['deptClerks']);
    // A keeper sees its warehouse even past a data scope that reaches nothing else.
    await db.insertInto('warehouseKeeper').values({ warehouseId: wh.rival, userId: selfSub.id }).execute();
    expect(await visible(await callerOf(selfSub.id))).toEqual(['rival', 'subAccounts']);
    await db.deleteFrom('warehouseKeeper').where('userId', '=', selfSub.id).execute();
  });

  it('the invariant check is the administrator’s: it runs, records the run, and others are refused', async () => {
    const run = dataOf<StockDriftRun>(
      await t.app.inject({ method: 'POST', url: `${REPORT}/check`, headers: bearer(tokens.admin) }),
    );
    expect(run).toMatchObject({ trigger: 'manual', driftCount: 0, drifts: [] });
    const last = dataOf<{ run: StockDriftRun }>(
      await t.app.inject({ url: `${REPORT}/drift`, headers: bearer(tokens.admin) }),
    );
    expect(last.run.id).toBe(run.id);
    for (const token of [tokens.dist01, tokens.staff01]) {
      const refused = await t.app.inject({ method: 'POST', url: `${REPORT}/check`, headers: bearer(token) });
      expect(refused.json().code).toBe(403);
    }
  });

  it('reports drift when a balance no longer tells the truth, and the daily job records a run per tenant', async () => {
    await db
      .updateTable('stockBalance')
      .set({ onHand: '4' })
      .where('warehouseId', '=', wh.own)
      .where('goodsId', '=', goods)
      .execute();
    const run = dataOf<StockDriftRun>(
      await t.app.inject({ method: 'POST', url: `${REPORT}/check`, headers: bearer(tokens.admin) }),
    );
    expect(run.driftCount).toBeGreaterThanOrEqual(1);
    expect(run.drifts).toContainEqual(
      expect.objectContaining({
        kind: 'balance',
        warehouseId: wh.own,
        goodsId: goods,
        expected: '5.000',
        found: '4.000',
      }),
    );
    const { checkEveryTenant } = await import('./drift.job');
    await checkEveryTenant(t.app);
    const last = dataOf<{ run: StockDriftRun }>(
      await t.app.inject({ url: `${REPORT}/drift`, headers: bearer(tokens.admin) }),
    );
    expect(last.run).toMatchObject({ trigger: 'schedule', driftCount: run.driftCount });
    await db
      .updateTable('stockBalance')
      .set({ onHand: '5' })
      .where('warehouseId', '=', wh.own)
      .where('goodsId', '=', goods)
      .execute();
  });
});
