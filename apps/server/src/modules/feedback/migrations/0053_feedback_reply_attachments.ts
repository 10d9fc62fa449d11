import type { Migration } from '../../../db/migrations/migration';

/** A reply carries files too (issue 15 item 5): the company can send a document back, the customer a photo. */
export const feedbackReplyAttachmentsMigration: Migration = {
  name: '0053_feedback_reply_attachments',
  statements: [`alter table feedback_reply add column attachment_ids jsonb not null default '[]'`],
};
