import { defineMachine } from '../document';
import { RECONCILIATION_CODES } from './fund.codes';

/**
 * A reconciliation statement (domain.md §7): the creditor drafts it and issues it (its lines freeze);
 * the debtor confirms it (the period locks for both) or disputes named lines; the creditor settles a
 * dispute with adjustments and re-issues it (the disputed statement becomes REISSUED, a new one ISSUED).
 * VOID withdraws a statement that nothing was settled against.
 */
export const RECONCILIATION_STATES = ['DRAFT', 'ISSUED', 'CONFIRMED', 'DISPUTED', 'REISSUED', 'VOID'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

export const reconciliationMachine = defineMachine({
  states: RECONCILIATION_STATES,
  actions: {
    issue: { from: ['DRAFT'], to: 'ISSUED', codes: RECONCILIATION_CODES.issue },
    confirm: { from: ['ISSUED'], to: 'CONFIRMED', codes: RECONCILIATION_CODES.answer },
    dispute: { from: ['ISSUED'], to: 'DISPUTED', codes: RECONCILIATION_CODES.answer, remarkRequired: true },
    reissue: { from: ['DISPUTED'], to: 'REISSUED', codes: RECONCILIATION_CODES.settle },
    void: {
      from: ['DRAFT', 'ISSUED', 'DISPUTED'],
      to: 'VOID',
      codes: RECONCILIATION_CODES.settle,
      remarkRequired: true,
    },
  },
});
export type ReconciliationAction = keyof typeof reconciliationMachine.actions;
