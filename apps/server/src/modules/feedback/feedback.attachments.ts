import { sql } from 'kysely';
import { jsonFileHolder } from '../records';

/** Feedback holds the files of its writer and of its replies: the attachment page names the feedback by its title. */
export const feedbackFiles = jsonFileHolder(
  'feedback',
  sql`select f.id as doc_id, f.title as doc_no, f.attachment_ids as file_ids, f.tenant_id
      from feedback f where f.is_deleted = 0
      union all
      select f.id, f.title, r.attachment_ids, f.tenant_id
      from feedback_reply r join feedback f on f.id = r.feedback_id where f.is_deleted = 0`,
);
