import { sql } from 'kysely';
import type { AttachmentHolder } from '../records';

/** Feedback holds the files its writer attached: the attachment page names the feedback by its title. */
export const feedbackFiles: AttachmentHolder = {
  docType: 'feedback',
  find: async (db, tenantId, attachIds) =>
    (
      await sql<{ attachId: string; docId: string; docNo: string }>`
        select file.id as "attachId", f.id::text as "docId", f.title as "docNo"
        from feedback f cross join lateral jsonb_array_elements_text(f.attachment_ids) file(id)
        where f.tenant_id = ${tenantId} and f.is_deleted = 0 and file.id in (${sql.join(attachIds)})`.execute(db)
    ).rows.map((row) => ({ ...row, docType: 'feedback' })),
};
