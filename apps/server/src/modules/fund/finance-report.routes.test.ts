import type { Page } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { AgeingReportRow, CreditPosition, FundAccount, ReceiptJournalRow } from '@smdp/contracts/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { grantCredit } from '../../testing/fund-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { type FundHolder, freezeFunds, payFrozenFunds, useFrozenCredit } from './index';

const BASE = '/api/smdp-finance/report';
const DAY_MS = 86_400_000;
/** The calendar day `days` before today (UTC); the buckets below keep a margin of days for any zone. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Finance reports over HTTP: the figures of fresh buyers arranged through the fund ledger, each filter,
 * and who sees which buyers (staff by scope, a distributor only its sub-customers, the other tenant none).
 */
describe('finance reports', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let company: string;
  let dist01: string;
  /** A fresh distributor of the company, and a fresh sub-customer of dist01, each with credit in use. */
  let buyer: FundHolder;
  let sub: FundHolder;
  let buyerCode: string;
  let subCode: string;
  let narrow: string;
  let selfStaff: string;
  const db = () => t.database.db;
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: { ...bearer(token), 'lang-type': 'en' } });
  const page = async <T>(token: string, url: string) => dataOf<Page<T>>(await get(token, url));
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(token), 'lang-type': 'en' }, payload });

  const party = async (code: string, partyType: 'DISTRIBUTOR' | 'SUB_DISTRIBUTOR', seller: string) =>
    (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType,
          sellerPartyId: seller,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const useCredit = (holder: FundHolder, id: string, amount: string, postingDate: string) =>
    db()
      .transaction()
      .execute(async (trx) => {
        const caller = staffCaller(ADMIN_TENANT);
        const source = { type: 'test-order', id };
        const parts = { cash: '0', rebate: '0', credit: amount };
        await freezeFunds(trx, caller, { holder, source, parts, postingDate });
        await payFrozenFunds(trx, caller, { holder, source, postingDate });
        await useFrozenCredit(trx, caller, { holder, source, postingDate });
      });

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
    buyerCode = 'FREP-BUYER';
    subCode = 'FREP-SUB';
    buyer = { holderPartyId: await party(buyerCode, 'DISTRIBUTOR', company), counterpartyPartyId: company };
    sub = { holderPartyId: await party(subCode, 'SUB_DISTRIBUTOR', dist01), counterpartyPartyId: dist01 };
    await grantCredit(db(), ADMIN_TENANT, buyer, '1000', { termDays: 30 });
    await grantCredit(db(), ADMIN_TENANT, sub, '500', { termDays: 30 });
    // due 170 days ago (over 120), 15 days ago (1-30), in 30 days (not due)
    await useCredit(buyer, '9501', '100.00', daysAgo(200));
    await useCredit(buyer, '9502', '50.00', daysAgo(45));
    await useCredit(buyer, '9503', '20.00', daysAgo(0));
    // due 75 days ago (61-90)
    await useCredit(sub, '9504', '30.00', daysAgo(105));
    narrow = (await accountWithDataScope(t, { like: 'dist01', account: 'frepnarrow', dataScope: DATA_SCOPE.SELF }))
      .token;
    selfStaff = (await accountWithDataScope(t, { like: 'staff01', account: 'frepself', dataScope: DATA_SCOPE.SELF }))
      .token;
  });
  afterAll(() => t.close());

  it('ages receivables by due date into 30/60/90/120 buckets, with total and overdue; filters overdue only', async () => {
    const ageing = await page<AgeingReportRow>(tokens.admin, `/ageing?current=1&size=50&holderName_like=FREP-`);
    expect(ageing.total).toBe(2);
    const row = ageing.records.find((r) => r.holderCode === buyerCode);
    expect(row).toMatchObject({
      counterpartyPartyId: company,
      notDue: '20.00',
      d1to30: '50.00',
      d31to60: '0.00',
      d61to90: '0.00',
      d91to120: '0.00',
      over120: '100.00',
      total: '170.00',
      overdue: '150.00',
    });
    expect(ageing.records.find((r) => r.holderCode === subCode)).toMatchObject({ d61to90: '30.00', total: '30.00' });

    // Once the oldest two are repaid, only what is not due is left: the buyer leaves the overdue filter.
    const overdueBefore = await page<AgeingReportRow>(
      tokens.admin,
      `/ageing?current=1&size=50&holderName_like=${buyerCode}&overdueOnly_equal=true`,
    );
    expect(overdueBefore.records.map((r) => r.holderCode)).toEqual([buyerCode]);
    const repaid = await post(tokens.admin, '/smdp-finance/receipt/direct-approve', {
      payerPartyId: buyer.holderPartyId,
      amount: '150.00',
      method: 'BANK',
      bankRef: 'FREP-REPAY',
      paidAt: daysAgo(0),
      target: 'CREDIT_REPAY',
    });
    expect(repaid.json()).toMatchObject({ code: 200, data: { state: 'APPROVED' } });
    const after = await page<AgeingReportRow>(tokens.admin, `/ageing?current=1&size=50&holderName_like=${buyerCode}`);
    expect(after.records[0]).toMatchObject({ notDue: '20.00', over120: '0.00', d1to30: '0.00', overdue: '0.00' });
    const overdueAfter = await page<AgeingReportRow>(
      tokens.admin,
      `/ageing?current=1&size=50&holderName_like=${buyerCode}&overdueOnly_equal=true`,
    );
    expect(overdueAfter).toMatchObject({ total: 0, records: [] });
  });

  it('lists balances and credit use per buyer with the figures the ledger holds', async () => {
    const balances = await page<FundAccount>(tokens.admin, `/balances?current=1&size=50&holderName_like=${subCode}`);
    expect(balances.records).toHaveLength(1);
    expect(balances.records[0]).toMatchObject({
      holderPartyId: sub.holderPartyId,
      counterpartyPartyId: dist01,
      cashBalance: '0.00',
      creditLimit: '500.00',
      creditUsed: '30.00',
      creditAvailable: '470.00',
    });
    const credit = await page<CreditPosition>(
      tokens.admin,
      `/credit?current=1&size=50&holderName_like=${subCode}&overdueOnly_equal=true`,
    );
    expect(credit.records[0]).toMatchObject({
      creditUsed: '30.00',
      overdue: '30.00',
      oldestDueDate: expect.any(String),
      termDays: 30,
    });
    const byCounterparty = await page<FundAccount>(
      tokens.admin,
      `/balances?current=1&size=50&holderName_like=FREP-&counterpartyPartyId_equal=${dist01}`,
    );
    expect(byCounterparty.records.map((r) => r.holderCode)).toEqual([subCode]);
  });

  it('keeps a receipts journal filtered by posting period, method and state', async () => {
    const approved = await post(tokens.admin, '/smdp-finance/receipt/direct-approve', {
      payerPartyId: buyer.holderPartyId,
      amount: '250.00',
      method: 'CASH',
      bankRef: 'FREP-CASH',
      paidAt: daysAgo(0),
    });
    expect(approved.json().code).toBe(200);
    const draft = await post(tokens.admin, '/smdp-finance/receipt/save', {
      payerPartyId: buyer.holderPartyId,
      amount: '75.00',
      method: 'OTHER',
      bankRef: 'FREP-DRAFT',
      paidAt: daysAgo(0),
    });
    expect(draft.json().code).toBe(200);
    const journal = (query: string) =>
      page<ReceiptJournalRow>(tokens.admin, `/receipts?current=1&size=50&payerName_like=${buyerCode}${query}`);
    const amounts = async (query: string) => (await journal(query)).records.map((r) => r.amount).sort();
    expect(await amounts('')).toEqual(['150.00', '250.00', '75.00']);
    expect(await amounts('&method_equal=CASH')).toEqual(['250.00']);
    expect(await amounts('&state_equal=DRAFT')).toEqual(['75.00']);
    expect((await journal('&state_equal=APPROVED')).records.every((r) => r.postingDate !== null)).toBe(true);
    const period = `&postingDate_datege=${daysAgo(2)}&postingDate_datelt=${daysAgo(-2)}`;
    expect(await amounts(period)).toEqual(['150.00', '250.00']);
    expect(await amounts('&postingDate_datege=2020-01-01&postingDate_datelt=2020-02-01')).toEqual([]);
    expect((await get(tokens.admin, '/receipts?current=1&size=10&postingDate_datege=bad')).json().code).toBe(400);
    expect((await get(tokens.admin, '/receipts?current=1&size=10&method_equal=GOLD')).json().code).toBe(400);
  });

  it('shows a distributor only its own buyers, a narrowed account and the other tenant nothing', async () => {
    const received = await post(tokens.dist01, '/smdp-finance/receipt/direct-approve', {
      payerPartyId: sub.holderPartyId,
      amount: '12.00',
      method: 'BANK',
      bankRef: 'FREP-SUB',
      paidAt: daysAgo(0),
    });
    expect(received.json().code).toBe(200);
    for (const report of ['balances', 'ageing', 'credit']) {
      const mine = await page<{ holderPartyId: string; counterpartyPartyId: string }>(
        tokens.dist01,
        `/${report}?current=1&size=100`,
      );
      expect(mine.records.length).toBeGreaterThan(0);
      expect(mine.records.every((r) => r.counterpartyPartyId === dist01)).toBe(true);
      expect(mine.records.some((r) => r.holderPartyId === sub.holderPartyId)).toBe(true);
      expect(mine.records.some((r) => r.holderPartyId === dist01)).toBe(false);
      for (const token of [narrow, selfStaff, tokens.otherAdmin]) {
        const none = await page<unknown>(token, `/${report}?current=1&size=100&holderName_like=FREP-`);
        expect(none.total).toBe(0);
      }
    }
    const journal = await page<ReceiptJournalRow>(tokens.dist01, '/receipts?current=1&size=100');
    expect(journal.records.length).toBeGreaterThan(0);
    expect(journal.records.every((r) => r.payeePartyId === dist01)).toBe(true);
    expect(journal.records.some((r) => r.bankRef === 'FREP-SUB')).toBe(true);
    for (const token of [narrow, selfStaff, tokens.otherAdmin]) {
      expect((await page<unknown>(token, '/receipts?current=1&size=100&payerName_like=FREP-')).total).toBe(0);
    }
    // Staff with the whole tenant in scope see both buyers.
    const all = await page<FundAccount>(tokens.admin, '/balances?current=1&size=100&holderName_like=FREP-');
    expect(all.records.map((r) => r.holderCode).sort()).toEqual([buyerCode, subCode]);
  });
});
