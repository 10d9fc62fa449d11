import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { lockDateOf } from '../../platform/ledger/period-lock';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_CONFIRMED_MONTH, DEMO_DISPUTED_MONTH } from './reconciliation.demo';

describe('reconciliation demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives dist01 a confirmed month (locked) and a disputed one with a claim, once', async () => {
    const db = t.database.db;
    const dist01 = (
      await db
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const statements = () =>
      db
        .selectFrom('reconciliationStatement')
        .select([
          'state',
          'disputeLines',
          'disputeReason',
          'lines',
          'openingBalance',
          'closingBalance',
          (eb) => eb.cast<string>('periodStart', 'text').as('start'),
          (eb) => eb.cast<string>('periodEnd', 'text').as('end'),
        ])
        .where('tenantId', '=', ADMIN_TENANT)
        .where('debtorPartyId', '=', dist01)
        .orderBy('periodStart')
        .execute();
    const [confirmed, disputed, ...more] = await statements();
    expect(more).toEqual([]);
    expect(confirmed).toMatchObject({ state: 'CONFIRMED', ...DEMO_CONFIRMED_MONTH });
    expect(disputed).toMatchObject({ state: 'DISPUTED', ...DEMO_DISPUTED_MONTH });
    // opening(n) = closing(n-1)
    expect(disputed?.openingBalance).toBe(confirmed?.closingBalance);
    expect(confirmed?.lines.map((one) => [one.entryType, one.credit])).toEqual([['RECEIPT', '3000.00']]);
    expect(disputed?.lines.map((one) => [one.entryType, one.debit])).toEqual([['WITHDRAWAL', '3000.00']]);
    expect(disputed?.disputeLines).toHaveLength(1);
    const claim = disputed?.disputeLines?.[0];
    const line = disputed?.lines.find((one) => one.lineNo === claim?.lineNo);
    expect(Number(claim?.claimedAmount)).toBeCloseTo((Number(line?.debit) + Number(line?.credit)) * 0.9, 2);
    expect(await lockDateOf(db, { tenantId: ADMIN_TENANT, ledger: 'fund', party: dist01 })).toBe(
      DEMO_CONFIRMED_MONTH.end,
    );

    await seedDemoData(db);
    expect(await statements()).toHaveLength(2);
  });
});
