import { defineMachine } from '../document';
import { feedbackCodes } from './feedback.codes';

/**
 * Feedback (domain.md §10, ERPNext's Issue): OPEN -> REPLIED (the company answered) -> RESOLVED -> CLOSED
 * (the customer, with a rating), and re-opened from RESOLVED or CLOSED. A reply of the customer puts it
 * back to OPEN; replies are not actions of the machine but the thread beside it.
 */
export const FEEDBACK_STATES = ['OPEN', 'REPLIED', 'RESOLVED', 'CLOSED'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];
export const FEEDBACK_CATEGORIES = ['ORDER', 'DELIVERY', 'PRODUCT', 'PAYMENT', 'SYSTEM', 'OTHER'] as const;

export const feedbackMachine = defineMachine({
  states: FEEDBACK_STATES,
  actions: {
    resolve: { from: ['OPEN', 'REPLIED'], to: 'RESOLVED', codes: [feedbackCodes.edit] },
    close: { from: ['RESOLVED'], to: 'CLOSED', codes: [feedbackCodes.add, feedbackCodes.edit] },
    reopen: {
      from: ['RESOLVED', 'CLOSED'],
      to: 'OPEN',
      codes: [feedbackCodes.add, feedbackCodes.edit],
      remarkRequired: true,
    },
  },
});
export type FeedbackAction = keyof typeof feedbackMachine.actions;
