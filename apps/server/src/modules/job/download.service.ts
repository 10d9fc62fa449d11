import { randomBytes } from 'node:crypto';
import type { Page, PageQuery } from '@smdp/contracts';
import type { Download } from '@smdp/contracts/job';
import type { FileStore } from '../../platform/files/file-store';
import { notFound } from '../../platform/http/errors';
import type { JobDb } from '../../platform/jobs/queue';
import type { Caller } from '../../platform/scope/caller';

import { XLSX_TYPE } from '../../platform/sheets/sheet-template';

export { XLSX_TYPE };

const COLUMNS = ['id', 'fileName', 'size', 'expireTime', 'account as createdBy', 'createTime'] as const;

/** The caller's own files that have not expired, newest first. */
export async function listDownloads(db: JobDb, caller: Caller, query: PageQuery): Promise<Page<Download>> {
  const rows = db
    .selectFrom('jobDownload')
    .where('tenantId', '=', caller.tenantId)
    .where('userId', '=', caller.userId)
    .where('expireTime', '>', new Date());
  const { total } = await rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const records = await rows
    .select(COLUMNS)
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  const count = Number(total);
  return {
    records: records.map((row) => ({ ...row, size: Number(row.size) })),
    total: count,
    size: query.size,
    current: query.current,
    pages: Math.ceil(count / query.size),
  };
}

/** The file itself; another account's file, or an expired one, is not found. */
export async function downloadFile(db: JobDb, files: FileStore, caller: Caller, id: string) {
  const row = await db
    .selectFrom('jobDownload')
    .select(['fileName', 'fileKey'])
    .where('tenantId', '=', caller.tenantId)
    .where('userId', '=', caller.userId)
    .where('id', '=', id)
    .where('expireTime', '>', new Date())
    .executeTakeFirst();
  const content = row ? await files.get(row.fileKey) : null;
  if (!row || !content) throw notFound();
  return { fileName: row.fileName, content };
}

export const ZIP_TYPE = 'application/zip';

/** A download is an .xlsx export or a .zip of documents (a statement batch). */
export const downloadTypeOf = (fileName: string) => (fileName.endsWith('.zip') ? ZIP_TYPE : XLSX_TYPE);

export type NewDownload = { owner: Caller; jobId: string | null; fileName: string; content: Buffer; ttlHours: number };

/** Stores a finished export and lists it on its owner's downloads page until it expires. */
export async function saveDownload(db: JobDb, files: FileStore, file: NewDownload): Promise<void> {
  const extension = file.fileName.endsWith('.zip') ? 'zip' : 'xlsx';
  const fileKey = `${file.owner.tenantId}/downloads/${randomBytes(16).toString('hex')}.${extension}`;
  await files.put(fileKey, file.content, downloadTypeOf(file.fileName));
  await db
    .insertInto('jobDownload')
    .values({
      tenantId: file.owner.tenantId,
      userId: file.owner.userId,
      account: file.owner.account,
      jobId: file.jobId,
      fileName: file.fileName,
      fileKey,
      size: file.content.length,
      expireTime: new Date(Date.now() + file.ttlHours * 3600_000),
    })
    .execute();
}

/** Deletes expired files (a cron job). */
export async function removeExpiredDownloads(db: JobDb, files: FileStore): Promise<number> {
  const expired = await db
    .deleteFrom('jobDownload')
    .where('expireTime', '<=', new Date())
    .returning('fileKey')
    .execute();
  for (const { fileKey } of expired) await files.remove(fileKey);
  return expired.length;
}
