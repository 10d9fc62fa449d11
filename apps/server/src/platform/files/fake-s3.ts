import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3 = {
  endpoint: string;
  /** Stored objects by `<bucket>/<key>`. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** The Authorization header of every request, to show they were signed. */
  authorizations: string[];
  close: () => Promise<void>;
};

/**
 * The part of the S3 protocol the file store uses (path-style PUT, GET, DELETE of one object), enough to
 * prove the store talks S3 without a real service. It checks no signatures.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const authorizations: string[] = [];
  const server: Server = createServer(async (request, response) => {
    authorizations.push(request.headers.authorization ?? '');
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname.slice(1));
    const stored = objects.get(path);
    if (request.method === 'PUT') {
      if (stored && request.headers['if-none-match'] === '*') return reply(response, 412, 'PreconditionFailed');
      objects.set(path, { body: await bodyOf(request), contentType: request.headers['content-type'] });
      response.writeHead(200, { ETag: '"fake"' }).end();
    } else if (request.method === 'GET') {
      if (!stored) return reply(response, 404, 'NoSuchKey');
      response.writeHead(200, { 'Content-Type': stored.contentType ?? 'application/octet-stream' }).end(stored.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      reply(response, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function reply(response: import('node:http').ServerResponse, status: number, code: string): void {
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
