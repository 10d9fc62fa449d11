import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { sendFile } from '../http/send-file';
import { readUpload } from '../http/upload';
import { type Language, parseLanguage } from '../i18n/languages';
import { readImportSheet, type SheetRow } from './read-sheet';
import type { SheetColumn } from './sheet-columns';
import { templateOf, XLSX_TYPE } from './sheet-template';

/** The largest import file: 2,000 rows of text take well under a megabyte. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Lets a route plugin read one uploaded sheet per call (register it once per plugin that imports). */
export const acceptSheets = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 0, headerPairs: 50 },
  });

/** The rows of the sheet uploaded in the multipart field `file` (as Saber's upload sends it). */
export async function uploadedRows<K extends string>(
  request: FastifyRequest,
  columns: readonly SheetColumn<K>[],
  maxRows?: number,
): Promise<SheetRow<K>[]> {
  const upload = await readUpload(request, {
    maxBytes: IMPORT_MAX_BYTES,
    missing: () => badRequest('importMissing'),
    tooLarge: () => badRequest('importTooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 }),
  });
  return readImportSheet(upload, columns, request.lang, maxRows);
}

/**
 * The language of a template: `Lang-Type` when the caller sends it (our web app), else the browser's
 * first `Accept-Language` (Saber opens templates in a new window, which sends no header of its own).
 */
const templateLanguage = (request: FastifyRequest): Language =>
  request.headers['lang-type']
    ? request.lang
    : parseLanguage(request.headers['accept-language']?.split(',')[0]?.split(';')[0]);

/** Answers an empty import sheet. */
export async function sendTemplate(
  request: FastifyRequest,
  reply: Parameters<typeof sendFile>[0],
  columns: readonly SheetColumn[],
  fileName: string,
) {
  const content = await templateOf(columns, templateLanguage(request));
  return sendFile(reply, { name: fileName, contentType: XLSX_TYPE, content }).header('cache-control', 'no-store');
}
