import type { Wire } from '@smdp/contracts';
import type { Feedback as FeedbackShape } from '@smdp/contracts/feedback';
import { post } from '../../lib/http';

export { FEEDBACK_CATEGORIES, FEEDBACK_STATES, feedbackCodes, feedbackMachine } from '@smdp/contracts/feedback';

export type Feedback = Wire<FeedbackShape>;
export const FEEDBACK_API = '/smdp-resource/feedback';

const body = (feedback: Feedback, more: object = {}) => ({ id: feedback.id, version: feedback.version, ...more });
export const replyTo = (feedback: Feedback, content: string) =>
  post<Feedback>(`${FEEDBACK_API}/reply`, body(feedback, { content }));
export const moveFeedback = (feedback: Feedback, action: 'resolve' | 'close' | 'reopen', remark?: string) =>
  post<Feedback>(`${FEEDBACK_API}/${action}`, body(feedback, { remark }));
export const rateFeedback = (feedback: Feedback, rating: number) =>
  post<Feedback>(`${FEEDBACK_API}/rate`, body(feedback, { rating }));
