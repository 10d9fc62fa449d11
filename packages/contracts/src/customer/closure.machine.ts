import { defineMachine } from '../document';
import { CLOSURE_CODES } from './closure.codes';

export const CLOSURE_REASONS = ['CLOSED', 'RELOCATED', 'BAD_DEBT', 'DUPLICATE', 'OTHER'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

export const CLOSURE_STATES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'EXECUTED', 'REJECTED', 'CANCELLED'] as const;
export type ClosureState = (typeof CLOSURE_STATES)[number];

/** domain.md §9: DRAFT → SUBMITTED → APPROVED → EXECUTED | REJECTED, and CANCELLED until executed. */
export const closureMachine = defineMachine({
  states: CLOSURE_STATES,
  actions: {
    send: { from: ['DRAFT'], to: 'SUBMITTED', codes: [...CLOSURE_CODES.add, ...CLOSURE_CODES.edit] },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', codes: CLOSURE_CODES.approve },
    reject: { from: ['SUBMITTED'], to: 'REJECTED', codes: CLOSURE_CODES.approve, remarkRequired: true },
    execute: { from: ['APPROVED'], to: 'EXECUTED', codes: CLOSURE_CODES.approve },
    cancel: {
      from: ['DRAFT', 'SUBMITTED', 'APPROVED'],
      to: 'CANCELLED',
      codes: [...CLOSURE_CODES.add, ...CLOSURE_CODES.edit, ...CLOSURE_CODES.approve],
    },
  },
});
export type ClosureAction = keyof typeof closureMachine.actions;

/** Only parties in these states can be asked to close. */
export const CLOSABLE_PARTY_STATES = ['ACTIVE', 'SUSPENDED'] as const;
