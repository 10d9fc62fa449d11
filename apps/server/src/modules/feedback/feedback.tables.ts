import type { FEEDBACK_CATEGORIES, FeedbackState } from '@smdp/contracts/feedback';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, DefaultedEnum, GeneratedId, Id, Json } from '../../db/columns';

export type FeedbackTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  /** The customer that wrote it; null when company staff recorded it. */
  partyId: Id | null;
  category: (typeof FEEDBACK_CATEGORIES)[number];
  title: string;
  content: string;
  attachmentIds: Json<string[]>;
  state: DefaultedEnum<FeedbackState>;
  assigneeUserId: Id | null;
  rating: number | null;
  amendedFrom: Id | null;
};

export type FeedbackReplyTable = {
  id: GeneratedId;
  tenantId: string;
  feedbackId: Id;
  userId: Id | null;
  account: string | null;
  side: 'CUSTOMER' | 'COMPANY';
  content: string;
  /** Defaults to none: replies written before 0053 carry no files. */
  attachmentIds: ColumnType<string[], string | undefined, string>;
  createTime: Generated<Date>;
};

/** Feedback and its replies (0050_feedback, 0053_feedback_reply_attachments). */
export type FeedbackTables = {
  feedback: FeedbackTable;
  feedbackReply: FeedbackReplyTable;
};
