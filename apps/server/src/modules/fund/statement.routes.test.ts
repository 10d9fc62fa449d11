import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Statement, StatementBuyer } from '@smdp/contracts/fund';
import Decimal from 'decimal.js';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { pdfPages } from '../../testing/pdf-text';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { DEMO_DISPUTED_MONTH } from './reconciliation.demo';
import { groupedAmount } from './statement.labels';

const BASE = '/api/smdp-finance/statement';

/**
 * Statements on demand over HTTP on the demo data (domain.md §7): dist01's ledger with the company, its
 * figures, the chain of periods, who may read it, bad periods, the PDF in two languages and the Excel.
 */
describe('statements on demand', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;
  let moonlight: string;
  let company: string;
  let first: string;
  let last: string;
  const db = () => t.database.db;
  const call = (token: string, url: string, query: Record<string, string>, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `${BASE}${url}`, query, headers: { ...bearer(token), 'Lang-Type': lang } });
  const statement = async (token: string, query: Record<string, string>) =>
    dataOf<Statement>(await call(token, '/detail', query));
  const refusal = (response: Awaited<ReturnType<typeof call>>) => {
    const body = response.json() as { code: number; msg: string };
    return { code: body.code, msg: body.msg };
  };
  const party = async (code: string) =>
    (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist01 = await party('C0001');
    moonlight = await party('C0002');
    company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    const span = await db()
      .selectFrom('fundLedgerEntry')
      .select((eb) => [
        eb.fn.min<string>(eb.cast<string>('postingDate', 'text')).as('first'),
        eb.fn.max<string>(eb.cast<string>('postingDate', 'text')).as('last'),
      ])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('holderPartyId', '=', dist01)
      .where('counterpartyPartyId', '=', company)
      // after the reconciliation demo's two closed months of 2024 (their postings cancel out)
      .where('postingDate', '>', DEMO_DISPUTED_MONTH.end)
      .executeTakeFirstOrThrow();
    first = span.first;
    last = span.last;
  });
  afterAll(() => t.close());

  it('adds up: opening + debits − credits = closing, the last running balance is the closing', async () => {
    const found = await statement(tokens.admin, { debtorPartyId: dist01, start: first, end: last, ageing: '1' });
    expect(found.lines.length).toBeGreaterThan(0);
    expect(found.debtor.code).toBe('C0001');
    expect(found.creditor.id).toBe(company);
    expect(found.opening).toBe('0.00');
    expect(new Decimal(found.opening).plus(found.totalDebit).minus(found.totalCredit).toFixed(2)).toBe(found.closing);
    expect(found.lines.at(-1)?.balance).toBe(found.closing);
    let running = new Decimal(found.opening);
    for (const line of found.lines) {
      running = running.plus(line.debit).minus(line.credit);
      expect(line.balance).toBe(running.toFixed(2));
    }
    // Everything owed on the last day is aged: what is left after the credits paid the oldest due first.
    expect(found.ageing?.total).toBe(Decimal.max(found.closing, 0).toFixed(2));
    const plain = await statement(tokens.admin, { debtorPartyId: dist01, start: first, end: last });
    expect(plain.ageing).toBeNull();
  });

  it('opens each period with the closing of the period before', async () => {
    const middle = new Date((Date.parse(first) + Date.parse(last)) / 2).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(middle) + 86_400_000).toISOString().slice(0, 10);
    const before = await statement(tokens.admin, { debtorPartyId: dist01, start: first, end: middle });
    const after = await statement(tokens.admin, { debtorPartyId: dist01, start: dayAfter, end: last });
    expect(after.opening).toBe(before.closing);
    const whole = await statement(tokens.admin, { debtorPartyId: dist01, start: first, end: last });
    expect(after.closing).toBe(whole.closing);
    expect(before.lines.length + after.lines.length).toBe(whole.lines.length);
  });

  it('shows dist01 its own statement with the company and those of its own buyers only', async () => {
    const query = { debtorPartyId: dist01, start: first, end: last };
    const own = await statement(tokens.dist01, query);
    expect(own.closing).toBe((await statement(tokens.admin, query)).closing);
    expect(own.creditor.id).toBe(company);
    const buyer = await db()
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('sellerPartyId', '=', dist01)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    expect(buyer).toBeDefined();
    const towardsBuyer = await statement(tokens.dist01, { ...query, debtorPartyId: buyer?.id ?? '' });
    expect(towardsBuyer.creditor.id).toBe(dist01);
    // Another customer's statement, or a pair dist01 is not part of, is not found; nor for another tenant.
    for (const [token, other] of [
      [tokens.dist01, { debtorPartyId: moonlight }],
      [tokens.dist01, { debtorPartyId: moonlight, creditorPartyId: company }],
      [tokens.dist01, { debtorPartyId: dist01, creditorPartyId: moonlight }],
      [tokens.otherAdmin, { debtorPartyId: dist01 }],
    ] as const) {
      for (const url of ['/detail', '/pdf-link', '/excel']) {
        const response = await call(token, url, { ...query, ...other });
        expect(refusal(response).code, `${url} ${JSON.stringify(other)}`).toBe(404);
      }
    }
    // The page is for staff and primary accounts: a sub-account has no statement permission at all.
    expect(refusal(await call(tokens['dist01-sub'], '/detail', query)).code).toBe(403);
  });

  it('offers staff every customer towards its seller, and dist01 itself towards the company, then its buyers', async () => {
    const staff = dataOf<StatementBuyer[]>(await call(tokens.admin, '/buyers', {}));
    expect(staff.find((buyer) => buyer.customerCode === 'C0001')).toMatchObject({
      debtorPartyId: dist01,
      creditorPartyId: company,
      own: false,
    });
    expect(staff.every((buyer) => buyer.debtorPartyId !== company)).toBe(true);
    const own = dataOf<StatementBuyer[]>(await call(tokens.dist01, '/buyers', {}));
    expect(own[0]).toMatchObject({ debtorPartyId: dist01, creditorPartyId: company, own: true });
    expect(own.length).toBeGreaterThan(1);
    expect(own.slice(1).every((buyer) => buyer.creditorPartyId === dist01)).toBe(true);
    expect(own.map((buyer) => buyer.debtorPartyId)).not.toContain(moonlight);
    const found = dataOf<StatementBuyer[]>(await call(tokens.admin, '/buyers', { keyword: 'C0002' }));
    expect(found.map((buyer) => buyer.debtorPartyId)).toContain(moonlight);
    expect(found.every((buyer) => buyer.customerCode.includes('C0002'))).toBe(true);
    expect(dataOf<StatementBuyer[]>(await call(tokens.otherAdmin, '/buyers', { keyword: 'C0001' }))).toEqual([]);
    // Staff whose data scope is what they entered themselves see none of the demo's buyers, nor batch them.
    const narrowed = await accountWithDataScope(t, {
      like: 'staff01',
      account: 'staff01-statements',
      dataScope: DATA_SCOPE.SELF,
    });
    expect(dataOf<StatementBuyer[]>(await call(narrowed.token, '/buyers', {}))).toEqual([]);
  });

  it('refuses bad periods with a translated message and writes nothing', async () => {
    const entries = async () =>
      Number(
        (
          await db()
            .selectFrom('fundLedgerEntry')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await entries();
    const backwards = await call(
      tokens.admin,
      '/detail',
      { debtorPartyId: dist01, start: '2026-02-01', end: '2026-01-31' },
      'fr',
    );
    expect(refusal(backwards)).toEqual({ code: 400, msg: expect.stringMatching(/^La période doit commencer/) });
    const tooLong = await call(tokens.admin, '/excel', {
      debtorPartyId: dist01,
      start: '2024-01-01',
      end: '2025-06-30',
    });
    expect(refusal(tooLong)).toEqual({ code: 400, msg: expect.stringContaining('at most 366 days') });
    const linkBackwards = await call(
      tokens.admin,
      '/pdf-link',
      { debtorPartyId: dist01, start: '2026-02-01', end: '2026-01-31' },
      'zh',
    );
    expect(refusal(linkBackwards)).toEqual({ code: 400, msg: expect.stringContaining('366') });
    const bads: Record<string, string>[] = [
      { debtorPartyId: dist01, start: '2026-02-30', end: '2026-03-01' },
      { debtorPartyId: dist01, start: 'yesterday', end: '2026-03-01' },
      { debtorPartyId: 'C0001', start: '2026-01-01', end: '2026-03-01' },
      { debtorPartyId: dist01, start: '2026-01-01', end: '2026-03-01', ageing: 'yes' },
    ];
    for (const bad of bads) {
      expect(refusal(await call(tokens.admin, '/detail', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect(await entries()).toBe(before);
  });

  it('prints the PDF through a ten-minute signed link, in the reader’s language, with its totals', async () => {
    const query = { debtorPartyId: dist01, start: first, end: last, ageing: '1' };
    const figures = await statement(tokens.admin, query);
    for (const [lang, title, closing] of [
      ['en', 'Statement of account', 'Closing balance'],
      ['zh', '往来对账单', '期末余额'],
      ['ru', 'Выписка по счёту', 'Сальдо на конец'],
    ] as const) {
      const { url } = dataOf<{ url: string }>(await call(tokens.admin, '/pdf-link', query, lang));
      const pdf = await t.app.inject({ url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const pages = await pdfPages(pdf.rawPayload);
      const text = pages.join('\n');
      expect(pages[0]).toContain(title);
      expect(text).toContain(closing);
      expect(text).toContain('C0001');
      for (const amount of [figures.totalDebit, figures.totalCredit, figures.closing]) {
        expect(text).toContain(groupedAmount(amount));
      }
      expect(pages.at(-1)).toContain(String(pages.length));
    }
    const { url } = dataOf<{ url: string }>(await call(tokens.dist01, '/pdf-link', query));
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const forged = url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    const otherPair = url.replace(`${company}.${dist01}`, `${company}.${moonlight}`);
    expect((await t.app.inject({ url: otherPair })).statusCode).toBe(404);
  });

  it('writes the same lines and totals to Excel', async () => {
    const query = { debtorPartyId: dist01, start: first, end: last, ageing: '1' };
    const figures = await statement(tokens.admin, query);
    const response = await call(tokens.admin, '/excel', query, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(response.rawPayload);
    const rowOf = (label: string) => rows.find((row) => row[1] === label);
    expect(rows[0]?.[0]).toBe('Relevé de compte');
    expect(rowOf('Solde d’ouverture')?.[6]).toBe(Number(figures.opening));
    expect(rowOf('Totaux')?.slice(4, 6)).toEqual([Number(figures.totalDebit), Number(figures.totalCredit)]);
    expect(rowOf('Solde de clôture')?.[6]).toBe(Number(figures.closing));
    const header = rows.findIndex((row) => row[0] === 'Date');
    expect(rows.slice(header + 2, header + 2 + figures.lines.length).map((row) => row[6])).toEqual(
      figures.lines.map((line) => Number(line.balance)),
    );
  });

  it('shows the demo receipt entered twice and reversed as one payment received and one receipt reversed', async () => {
    const query = { debtorPartyId: dist01, start: first, end: last };
    const figures = await statement(tokens.admin, query);
    const reversed = figures.lines.filter((line) => line.reversal === true);
    expect(reversed).toMatchObject([{ entryType: 'RECEIPT', debit: '4000.00', credit: '0.00' }]);
    const [mirror] = reversed;
    const original = figures.lines.filter(
      (line) => line.voucherType === mirror?.voucherType && line.voucherId === mirror?.voucherId && !line.reversal,
    );
    expect(original).toMatchObject([{ entryType: 'RECEIPT', debit: '0.00', credit: '4000.00', reversal: false }]);

    const rows = await readSheet((await call(tokens.admin, '/excel', query, 'en')).rawPayload);
    const entries = rows.map((row) => row[1]);
    expect(entries.filter((entry) => entry === 'Receipt reversed')).toHaveLength(1);
    const { url } = dataOf<{ url: string }>(await call(tokens.admin, '/pdf-link', query, 'sw'));
    const text = (await pdfPages((await t.app.inject({ url })).rawPayload)).join('\n');
    expect(text).toContain('Malipo yamebatilishwa');
  });
});
