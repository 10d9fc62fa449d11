import type { Reconciliation, ReconciliationBoard } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { lockDateOf } from '../../platform/ledger/period-lock';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { receiveFunds } from './funds';
import { type FundHolder, freezeFunds, payFrozenFunds, useFrozenCredit } from './index';

const BASE = '/api/smdp-finance/reconciliation';
type Page<T> = { records: T[]; total: number };

/**
 * Reconciliation over HTTP (domain.md §7): the company issues dist01's January, dist01 disputes a line,
 * an adjustment settles it, the re-issued statement is confirmed and January locks; February opens with
 * January's closing. The ledger entries are dated in 2025, before any demo or other test posting.
 */
describe('reconciliation statements', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let pair: FundHolder;
  let dist02: string;
  const db = () => t.database.db;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const statement = async (token: string, url: string, payload?: object) =>
    dataOf<Reconciliation>(await call(token, payload ? 'POST' : 'GET', url, payload));
  const refusal = async (response: Awaited<ReturnType<typeof call>>) => {
    const body = response.json() as { code: number; msg: string };
    return { code: body.code, msg: body.msg };
  };
  const post = async (
    trx: Transaction<DB>,
    work: 'receipt' | 'credit' | 'cash',
    id: string,
    amount: string,
    date: string,
  ) => {
    const caller = staffCaller(ADMIN_TENANT);
    const source = { type: 'test-order', id };
    if (work === 'receipt') {
      return receiveFunds(trx, caller, {
        holder: pair,
        source: { type: 'test-receipt', id },
        amount,
        target: 'CASH',
        postingDate: date,
      });
    }
    const parts = { cash: work === 'cash' ? amount : '0', rebate: '0', credit: work === 'credit' ? amount : '0' };
    await freezeFunds(trx, caller, { holder: pair, source, parts, postingDate: date });
    await payFrozenFunds(trx, caller, { holder: pair, source, postingDate: date });
    await useFrozenCredit(trx, caller, { holder: pair, source, postingDate: date });
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const party = async (code: string) =>
      (
        await db()
          .selectFrom('baseCustomer')
          .select('id')
          .where('tenantId', '=', ADMIN_TENANT)
          .where('customerCode', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    pair = {
      holderPartyId: await party('C0001'),
      counterpartyPartyId: (await companyPartyOf(db(), ADMIN_TENANT)) ?? '',
    };
    dist02 = await party('C0002');
    // This file walks dist01's chain from an empty start: the demo's two statements of 2024 (tested in
    // reconciliation.demo.test) would be the previous period of its January 2025.
    await db().deleteFrom('reconciliationStatement').where('tenantId', '=', ADMIN_TENANT).execute();
    await db()
      .transaction()
      .execute(async (trx) => {
        await post(trx, 'receipt', '9101', '500.00', '2025-01-05');
        await post(trx, 'credit', '9102', '300.00', '2025-01-10');
        await post(trx, 'cash', '9103', '150.00', '2025-01-20');
        await post(trx, 'receipt', '9104', '100.00', '2025-02-03');
      });
  });
  afterAll(() => t.close());

  const january = () => ({ debtorPartyId: pair.holderPartyId, periodStart: '2025-01-01', periodEnd: '2025-01-31' });

  it('refuses bad periods with a translated message and writes nothing', async () => {
    const future = await refusal(
      await call(
        tokens.admin,
        'POST',
        '/save',
        { ...january(), periodStart: '2999-01-01', periodEnd: '2999-01-31' },
        'fr',
      ),
    );
    expect(future.code).toBe(400);
    expect(future.msg).toMatch(/^Seuls les jours écoulés/);
    const backwards = await refusal(
      await call(tokens.admin, 'POST', '/save', { ...january(), periodStart: '2025-02-01' }),
    );
    expect(backwards).toEqual({ code: 400, msg: expect.stringMatching(/must start on or before its end/) });
    expect((await call(tokens.admin, 'POST', '/save', { ...january(), periodEnd: '2025-13-01' })).json().code).toBe(
      400,
    );
    const none = await db().selectFrom('reconciliationStatement').select('id').execute();
    expect(none).toEqual([]);
  });

  it('goes from draft to a confirmed, locked month through a dispute, an adjustment and a re-issue', async () => {
    const draft = await statement(tokens.admin, '/save', january());
    expect(draft).toMatchObject({ state: 'DRAFT', side: 'CREDITOR', openingBalance: '0.00', closingBalance: '-50.00' });
    expect(draft.lines.map((line) => [line.entryType, line.debit, line.credit, line.balance])).toEqual([
      ['RECEIPT', '0.00', '500.00', '-500.00'],
      ['CREDIT_USE', '300.00', '0.00', '-200.00'],
      ['ORDER_PAYMENT', '150.00', '0.00', '-50.00'],
    ]);
    // A second January for the same buyer is refused; the buyer cannot issue what the company drafts.
    expect((await refusal(await call(tokens.admin, 'POST', '/save', january()))).msg).toMatch(
      /already has a statement/,
    );
    const buyerIssue = await refusal(
      await call(tokens.dist01, 'POST', '/issue', { id: draft.id, version: draft.version }),
    );
    expect(buyerIssue).toEqual({ code: 403, msg: 'Only the side that issues the statement can do this' });

    const issued = await statement(tokens.admin, '/issue', { id: draft.id, version: draft.version });
    expect(issued).toMatchObject({ state: 'ISSUED', totalDebit: '450.00', totalCredit: '500.00' });
    expect(issued.answerBy).not.toBeNull();
    const seenByBuyer = await statement(tokens.dist01, `/detail?id=${issued.id}`);
    expect(seenByBuyer).toMatchObject({ side: 'DEBTOR', actions: ['confirm', 'dispute'] });
    expect((await call(tokens.admin, 'POST', '/confirm', { id: issued.id, version: issued.version })).json().code).toBe(
      403,
    );

    const unknownLine = {
      id: issued.id,
      version: issued.version,
      remark: 'wrong',
      lines: [{ lineNo: 9, claimedAmount: '1' }],
    };
    expect((await refusal(await call(tokens.dist01, 'POST', '/dispute', unknownLine))).msg).toBe(
      'Line 9 is not on the statement',
    );
    const disputed = await statement(tokens.dist01, '/dispute', {
      ...unknownLine,
      remark: 'We were charged 150 for an order of 100',
      lines: [{ lineNo: 3, claimedAmount: '100.00', note: 'order 9103' }],
    });
    expect(disputed).toMatchObject({ state: 'DISPUTED', disputeReason: 'We were charged 150 for an order of 100' });
    expect(disputed.disputeLines).toEqual([{ lineNo: 3, claimedAmount: '100.00', note: 'order 9103' }]);

    const zero = { id: disputed.id, version: disputed.version, amount: '0', reason: 'x' };
    expect((await call(tokens.admin, 'POST', '/adjust', zero)).json().code).toBe(400);
    expect((await call(tokens.dist01, 'POST', '/adjust', { ...zero, amount: '-50' })).json().code).toBe(403);
    const adjusted = await statement(tokens.admin, '/adjust', {
      ...zero,
      amount: '-50.00',
      reason: 'Overcharge on 9103',
    });
    expect(adjusted.adjustmentList).toMatchObject([{ amount: '-50.00', reason: 'Overcharge on 9103' }]);
    expect(
      (await call(tokens.admin, 'POST', '/void', { id: adjusted.id, version: adjusted.version, remark: 'x' })).json()
        .code,
    ).toBe(400);

    const reissued = await statement(tokens.admin, '/reissue', { id: adjusted.id, version: adjusted.version });
    expect(reissued).toMatchObject({
      state: 'ISSUED',
      reissueOf: adjusted.id,
      adjustments: '-50.00',
      closingBalance: '-100.00',
    });
    expect(reissued.lines).toEqual(issued.lines);
    expect((await statement(tokens.admin, `/detail?id=${adjusted.id}`)).state).toBe('REISSUED');

    const confirmed = await statement(tokens.dist01, '/confirm', {
      id: reissued.id,
      version: reissued.version,
      signedFileId: 'scan-1',
    });
    expect(confirmed).toMatchObject({ state: 'CONFIRMED', signedFileId: 'scan-1', autoConfirmed: false });
    expect(await lockDateOf(db(), { tenantId: ADMIN_TENANT, ledger: 'fund', party: pair.holderPartyId })).toBe(
      '2025-01-31',
    );

    // A posting dated inside the confirmed month is refused; the day after it is open.
    const late = db()
      .transaction()
      .execute((trx) => post(trx, 'receipt', '9105', '1.00', '2025-01-31'));
    await expect(late).rejects.toMatchObject({ messageKey: 'ledgerPeriodLocked' });

    // February: it must start the day after January, and opens with January's closing.
    const gap = await refusal(
      await call(tokens.admin, 'POST', '/save', {
        debtorPartyId: pair.holderPartyId,
        periodStart: '2025-02-02',
        periodEnd: '2025-02-28',
      }),
    );
    expect(gap.msg).toBe("This buyer's next statement starts on 2025-02-01");
    const february = await statement(tokens.admin, '/save', {
      debtorPartyId: pair.holderPartyId,
      periodStart: '2025-02-01',
      periodEnd: '2025-02-28',
    });
    expect(february).toMatchObject({ openingBalance: '-100.00', totalCredit: '100.00', closingBalance: '-200.00' });
    expect(february.lines).toHaveLength(1);
    const march = await refusal(
      await call(tokens.admin, 'POST', '/save', {
        debtorPartyId: pair.holderPartyId,
        periodStart: '2025-03-01',
        periodEnd: '2025-03-31',
      }),
    );
    expect(march.msg).toMatch(/^Statement RS\d{4}-\d{5} of the previous period is not confirmed yet$/);

    const board = dataOf<ReconciliationBoard>(await call(tokens.admin, 'GET', '/board'));
    expect(board).toMatchObject({ DRAFT: 1, CONFIRMED: 1, ISSUED: 0, DISPUTED: 0, OVERDUE: 0 });
    const confirmedList = dataOf<Page<Reconciliation>>(await call(tokens.dist01, 'GET', '/list?board=CONFIRMED'));
    expect(confirmedList.records.map((row) => row.id)).toEqual([confirmed.id]);
  });

  it('shows another customer, another tenant and a sub-account nothing, and lets them change nothing', async () => {
    const other = await statement(tokens.admin, '/save', {
      debtorPartyId: dist02,
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
    });
    expect((await call(tokens.dist01, 'GET', `/detail?id=${other.id}`)).json().code).toBe(404);
    expect((await call(tokens.dist01, 'POST', '/issue', { id: other.id, version: other.version })).json().code).toBe(
      404,
    );
    const dist01List = dataOf<Page<Reconciliation>>(await call(tokens.dist01, 'GET', '/list?size=100'));
    expect(dist01List.records.every((row) => row.debtorPartyId !== dist02)).toBe(true);
    // dist01 drafts only for its own buyers: the company's other distributor is not one.
    expect(
      (
        await call(tokens.dist01, 'POST', '/save', {
          debtorPartyId: dist02,
          periodStart: '2025-02-01',
          periodEnd: '2025-02-28',
        })
      ).json().code,
    ).toBe(404);
    expect((await call(tokens.otherAdmin, 'GET', `/detail?id=${other.id}`)).json().code).toBe(404);
    expect(
      (await call(tokens.otherAdmin, 'POST', '/issue', { id: other.id, version: other.version })).json().code,
    ).toBe(404);
    expect(dataOf<Page<Reconciliation>>(await call(tokens.otherAdmin, 'GET', '/list')).total).toBe(0);
    expect((await call(tokens['dist01-sub'], 'GET', `/detail?id=${other.id}`)).json().code).not.toBe(200);
    const after = await statement(tokens.admin, `/detail?id=${other.id}`);
    expect(after).toMatchObject({ state: 'DRAFT', version: other.version });
  });
});
