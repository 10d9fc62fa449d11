import { PLAN_APPROVAL_PARAM, planMachine, visitPlanCodes } from '@smdp/contracts/field';
import { defineDocument, holdsAny } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { paramValueOf } from '../system';
import { planDetail } from './plan.queries';

export const PLAN_DOCUMENT = 'visit_plan';

/** Whether the tenant wants salespeople's proposed plans approved (parameter `visit.planApproval`). */
export async function planApprovalRequired(db: Parameters<typeof paramValueOf>[0], tenantId: string) {
  return (await paramValueOf(db, tenantId, PLAN_APPROVAL_PARAM))?.trim().toLowerCase() === 'true';
}

/**
 * A salesperson's day (domain.md §9). A manager (visit_plan_approve) publishes a draft; a salesperson
 * proposes its own (`submit`): the manager approves or rejects it when the tenant's policy asks for
 * approval, otherwise it is published at once. Cancelling cancels the visits not yet made.
 */
export const planDocument = defineDocument({
  type: PLAN_DOCUMENT,
  table: 'visitPlan',
  machine: planMachine,
  codes: { view: [visitPlanCodes.view], delete: [visitPlanCodes.delete] },
  scope: { owner: 'ownerPartyId', creator: 'salespersonId' },
  workflow: (row) => ({ actor: row.ownerPartyId, subject: row.ownerPartyId, number: row.planNo }),
  // A draft is cancelled first (its visits with it), then deleted.
  removableStates: ['CANCELLED'],
  messages: {
    stateInvalid: 'planStateInvalid',
    reasonRequired: 'planReasonRequired',
    removeRefused: 'planRemoveRefused',
  },
  detail: planDetail,
  hooks: {
    submit: async ({ trx, caller, row }) => {
      const manager = holdsAny(caller, [visitPlanCodes.approve]);
      if (!manager && row.salespersonId !== caller.userId) throw badRequest('planOwnOnly');
      const approval = await planApprovalRequired(trx, caller.tenantId);
      return approval ? { proposedBy: caller.userId } : { proposedBy: caller.userId, state: 'PUBLISHED' as const };
    },
    cancel: async ({ trx, row, remark, caller, now }) => {
      await trx
        .updateTable('visit')
        .set({
          state: 'CANCELLED',
          missedReason: remark ?? 'PLAN_CANCELLED',
          updateUser: caller.userId,
          updateTime: now,
        })
        .where('planId', '=', row.id)
        .where('state', '=', 'PLANNED')
        .execute();
      return undefined;
    },
  },
});
