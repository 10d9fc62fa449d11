import { sql } from 'kysely';
import { jsonFileHolder } from '../records';

/** Receipts hold their proofs (images, PDFs) as attachments: the attachment page names the receipt. */
export const receiptProofs = jsonFileHolder(
  'fund_receipt',
  sql`select id as doc_id, receipt_no as doc_no, proof_ids as file_ids, tenant_id from fund_receipt where is_deleted = 0`,
);
