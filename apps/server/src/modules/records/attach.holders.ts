import type { AttachmentHolding } from '@smdp/contracts/records';
import type { Database } from '../../platform/db/database';

/** The documents of one kind that name any of `attachIds` among their files, in the tenant. */
export type AttachmentHolder = {
  docType: string;
  find: (db: Database, tenantId: string, attachIds: readonly string[]) => Promise<HeldAttachment[]>;
};
export type HeldAttachment = AttachmentHolding & { attachId: string };

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
