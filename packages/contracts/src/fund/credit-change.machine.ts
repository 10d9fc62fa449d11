import { defineMachine } from '../document';
import { CREDIT_CHANGE_CODES } from './fund.codes';

/**
 * A request to change a credit limit (domain.md §7, "every limit change is audited and approved"):
 * SUBMITTED -> APPROVED (the limit is written) | REJECTED (with a reason) | WITHDRAWN (by who asked).
 * A caller holding the page's `direct` button has its own request approved in the same step.
 */
export const CREDIT_CHANGE_STATES = ['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type CreditChangeState = (typeof CREDIT_CHANGE_STATES)[number];

export const creditChangeMachine = defineMachine({
  states: CREDIT_CHANGE_STATES,
  actions: {
    approve: { from: ['SUBMITTED'], to: 'APPROVED', codes: CREDIT_CHANGE_CODES.approve },
    reject: { from: ['SUBMITTED'], to: 'REJECTED', codes: CREDIT_CHANGE_CODES.approve, remarkRequired: true },
    withdraw: { from: ['SUBMITTED'], to: 'WITHDRAWN', codes: CREDIT_CHANGE_CODES.edit },
  },
});
export type CreditChangeAction = keyof typeof creditChangeMachine.actions;
