import { REBATE_CODES, rebatePolicyMachine } from '@smdp/contracts/rebate';
import { defineDocument } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import { recomputePolicy } from './accrual';
import { ownsPolicy, policyDetail } from './policy.queries';

export const REBATE_POLICY_DOCUMENT = 'rebatePolicy';

/**
 * A rebate policy (domain.md §8). `activate` locks its key fields and books the accruals of what was
 * already shipped in its dates; `close` stops accruing (settling what accrued stays possible).
 */
export const rebatePolicyDocument = defineDocument({
  type: REBATE_POLICY_DOCUMENT,
  table: 'rebatePolicy',
  machine: rebatePolicyMachine,
  codes: { view: REBATE_CODES.view, delete: REBATE_CODES.delete },
  scope: { party: 'ownerPartyId' },
  // a distributor's account sees its own policies only, not those of its sub-customers (they own none)
  visible: async (_trx, caller, row) => ownsPolicy(caller, row.ownerPartyId),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'rebateStateInvalid',
    reasonRequired: 'rebateReasonRequired',
    removeRefused: 'rebateStateInvalid',
  },
  detail: policyDetail,
  hooks: {
    activate: async ({ trx, caller, row }) => {
      if (!ownsPolicy(caller, row.ownerPartyId)) throw notFound();
      await recomputePolicy(trx, caller.tenantId, { ...row, state: 'ACTIVE' }, null);
      return undefined;
    },
  },
});
