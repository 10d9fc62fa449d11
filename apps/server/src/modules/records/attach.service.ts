import { randomBytes, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { Page, PageQuery } from '@smdp/contracts';
import {
  ATTACH_LIMITS,
  type Attachment,
  type AttachmentDetail,
  type AttachmentInput,
  type AttachmentListRow,
  type AttachmentPageRow,
} from '@smdp/contracts/records';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import type { FileStore } from '../../platform/files/file-store';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import type { AttachType } from './attach.file-type';
import { documentsHolding } from './attach.holders';

/** An attachment as read: the contract's shape with the database's own date. */
export type AttachmentRow = Attachment & { createTime: Date };

/** The name shown and offered on download: the uploader's, without any folder part or control characters. */
export function cleanFileName(name: string | undefined, type: Pick<AttachType, 'extension'>): string {
  const bare = basename((name ?? '').replace(/\\/g, '/'))
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, ATTACH_LIMITS.name);
  return bare || `file.${type.extension}`;
}

function visible(db: Database, caller: Caller) {
  let query = db
    .selectFrom('bladeAttach as a')
    .leftJoin('bladeUser as u', 'u.id', 'a.createUser')
    .where('a.tenantId', '=', caller.tenantId)
    .where('a.isDeleted', '=', 0)
    .where('a.category', '=', 'FILE');
  // A customer's accounts see their customer's files only.
  if (caller.customerId) query = query.where('a.customerId', '=', caller.customerId);
  return query;
}

const COLUMNS = [
  'a.id',
  'a.originalName',
  'a.extension',
  'a.contentType',
  'a.attachSize',
  'u.account as createAccount',
  'a.createTime',
] as const;

const toAttachment = <R extends { attachSize: string }>(row: R) => ({ ...row, attachSize: Number(row.attachSize) });

type ListRow = AttachmentRow & Pick<AttachmentListRow, 'link' | 'domain' | 'name'>;

/** A list row, with the link, domain and name BladeX clients show (files are served from here, by id). */
const toListRow = <R extends { id: string; originalName: string; attachSize: string }>(row: R) => ({
  ...toAttachment(row),
  link: downloadLink(row.id),
  domain: '',
  name: row.originalName,
});

const FILTERS = {
  originalName: 'a.original_name',
  extension: 'a.extension',
  createAccount: 'u.account',
  createTime: 'a.create_time',
};
const SORTABLE = { originalName: 'a.original_name', attachSize: 'a.attach_size', createTime: 'a.create_time' };

export async function listAttachments(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<ListRow & Pick<AttachmentPageRow, 'documents'>>> {
  const query = applyFilters(visible(db, caller).select(COLUMNS), filters, FILTERS, zone);
  const found = await paginate(query, page, SORTABLE, { column: 'a.id', direction: 'desc' });
  const held = await documentsHolding(
    db,
    caller.tenantId,
    found.records.map((row) => row.id),
  );
  return {
    ...found,
    records: found.records.map((row) => ({ ...toListRow(row), documents: held.get(row.id) ?? [] })),
  };
}

/** The named attachments the caller may see, in id order (a business record lists its files so). */
export async function attachmentsByIds(db: Database, caller: Caller, ids: readonly string[]): Promise<ListRow[]> {
  const rows = await visible(db, caller).select(COLUMNS).where('a.id', 'in', ids).orderBy('a.id').execute();
  return rows.map(toListRow);
}

/** The link an attachment downloads from (the upload answers the same). */
export const downloadLink = (id: string) => `/api/blade-resource/attach/download?id=${id}`;

export async function attachmentDetail(
  db: Database,
  caller: Caller,
  id: string,
): Promise<AttachmentRow & Pick<AttachmentDetail, 'link' | 'version'>> {
  const row = await visible(db, caller)
    .select([...COLUMNS, 'a.version'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...toAttachment(row), link: downloadLink(row.id) };
}

/**
 * Renames an attachment the caller may see, at the version read. Nothing else of it can change here: its
 * file is what was uploaded, so a new attachment, or another extension or size, is refused.
 */
export async function renameAttachment(db: Database, caller: Caller, input: AttachmentInput, ip: string) {
  if (!input.id) throw badRequest('attachOnlyRename');
  const id = input.id;
  return db.transaction().execute(async (trx) => {
    const current = await attachmentDetail(trx, caller, id);
    const otherFile =
      (input.extension !== undefined && input.extension !== current.extension) ||
      (input.attachSize !== undefined && input.attachSize !== current.attachSize);
    if (otherFile) throw badRequest('attachOnlyRename');
    const originalName = cleanFileName(input.originalName, current);
    const { before, after } = await updateVersioned(
      trx,
      'bladeAttach',
      { id, version: input.version ?? 0 },
      { originalName },
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(
      trx,
      caller,
      {
        action: 'update',
        entity: 'attach',
        entityId: id,
        before: { originalName: before.originalName },
        after: { originalName: after.originalName },
      },
      ip,
    );
    return attachmentDetail(trx, caller, id);
  });
}

type Upload = { name: string | undefined; content: Buffer; type: AttachType };

/**
 * Writes the file as `<tenant>/<generated name>`, then its row and audit entry in one transaction;
 * a failed insert removes the file.
 */
export async function storeAttachment(
  db: Database,
  files: FileStore,
  caller: Caller,
  upload: Upload,
  ip: string,
  category: 'FILE' | 'AVATAR' = 'FILE',
): Promise<{ id: string; accessKey: string | null }> {
  const storageKey = `${caller.tenantId}/${randomUUID()}.${upload.type.extension}`;
  await files.put(storageKey, upload.content, upload.type.mime);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('bladeAttach')
        .values({
          tenantId: caller.tenantId,
          customerId: caller.customerId,
          category,
          originalName: cleanFileName(upload.name, upload.type),
          extension: upload.type.extension,
          contentType: upload.type.mime,
          attachSize: upload.content.length,
          storageKey,
          accessKey: category === 'AVATAR' ? randomBytes(16).toString('hex') : null,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returning(['id', 'originalName', 'contentType', 'attachSize', 'accessKey'])
        .executeTakeFirstOrThrow();
      const { id, accessKey, ...after } = row;
      await recordAudit(trx, caller, { action: 'create', entity: 'attach', entityId: id, after }, ip);
      return { id, accessKey };
    });
  } catch (error) {
    await files.remove(storageKey).catch(() => {});
    throw error;
  }
}

export type StoredFile = { originalName: string; contentType: string; content: Buffer };

/** A file the caller may see; another tenant's (or customer's) is simply not found. */
export async function attachmentFile(db: Database, files: FileStore, caller: Caller, id: string): Promise<StoredFile> {
  const row = await visible(db, caller)
    .select(['a.originalName', 'a.contentType', 'a.storageKey'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    originalName: row.originalName,
    contentType: row.contentType,
    content: await readStored(files, row.storageKey),
  };
}

/** An avatar by its unguessable key (images cannot send the sign-in header, so the key is the check). */
export async function avatarFile(db: Database, files: FileStore, accessKey: string): Promise<StoredFile> {
  const row = await db
    .selectFrom('bladeAttach')
    .select(['originalName', 'contentType', 'storageKey'])
    .where('accessKey', '=', accessKey)
    .where('category', '=', 'AVATAR')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    originalName: row.originalName,
    contentType: row.contentType,
    content: await readStored(files, row.storageKey),
  };
}

async function readStored(files: FileStore, storageKey: string): Promise<Buffer> {
  const content = await files.get(storageKey);
  if (!content) throw notFound();
  return content;
}

/** Soft-removes the caller's visible attachments among `ids`, then deletes their files. */
export async function removeAttachments(
  db: Database,
  files: FileStore,
  caller: Caller,
  ids: readonly string[],
  ip: string,
): Promise<number> {
  const removed = await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('bladeAttach')
      .set({ isDeleted: 1, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', ids)
      .where('tenantId', '=', caller.tenantId)
      .where('category', '=', 'FILE')
      .where('isDeleted', '=', 0);
    if (caller.customerId) update = update.where('customerId', '=', caller.customerId);
    const rows = await update.returning(['id', 'originalName', 'storageKey']).execute();
    if (rows.length) {
      await recordAudit(
        trx,
        caller,
        {
          action: 'delete',
          entity: 'attach',
          entityId: rows.map((row) => row.id),
          before: { originalName: rows.map((row) => row.originalName).join(', ') },
        },
        ip,
      );
    }
    return rows;
  });
  await Promise.all(removed.map((row) => files.remove(row.storageKey).catch(() => {})));
  return removed.length;
}
