import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/**
 * C0 control characters other than tab, line feed and carriage return, and UTF-16 surrogates without
 * their pair (`"\ud800"` in JSON). NUL is the one PostgreSQL refuses (a failed query, so a 500); a lone
 * surrogate is stored silently as U+FFFD, so the text saved is not the text sent; the other controls mean
 * nothing in any field of the portal and break exports and logs.
 */
const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string): boolean => !UNSAFE_CHARACTER.test(text);

/**
 * The dotted path of the first key or string in `value` that is not safe text (`name` when it is `value`
 * itself), or undefined when all are. Walks with its own stack: a JSON body nested a hundred thousand
 * levels deep parses fine and must not overflow the call stack here.
 */
export function findUnsafeText(value: unknown, name: string): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) return next.path || name;
    } else if (typeof next.value === 'object' && next.value !== null && !Buffer.isBuffer(next.value)) {
      for (const [key, child] of Object.entries(next.value)) {
        if (!isSafeText(key)) return next.path || name;
        pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/**
 * The one check of every string a call brings, after parsing and before validation, so long before any
 * query: headers, path parameters, query string, JSON or form body (nested too). Multipart parts are read
 * by the handler and checked by `readUpload` with the same rule.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnsafeText(request.headers, 'headers') ??
      findUnsafeText(request.params, 'path') ??
      findUnsafeText(request.query, 'query') ??
      findUnsafeText(request.body, 'body');
    if (field !== undefined) throw badRequest('unsafeCharacters', { field });
  });
});
