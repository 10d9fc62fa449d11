import type { Database } from '../../platform/db/database';
import type { FileStore } from '../../platform/files/file-store';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { attachmentsByIds, type StoredFile } from './attach.service';

/*
 * What the feedback module reads of records. A file on a feedback thread is shown to whoever sees the feedback
 * (the company's reply files reach the customer), so the feedback module checks the scope and reads the files
 * by tenant here; it may only name files its writer could see, which `unseenAttachmentIds` tells.
 */

/** Which of `ids` the caller may not see (another customer's, another tenant's, removed, or none at all). */
export async function unseenAttachmentIds(db: Database, caller: Caller, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const seen = new Set((await attachmentsByIds(db, caller, ids)).map((row) => row.id));
  return ids.filter((id) => !seen.has(id));
}

/** The names and sizes of the tenant's live files among `ids`. */
export async function attachmentNames(db: Database, tenantId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('bladeAttach')
    .select(['id', 'originalName', 'attachSize'])
    .where('tenantId', '=', tenantId)
    .where('category', '=', 'FILE')
    .where('isDeleted', '=', 0)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({ ...row, attachSize: Number(row.attachSize) }));
}

/** One live file of the tenant; the caller's right to it is checked by the module that holds it. */
export async function tenantAttachmentFile(
  db: Database,
  files: FileStore,
  tenantId: string,
  id: string,
): Promise<StoredFile> {
  const row = await db
    .selectFrom('bladeAttach')
    .select(['originalName', 'contentType', 'storageKey'])
    .where('tenantId', '=', tenantId)
    .where('category', '=', 'FILE')
    .where('isDeleted', '=', 0)
    .where('id', '=', id)
    .executeTakeFirst();
  const content = row ? await files.get(row.storageKey) : null;
  if (!row || !content) throw notFound();
  return { originalName: row.originalName, contentType: row.contentType, content };
}
