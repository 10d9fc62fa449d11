import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { AppError } from '../../platform/http/errors';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { fundHolder } from '../../testing/fund-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkFundInvariants, freezeFunds, fundAvailability, settleRebate } from '../fund';
import { consumeLots } from './lots';

/**
 * 50 orders of one buyer spending rebate at the same moment on two server instances (on PostgreSQL two
 * connection pools; PGlite has one connection and runs them one transaction at a time): each freezes its
 * rebate part and takes it from the lots, as an order's submit does, in one transaction.
 */
describe('rebate lots under 50 concurrent orders from two instances', () => {
  let t: TestApp;
  let instances: Database[];
  const caller: DocumentCaller = { ...staffCaller(ADMIN_TENANT, { userId: '1' }), codes: new Set() };
  const DAY = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp();
    instances = [t.database.db, (await t.anotherInstance()).deps.db];
  });
  afterAll(() => t.close());

  it('never spends more than the lots hold: the balance stays >= 0 and no lot goes below zero', async () => {
    const db = t.database.db;
    const holder = await fundHolder(db, ADMIN_TENANT);
    const policy = await db
      .insertInto('rebatePolicy')
      .values({
        tenantId: ADMIN_TENANT,
        ownerPartyId: holder.counterpartyPartyId,
        name: 'concurrency',
        state: 'ACTIVE',
        period: 'CUSTOM',
        dateFrom: DAY,
        dateTo: DAY,
        basis: 'AMOUNT',
        calcMode: 'FLAT_TIER',
        tiers: JSON.stringify([{ from: '0', rate: '0.01' }]),
        settleTo: 'REBATE_ACCOUNT',
        maxUseRatio: '1',
        expiryDays: 10,
        createUser: null,
        createDept: null,
        updateUser: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // two lots, 100.00 expiring first and 50.00 later: 150.00 in all
    for (const [amount, expiryDate] of [
      ['100.00', '2099-01-01'],
      ['50.00', '2099-06-01'],
    ] as const) {
      const settlement = await db
        .insertInto('rebateSettlement')
        .values({
          tenantId: ADMIN_TENANT,
          settlementNo: `RBC-${expiryDate}`,
          state: 'POSTED',
          policyId: policy.id,
          ownerPartyId: holder.counterpartyPartyId,
          partyId: holder.holderPartyId,
          periodKey: 'CUSTOM',
          amount,
          settleTo: 'REBATE_ACCOUNT',
          createUser: null,
          createDept: null,
          updateUser: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        await settleRebate(trx, caller, {
          holder,
          source: { type: 'rebateSettlement', id: settlement.id },
          amount,
          postingDate: DAY,
        });
        await trx
          .insertInto('rebateLot')
          .values({
            tenantId: ADMIN_TENANT,
            holderPartyId: holder.holderPartyId,
            ownerPartyId: holder.counterpartyPartyId,
            settlementId: settlement.id,
            amount,
            remaining: amount,
            expiryDate,
            maxUseRatio: '1',
          })
          .execute();
      });
    }

    // 50 orders of 7.00 each: 21 fit in 150.00 (147.00), 29 are refused
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        (instances[index % 2] as Database).transaction().execute(async (trx) => {
          const source = { type: 'order', id: String(900_000 + index) };
          await freezeFunds(trx, caller, {
            holder,
            source,
            parts: { cash: '0', rebate: '7.00', credit: '0' },
            postingDate: DAY,
          });
          await consumeLots(trx, caller, holder, source, '7.00', DAY, '7.00');
        }),
      ),
    );
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    for (const reason of refused) expect(reason).toBeInstanceOf(AppError);
    expect(results.length - refused.length).toBe(21);

    const funds = await fundAvailability(db, ADMIN_TENANT, holder);
    expect(funds.rebate).toEqual({ balance: '150.00', frozen: '147.00', available: '3.00' });
    const lots = await db
      .selectFrom('rebateLot')
      .select(['amount', 'remaining', 'expiryDate'])
      .where('holderPartyId', '=', holder.holderPartyId)
      .orderBy('id')
      .execute();
    // first expiring first: the 100.00 lot is used up, the later one keeps 3.00
    expect(lots.map((lot) => lot.remaining)).toEqual(['0.00', '3.00']);
    const used = await db
      .selectFrom('rebateLotUse')
      .select((eb) => eb.fn.sum<string>('amount').as('used'))
      .where('tenantId', '=', ADMIN_TENANT)
      // this holder's lots only: the demo's expiry wrote off a lot of its own
      .where('lotId', 'in', db.selectFrom('rebateLot').select('id').where('holderPartyId', '=', holder.holderPartyId))
      .executeTakeFirstOrThrow();
    expect(Number(used.used)).toBe(147);
    expect(await checkFundInvariants(db)).toEqual([]);
  });
});
