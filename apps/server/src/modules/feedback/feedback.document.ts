import { feedbackCodes, feedbackMachine } from '@smdp/contracts/feedback';
import { defineDocument } from '../../platform/document/define';
import { AppError } from '../../platform/http/errors';
import { feedbackDetail } from './feedback.queries';

export const FEEDBACK_DOCUMENT = 'feedback';

/**
 * Feedback as a document (domain.md §10): the company resolves it, the customer closes it or re-opens
 * it with a reason; replies move it between OPEN and REPLIED (feedback.service.ts).
 */
export const feedbackDocument = defineDocument({
  type: FEEDBACK_DOCUMENT,
  table: 'feedback',
  machine: feedbackMachine,
  codes: { view: [feedbackCodes.view], delete: [] },
  scope: { owner: 'partyId' },
  workflow: (row) => ({ actor: null, subject: row.partyId, number: null }),
  removableStates: [],
  messages: { stateInvalid: 'feedbackStateInvalid', reasonRequired: 'feedbackReasonRequired' },
  detail: feedbackDetail,
  hooks: {
    resolve: async ({ caller }) => {
      if (caller.customerId !== null) throw new AppError(403, 'feedbackCompanyOnly');
      return undefined;
    },
  },
});
