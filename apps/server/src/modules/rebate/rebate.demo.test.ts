import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkFundInvariants } from '../fund';

describe('rebate demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds one active policy where dist01 reached a tier, a posted settlement and a lot about to expire, once', async () => {
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
      .select(['id', 'state'])
      .where('tenantId', '=', ADMIN_TENANT)
      .execute();
    expect(policies.map((policy) => policy.state)).toEqual(['ACTIVE']);
    const accruals = await db
      .selectFrom('rebateAccrual')
      .select(['tierReached', 'accruedAmount'])
      .where('partyId', '=', dist01)
      .execute();
    expect(accruals.some((accrual) => accrual.tierReached !== null && Number(accrual.accruedAmount) > 0)).toBe(true);
    const lots = await db
      .selectFrom('rebateLot as l')
      .innerJoin('rebateSettlement as s', 's.id', 'l.settlementId')
      .select(['s.state', 'l.remaining', 'l.amount', sql<string>`l.expiry_date::text`.as('expiryDate')])
      .where('l.holderPartyId', '=', dist01)
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ state: 'POSTED' });
    const expiry = lots[0]?.expiryDate ?? '';
    expect(expiry >= today && expiry <= inMonth).toBe(true);
    expect(await checkFundInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);

    await seedDemoData(db);
    const again = await db.selectFrom('rebatePolicy').select('id').where('tenantId', '=', ADMIN_TENANT).execute();
    expect(again).toHaveLength(1);
  });
});
