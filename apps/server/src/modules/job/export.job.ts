import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, type ExportRequest } from '@smdp/contracts/job';
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import type { Session } from '../../platform/auth/tokens';
import type { JobContext } from '../../platform/jobs/queue';
import { saveDownload } from './download.service';

export const EXPORT_QUEUE = 'list-export';
/** How long an export's file stays on the downloads page. */
export const DOWNLOAD_TTL_HOURS = 72;
/** Each page call gets a fresh token this short-lived, signed for the account that asked. */
const TOKEN_TTL_SECONDS = 600;

export type ExportJob = { request: ExportRequest; session: Omit<Session, 'jti' | 'issuedAt' | 'expiresAt'> };

type Cell = string | number | boolean | null;
type Row = Record<string, unknown>;

/**
 * A list export on the server: the same list call the page makes, as the same account (so permissions
 * and data scope apply unchanged), page by page, into an .xlsx on the downloads page.
 */
export async function runExport(app: FastifyInstance, job: JobContext<ExportJob>): Promise<void> {
  const { request, session } = job.data;
  const rows: Row[] = [];
  for (let current = 1; rows.length < EXPORT_MAX_ROWS; current++) {
    const { token } = app.deps.tokens.sign(session, TOKEN_TTL_SECONDS);
    const response = await app.inject({
      method: 'GET',
      url: `/api${request.path}`,
      query: stringified({ ...request.query, current, size: EXPORT_PAGE_SIZE }),
      headers: { 'blade-auth': `bearer ${token}` },
    });
    const body = response.json() as { success?: boolean; msg?: string; data?: { records: Row[]; total: number } };
    if (response.statusCode !== 200 || !body.success || !body.data) {
      throw new Error(`list call failed (${response.statusCode}): ${body.msg ?? ''}`);
    }
    rows.push(...body.data.records);
    const total = Math.min(body.data.total, EXPORT_MAX_ROWS);
    await job.progress((rows.length / Math.max(total, 1)) * 90);
    if (body.data.records.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  const content = await writeXlsxFile(sheetOf(request, rows.slice(0, EXPORT_MAX_ROWS))).toBuffer();
  await saveDownload(app.deps.jobs.db, app.deps.files, {
    owner: session,
    jobId: job.id,
    fileName: request.fileName.endsWith('.xlsx') ? request.fileName : `${request.fileName}.xlsx`,
    content,
    ttlHours: DOWNLOAD_TTL_HOURS,
  });
}

/** The header row of the visible columns' labels, then one row per record, as the page shows them. */
export function sheetOf(request: ExportRequest, rows: Row[]): Cell[][] {
  return [
    request.columns.map((column) => column.label),
    ...rows.map((row) => request.columns.map((column) => cellOf(column, row[column.key], request.yesNo))),
  ];
}

function cellOf(column: ExportRequest['columns'][number], value: unknown, yesNo: [string, string]): Cell {
  if (value === undefined || value === null) return null;
  if (column.options) {
    return (Array.isArray(value) ? value : [value])
      .map((one) => column.options?.find((option) => String(option.value) === String(one))?.label ?? String(one))
      .join(', ');
  }
  if (column.kind === 'switch') return value ? yesNo[0] : yesNo[1];
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

const stringified = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
