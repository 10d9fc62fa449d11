import { DATA_SCOPE } from '@smdp/contracts/access';
import type { DashboardTile, DashboardTileCode, DashboardTileList } from '@smdp/contracts/dashboard';
import type { FundAccount } from '@smdp/contracts/fund';
import type { OrderSummary } from '@smdp/contracts/order';
import type { SalesRow } from '@smdp/contracts/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithDataScope } from '../../testing/data-scope';
import { partyIdOf } from '../../testing/parties';
import { bearer, createTestApp, dataOf, signIn, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { sumMoney } from './dashboard.figures';

type Page<T> = { records: T[]; total: number };

/** The list call behind each counted tile, and which of the link's keys the list page searches with `_like`. */
const LIST_BEHIND: Partial<Record<DashboardTileCode, { url: string; figure: string; like?: string[] }>> = {
  ordersToConfirm: { url: '/smdp-order/order/list', figure: 'orders' },
  stockAlerts: { url: '/smdp-stock/report/projected', figure: 'belowReorder' },
  myOrders: { url: '/smdp-order/order/list', figure: 'orders' },
  approvalsPending: { url: '/smdp-workflow/task/list', figure: 'tasks' },
  overdueReceivables: { url: '/smdp-finance/report/ageing', figure: 'buyers' },
  disputedReconciliations: { url: '/smdp-finance/reconciliation/list', figure: 'statements' },
  failedJobs: { url: '/smdp-job/job/list', figure: 'jobs' },
  failedSignIns: { url: '/blade-log/login/list', figure: 'attempts' },
  clientErrors: { url: '/blade-log/error/list', figure: 'errors' },
};

/**
 * The list page's own search from a tile's link, as CrudPage sends it: a field `key` becomes
 * `key_equal` (or `key_like`), keys with a suffix go as they are, and `tab` only picks the page's tab.
 */
function listQuery(query: Record<string, string>, like: string[] = []): string {
  const params = new URLSearchParams({ size: '1' });
  for (const [key, value] of Object.entries(query)) {
    if (key === 'tab') continue;
    if (key.includes('_')) params.set(key, value);
    else params.set(`${key}_${like.includes(key) ? 'like' : 'equal'}`, value);
  }
  return params.toString();
}

describe('dashboard tiles', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
  let dist02: string;

  const get = (token: string, url: string) => t.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const tilesOf = async (token: string) => dataOf<DashboardTileList>(await get(token, '/smdp-dashboard/tile/list'));
  const tile = async (token: string, code: DashboardTileCode) =>
    dataOf<DashboardTile>(await get(token, `/smdp-dashboard/tile/detail?code=${code}`));
  const figure = (shown: DashboardTile, key: string) => shown.figures.find((one) => one.key === key)?.value;
  /** Each counted tile's figure equals the total of the list its link opens, asked with the same token. */
  const expectCountsMatchLists = async (token: string) => {
    const counted = (await tilesOf(token)).filter(({ code }) => LIST_BEHIND[code]);
    expect(counted.length).toBeGreaterThan(0);
    const figures: Record<string, number> = {};
    for (const { code } of counted) {
      const behind = LIST_BEHIND[code];
      if (!behind) continue;
      const shown = await tile(token, code);
      const list = dataOf<Page<unknown>>(await get(token, `${behind.url}?${listQuery(shown.link.query, behind.like)}`));
      expect({ code, figure: figure(shown, behind.figure) }).toEqual({ code, figure: String(list.total) });
      figures[code] = list.total;
    }
    return figures;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist02 = (await signIn(t.app, 'dist02')).accessToken;
  });
  afterAll(() => t.close());

  it('gives each kind of user its own tiles', async () => {
    const codes = async (token: string) => (await tilesOf(token)).map((one) => one.code);
    expect(await codes(tokens.dist01)).toEqual([
      'funds',
      'ordersToConfirm',
      'stockAlerts',
      'tierProgress',
      'secondarySales',
    ]);
    expect(await codes(tokens['dist01-sub'])).toEqual(['myTodos', 'myOrders']);
    expect(await codes(tokens.staff01)).toEqual([
      'approvalsPending',
      'overdueReceivables',
      'disputedReconciliations',
      'salesByRegion',
    ]);
    expect(await codes(tokens.admin)).toEqual([
      'approvalsPending',
      'overdueReceivables',
      'disputedReconciliations',
      'salesByRegion',
      'failedJobs',
      'failedSignIns',
      'clientErrors',
    ]);
    // A tile the caller does not get is not found, as a row outside its scope.
    expect((await get(tokens.dist01, '/smdp-dashboard/tile/detail?code=failedSignIns')).json().code).toBe(404);
    expect((await get(tokens.staff01, '/smdp-dashboard/tile/detail?code=funds')).json().code).toBe(404);
    expect((await get(tokens.dist01, '/smdp-dashboard/tile/detail?code=nope')).json().code).toBe(400);
  });

  it("shows the distributor owner's figures as its lists count them", async () => {
    const counts = await expectCountsMatchLists(tokens.dist01);
    // The demo has a sub-customer's order waiting for dist01 and goods at their reorder level.
    expect(counts.ordersToConfirm).toBeGreaterThan(0);
    expect(counts.stockAlerts).toBeGreaterThan(0);
    const confirm = await tile(tokens.dist01, 'ordersToConfirm');
    expect(confirm.link).toEqual({
      path: '/sales/order',
      query: { type: 'SALE', channel: 'SECONDARY', state: 'SUBMITTED' },
    });
  });

  it("adds up the owner's money from the account balance list", async () => {
    const dist01Party = await partyIdOf(t.database.db, 'C0001');
    const funds = await tile(tokens.dist01, 'funds');
    const rows = dataOf<Page<FundAccount>>(
      await get(tokens.dist01, `/smdp-finance/fund-account/list?size=500&holderPartyId_equal=${dist01Party}`),
    ).records;
    expect(rows.length).toBeGreaterThan(0);
    expect(funds.figures).toEqual([
      { key: 'cashAvailable', kind: 'money', value: sumMoney(rows.map((row) => row.cashAvailable)) },
      { key: 'rebateAvailable', kind: 'money', value: sumMoney(rows.map((row) => row.rebateAvailable)) },
      { key: 'creditAvailable', kind: 'money', value: sumMoney(rows.map((row) => row.creditAvailable)) },
    ]);
    expect(funds.link.path).toBe('/finance/account-balance');
  });

  it('sums the month-to-date secondary sales of the orders its link lists, per day', async () => {
    const sales = await tile(tokens.dist01, 'secondarySales');
    const query = listQuery(sales.link.query).replace('size=1', 'size=500');
    const orders = dataOf<Page<OrderSummary>>(await get(tokens.dist01, `/smdp-order/order/list?${query}`)).records;
    const sold = orders.filter((order) => order.state !== 'DRAFT' && order.state !== 'CANCELLED');
    expect(figure(sales, 'amount')).toBe(sumMoney(sold.map((order) => order.actualTotalAmount)));
    expect(figure(sales, 'orders')).toBe(String(sold.length));
    expect(sumMoney(sales.series?.points.map((point) => point.value) ?? [])).toBe(figure(sales, 'amount'));
    expect(sales.link.query.createTime_datege).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
  });

  it('shows a sub-account its to-dos and orders, narrowed to its own when its role says so', async () => {
    const sub = await expectCountsMatchLists(tokens['dist01-sub']);
    expect(sub.myOrders).toBeGreaterThan(0);
    const narrow = await accountWithDataScope(t, {
      like: 'dist01-sub',
      account: 'dash-narrow',
      dataScope: DATA_SCOPE.SELF,
    });
    const narrowed = await expectCountsMatchLists(narrow.token);
    expect(narrowed.myOrders).toBe(0);
  });

  it("shows another customer and another tenant nothing of dist01's", async () => {
    const other = await expectCountsMatchLists(dist02);
    expect(other.ordersToConfirm).toBe(0);
    const funds = await tile(dist02, 'funds');
    expect(funds.link.query.holderName).not.toBe((await tile(tokens.dist01, 'funds')).link.query.holderName);
    const sales = await tile(dist02, 'secondarySales');
    expect(figure(sales, 'amount')).toBe('0.00');
    const tenant = await expectCountsMatchLists(tokens.otherAdmin);
    expect(Object.values(tenant).every((value) => value === 0)).toBe(true);
  });

  it("counts staff's approvals, overdue buyers and disputed statements as their lists do", async () => {
    const staff = await expectCountsMatchLists(tokens.staff01);
    expect(staff.approvalsPending).toBeGreaterThan(0);
    expect(staff.disputedReconciliations).toBeGreaterThan(0);
  });

  it("sums the month's primary sales per region as the sales report its link opens does", async () => {
    const regions = await tile(tokens.staff01, 'salesByRegion');
    const { report, ...filters } = regions.link.query;
    expect({ path: regions.link.path, report }).toEqual({ path: '/report/index', report: 'sales' });
    expect(filters).toMatchObject({ groupBy_equal: 'REGION', channel_equal: 'PRIMARY' });
    expect(filters.postingDate_datege).toMatch(/^\d{4}-\d{2}-01$/);
    const query = new URLSearchParams({ ...filters, size: '500' });
    const rows = dataOf<Page<SalesRow>>(await get(tokens.staff01, `/smdp-report/report/sales?${query}`)).records;
    expect(rows.length).toBeGreaterThan(0);
    expect(regions.series?.points).toEqual(rows.map((row) => ({ label: row.name ?? '', value: row.amount })));
    expect(figure(regions, 'amount')).toBe(sumMoney(rows.map((row) => row.amount)));
    expect(figure(regions, 'regions')).toBe(String(rows.length));
    // Another tenant's staff see none of these sales.
    const other = await tile(tokens.otherAdmin, 'salesByRegion');
    expect({ amount: figure(other, 'amount'), points: other.series?.points }).toEqual({ amount: '0.00', points: [] });
  });

  it("counts today's failed sign-ins for administrators", async () => {
    const before = await expectCountsMatchLists(tokens.admin);
    await expect(signIn(t.app, 'staff01', 'not the password')).rejects.toThrow(/sign-in of staff01 failed/);
    const after = await expectCountsMatchLists(tokens.admin);
    expect(after.failedSignIns).toBe((before.failedSignIns ?? 0) + 1);
  });
});
