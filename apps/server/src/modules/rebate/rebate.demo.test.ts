import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkFundInvariants } from '../fund';
import { REBATE_EXPIRY_SOURCE } from './expiry';

describe('rebate demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds an active policy where dist01 reached a tier with a lot about to expire, a closed one whose lot was written off, once', async () => {
    const db = t.database.db;
    const dist01 = (
      await db
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const policies = await db
      .selectFrom('rebatePolicy')
      .select(['id', 'state', 'name'])
      .where('tenantId', '=', ADMIN_TENANT)
      .orderBy('id')
      .execute();
    expect(policies.map((policy) => [policy.name, policy.state])).toEqual([
      ['Volume bonus', 'ACTIVE'],
      ['Launch bonus', 'CLOSED'],
    ]);
    const accruals = await db
      .selectFrom('rebateAccrual')
      .select(['tierReached', 'accruedAmount'])
      .where('partyId', '=', dist01)
      .execute();
    expect(accruals.some((accrual) => accrual.tierReached !== null && Number(accrual.accruedAmount) > 0)).toBe(true);
    const lots = await db
      .selectFrom('rebateLot as l')
      .innerJoin('rebateSettlement as s', 's.id', 'l.settlementId')
      .select([
        'l.id',
        's.state',
        's.policyId',
        'l.remaining',
        'l.amount',
        sql<string>`l.expiry_date::text`.as('expiryDate'),
      ])
      .where('l.holderPartyId', '=', dist01)
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(lots).toHaveLength(2);
    const soon = lots.find((lot) => lot.policyId === policies[0]?.id);
    expect(soon).toMatchObject({ state: 'POSTED' });
    const expiry = soon?.expiryDate ?? '';
    expect(expiry >= today && expiry <= inMonth).toBe(true);
    // the launch lot expired three weeks ago: what was left of it left the rebate account
    const lapsed = lots.find((lot) => lot.policyId === policies[1]?.id);
    expect(lapsed?.expiryDate).toBe(new Date(Date.now() - 22 * 86_400_000).toISOString().slice(0, 10));
    expect(lapsed?.remaining).toBe('0.00');
    const writeOff = await db
      .selectFrom('fundLedgerEntry')
      .select(['amount', 'entryType'])
      .where('voucherType', '=', REBATE_EXPIRY_SOURCE)
      .where('voucherId', '=', lapsed?.id ?? '0')
      .execute();
    expect(writeOff).toEqual([{ amount: `-${lapsed?.amount}`, entryType: 'ADJUSTMENT' }]);
    expect(await checkFundInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);

    await seedDemoData(db);
    const again = await db.selectFrom('rebatePolicy').select('id').where('tenantId', '=', ADMIN_TENANT).execute();
    expect(again).toHaveLength(2);
  });
});
