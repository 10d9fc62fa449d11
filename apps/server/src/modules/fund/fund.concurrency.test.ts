import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { fundHolder, grantCredit } from '../../testing/fund-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { receiveFunds } from './funds';
import {
  checkFundInvariants,
  type FundParts,
  freezeFunds,
  fundAvailability,
  payFrozenFunds,
  releaseFunds,
} from './index';

/**
 * Two server instances (on PostgreSQL two connection pools; PGlite has one connection and runs the same
 * scenarios one transaction at a time) freezing the same buyer's money at the same moment.
 */
describe('fund ledger under concurrent freezes from two instances', () => {
  let t: TestApp;
  let instances: Database[];
  const caller = staffCaller(ADMIN_TENANT, { userId: '1' });
  const DAY = '2026-06-01';
  let nextOrder = 500_000;
  beforeAll(async () => {
    t = await createTestApp();
    instances = [t.database.db, (await t.anotherInstance()).deps.db];
  });
  afterAll(() => t.close());

  const instance = (index: number) => instances[index % instances.length] as Database;
  const parts = (cash: string, credit = '0'): FundParts => ({ cash, rebate: '0', credit });
  const outcome = async (attempts: Promise<unknown>[]) => {
    const results = await Promise.allSettled(attempts);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    return { accepted: results.length - refused.length, refused };
  };

  it('never freezes more cash or credit than available across 40 concurrent orders of one buyer', async () => {
    const holder = await fundHolder(t.database.db, ADMIN_TENANT);
    await grantCredit(t.database.db, ADMIN_TENANT, holder, '1000');
    await t.database.db.transaction().execute((trx) =>
      receiveFunds(trx, caller, {
        holder,
        source: { type: 'receipt', id: '1' },
        amount: '500',
        target: 'CASH',
        postingDate: DAY,
      }),
    );
    // Each order wants 30 cash and 70 credit: cash allows 16, credit 14.
    const { accepted, refused } = await outcome(
      Array.from({ length: 40 }, (_, index) =>
        instance(index)
          .transaction()
          .execute((trx) =>
            freezeFunds(trx, caller, {
              holder,
              source: { type: 'order', id: String(nextOrder++) },
              parts: parts('30', '70'),
              postingDate: DAY,
            }),
          ),
      ),
    );
    expect(accepted).toBe(14);
    expect(refused).toHaveLength(26);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(['fundCashNotEnough', 'fundCreditNotEnough']).toContain((reason as AppError).messageKey);
    }
    const available = await fundAvailability(t.database.db, ADMIN_TENANT, holder);
    expect(available.cash).toEqual({ balance: '500.00', frozen: '420.00', available: '80.00' });
    expect(available.credit).toMatchObject({ frozen: '980.00', available: '20.00' });
    expect(await checkFundInvariants(t.database.db, { tenantId: ADMIN_TENANT })).toEqual([]);
  });

  it('pays and releases concurrently with new freezes; balances equal their ledgers', async () => {
    const holder = await fundHolder(t.database.db, ADMIN_TENANT);
    await grantCredit(t.database.db, ADMIN_TENANT, holder, '300');
    await t.database.db.transaction().execute((trx) =>
      receiveFunds(trx, caller, {
        holder,
        source: { type: 'receipt', id: '2' },
        amount: '300',
        target: 'CASH',
        postingDate: DAY,
      }),
    );
    const first = Array.from({ length: 6 }, () => ({ type: 'order', id: String(nextOrder++) }));
    for (const source of first) {
      await t.database.db
        .transaction()
        .execute((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('50', '50'), postingDate: DAY }));
    }
    const work = first.flatMap((source, index) => [
      instance(index)
        .transaction()
        .execute((trx) =>
          index % 2 === 0
            ? payFrozenFunds(trx, caller, { holder, source, postingDate: DAY })
            : releaseFunds(trx, caller, { holder, source, postingDate: DAY }),
        ),
      instance(index + 1)
        .transaction()
        .execute((trx) => releaseFunds(trx, caller, { holder, source, postingDate: DAY })),
      instance(index)
        .transaction()
        .execute((trx) =>
          freezeFunds(trx, caller, {
            holder,
            source: { type: 'order', id: String(nextOrder++) },
            parts: parts('40', '40'),
            postingDate: DAY,
          }),
        ),
    ]);
    await Promise.allSettled(work);
    const available = await fundAvailability(t.database.db, ADMIN_TENANT, holder);
    // Whatever the order of events: nothing is below zero, and used + frozen never exceed the limit.
    expect(Number(available.cash.available)).toBeGreaterThanOrEqual(0);
    expect(Number(available.credit.used) + Number(available.credit.frozen)).toBeLessThanOrEqual(300);
    expect(await checkFundInvariants(t.database.db, { tenantId: ADMIN_TENANT })).toEqual([]);
  });
});
