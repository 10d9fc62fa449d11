import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { isSafeText } from './input-guard';

export type Upload = { name: string; content: Buffer };

/** The call's size limit (at most the one its multipart registration sets) and what it says when refusing. */
export type UploadRules = { maxBytes: number; missing: () => AppError; tooLarge: () => AppError };

/**
 * The one file of a multipart request (every upload call reads it so). A body the parser cannot read (no
 * boundary, cut short, extra parts) is the caller's fault and answers a translated 400, never a 500; the
 * file name passes the same character check as every other input.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw rules.missing();
  try {
    const file = await request.file();
    if (!file) throw rules.missing();
    if (!isSafeText(file.filename)) throw badRequest('unsafeCharacters', { field: file.fieldname });
    const content = await file.toBuffer();
    if (content.length === 0) throw rules.missing();
    if (content.length > rules.maxBytes) throw rules.tooLarge();
    return { name: file.filename, content };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
    throw badRequest('unreadableUpload');
  }
}
