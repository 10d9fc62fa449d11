import { defineMachine } from '../document';
import { stockAdjustmentCodes } from './stock.codes';

/** A stock adjustment: DRAFT -> SUBMITTED -> (APPROVED) -> POSTED; CANCELLED before posting or by reversal. */
export const ADJUSTMENT_STATES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'POSTED', 'CANCELLED'] as const;
export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number];

/** Why a line's stock changed; a count's differences are `correction`. */
export const ADJUSTMENT_REASONS = ['damage', 'loss', 'found', 'expiry', 'correction', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_CODES = {
  view: [stockAdjustmentCodes.view],
  add: [stockAdjustmentCodes.add],
  edit: [stockAdjustmentCodes.edit],
  /** Drafting needs `add`; changing a draft and every move needs `edit` (a sub-account only drafts). */
  write: [stockAdjustmentCodes.add, stockAdjustmentCodes.edit],
  delete: [stockAdjustmentCodes.delete],
  approve: [stockAdjustmentCodes.approve],
} as const;

/**
 * `confirm` values the differences and decides whether approval is needed (above the stock check's
 * threshold); `approve` is someone other than the creator; `post` writes one gain or loss entry per
 * line; `reverse` takes a posted adjustment back with mirror entries (a reason required).
 */
export const adjustmentMachine = defineMachine({
  states: ADJUSTMENT_STATES,
  actions: {
    confirm: { from: ['DRAFT'], to: 'SUBMITTED', codes: ADJUSTMENT_CODES.edit },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', codes: ADJUSTMENT_CODES.approve },
    post: { from: ['SUBMITTED', 'APPROVED'], to: 'POSTED', codes: ADJUSTMENT_CODES.edit },
    cancel: { from: ['DRAFT', 'SUBMITTED', 'APPROVED'], to: 'CANCELLED', codes: ADJUSTMENT_CODES.edit },
    reverse: { from: ['POSTED'], to: 'CANCELLED', codes: ADJUSTMENT_CODES.approve, remarkRequired: true },
  },
});
export type AdjustmentAction = keyof typeof adjustmentMachine.actions;
