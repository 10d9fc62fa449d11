import { DATA_SCOPE } from '@smdp/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithDataScope } from '../../testing/data-scope';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { checkFundInvariants } from './index';

type Receipt = {
  id: string;
  version: number;
  state: string;
  receiptNo: string;
  reversedBy: string | null;
  payeePartyId: string;
};
type Page<T> = { records: T[]; total: number };

describe('receipts and fund accounts over HTTP', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;
  let dist02: string;
  let sub01: string;
  let company: string;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const db = t.database.db;
    const party = async (code: string) =>
      (
        await db
          .selectFrom('baseCustomer')
          .select('id')
          .where('tenantId', '=', '000000')
          .where('customerCode', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    dist01 = await party('C0001');
    dist02 = await party('C0002');
    sub01 = (
      await db
        .selectFrom('baseCustomer')
        .select('id')
        .where('sellerPartyId', '=', dist01)
        .where('isDeleted', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    company = (await companyPartyOf(db, '000000')) as string;
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'Lang-Type': 'en' },
      ...(payload ? { payload } : {}),
    });
  const codeOf = (response: { json: () => { code: number } }) => response.json().code;
  const input = (payer: string, amount = '100.00', extra: Record<string, unknown> = {}) => ({
    payerPartyId: payer,
    amount,
    method: 'BANK',
    bankRef: `REF-${++serial}`,
    paidAt: '2026-06-01',
    ...extra,
  });
  const save = async (token: string, body: unknown) =>
    dataOf<Receipt>(await call(token, 'POST', '/smdp-finance/receipt/save', body));
  const act = (token: string, action: string, receipt: Receipt, remark?: string) =>
    call(token, 'POST', `/smdp-finance/receipt/${action}`, {
      id: receipt.id,
      version: receipt.version,
      ...(remark ? { remark } : {}),
    });
  const cash = async (token: string, holder: string, counterparty: string) =>
    dataOf<{ cash: { balance: string } }>(
      await call(
        token,
        'GET',
        `/smdp-finance/fund-account/availability?holderPartyId=${holder}&counterpartyPartyId=${counterparty}`,
      ),
    ).cash.balance;

  it('a distributor enters its payment, staff approve it, the balance and ledger show it', async () => {
    const before = Number(await cash(tokens.admin, dist01, company));
    const draft = await save(tokens.dist01, input(dist01, '250.50'));
    expect(draft).toMatchObject({ state: 'DRAFT', payeePartyId: company });
    const submitted = dataOf<Receipt>(await act(tokens.dist01, 'submit', draft));
    // The distributor is not the payee of its own payment.
    expect(codeOf(await act(tokens.dist01, 'approve', submitted))).toBe(403);
    const approved = dataOf<Receipt>(await act(tokens.staff01, 'approve', submitted));
    expect(approved.state).toBe('APPROVED');
    expect(Number(await cash(tokens.dist01, dist01, company))).toBeCloseTo(before + 250.5, 2);
    const entries = dataOf<Page<{ entryType: string; amount: string; voucherId: string }>>(
      await call(
        tokens.dist01,
        'GET',
        `/smdp-finance/fund-account/entries?holderPartyId=${dist01}&counterpartyPartyId=${company}&kind=CASH`,
      ),
    );
    expect(entries.records[0]).toMatchObject({ entryType: 'RECEIPT', amount: '250.50', voucherId: approved.id });
    const accounts = dataOf<Page<{ holderPartyId: string }>>(
      await call(tokens.dist01, 'GET', '/smdp-finance/fund-account/list?current=1&size=50'),
    );
    expect(accounts.records.some((a) => a.holderPartyId === dist01)).toBe(true);
    const filtered = dataOf<Page<{ holderCode: string; cashBalance: string }>>(
      await call(tokens.admin, 'GET', '/smdp-finance/fund-account/list?current=1&size=50&holderName_like=C0001'),
    );
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((a) => a.holderCode.includes('C0001'))).toBe(true);
    expect(filtered.records.some((a) => a.holderCode === 'C0001')).toBe(true);
    expect(await checkFundInvariants(t.database.db, { tenantId: '000000' })).toEqual([]);
  });

  it('refuses bad input, duplicates and stale versions, changing nothing', async () => {
    const bad = await call(tokens.dist01, 'POST', '/smdp-finance/receipt/save', input(dist01, '-5'));
    expect(codeOf(bad)).toBe(400);
    const floaty = await call(tokens.dist01, 'POST', '/smdp-finance/receipt/save', input(dist01, '1.001'));
    expect(codeOf(floaty)).toBe(400);
    const noRef = await call(tokens.dist01, 'POST', '/smdp-finance/receipt/save', input(dist01, '5', { bankRef: '' }));
    expect(codeOf(noRef)).toBe(400);
    const first = await save(tokens.dist01, input(dist01, '77.00', { bankRef: 'DUP-1' }));
    const duplicate = await call(
      tokens.dist01,
      'POST',
      '/smdp-finance/receipt/save',
      input(dist01, '77', { bankRef: 'DUP-1' }),
    );
    expect(codeOf(duplicate)).toBe(409);
    expect(duplicate.json().msg).toMatch(/same payer, bank reference and amount/);
    // Stale version on change and on an action.
    const changed = await save(tokens.dist01, {
      ...input(dist01, '78.00', { bankRef: 'DUP-1' }),
      id: first.id,
      version: first.version,
    });
    expect(changed.version).toBe(first.version + 1);
    const stale = await call(tokens.dist01, 'POST', '/smdp-finance/receipt/save', {
      ...input(dist01, '79'),
      id: first.id,
      version: first.version,
    });
    expect(codeOf(stale)).toBe(409);
    expect(codeOf(await act(tokens.dist01, 'submit', first))).toBe(409);
    // Once cancelled, the same reference and amount may be entered again.
    dataOf(await act(tokens.dist01, 'cancel', changed));
    await save(tokens.dist01, input(dist01, '78.00', { bankRef: 'DUP-1' }));
  });

  it('hides receipts and accounts from another tenant, another customer and a narrowed sub-account', async () => {
    const mine = await save(tokens.dist01, input(dist01, '12.00'));
    expect(codeOf(await call(tokens.otherAdmin, 'GET', `/smdp-finance/receipt/detail?id=${mine.id}`))).toBe(404);
    expect(codeOf(await act(tokens.otherAdmin, 'cancel', mine))).toBe(404);
    const other = await accountWithDataScope(t, { like: 'dist01', account: 'fundnarrow1', dataScope: DATA_SCOPE.SELF });
    expect(codeOf(await call(other.token, 'GET', `/smdp-finance/receipt/detail?id=${mine.id}`))).toBe(404);
    const list = dataOf<Page<Receipt>>(await call(other.token, 'GET', '/smdp-finance/receipt/list?current=1&size=100'));
    expect(list.records.map((r) => r.id)).not.toContain(mine.id);
    // Another distributor is not a payer dist01 may record, nor an account it may read.
    expect(codeOf(await call(tokens.dist01, 'POST', '/smdp-finance/receipt/save', input(dist02)))).toBe(404);
    expect(
      codeOf(
        await call(
          tokens.dist01,
          'GET',
          `/smdp-finance/fund-account/availability?holderPartyId=${dist02}&counterpartyPartyId=${company}`,
        ),
      ),
    ).toBe(404);
    expect(
      codeOf(
        await call(
          tokens.dist01,
          'GET',
          `/smdp-finance/fund-account/entries?holderPartyId=${dist02}&counterpartyPartyId=${company}`,
        ),
      ),
    ).toBe(404);
    const others = dataOf<Page<{ holderPartyId: string; counterpartyPartyId: string }>>(
      await call(tokens.dist01, 'GET', '/smdp-finance/fund-account/list?current=1&size=100'),
    );
    expect(others.records.every((a) => a.holderPartyId === dist01 || a.counterpartyPartyId === dist01)).toBe(true);
    expect(
      dataOf<Page<unknown>>(await call(tokens.otherAdmin, 'GET', '/smdp-finance/fund-account/list?current=1&size=10'))
        .total,
    ).toBe(0);
  });

  it('a distributor records and approves its sub-customer receipt; direct approval needs the self-approval button', async () => {
    const before = Number(await cash(tokens.dist01, sub01, dist01));
    const direct = dataOf<Receipt>(
      await call(tokens.dist01, 'POST', '/smdp-finance/receipt/direct-approve', input(sub01, '40.00')),
    );
    expect(direct).toMatchObject({ state: 'APPROVED', payeePartyId: dist01 });
    expect(Number(await cash(tokens.dist01, sub01, dist01))).toBeCloseTo(before + 40, 2);
    // The demo sub-account has no receipt buttons at all (the finance menu is the primary account's).
    expect(codeOf(await call(tokens['dist01-sub'], 'POST', '/smdp-finance/receipt/save', input(sub01, '5.00')))).toBe(
      403,
    );
    expect(
      codeOf(await call(tokens['dist01-sub'], 'POST', '/smdp-finance/receipt/direct-approve', input(sub01, '6.00'))),
    ).toBe(403);
    // Without the button (a role without it), the one who submitted may not approve it.
    const db = t.database.db;
    const direct_ = await db
      .selectFrom('bladeMenu')
      .select('id')
      .where('code', '=', 'customer_receipt_direct')
      .execute();
    const strict = await accountWithDataScope(t, { like: 'dist01', account: 'fundstrict1', dataScope: DATA_SCOPE.ALL });
    const role = await db
      .selectFrom('bladeUserRole')
      .select('roleId')
      .where('userId', '=', strict.id)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('bladeRoleMenu')
      .where('roleId', '=', role.roleId)
      .where(
        'menuId',
        'in',
        direct_.map((m) => m.id),
      )
      .execute();
    const own = await save(strict.token, input(sub01, '7.00'));
    const submitted = dataOf<Receipt>(await act(strict.token, 'submit', own));
    const refused = await act(strict.token, 'approve', submitted);
    expect(codeOf(refused)).toBe(403);
    // Someone else on the payee side approves it.
    expect(dataOf<Receipt>(await act(tokens.dist01, 'approve', submitted)).state).toBe('APPROVED');
  });

  it('reverses an approved receipt only by a linked reversing document', async () => {
    const approved = dataOf<Receipt>(
      await call(tokens.admin, 'POST', '/smdp-finance/receipt/direct-approve', input(dist02, '30.00')),
    );
    const before = await cash(tokens.admin, dist02, company);
    expect(codeOf(await act(tokens.admin, 'reverse', approved))).toBe(400); // a reason is required
    const reversed = dataOf<Receipt>(await act(tokens.admin, 'reverse', approved, 'entered twice'));
    expect(reversed.state).toBe('REVERSED');
    expect(reversed.reversedBy).toBeTruthy();
    const reversal = dataOf<Receipt & { kind: string; reversalOf: string }>(
      await call(tokens.admin, 'GET', `/smdp-finance/receipt/detail?id=${reversed.reversedBy}`),
    );
    expect(reversal).toMatchObject({ kind: 'REVERSAL', reversalOf: approved.id, state: 'APPROVED' });
    expect(Number(await cash(tokens.admin, dist02, company))).toBeCloseTo(Number(before) - 30, 2);
    expect(codeOf(await act(tokens.admin, 'reverse', reversal, 'again'))).toBe(400);
    // An approved receipt is never edited.
    expect(
      codeOf(
        await call(tokens.admin, 'POST', '/smdp-finance/receipt/save', {
          ...input(dist02),
          id: approved.id,
          version: reversed.version,
        }),
      ),
    ).toBe(400);
    expect(await checkFundInvariants(t.database.db, { tenantId: '000000' })).toEqual([]);
  });

  it('sets a credit limit: staff only, audited, version guarded', async () => {
    const body = { debtorPartyId: dist02, creditLimit: '1000', termDays: 30 };
    expect(codeOf(await call(tokens.dist01, 'POST', '/smdp-finance/credit-limit/save', body))).toBe(403);
    const existing = dataOf<{ version: number } | null>(
      await call(tokens.admin, 'GET', `/smdp-finance/credit-limit/detail?debtorPartyId=${dist02}`),
    );
    const saved = dataOf<{ limit: { version: number; creditLimit: string } }>(
      await call(tokens.admin, 'POST', '/smdp-finance/credit-limit/save', {
        ...body,
        ...(existing ? { version: existing.version } : {}),
      }),
    ).limit;
    expect(saved.creditLimit).toBe('1000.00');
    expect(
      codeOf(
        await call(tokens.admin, 'POST', '/smdp-finance/credit-limit/save', { ...body, version: saved.version + 5 }),
      ),
    ).toBe(409);
    const availability = dataOf<{ credit: { limit: string } }>(
      await call(
        tokens.admin,
        'GET',
        `/smdp-finance/fund-account/availability?holderPartyId=${dist02}&counterpartyPartyId=${company}`,
      ),
    );
    expect(availability.credit.limit).toBe('1000.00');
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'credit_limit')
      .where('tenantId', '=', '000000')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("shows a debtor's credit with its live figures, and refuses impossible days and other customers' credit", async () => {
    type Overview = {
      limit: { version: number; creditLimit: string; tempValidTo: string | null } | null;
      credit: { limit: string; used: string; frozen: string; available: string; unlimited: boolean };
    };
    const overviewOf = async (token: string, debtor: string) =>
      call(token, 'GET', `/smdp-finance/credit-limit/overview?debtorPartyId=${debtor}`);
    const before = dataOf<Overview>(await overviewOf(tokens.admin, dist02));
    const saved = dataOf<{ limit: { version: number } }>(
      await call(tokens.admin, 'POST', '/smdp-finance/credit-limit/save', {
        debtorPartyId: dist02,
        creditLimit: '12345.6',
        tempLimit: '100',
        tempValidTo: '2999-12-31',
        termDays: 45,
        remark: 'overview',
        ...(before.limit ? { version: before.limit.version } : {}),
      }),
    ).limit;
    const after = dataOf<Overview>(await overviewOf(tokens.admin, dist02));
    expect(after.limit).toMatchObject({ version: saved.version, creditLimit: '12345.60', tempValidTo: '2999-12-31' });
    expect(after.credit.limit).toBe('12345.60');
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(after.credit.available)).toBe(
      Math.max(0, cents('12445.60') - cents(after.credit.used) - cents(after.credit.frozen)),
    );
    // The debtor reads its own; another customer's is not there for it.
    expect(dataOf<Overview>(await overviewOf(tokens.dist01, dist01)).credit).toHaveProperty('available');
    expect(codeOf(await overviewOf(tokens.dist01, dist02))).toBe(404);
    expect(
      codeOf(
        await call(tokens.admin, 'POST', '/smdp-finance/credit-limit/save', {
          debtorPartyId: dist02,
          creditLimit: '1',
          tempValidTo: '2026-02-30',
          version: saved.version,
        }),
      ),
    ).toBe(400);
    expect(dataOf<Overview>(await overviewOf(tokens.admin, dist02)).limit?.version).toBe(saved.version);
  });

  it('runs the fund invariant check for administrators only', async () => {
    const report = dataOf<{ driftCount: number }>(await call(tokens.admin, 'POST', '/smdp-finance/fund-account/check'));
    expect(report.driftCount).toBe(0);
    expect(codeOf(await call(tokens.dist01, 'POST', '/smdp-finance/fund-account/check'))).toBe(403);
    expect(codeOf(await call(tokens.staff01, 'POST', '/smdp-finance/fund-account/check'))).toBe(403);
  });
});
