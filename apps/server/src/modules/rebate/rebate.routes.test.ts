import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { RebateAccrual, RebateLot, RebatePolicy, RebateProgress, RebateSettlement } from '@smdp/contracts/rebate';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { orderClient, orderOf, payIn, refused, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { fundAvailability } from '../fund';

const REBATE = '/api/smdp-finance/rebate';
const RETURN = '/api/smdp-order/return';

/**
 * Rebate end to end through the calls: a policy's lifecycle, accruals booked by the real shipment and
 * return postings of dist01's orders, settlements with a clawback, lots spent first expiring first by an
 * order's rebate part, and who sees what.
 */
describe('rebate: policies, accruals, settlements, lots', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let company: string;
  let dist01: string;
  let goods: string;
  let warehouse: string;
  let policy: RebatePolicy;
  const TODAY = new Date().toISOString().slice(0, 10);
  const LAST_MONTH = (() => {
    const d = new Date(`${TODAY.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 1);
    return d.toISOString().slice(0, 10);
  })();
  const db = () => t.database.db;
  const call = (account: keyof DemoTokens, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: url.startsWith('/api') ? url : `${REBATE}/${url}`,
      headers: { ...bearer(tokens[account]), 'lang-type': lang },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const holder = () => ({ holderPartyId: dist01, counterpartyPartyId: company });
  const policyInput = (more: object = {}) => ({
    name: 'Volume bonus',
    period: 'MONTH',
    dateFrom: `${LAST_MONTH.slice(0, 4)}-01-01`,
    dateTo: `${Number(TODAY.slice(0, 4)) + 1}-12-31`,
    basis: 'AMOUNT',
    calcMode: 'FLAT_TIER',
    tiers: [
      { from: '0', rate: '0.01' },
      { from: '1000', rate: '0.02' },
      { from: '5000', rate: '0.03' },
    ],
    scopeGoodsIds: [goods],
    eligiblePartyIds: [dist01],
    settleTo: 'REBATE_ACCOUNT',
    maxUseRatio: '0.5',
    expiryDays: 30,
    ...more,
  });
  const accrualsOf = async (period?: string) =>
    dataOf<Page<RebateAccrual>>(
      await call('admin', 'GET', `accrual/list?policyId=${policy.id}&size=50${period ? `&period=${period}` : ''}`),
    ).records;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    dist01 = (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const make = await stockFixtures(db(), ADMIN_TENANT);
    warehouse = await make.warehouse();
    goods = await sellableGoods(db(), make, dist01, '100.00', { taxRate: '0' });
    await stockUp(db(), warehouse, goods, '1000');
    await payIn(db(), ADMIN_TENANT, holder(), '100000');
  });
  afterAll(() => t.close());

  /** dist01 buys `qty` of the goods paying `rebate` with rebate (the rest cash); the company approves and ships. */
  async function shippedOrder(qty: string, rebate = '0', dated?: string) {
    const orders = orderClient(t.app, tokens.dist01);
    const lines = [{ goodsId: goods, unit: PIECE, qty }];
    const base = {
      channel: 'PRIMARY',
      buyerPartyId: dist01,
      shipFromWarehouseId: warehouse,
      deliveryMethod: 'DELIVERY',
    };
    const quote = await orders.quote({ ...base, lines });
    const total = new Decimal(quote.payForm.actualTotalAmount);
    const payForm = {
      ...quote.payForm,
      rebatePayment: rebate,
      cashPayment: total.minus(rebate).toFixed(2),
      creditPayment: '0',
      useAvailableCredit: false,
    };
    const draft = orderOf(await orders.save({ ...base, lines, payForm }));
    const submitted = orderOf(await orders.act('submit', draft, { payForm }));
    if (dated) await db().updateTable('salesOrder').set({ postingDate: dated }).where('id', '=', draft.id).execute();
    const admin = orderClient(t.app, tokens.admin);
    const approved = orderOf(await admin.act('approve', submitted));
    const shipped = orderOf(await admin.act('ship', approved));
    expect(shipped.state).toBe('SHIPPED');
    return shipped;
  }

  it('a policy moves DRAFT -> ACTIVE -> CLOSED; key fields lock once active; a stale version is 409', async () => {
    const bad = await call(
      'admin',
      'POST',
      'policy/save',
      policyInput({
        tiers: [
          { from: '10', rate: '0.1' },
          { from: '5', rate: '0.2' },
        ],
      }),
      'fr',
    );
    expect(refused(bad, 400)).toContain('paliers');
    policy = dataOf<RebatePolicy>(await call('admin', 'POST', 'policy/save', policyInput()));
    expect(policy).toMatchObject({ state: 'DRAFT', ownerPartyId: company, maxUseRatio: '0.5000', version: 1 });
    expect(policy.actions).toEqual(['activate']);
    policy = dataOf(
      await call('admin', 'POST', 'policy/save', {
        ...policyInput({ name: 'Volume bonus 2026' }),
        id: policy.id,
        version: 1,
      }),
    );
    expect(policy.version).toBe(2);
    refused(await call('admin', 'POST', 'policy/save', { ...policyInput(), id: policy.id, version: 1 }), 409);
    policy = dataOf(await call('admin', 'POST', 'policy/activate', { id: policy.id, version: policy.version }));
    expect(policy.state).toBe('ACTIVE');
    expect(policy.actions).toEqual(['close']);
    const locked = await call('admin', 'POST', 'policy/save', {
      ...policyInput({ tiers: [{ from: '0', rate: '0.05' }] }),
      id: policy.id,
      version: policy.version,
    });
    expect(refused(locked, 400)).toContain('tiers');
    // what is not a key field still changes
    policy = dataOf(
      await call('admin', 'POST', 'policy/save', {
        ...policyInput({ expiryDays: 30, name: 'Volume bonus' }),
        id: policy.id,
        version: policy.version,
      }),
    );
    expect(policy.name).toBe('Volume bonus');
    // a buyer neither acts on nor sees its seller's policy; another tenant neither
    refused(await call('dist01', 'POST', 'policy/close', { id: policy.id, version: policy.version }), 404);
    refused(await call('dist01', 'GET', `policy/detail?id=${policy.id}`), 404);
    refused(await call('otherAdmin', 'GET', `policy/detail?id=${policy.id}`), 404);
    expect(dataOf<Page<RebatePolicy>>(await call('otherAdmin', 'GET', 'policy/list')).total).toBe(0);
  });

  it('accrues on shipment and return postings: net of returns, excluding what was paid with rebate', async () => {
    const october = await shippedOrder('12', '0', LAST_MONTH); // 1200.00 last month: tier 2 (2 %)
    let [accrual] = await accrualsOf(LAST_MONTH.slice(0, 7));
    expect(accrual).toMatchObject({
      partyId: dist01,
      basisValue: '1200.00',
      tierReached: 1,
      accruedAmount: '24.00',
      nextTierGap: '3800.00',
    });

    // settle last month: dist01 cannot approve its own settlement; the company approves and posts it as a lot
    const [settlement] = dataOf<RebateSettlement[]>(
      await call('admin', 'POST', 'settlement/create', { policyId: policy.id, period: LAST_MONTH.slice(0, 7) }),
    );
    expect(settlement).toMatchObject({ state: 'DRAFT', partyId: dist01, amount: '24.00' });
    refused(
      await call('admin', 'POST', 'settlement/create', { policyId: policy.id, period: LAST_MONTH.slice(0, 7) }),
      400,
    );
    const mine = dataOf<RebateSettlement>(await call('dist01', 'GET', `settlement/detail?id=${settlement?.id}`));
    expect(mine.actions).toEqual([]);
    refused(await call('dist01', 'POST', 'settlement/approve', { id: mine.id, version: mine.version }), 404);
    refused(await call('otherAdmin', 'GET', `settlement/detail?id=${mine.id}`), 404);
    // the narrowed sub-account holds no rebate page (403) or sees nothing of it (404)
    expect([403, 404]).toContain((await call('dist01-sub', 'GET', `settlement/detail?id=${mine.id}`)).json().code);
    const before = await fundAvailability(db(), ADMIN_TENANT, holder());
    const approved = dataOf<RebateSettlement>(
      await call('admin', 'POST', 'settlement/approve', { id: mine.id, version: mine.version }),
    );
    const posted = dataOf<RebateSettlement>(
      await call('admin', 'POST', 'settlement/post', { id: approved.id, version: approved.version }),
    );
    expect(posted).toMatchObject({ state: 'POSTED', postingDate: TODAY });
    const after = await fundAvailability(db(), ADMIN_TENANT, holder());
    expect(new Decimal(after.rebate.balance).minus(before.rebate.balance).toFixed(2)).toBe('24.00');
    const lots = dataOf<Page<RebateLot>>(await call('dist01', 'GET', 'lot/list')).records;
    expect(lots.find((lot) => lot.settlementId === posted.id)).toMatchObject({
      amount: '24.00',
      remaining: '24.00',
      expired: false,
      expiryDate: posted.expiryDate,
    });

    // a return of 4 after the settlement: last month's accrual falls to 800 at 1 % = 8.00
    const line = october.lines[0];
    await db().updateTable('salesOrderLine').set({ qtyReceived: '12' }).where('orderId', '=', october.id).execute();
    await db().updateTable('salesOrder').set({ state: 'COMPLETED' }).where('id', '=', october.id).execute();
    const ret = (url: string, payload: object, account: keyof DemoTokens = 'dist01') =>
      call(account, 'POST', `${RETURN}/${url}`, payload);
    let back = dataOf<{ id: string; version: number; lines: { id: string }[] }>(
      await ret('save', {
        returnOfOrderId: october.id,
        returnReason: 'damaged',
        lines: [{ returnOfLineId: line?.id, qty: '4' }],
      }),
    );
    back = dataOf(await ret('submit', { id: back.id, version: back.version }));
    back = dataOf(await ret('approve', { id: back.id, version: back.version }, 'admin'));
    back = dataOf(await ret('ship', { id: back.id, version: back.version }));
    back = dataOf(
      await ret(
        'receive',
        {
          id: back.id,
          version: back.version,
          lines: [{ lineId: back.lines[0]?.id, acceptedQty: '4', damagedQty: '0' }],
        },
        'admin',
      ),
    );
    [accrual] = await accrualsOf(LAST_MONTH.slice(0, 7));
    expect(accrual).toMatchObject({
      basisValue: '800.00',
      tierReached: 0,
      accruedAmount: '8.00',
      settledAmount: '24.00',
    });
    // nothing to settle: the clawback waits for the next settlement
    refused(
      await call('admin', 'POST', 'settlement/create', { policyId: policy.id, period: LAST_MONTH.slice(0, 7) }),
      400,
    );

    // this month: 1500 of which 300 paid with rebate (the cap is the policy's 50 %): the basis is 1200
    const lotBefore = dataOf<Page<RebateLot>>(await call('dist01', 'GET', 'lot/list?activeOnly=true')).records[0];
    const quote = await orderClient(t.app, tokens.dist01).quote({
      channel: 'PRIMARY',
      buyerPartyId: dist01,
      shipFromWarehouseId: warehouse,
      lines: [{ goodsId: goods, unit: PIECE, qty: '15' }],
    });
    expect(quote.availability.maxRebateRatio).toBe('0.5000');
    const rebateAvailable = new Decimal(quote.availability.rebate);
    const spend = Decimal.min(rebateAvailable, 20).toFixed(2);
    await shippedOrder('15', spend);
    const lotAfter = dataOf<Page<RebateLot>>(await call('dist01', 'GET', 'lot/list')).records.find(
      (lot) => lot.id === lotBefore?.id,
    );
    expect(new Decimal(lotBefore?.remaining ?? 0).minus(lotAfter?.remaining ?? 0).toFixed(2)).toBe(
      Decimal.min(spend, lotBefore?.remaining ?? 0).toFixed(2),
    );
    const [now] = await accrualsOf(TODAY.slice(0, 7));
    expect(now?.basisValue).toBe(new Decimal(1500).minus(spend).toFixed(2));

    // next settlement: this month's accrual and last month's clawback of 16.00
    const [next] = dataOf<RebateSettlement[]>(
      await call('admin', 'POST', 'settlement/create', { policyId: policy.id, period: TODAY.slice(0, 7) }),
    );
    expect(next?.lines).toEqual([
      { period: LAST_MONTH.slice(0, 7), kind: 'CLAWBACK', basisValue: '800.00', amount: '-16.00' },
      { period: TODAY.slice(0, 7), kind: 'ACCRUAL', basisValue: now?.basisValue, amount: now?.accruedAmount },
    ]);
    expect(next?.amount).toBe(new Decimal(now?.accruedAmount ?? 0).minus(16).toFixed(2));

    // tier progress for dist01 on its purchase screen
    const progress = dataOf<RebateProgress[]>(await call('dist01', 'GET', 'progress'));
    expect(progress.find((one) => one.policyId === policy.id)).toMatchObject({
      period: TODAY.slice(0, 7),
      basisValue: now?.basisValue,
      tierReached: now?.tierReached,
      nextTierGap: now?.nextTierGap,
    });
    const narrow = await accountWithDataScope(t, {
      like: 'dist01',
      account: 'narrowrebate',
      dataScope: DATA_SCOPE.SELF,
    });
    const asNarrow = (url: string) =>
      t.app.inject({ url: `${REBATE}/${url}`, headers: { ...bearer(narrow.token), 'lang-type': 'en' } });
    expect(dataOf<RebateProgress[]>(await asNarrow('progress'))).toEqual([]);
    expect(dataOf<Page<RebateLot>>(await asNarrow('lot/list')).total).toBe(0);
    expect(dataOf<Page<RebateAccrual>>(await asNarrow('accrual/list')).total).toBe(0);
    expect(dataOf<Page<RebateSettlement>>(await asNarrow('settlement/list')).total).toBe(0);
    refused(await call('otherAdmin', 'GET', `progress?buyerPartyId=${dist01}`), 404);
  });

  it('a credit note lowers what the buyer owes; a distributor owns policies for its own sub-customers only', async () => {
    let note = dataOf<RebatePolicy>(
      await call('admin', 'POST', 'policy/save', policyInput({ name: 'Credit note bonus', settleTo: 'CREDIT_NOTE' })),
    );
    note = dataOf(await call('admin', 'POST', 'policy/activate', { id: note.id, version: note.version }));
    // activation booked last month's accrual from the purchases already shipped: 800.00 at 1 %
    const [settlement] = dataOf<RebateSettlement[]>(
      await call('admin', 'POST', 'settlement/create', { policyId: note.id, period: LAST_MONTH.slice(0, 7) }),
    );
    expect(settlement).toMatchObject({ amount: '8.00', settleTo: 'CREDIT_NOTE' });
    const before = await fundAvailability(db(), ADMIN_TENANT, holder());
    const approved = dataOf<RebateSettlement>(
      await call('admin', 'POST', 'settlement/approve', { id: settlement?.id, version: settlement?.version }),
    );
    const posted = dataOf<RebateSettlement>(
      await call('admin', 'POST', 'settlement/post', { id: approved.id, version: approved.version }),
    );
    expect(posted).toMatchObject({ state: 'POSTED', expiryDate: null });
    const after = await fundAvailability(db(), ADMIN_TENANT, holder());
    const owedLess = new Decimal(before.credit.used).minus(after.credit.used);
    const cashMore = new Decimal(after.cash.balance).minus(before.cash.balance);
    expect(owedLess.plus(cashMore).toFixed(2)).toBe('8.00');
    expect(after.rebate.balance).toBe(before.rebate.balance);

    // dist01 runs its own programme: the policy is its own, whatever owner it names
    const own = dataOf<RebatePolicy>(
      await call('dist01', 'POST', 'policy/save', policyInput({ name: 'Store bonus', eligiblePartyIds: [] })),
    );
    expect(own.ownerPartyId).toBe(dist01);
    refused(await call('dist01', 'POST', 'policy/save', policyInput({ ownerPartyId: company })), 400);
    expect(
      dataOf<Page<RebatePolicy>>(await call('dist01', 'GET', 'policy/list')).records.map((one) => one.name),
    ).toEqual(['Store bonus']);
    refused(await call('otherAdmin', 'GET', `policy/detail?id=${own.id}`), 404);
    expect(dataOf<Page<RebateAccrual>>(await call('otherAdmin', 'GET', 'accrual/list')).total).toBe(0);
    expect(dataOf<Page<RebateLot>>(await call('otherAdmin', 'GET', 'lot/list')).total).toBe(0);
    expect(dataOf<Page<RebateSettlement>>(await call('otherAdmin', 'GET', 'settlement/list')).total).toBe(0);
  });

  it('spends lots first expiring first; an expired lot cannot pay; a rejected order gives its lots back', async () => {
    const lots = dataOf<Page<RebateLot>>(await call('admin', 'GET', `lot/list?holderPartyId=${dist01}`)).records;
    const [lot] = lots;
    if (!lot) throw new Error('no lot');
    // every lot dist01 holds so far expired yesterday; a fresh one of 10.00 expires in a week, another in a month
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await db().updateTable('rebateLot').set({ expiryDate: yesterday }).where('holderPartyId', '=', dist01).execute();
    const expiredLeft = lots.reduce((sum, one) => sum.plus(one.remaining), new Decimal(0));
    const settlementId = lot.settlementId;
    const extra = async (expiryDate: string) =>
      (
        await db()
          .insertInto('rebateLot')
          .values({
            tenantId: ADMIN_TENANT,
            holderPartyId: dist01,
            ownerPartyId: company,
            settlementId,
            amount: '10.00',
            remaining: '10.00',
            expiryDate,
            maxUseRatio: '0.5',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const late = await extra(inDays(30));
    const soon = await extra(inDays(7));
    await db()
      .transaction()
      .execute(async (trx) => {
        const { settleRebate } = await import('../fund');
        await settleRebate(
          trx,
          { tenantId: ADMIN_TENANT, userId: '1' },
          { holder: holder(), source: { type: 'test-lots', id: '1' }, amount: '20.00', postingDate: TODAY },
        );
      });
    const orders = orderClient(t.app, tokens.dist01);
    const base = {
      channel: 'PRIMARY',
      buyerPartyId: dist01,
      shipFromWarehouseId: warehouse,
      deliveryMethod: 'DELIVERY',
    };
    const lines = [{ goodsId: goods, unit: PIECE, qty: '1' }];
    const quote = await orders.quote({ ...base, lines });
    const funds = await fundAvailability(db(), ADMIN_TENANT, holder());
    // the expired lot's remainder is not spendable
    expect(new Decimal(quote.availability.rebate).toFixed(2)).toBe(
      new Decimal(funds.rebate.available).minus(expiredLeft).toFixed(2),
    );
    const payForm = {
      ...quote.payForm,
      rebatePayment: '15.00',
      cashPayment: '85.00',
      creditPayment: '0',
      useAvailableCredit: false,
    };
    const draft = orderOf(await orders.save({ ...base, lines, payForm }));
    const submitted = orderOf(await orders.act('submit', draft, { payForm }));
    const remaining = async (id: string) =>
      (await db().selectFrom('rebateLot').select('remaining').where('id', '=', id).executeTakeFirstOrThrow()).remaining;
    expect([await remaining(soon), await remaining(late), await remaining(lot.id)]).toEqual([
      '0.00',
      '5.00',
      lot.remaining,
    ]);
    await orderClient(t.app, tokens.admin).act('reject', submitted, { remark: 'no' });
    expect([await remaining(soon), await remaining(late)]).toEqual(['10.00', '10.00']);
  });
});
