import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { checkFundInvariants, fundAvailability } from './index';

describe('fund demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds receipts in every state, balances that equal their ledger and credit for dist01, once', async () => {
    const db = t.database.db;
    const states = await db
      .selectFrom('fundReceipt')
      .select('state')
      .distinct()
      .where('tenantId', '=', ADMIN_TENANT)
      .execute();
    expect(states.map((row) => row.state).sort()).toEqual(
      ['APPROVED', 'DRAFT', 'REJECTED', 'REVERSED', 'SUBMITTED'].sort(),
    );
    const dist01 = (
      await db
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const company = (await companyPartyOf(db, ADMIN_TENANT)) as string;
    const available = await fundAvailability(db, ADMIN_TENANT, { holderPartyId: dist01, counterpartyPartyId: company });
    // 28,500.00 received and 1,500.00 of rebate, less what the order demo's purchases of dist01 paid,
    // froze (orders submitted or on hold) and got back (a short-close, a refunded return).
    expect(available.cash).toEqual({ balance: '28357.28', frozen: '25.04', available: '28332.24' });
    // plus the rebate demo's settlements (rebate.demo.ts), whose size depends on which demo purchases
    // fall in last month
    const settled = await db
      .selectFrom('rebateSettlement')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('amount'))
      .where('tenantId', '=', ADMIN_TENANT)
      .where('partyId', '=', dist01)
      .where('state', '=', 'POSTED')
      .executeTakeFirstOrThrow();
    // less what lapsed: the launch bonus's lot expired and was written off (rebate.demo.ts)
    const lapsed = await db
      .selectFrom('fundLedgerEntry')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('amount'))
      .where('tenantId', '=', ADMIN_TENANT)
      .where('holderPartyId', '=', dist01)
      .where('voucherType', '=', 'rebateLotExpiry')
      .executeTakeFirstOrThrow();
    const plus = (figure: string) => (Number(figure) + Number(settled.amount) + Number(lapsed.amount)).toFixed(2);
    expect(available.rebate).toEqual({ balance: plus('1438.86'), frozen: '10.72', available: plus('1428.14') });
    expect(available.credit).toMatchObject({ limit: '50000.00', tempLimit: '10000.00', available: '60000.00' });
    expect(await checkFundInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);

    const count = async () =>
      Number(
        (
          await db
            .selectFrom('fundReceipt')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoData(db);
    expect(await count()).toBe(before);
  });
});
