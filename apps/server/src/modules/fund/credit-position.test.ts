import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundHolder, grantCredit } from '../../testing/fund-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { type FundHolder, freezeFunds, payFrozenFunds, refundFunds, useFrozenCredit } from './index';

type Position = {
  id: string;
  creditLimit: string;
  creditUsed: string;
  creditAvailable: string;
  termDays: number;
  overdue: string;
  oldestDueDate: string | null;
  ageing: Record<string, string>;
};

const TENANT = '000000';
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The credit queries page (domain.md §7): what a debtor owes is aged by the due date of each credit use
 * (posting date + term), and what came back pays the oldest first.
 */
describe('credit positions', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let pair: FundHolder;
  const list = async (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/smdp-finance/credit/list?current=1&size=50${query}`,
      headers: bearer(token),
    });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    pair = await fundHolder(t.database.db, TENANT);
    await grantCredit(t.database.db, TENANT, pair, '1000.00', { termDays: 30 });
    const caller = { tenantId: TENANT, userId: '1' };
    // Used 100 posted 100 days ago (due 70 days ago), 200 posted 40 days ago (due 10 days ago), 300 today.
    for (const [id, amount, daysAgo] of [
      ['1', '100.00', 100],
      ['2', '200.00', 40],
      ['3', '300.00', 0],
    ] as const) {
      await t.database.db.transaction().execute(async (trx) => {
        const source = { type: 'test-order', id };
        const postingDate = dayBefore(daysAgo);
        await freezeFunds(trx, caller, {
          holder: pair,
          source,
          parts: { cash: '0', rebate: '0', credit: amount },
          postingDate,
        });
        await payFrozenFunds(trx, caller, { holder: pair, source, postingDate });
        await useFrozenCredit(trx, caller, { holder: pair, source, postingDate });
      });
    }
    // 60 comes back: it pays part of the oldest use.
    await t.database.db.transaction().execute((trx) =>
      refundFunds(trx, caller, {
        holder: pair,
        source: { type: 'test-order', id: '1' },
        parts: { cash: '0', rebate: '0', credit: '60.00' },
        postingDate: dayBefore(1),
      }),
    );
  });
  afterAll(() => t.close());

  it('ages what is owed by due date and shows limit, used and available', async () => {
    const page = dataOf<{ records: Position[] }>(
      await list(tokens.admin, `&holderPartyId_equal=${pair.holderPartyId}`),
    );
    expect(page.records).toHaveLength(1);
    const [position] = page.records;
    expect(position).toMatchObject({
      creditLimit: '1000.00',
      creditUsed: '540.00',
      creditAvailable: '460.00',
      termDays: 30,
      overdue: '240.00',
      oldestDueDate: dayBefore(70),
      overdueDays: 70,
      ageing: {
        notDue: '300.00',
        d1to30: '200.00',
        d31to60: '0.00',
        d61to90: '40.00',
        d91to120: '0.00',
        over120: '0.00',
      },
    });
  });

  it('lists a buyer whose only credit is its seller default, flags a hold and filters the overdue ones', async () => {
    const db = t.database.db;
    const fresh = await db
      .insertInto('baseCustomer')
      .values({
        tenantId: TENANT,
        customerCode: `FUND-D-${pair.holderPartyId}`,
        customerName: 'Default only',
        customerFullName: 'Default only',
        partyType: 'SUB_DISTRIBUTOR',
        sellerPartyId: pair.counterpartyPartyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rowsOf = async (query: string) =>
      dataOf<{ records: (Position & { onHold: boolean; creditSource: string })[] }>(
        await list(tokens.admin, `&counterpartyPartyId_equal=${pair.counterpartyPartyId}${query}`),
      ).records;
    expect((await rowsOf('')).map((row) => row.id)).not.toContain(`${fresh.id}:${pair.counterpartyPartyId}`);

    await db
      .insertInto('creditDefault')
      .values({
        tenantId: TENANT,
        creditorPartyId: pair.counterpartyPartyId,
        levelId: null,
        creditLimit: '500',
        overdueHoldDays: 60,
      })
      .execute();
    const all = await rowsOf('');
    expect(all.find((row) => row.id === `${fresh.id}:${pair.counterpartyPartyId}`)).toMatchObject({
      creditSource: 'DEFAULT',
      creditLimit: '500.00',
      creditAvailable: '500.00',
      overdue: '0.00',
      onHold: false,
    });
    // The first buyer is 70 days overdue, beyond the seller's 60: its new credit orders are held.
    expect(all.find((row) => row.id === `${pair.holderPartyId}:${pair.counterpartyPartyId}`)?.onHold).toBe(true);
    const overdue = await rowsOf('&overdueOnly_equal=true');
    expect(overdue.map((row) => row.id)).toEqual([`${pair.holderPartyId}:${pair.counterpartyPartyId}`]);
  });

  it('shows nothing of it to another tenant or to a customer that is neither party, and refuses bad paging', async () => {
    const other = dataOf<{ records: Position[] }>(
      await list(tokens.otherAdmin, `&holderPartyId_equal=${pair.holderPartyId}`),
    );
    expect(other.records).toEqual([]);
    const dist01 = dataOf<{ records: Position[] }>(await list(tokens.dist01));
    expect(dist01.records.map((row) => row.id)).not.toContain(`${pair.holderPartyId}:${pair.counterpartyPartyId}`);
    expect((await list(tokens.admin, '&size=abc')).json().code).toBe(400);
  });
});
