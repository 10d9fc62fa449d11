import { sql } from 'kysely';
import type { AttachmentHolder } from '../records';

/** Receipts hold their proofs (images, PDFs) as attachments: the attachment page names the receipt. */
export const receiptProofs: AttachmentHolder = {
  docType: 'fund_receipt',
  find: async (db, tenantId, attachIds) =>
    (
      await sql<{ attachId: string; docId: string; docNo: string }>`
        select proof.id as "attachId", r.id::text as "docId", r.receipt_no as "docNo"
        from fund_receipt r cross join lateral jsonb_array_elements_text(r.proof_ids) proof(id)
        where r.tenant_id = ${tenantId} and r.is_deleted = 0 and proof.id in (${sql.join(attachIds)})`.execute(db)
    ).rows.map((row) => ({ ...row, docType: 'fund_receipt' })),
};
