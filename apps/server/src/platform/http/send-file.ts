import type { FastifyReply } from 'fastify';

export type OutgoingFile = { name: string; contentType: string; content: Buffer };

/**
 * Sends a file with its name in both header forms: an ASCII fallback for old clients and the UTF-8 name
 * (a Chinese file name survives). `inline` shows it in the browser, `attachment` saves it.
 */
export function sendFile(reply: FastifyReply, file: OutgoingFile, disposition: 'attachment' | 'inline' = 'attachment') {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.content.length)
    .header('content-security-policy', "default-src 'none'")
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.content);
}
