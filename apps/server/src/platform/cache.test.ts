import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache';

describe('TtlCache', () => {
  it('loads once for concurrent misses and serves hits until the time to live runs out', async () => {
    const cache = new TtlCache<number>(50);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
    expect(await cache.getOrLoad('a', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    let reloaded = false;
    await cache.getOrLoad('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });

  it('forgets everything on clear', async () => {
    const cache = new TtlCache<number>(60_000);
    await cache.getOrLoad('a', async () => 1);
    cache.clear();
    expect(await cache.getOrLoad('a', async () => 2)).toBe(2);
  });
});
