import { z } from 'zod';
import { DateTime, Id, IdInput, PageQuery } from '..';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATES } from './feedback.machine';

export const FEEDBACK_LIMITS = { title: 200, content: 4000, attachments: 5 } as const;

/** A file on the thread, downloaded through the feedback (whoever sees the feedback sees its files). */
export const FeedbackFile = z.object({
  id: Id,
  originalName: z.string(),
  attachSize: z.number().int(),
  link: z.string(),
});
export type FeedbackFile = z.output<typeof FeedbackFile>;

export const FeedbackReply = z.object({
  id: Id,
  side: z.enum(['CUSTOMER', 'COMPANY']),
  account: z.string().nullable(),
  content: z.string(),
  files: z.array(FeedbackFile),
  createTime: DateTime,
});
export type FeedbackReply = z.output<typeof FeedbackReply>;

/** One piece of feedback with its thread (the detail) or without it (the list: `replies` empty). */
export const Feedback = z.object({
  id: Id,
  partyId: Id.nullable(),
  partyName: z.string().nullable(),
  category: z.enum(FEEDBACK_CATEGORIES),
  title: z.string(),
  content: z.string(),
  attachmentIds: z.array(z.string()),
  /** The writer's files (the detail; the list leaves it empty). */
  files: z.array(FeedbackFile),
  state: z.enum(FEEDBACK_STATES),
  assigneeUserId: Id.nullable(),
  assigneeName: z.string().nullable(),
  rating: z.number().int().nullable(),
  author: z.string().nullable(),
  createUser: Id.nullable(),
  replies: z.array(FeedbackReply),
  /** Which side the caller answers for: the company resolves, the customer rates. */
  viewerSide: z.enum(['CUSTOMER', 'COMPANY']),
  version: z.number().int(),
  createTime: DateTime,
  updateTime: DateTime,
});
export type Feedback = z.output<typeof Feedback>;

export const FeedbackInput = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  title: z.string().trim().min(1).max(FEEDBACK_LIMITS.title),
  content: z.string().trim().min(1).max(FEEDBACK_LIMITS.content),
  attachmentIds: z.array(IdInput).max(FEEDBACK_LIMITS.attachments).default([]),
});
export type FeedbackInput = z.output<typeof FeedbackInput>;

export const FeedbackReplyInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  content: z.string().trim().min(1).max(FEEDBACK_LIMITS.content),
  attachmentIds: z.array(IdInput).max(FEEDBACK_LIMITS.attachments).default([]),
});
export type FeedbackReplyInput = z.output<typeof FeedbackReplyInput>;

export const FeedbackAssignInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  assigneeUserId: IdInput.nullable(),
});

export const FeedbackRateInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  rating: z.coerce.number().int().min(1).max(5),
});

export const FeedbackFileQuery = z.object({ id: IdInput, fileId: IdInput });

export const FeedbackListQuery = PageQuery.extend({
  state_equal: z.enum(FEEDBACK_STATES).optional(),
  category_equal: z.enum(FEEDBACK_CATEGORIES).optional(),
  title_like: z.string().trim().max(100).optional(),
});
export type FeedbackListQuery = z.output<typeof FeedbackListQuery>;
