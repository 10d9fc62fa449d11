/** The key of one account's sign-in attempts. */
export const accountAttemptKey = (tenantId: string, account: string) => `${tenantId}:${account.toLowerCase()}`;

/**
 * Counts sign-in attempts per key in fixed one-minute windows. Per-address limits come from
 * @fastify/rate-limit; this one stops a spread-out attack on a single account.
 */
export class AttemptLimiter {
  #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records one attempt; false once the key has used up its window. */
  tryAcquire(key: string, now = Date.now()): boolean {
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.#windows.size > 10_000) this.prune(now);
      this.#windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.maxPerWindow;
  }

  /** Starts the key afresh (an administrator unlocked the account). */
  forget(key: string): void {
    this.#windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, window] of this.#windows) if (now - window.start >= this.windowMs) this.#windows.delete(key);
  }
}
