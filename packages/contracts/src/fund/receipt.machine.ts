import { defineMachine } from '../document';
import { RECEIPT_CODES } from './fund.codes';

/**
 * A receipt (domain.md §7): DRAFT -> SUBMITTED -> APPROVED | REJECTED, CANCELLED before approval;
 * `approve` straight from DRAFT is the direct approval of a caller allowed to self-approve; an approved
 * receipt is undone only by `reverse`, which creates a linked reversing receipt and becomes REVERSED.
 */
export const RECEIPT_STATES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED', 'REVERSED'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export const RECEIPT_METHODS = ['BANK', 'CASH', 'OTHER'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

export const RECEIPT_TARGETS = ['CASH', 'CREDIT_REPAY'] as const;
export type ReceiptTarget = (typeof RECEIPT_TARGETS)[number];

/** RECEIPT: money paid in; REVERSAL: the document that undid an approved receipt (read only). */
export const RECEIPT_KINDS = ['RECEIPT', 'REVERSAL'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const receiptMachine = defineMachine({
  states: RECEIPT_STATES,
  actions: {
    submit: { from: ['DRAFT'], to: 'SUBMITTED', codes: RECEIPT_CODES.write },
    approve: { from: ['DRAFT', 'SUBMITTED'], to: 'APPROVED', codes: RECEIPT_CODES.approve },
    reject: { from: ['SUBMITTED'], to: 'REJECTED', codes: RECEIPT_CODES.approve, remarkRequired: true },
    cancel: { from: ['DRAFT', 'SUBMITTED', 'REJECTED'], to: 'CANCELLED', codes: RECEIPT_CODES.write },
    reverse: { from: ['APPROVED'], to: 'REVERSED', codes: RECEIPT_CODES.approve, remarkRequired: true },
  },
});
export type ReceiptAction = keyof typeof receiptMachine.actions;
