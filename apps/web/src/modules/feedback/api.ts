import type { Wire } from '@smdp/contracts';
import type { FeedbackInput, Feedback as FeedbackShape } from '@smdp/contracts/feedback';
import type { z } from 'zod';
import { post } from '../../lib/http';

export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_STATES,
  feedbackCodes,
  feedbackMachine,
} from '@smdp/contracts/feedback';

export type Feedback = Wire<FeedbackShape>;
export const FEEDBACK_API = '/smdp-resource/feedback';

const body = (feedback: Feedback, more: object = {}) => ({ id: feedback.id, version: feedback.version, ...more });
export const writeFeedback = (input: z.input<typeof FeedbackInput>) => post<Feedback>(`${FEEDBACK_API}/submit`, input);
export const replyTo = (feedback: Feedback, content: string, attachmentIds: string[]) =>
  post<Feedback>(`${FEEDBACK_API}/reply`, body(feedback, { content, attachmentIds }));
export const moveFeedback = (feedback: Feedback, action: 'resolve' | 'close' | 'reopen', remark?: string) =>
  post<Feedback>(`${FEEDBACK_API}/${action}`, body(feedback, { remark }));
export const rateFeedback = (feedback: Feedback, rating: number) =>
  post<Feedback>(`${FEEDBACK_API}/rate`, body(feedback, { rating }));
