/**
 * A fixed-window counter per key (login and reset attempts per client address and per account, ADR 0027): at most
 * `limit` hits per `windowMs`; past that, `retryAfterMs` until the window ends. Kept in the memory of one storefront
 * instance (a second instance counts on its own); keys are dropped once their window ended, and at most `maxKeys`
 * are kept (the oldest window goes first), so a flood of fresh keys cannot grow the memory.
 */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly options: { limit: number; windowMs: number; maxKeys?: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a further attempt of `key` may go ahead (does not count it). */
  check(key: string): RateLimitVerdict {
    const window = this.current(key);
    if (window === null || window.hits < this.options.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: window.start + this.options.windowMs - this.now() };
  }

  /** Counts one attempt of `key`. */
  hit(key: string): void {
    const window = this.current(key);
    if (window !== null) {
      window.hits += 1;
      return;
    }
    this.prune();
    this.windows.set(key, { start: this.now(), hits: 1 });
  }

  /** Forgets a key (a successful login clears the account's failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): { start: number; hits: number } | null {
    const window = this.windows.get(key);
    if (!window) return null;
    if (this.now() - window.start >= this.options.windowMs) {
      this.windows.delete(key);
      return null;
    }
    return window;
  }

  private prune(): void {
    const max = this.options.maxKeys ?? 10_000;
    if (this.windows.size < max) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (now - window.start >= this.options.windowMs) this.windows.delete(key);
    while (this.windows.size >= max) {
      const oldest = this.windows.keys().next();
      if (oldest.done) break;
      this.windows.delete(oldest.value);
    }
  }
}

/** The first verdict of several keys that refuses, else allowed (an attempt must pass the per-address and per-account limits). */
export function checkAll(checks: ReadonlyArray<readonly [RateLimiter, string]>): RateLimitVerdict {
  for (const [limiter, key] of checks) {
    const verdict = limiter.check(key);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}
