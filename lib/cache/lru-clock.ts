/**
 * The clock of an lru-cache whose time to live is counted on an injected clock (tests, or a caller that is told the
 * time). Every staleness check reads it (`ttlResolution: 0`; the default caches the time for a millisecond), and it
 * runs one millisecond ahead: lru-cache takes an entry's start time 0 for "no TTL", and a test clock may start at 0.
 */
export function lruClock(now: () => number): { ttlResolution: 0; perf: { now: () => number } } {
  return { ttlResolution: 0, perf: { now: () => now() + 1 } };
}

/** `set` options that store an entry already stale (lru-cache: stale once now - start > ttl). */
export const STALE_AT_ONCE = { ttl: 1, start: Number.NEGATIVE_INFINITY } as const;
