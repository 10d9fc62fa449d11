import { REBATE_CODES, rebateSettlementMachine } from '@smdp/contracts/rebate';
import { sql } from 'kysely';
import { defineDocument } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import { settleRebate, settleRebateAsCreditNote } from '../fund';
import { addDays, todayIn } from './days';
import { ownsPolicy } from './policy.queries';
import { settlementDetail } from './settlement.queries';

export const REBATE_SETTLEMENT_DOCUMENT = 'rebateSettlement';

/**
 * A rebate settlement (domain.md §8): the owner of the policy approves and posts it. Posting credits the
 * buyer's rebate account as a lot expiring `expiry_days` later (REBATE_SETTLEMENT through the fund
 * ledger), or issues a credit note lowering what the buyer owes.
 */
export const rebateSettlementDocument = defineDocument({
  type: REBATE_SETTLEMENT_DOCUMENT,
  table: 'rebateSettlement',
  machine: rebateSettlementMachine,
  codes: { view: REBATE_CODES.view, delete: REBATE_CODES.delete },
  scope: { party: 'partyId' },
  workflow: (row) => ({ actor: null, subject: row.partyId, number: row.settlementNo }),
  removableStates: [],
  messages: { stateInvalid: 'rebateStateInvalid', reasonRequired: 'rebateReasonRequired' },
  detail: settlementDetail,
  hooks: {
    approve: async ({ caller, row }) => {
      if (!ownsPolicy(caller, row.ownerPartyId)) throw notFound();
      return undefined;
    },
    cancel: async ({ caller, row }) => {
      if (!ownsPolicy(caller, row.ownerPartyId)) throw notFound();
      return undefined;
    },
    post: async ({ trx, caller, row, now, zone }) => {
      if (!ownsPolicy(caller, row.ownerPartyId)) throw notFound();
      const postingDate = todayIn(now, zone);
      const policy = await trx
        .selectFrom('rebatePolicy')
        .select(['expiryDays', 'maxUseRatio', 'name'])
        .where('tenantId', '=', caller.tenantId)
        .where('id', '=', row.policyId)
        .executeTakeFirstOrThrow();
      const holder = { holderPartyId: row.partyId, counterpartyPartyId: row.ownerPartyId };
      const source = { type: REBATE_SETTLEMENT_DOCUMENT, id: row.id, docNo: row.settlementNo };
      const amount = String(row.amount);
      if (row.settleTo === 'CREDIT_NOTE') {
        await settleRebateAsCreditNote(trx, caller, { holder, source, amount, postingDate });
        return { postingDate };
      }
      const expiryDate = addDays(postingDate, policy.expiryDays);
      await settleRebate(trx, caller, { holder, source, amount, postingDate });
      await trx
        .insertInto('rebateLot')
        .values({
          tenantId: caller.tenantId,
          holderPartyId: row.partyId,
          ownerPartyId: row.ownerPartyId,
          settlementId: row.id,
          amount,
          remaining: amount,
          expiryDate,
          maxUseRatio: sql`${policy.maxUseRatio}::numeric`,
        })
        .execute();
      return { postingDate, expiryDate };
    },
  },
});
