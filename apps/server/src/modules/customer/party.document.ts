import { PARTY_CODES, type PartyAction, partyMachine } from '@smdp/contracts/customer';
import type { Database } from '../../platform/db/database';
import { type DocumentCaller, defineDocument } from '../../platform/document/define';
import { badRequest, forbidden } from '../../platform/http/errors';
import { isPrimaryAccount } from './actor';
import { sellerOf } from './party.checks';
import { partyDetail } from './party.queries';
import { assertNotOwnSubmission } from './self-approval';

/** Approval is for the seller's primary account or company staff (parties and closure requests alike). */
export async function primaryAccountOrStaff(db: Database, caller: DocumentCaller) {
  if (caller.customerId && !(await isPrimaryAccount(db, caller))) throw forbidden();
}

/**
 * A party (domain.md §2) as a document: a customer account manages the parties it sells to. Approval
 * needs an active seller and someone other than the submitter; a rejection needs a reason and sends
 * the party back to DRAFT. CLOSED is set only by an executed closure request.
 */
export const partyDocument = defineDocument({
  type: 'party',
  table: 'baseCustomer',
  machine: partyMachine,
  codes: { view: PARTY_CODES.view, delete: PARTY_CODES.delete },
  scope: { owner: 'sellerPartyId' },
  workflow: (row) => ({ actor: row.sellerPartyId, subject: row.id, number: row.customerCode }),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'partyStateInvalid',
    reasonRequired: 'partyReasonRequired',
    removeRefused: 'partyRemoveDraftOnly',
  },
  detail: partyDetail,
  authorize: { approve: primaryAccountOrStaff, reject: primaryAccountOrStaff } satisfies Partial<
    Record<PartyAction, unknown>
  >,
  hooks: {
    'submit-approval': async ({ caller, now }) => ({ submittedAt: now, submittedBy: caller.userId }),
    approve: async ({ trx, caller, row, now, remark }) => {
      if (row.sellerPartyId) {
        const seller = await sellerOf(trx, caller.tenantId, row.sellerPartyId);
        if (seller?.state !== 'ACTIVE') throw badRequest('partySellerInvalid');
      }
      await assertNotOwnSubmission(trx, caller, row.submittedBy ?? row.createUser);
      return { approvedBy: caller.userId, approvedAt: now, openedAt: row.openedAt ?? now, reviewRemark: remark };
    },
    reject: async ({ remark }) => ({ reviewRemark: remark }),
  },
});
