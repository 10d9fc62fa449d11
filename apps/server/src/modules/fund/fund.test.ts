import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { fundHolder, grantCredit } from '../../testing/fund-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { receiveFunds } from './funds';
import {
  checkFundInvariants,
  type FundHolder,
  freezeFunds,
  frozenBy,
  fundAvailability,
  payFrozenFunds,
  refundFunds,
  releaseFunds,
  useFrozenCredit,
} from './index';

describe('fund ledger API', () => {
  let t: TestApp;
  let db: Database;
  const caller = staffCaller(ADMIN_TENANT, { userId: '1' });
  let order = 1_000;
  const DAY = '2026-06-01';
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const tx = <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn);
  const receive = (holder: FundHolder, amount: string, target: 'CASH' | 'CREDIT_REPAY' = 'CASH') =>
    tx((trx) =>
      receiveFunds(trx, caller, {
        holder,
        source: { type: 'receipt', id: String(order++) },
        amount,
        target,
        postingDate: DAY,
      }),
    );
  const parts = (cash: string, rebate = '0', credit = '0') => ({ cash, rebate, credit });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('freezes, pays and releases cash, rebate and credit; balances equal their ledger', async () => {
    const holder = await fundHolder(db, ADMIN_TENANT);
    await grantCredit(db, ADMIN_TENANT, holder, '500.00', { termDays: 15 });
    await receive(holder, '300.50');
    const source = { type: 'order', id: String(order++) };
    await tx((trx) =>
      freezeFunds(trx, caller, { holder, source, parts: parts('100.25', '0', '200'), postingDate: DAY }),
    );
    expect(await frozenBy(db, ADMIN_TENANT, holder, source)).toEqual({
      cash: '100.25',
      rebate: '0.00',
      credit: '200.00',
    });
    let available = await fundAvailability(db, ADMIN_TENANT, holder);
    expect(available.cash).toEqual({ balance: '300.50', frozen: '100.25', available: '200.25' });
    expect(available.credit).toMatchObject({
      limit: '500.00',
      used: '0.00',
      frozen: '200.00',
      available: '300.00',
      termDays: 15,
    });

    await tx(async (trx) => {
      await payFrozenFunds(trx, caller, { holder, source, postingDate: DAY });
      await useFrozenCredit(trx, caller, { holder, source, postingDate: DAY });
    });
    expect(await frozenBy(db, ADMIN_TENANT, holder, source)).toEqual({ cash: '0.00', rebate: '0.00', credit: '0.00' });
    available = await fundAvailability(db, ADMIN_TENANT, holder);
    expect(available.cash).toEqual({ balance: '200.25', frozen: '0.00', available: '200.25' });
    expect(available.credit).toMatchObject({ used: '200.00', frozen: '0.00', available: '300.00' });
    const use = await db
      .selectFrom('fundLedgerEntry')
      .select(['entryType', 'dueDate'])
      .where('kind', '=', 'CREDIT')
      .where('holderPartyId', '=', holder.holderPartyId)
      .where('entryType', '=', 'CREDIT_USE')
      .executeTakeFirstOrThrow();
    expect(use.dueDate).not.toBeNull();

    // A second order freezes and is released twice: the second release moves nothing.
    const other = { type: 'order', id: String(order++) };
    await tx((trx) =>
      freezeFunds(trx, caller, { holder, source: other, parts: parts('50', '0', '10'), postingDate: DAY }),
    );
    await tx((trx) => releaseFunds(trx, caller, { holder, source: other, postingDate: DAY }));
    await tx((trx) => releaseFunds(trx, caller, { holder, source: other, postingDate: DAY }));
    available = await fundAvailability(db, ADMIN_TENANT, holder);
    expect(available.cash).toEqual({ balance: '200.25', frozen: '0.00', available: '200.25' });
    expect(available.credit).toMatchObject({ used: '200.00', frozen: '0.00' });

    // A refund of 250 credit repays the 200 used and gives 50 to cash.
    await tx((trx) => refundFunds(trx, caller, { holder, source, parts: parts('10', '5', '250'), postingDate: DAY }));
    available = await fundAvailability(db, ADMIN_TENANT, holder);
    expect(available.cash.balance).toBe('260.25');
    expect(available.rebate).toEqual({ balance: '5.00', frozen: '0.00', available: '5.00' });
    expect(available.credit).toMatchObject({ used: '0.00', available: '500.00' });
    expect(await checkFundInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);
  });

  it('refuses a part beyond what is available, in the caller language, and writes nothing', async () => {
    const holder = await fundHolder(db, ADMIN_TENANT);
    await grantCredit(db, ADMIN_TENANT, holder, '100', { tempLimit: '50', tempValidTo: '2026-12-31' });
    await receive(holder, '80');
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('fundLedgerEntry')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('holderPartyId', '=', holder.holderPartyId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const source = { type: 'order', id: String(order++) };
    const cash = await refusal(
      tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('80.01', '0', '1'), postingDate: DAY })),
    );
    expect(cash.messageKey).toBe('fundCashNotEnough');
    expect(translate(cash.messageKey, 'en', cash.params)).toBe('Not enough cash: 80.00 available, 80.01 needed');
    const rebate = await refusal(
      tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('1', '0.01'), postingDate: DAY })),
    );
    expect(rebate.messageKey).toBe('fundRebateNotEnough');
    const credit = await refusal(
      tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('1', '0', '150.01'), postingDate: DAY })),
    );
    expect(credit.messageKey).toBe('fundCreditNotEnough');
    expect(credit.params).toEqual({ available: '150.00', needed: '150.01' });
    // The temporary limit no longer counts after it expired.
    const late = await refusal(
      tx((trx) =>
        freezeFunds(trx, caller, { holder, source, parts: parts('0', '0', '100.01'), postingDate: '2027-01-01' }),
      ),
    );
    expect(late.params).toEqual({ available: '100.00', needed: '100.01' });
    const bad = await refusal(
      tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('-1'), postingDate: DAY })),
    );
    expect(bad.messageKey).toBe('fundBadAmount');
    const floaty = await refusal(
      tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('0.001'), postingDate: DAY })),
    );
    expect(floaty.messageKey).toBe('fundBadAmount');
    expect(await count()).toBe(before);
    // A controller's override may exceed the credit limit; cash stays refused beyond its balance.
    await tx((trx) =>
      freezeFunds(trx, caller, {
        holder,
        source,
        parts: parts('0', '0', '999'),
        postingDate: DAY,
        overrideCreditLimit: true,
      }),
    );
    expect((await fundAvailability(db, ADMIN_TENANT, holder)).credit).toMatchObject({
      frozen: '999.00',
      available: '0.00',
    });
  });

  it('has no credit without a limit, and repays credit before cash on a CREDIT_REPAY receipt', async () => {
    const holder = await fundHolder(db, ADMIN_TENANT);
    const source = { type: 'order', id: String(order++) };
    const none = await refusal(
      tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('0', '0', '0.01'), postingDate: DAY })),
    );
    expect(none.params).toEqual({ available: '0.00', needed: '0.01' });
    await grantCredit(db, ADMIN_TENANT, holder, '100');
    await tx((trx) => freezeFunds(trx, caller, { holder, source, parts: parts('0', '0', '60'), postingDate: DAY }));
    await tx(async (trx) => {
      await payFrozenFunds(trx, caller, { holder, source, postingDate: DAY });
      await useFrozenCredit(trx, caller, { holder, source, postingDate: DAY });
    });
    await receive(holder, '75', 'CREDIT_REPAY');
    const available = await fundAvailability(db, ADMIN_TENANT, holder);
    expect(available.credit).toMatchObject({ used: '0.00', available: '100.00' });
    expect(available.cash.balance).toBe('15.00');
    expect(await checkFundInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);
  });

  it('keeps tenants apart: another tenant sees nothing of the holder', async () => {
    const holder = await fundHolder(db, ADMIN_TENANT);
    await receive(holder, '10');
    const elsewhere = await fundAvailability(db, '999999', holder);
    expect(elsewhere.cash).toEqual({ balance: '0.00', frozen: '0.00', available: '0.00' });
    expect(await frozenBy(db, '999999', holder, { type: 'order', id: '1' })).toEqual({
      cash: '0.00',
      rebate: '0.00',
      credit: '0.00',
    });
  });
});
