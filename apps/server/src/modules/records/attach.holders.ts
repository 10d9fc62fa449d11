import type { AttachmentHolding } from '@smdp/contracts/records';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** The documents of one kind that name any of `attachIds` among their files, in the tenant. */
export type AttachmentHolder = {
  docType: string;
  find: (db: Database, tenantId: string, attachIds: readonly string[]) => Promise<HeldAttachment[]>;
};
export type HeldAttachment = AttachmentHolding & { attachId: string };

/**
 * A holder for documents that keep their files as a jsonb array of attachment ids. `documents` is the owning
 * module's own query (records names none of their tables) giving the columns `doc_id`, `doc_no` (the words the
 * attachment page shows), `file_ids` and `tenant_id`, live rows only.
 */
export function jsonFileHolder(docType: string, documents: RawBuilder<unknown>): AttachmentHolder {
  return {
    docType,
    find: async (db, tenantId, attachIds) =>
      (
        await sql<{ attachId: string; docId: string; docNo: string }>`
          select distinct file.id as "attachId", d.doc_id::text as "docId", d.doc_no as "docNo"
          from (${documents}) d cross join lateral jsonb_array_elements_text(d.file_ids) file(id)
          where d.tenant_id = ${tenantId} and file.id in (${sql.join(attachIds)})`.execute(db)
      ).rows.map((row) => ({ ...row, docType })),
  };
}

// Modules that keep files on their documents register here (records must not import them: they import records).
const registry = new Map<string, AttachmentHolder>();

/** Adds a kind of document that holds attachments; the same kind registered again replaces the earlier one. */
export function registerAttachmentHolder(holder: AttachmentHolder): void {
  registry.set(holder.docType, holder);
}

/** Each attachment's documents, every registered kind asked once for the whole page. */
export async function documentsHolding(
  db: Database,
  tenantId: string,
  attachIds: readonly string[],
): Promise<Map<string, AttachmentHolding[]>> {
  const found = new Map<string, AttachmentHolding[]>(attachIds.map((id) => [id, []]));
  if (!attachIds.length) return found;
  const held = await Promise.all([...registry.values()].map((holder) => holder.find(db, tenantId, attachIds)));
  for (const { attachId, ...document } of held.flat()) found.get(attachId)?.push(document);
  return found;
}
