import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCaller } from '../../platform/scope/caller';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { receiveFunds } from './funds';

type Entry = { id: string; postingDate: string; amount: string; balanceAfter: string; frozenAfter: string };
type Page<T> = { records: T[]; total: number };

/** The cash ledger dialog's call: lines by posting date, a back-dated one among the days it is dated. */
describe('an account pair ledger over HTTP', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let holder: string;
  let counterparty: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const db = t.database.db;
    const party = async (code: string) =>
      (
        await db
          .selectFrom('baseCustomer')
          .select(['id', 'sellerPartyId'])
          .where('tenantId', '=', '000000')
          .where('customerCode', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    counterparty = await party('C0002');
    const sub = await db
      .selectFrom('baseCustomer')
      .select('id')
      .where('sellerPartyId', '=', counterparty)
      .where('isDeleted', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    holder = sub.id;
  });
  afterAll(() => t.close());

  const receive = (id: number, amount: string, postingDate: string) =>
    t.database.db.transaction().execute((trx) =>
      receiveFunds(trx, staffCaller('000000'), {
        holder: { holderPartyId: holder, counterpartyPartyId: counterparty },
        source: { type: 'fund_receipt', id: String(900_000 + id) },
        amount,
        target: 'CASH',
        postingDate,
      }),
    );
  const entries = async (size: number, current = 1) =>
    dataOf<Page<Entry>>(
      await t.app.inject({
        method: 'GET',
        url: `/api/smdp-finance/fund-account/entries?holderPartyId=${holder}&counterpartyPartyId=${counterparty}&kind=CASH&figure=balance&size=${size}&current=${current}`,
        headers: bearer(tokens.admin),
      }),
    );

  it('lists the newest posting date first, a later-posted back-dated line in its place, with running balances in that order', async () => {
    const before = await entries(100);
    await receive(1, '100.00', '2026-03-10');
    await receive(2, '20.00', '2024-05-01');
    await receive(3, '3.00', '2026-03-11');

    const all = await entries(100);
    expect(all.total).toBe(before.total + 3);
    const keys = all.records.map((entry) => [entry.postingDate, Number(entry.id)] as const);
    const sorted = [...keys].sort(([dayA, idA], [dayB, idB]) => (dayA === dayB ? idB - idA : dayA < dayB ? 1 : -1));
    expect(keys).toEqual(sorted);
    // Newest first: each line's balance is the one below it plus its own amount; the oldest starts from zero.
    const cents = (value: string) => Math.round(Number(value) * 100);
    all.records.forEach((entry, index) => {
      const below = all.records[index + 1];
      expect(cents(entry.balanceAfter)).toBe((below ? cents(below.balanceAfter) : 0) + cents(entry.amount));
    });
    const back = all.records.find((entry) => entry.postingDate === '2024-05-01' && entry.amount === '20.00');
    expect(back?.balanceAfter).toBe('20.00');
    expect(all.records[0]?.balanceAfter).toMatch(/^\d+\.\d{2}$/);

    // A page further on carries the same running figures as the whole list.
    const second = await entries(2, 2);
    expect(second.records).toEqual(all.records.slice(2, 4));
  });
});
