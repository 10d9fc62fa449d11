type Entry<V> = { value: V; expiresAt: number };

/**
 * An in-process cache with a time to live and single-flight loading: concurrent misses for one key
 * share one load. Its entries may be stale for at most `ttlMs` on other instances (architecture.md §5).
 */
export class TtlCache<V> {
  #entries = new Map<string, Entry<V>>();
  #loading = new Map<string, Promise<V>>();

  constructor(
    readonly ttlMs: number,
    /** Bounds memory when callers choose the keys (a dictionary code, say): the oldest entry goes first. */
    readonly maxEntries = 1000,
  ) {}

  /** `keep` decides whether a loaded value is kept for later callers; either way concurrent callers share it. */
  async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = load()
      .then((value) => {
        this.#entries.delete(key);
        if (!keep(value)) return value;
        if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
        this.#entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  /** Forgets one key on this instance (after a write that changes it). */
  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Forgets, on this instance, every entry whose value fails the test. */
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (test(entry.value)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
