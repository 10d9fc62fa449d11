import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashLoad, hashPassword, md5, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the md5 the client sends against its scrypt hash, and nothing else', async () => {
    const stored = await hashPassword(md5('secret'));
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(md5('secret'), stored)).toBe(true);
    expect(await verifyPassword(md5('secret').toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(md5('Secret'), stored)).toBe(false);
    expect(await verifyPassword(md5('secret'), 'sha1$abc')).toBe(false);
  });

  it('runs a burst of hashes a few at a time, leaving a core to the requests that do not hash', async () => {
    let most = 0;
    let watching = true;
    const watch = async () => {
      while (watching) {
        most = Math.max(most, hashLoad().running);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const watcher = watch();
    const burst = Array.from({ length: 8 }, (_, i) => hashPassword(md5(`password ${i}`)));
    expect(hashLoad().running + hashLoad().waiting).toBe(8);
    await Promise.all(burst);
    watching = false;
    await watcher;
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
