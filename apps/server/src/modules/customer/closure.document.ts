import { CLOSURE_CODES, closureMachine } from '@smdp/contracts/customer';
import { defineDocument, holdsAny } from '../../platform/document/define';
import { formatDateTime } from '../../platform/http/datetime';
import { badRequest, forbidden } from '../../platform/http/errors';
import { assertClosable, closeParty } from './closure.close-party';
import { closureRequestDetail } from './closure.queries';
import { primaryAccountOrStaff } from './party.document';
import { assertNotOwnSubmission } from './self-approval';

/**
 * A store-closure request (domain.md §9) as a document. Approval and execution run every registered
 * closure check in the same transaction; execution also waits for the effective date (in the caller's
 * zone), then closes the party and takes its stores off their warehouses, keeping history.
 */
export const closureDocument = defineDocument({
  type: 'closureRequest',
  table: 'customerCloseRequest',
  machine: closureMachine,
  codes: { view: CLOSURE_CODES.view, delete: CLOSURE_CODES.delete },
  scope: { owner: 'sellerPartyId' },
  workflow: (row) => ({ actor: row.sellerPartyId, subject: row.partyId, number: null }),
  removableStates: ['DRAFT'],
  messages: { stateInvalid: 'closureStateInvalid', reasonRequired: 'partyReasonRequired' },
  detail: closureRequestDetail,
  authorize: { approve: primaryAccountOrStaff, reject: primaryAccountOrStaff, execute: primaryAccountOrStaff },
  hooks: {
    send: async ({ caller, now }) => ({ submittedAt: now, submittedBy: caller.userId }),
    approve: async ({ trx, caller, row, now, remark }) => {
      await assertNotOwnSubmission(trx, caller, row.submittedBy ?? row.requestedBy);
      await assertClosable(trx, caller, row.partyId);
      return { reviewedBy: caller.userId, reviewedAt: now, reviewRemark: remark };
    },
    reject: async ({ caller, now, remark }) => ({ reviewedBy: caller.userId, reviewedAt: now, reviewRemark: remark }),
    execute: async ({ trx, caller, row, now, zone, ip }) => {
      await assertClosable(trx, caller, row.partyId);
      const today = formatDateTime(now, zone).slice(0, 10);
      if (row.effectiveDate > today) throw badRequest('closureNotDue', { date: row.effectiveDate });
      await closeParty(trx, caller, row.partyId, ip);
      return { executedBy: caller.userId, executedAt: now };
    },
    // Only an approver may withdraw what was already approved.
    cancel: async ({ caller, row }) => {
      if (row.state === 'APPROVED' && !holdsAny(caller, CLOSURE_CODES.approve)) throw forbidden();
      return undefined;
    },
  },
  amend: {
    cancelAction: 'cancel',
    codes: [...CLOSURE_CODES.add, ...CLOSURE_CODES.edit],
    copy: (row, caller) => ({
      tenantId: row.tenantId,
      partyId: row.partyId,
      sellerPartyId: row.sellerPartyId,
      reason: row.reason,
      reasonDetail: row.reasonDetail,
      evidence: JSON.stringify(row.evidence),
      effectiveDate: row.effectiveDate,
      requestedBy: caller.userId,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    }),
  },
});
