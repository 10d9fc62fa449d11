import { defineMachine } from '../document';
import { REBATE_CODES } from './rebate.codes';

/** A rebate policy (domain.md §8): its key fields lock once ACTIVE; CLOSED accrues nothing more. */
export const REBATE_POLICY_STATES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
export type RebatePolicyState = (typeof REBATE_POLICY_STATES)[number];

export const rebatePolicyMachine = defineMachine({
  states: REBATE_POLICY_STATES,
  actions: {
    activate: { from: ['DRAFT'], to: 'ACTIVE', codes: REBATE_CODES.approve },
    close: { from: ['ACTIVE'], to: 'CLOSED', codes: REBATE_CODES.approve },
  },
});
export type RebatePolicyAction = keyof typeof rebatePolicyMachine.actions;

/** A settlement of one period's accruals: posting credits the buyer's rebate account (as a lot) or a credit note. */
export const REBATE_SETTLEMENT_STATES = ['DRAFT', 'APPROVED', 'POSTED', 'CANCELLED'] as const;
export type RebateSettlementState = (typeof REBATE_SETTLEMENT_STATES)[number];

export const rebateSettlementMachine = defineMachine({
  states: REBATE_SETTLEMENT_STATES,
  actions: {
    approve: { from: ['DRAFT'], to: 'APPROVED', codes: REBATE_CODES.approve },
    post: { from: ['APPROVED'], to: 'POSTED', codes: REBATE_CODES.approve },
    cancel: { from: ['DRAFT', 'APPROVED'], to: 'CANCELLED', codes: REBATE_CODES.write, remarkRequired: true },
  },
});
export type RebateSettlementAction = keyof typeof rebateSettlementMachine.actions;
