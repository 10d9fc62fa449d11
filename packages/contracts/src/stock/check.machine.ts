import { defineMachine } from '../document';
import { stockCheckCodes, stockTaskCodes } from './stock.codes';

/** A stock check task (domain.md §6): PLANNED -> IN_PROGRESS -> SUBMITTED -> APPROVED -> POSTED, CANCELLED. */
export const CHECK_STATES = ['PLANNED', 'IN_PROGRESS', 'SUBMITTED', 'APPROVED', 'POSTED', 'CANCELLED'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** ALL: every balance of the warehouse; CATEGORY: goods of a category; GOODS_LIST: named goods; CYCLE: a generated ALL. */
export const CHECK_SCOPES = ['ALL', 'CATEGORY', 'GOODS_LIST', 'CYCLE'] as const;
export type CheckScope = (typeof CHECK_SCOPES)[number];

export const CHECK_CODES = {
  view: [stockCheckCodes.view, stockTaskCodes.view],
  add: [stockCheckCodes.add],
  edit: [stockCheckCodes.edit],
  delete: [stockCheckCodes.delete],
  approve: [stockCheckCodes.approve],
  /** Counting and submitting: the counter's page, or whoever runs the checks. */
  count: [stockTaskCodes.edit, stockCheckCodes.edit],
} as const;

/**
 * `start` snapshots book quantities (and freezes the warehouse when asked); `submit` hands in the count;
 * `approve` is needed only when the differences' value exceeds the threshold; `post` writes one stock
 * adjustment; `cancel` drops an open task (and lifts its freeze).
 */
export const checkMachine = defineMachine({
  states: CHECK_STATES,
  actions: {
    start: { from: ['PLANNED'], to: 'IN_PROGRESS', codes: CHECK_CODES.count },
    submit: { from: ['IN_PROGRESS'], to: 'SUBMITTED', codes: CHECK_CODES.count },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', codes: CHECK_CODES.approve },
    post: { from: ['SUBMITTED', 'APPROVED'], to: 'POSTED', codes: CHECK_CODES.edit },
    cancel: { from: ['PLANNED', 'IN_PROGRESS', 'SUBMITTED', 'APPROVED'], to: 'CANCELLED', codes: CHECK_CODES.edit },
  },
});
export type CheckAction = keyof typeof checkMachine.actions;

/** The tenant parameter holding the approval threshold (absolute value of a task's differences). */
export const CHECK_THRESHOLD_PARAM = 'stock.checkApprovalThreshold';
export const CHECK_THRESHOLD_DEFAULT = '1000';
