import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** N=2^14, r=8, p=1: memory-hard (16 MiB) yet ~40 ms, so sign-in stays usable under load. */
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/**
 * Hashes run on libuv's thread pool (4 threads). Left unbounded, a burst of sign-ins fills every core and
 * the main thread, which runs every other request (and the embedded database), waits behind them:
 * 200 sign-ins at once held signed-in users' reads for 11 s. One core is kept for everything else.
 */
export const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(HASHES_AT_ONCE);

/** Hashes on the thread pool now, and those waiting for their turn. */
export const hashLoad = () => ({ running: hashing.activeCount, waiting: hashing.pendingCount });

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(secret, salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Hashes what the client sends: the md5 hex of the typed password (api-conventions.md). */
export async function hashPassword(clientMd5: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientMd5.toLowerCase(), salt);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(clientMd5: string, stored: string): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(clientMd5.toLowerCase(), Buffer.from(saltText, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Refresh tokens, captcha answers and client secrets are stored only as this digest. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
