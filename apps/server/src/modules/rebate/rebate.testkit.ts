import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { staffCaller } from '../../platform/scope/caller';
import { type FundHolder, settleRebate } from '../fund';
import { REBATE_SETTLEMENT_DOCUMENT } from './settlement.document';

/** An ACTIVE policy of the holder's seller with its own share of an order (tests arrange rows directly). */
export async function activePolicy(db: Database, tenantId: string, holder: FundHolder, maxUseRatio: string) {
  const day = new Date().toISOString().slice(0, 10);
  const row = await db
    .insertInto('rebatePolicy')
    .values({
      tenantId,
      ownerPartyId: holder.counterpartyPartyId,
      name: `Policy ${maxUseRatio} ${randomBytes(3).toString('hex')}`,
      state: 'ACTIVE',
      period: 'CUSTOM',
      dateFrom: day,
      dateTo: day,
      basis: 'AMOUNT',
      calcMode: 'FLAT_TIER',
      tiers: JSON.stringify([{ from: '0', rate: '0.01' }]),
      settleTo: 'REBATE_ACCOUNT',
      maxUseRatio,
      expiryDays: 30,
      createUser: null,
      createDept: null,
      updateUser: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A POSTED settlement of the policy and its lot, as posting one does: REBATE_SETTLEMENT into the
 * holder's rebate account (dated `postingDate`) and the lot of `amount` expiring on `expiryDate`.
 */
export async function postedLot(
  db: Database,
  tenantId: string,
  holder: FundHolder,
  lot: { policyId: string; amount: string; expiryDate: string; postingDate?: string },
): Promise<{ lotId: string; settlementNo: string }> {
  const policy = await db
    .selectFrom('rebatePolicy')
    .select('maxUseRatio')
    .where('id', '=', lot.policyId)
    .executeTakeFirstOrThrow();
  const settlementNo = `RBT-${randomBytes(4).toString('hex')}`;
  return db.transaction().execute(async (trx) => {
    const settlement = await trx
      .insertInto('rebateSettlement')
      .values({
        tenantId,
        settlementNo,
        state: 'POSTED',
        policyId: lot.policyId,
        ownerPartyId: holder.counterpartyPartyId,
        partyId: holder.holderPartyId,
        periodKey: 'CUSTOM',
        amount: lot.amount,
        settleTo: 'REBATE_ACCOUNT',
        createUser: null,
        createDept: null,
        updateUser: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await settleRebate(trx, staffCaller(tenantId), {
      holder,
      source: { type: REBATE_SETTLEMENT_DOCUMENT, id: settlement.id, docNo: settlementNo },
      amount: lot.amount,
      postingDate: lot.postingDate ?? new Date().toISOString().slice(0, 10),
    });
    const row = await trx
      .insertInto('rebateLot')
      .values({
        tenantId,
        holderPartyId: holder.holderPartyId,
        ownerPartyId: holder.counterpartyPartyId,
        settlementId: settlement.id,
        amount: lot.amount,
        remaining: lot.amount,
        expiryDate: lot.expiryDate,
        maxUseRatio: String(policy.maxUseRatio),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { lotId: row.id, settlementNo };
  });
}
