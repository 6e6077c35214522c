import { LRUCache } from 'lru-cache';
import { API_CACHE_SECONDS } from '@/contract/constants';
import { lruClock, STALE_AT_ONCE } from '@/lib/cache/lru-clock';

/** Found answers are kept for the spec's API cache time; unknown ones for a minute, so a new URL appears soon. */
export const FOUND_TTL_MS = API_CACHE_SECONDS * 1000;
export const NOT_FOUND_TTL_MS = 60 * 1000;

type Outcome = { kind: string };

/**
 * The proxy's cache of backend lookups (rewriting URLs, product ids): a fresh answer is used as it is; otherwise the
 * backend is asked, and while it cannot be reached (`unavailable`) the last answer, even an expired one, stands (it
 * stays until the size bound pushes it out: lru-cache with `allowStale` and no purge of stale entries).
 * Unavailable answers are never stored.
 */
export class LookupCache<O extends Outcome> {
  private readonly cache: LRUCache<string, O>;
  /** Counts expirations: an answer fetched across one may be older than the change that caused it. */
  private generation = 0;

  constructor(maxEntries: number, now: () => number = Date.now) {
    // `allowStale`: peek and the iteration see expired entries too (nothing here calls `get`).
    this.cache = new LRUCache<string, O>({ max: maxEntries, allowStale: true, ...lruClock(now) });
  }

  async resolve(key: string, fetchOutcome: () => Promise<O>): Promise<O> {
    const cached = this.cache.peek(key);
    if (cached !== undefined && this.cache.getRemainingTTL(key) > 0) return cached;
    const generation = this.generation;
    const outcome = await fetchOutcome();
    if (outcome.kind === 'unavailable') return cached ?? outcome;
    if (generation !== this.generation) this.cache.set(key, outcome, STALE_AT_ONCE);
    else this.cache.set(key, outcome, { ttl: outcome.kind === 'not-found' ? NOT_FOUND_TTL_MS : FOUND_TTL_MS });
    return outcome;
  }

  clear(): void {
    this.cache.clear();
  }

  /**
   * After a revalidation (lib/routing/lookup-invalidation.ts): the next request of an expired key asks the backend
   * again, but the old answer is kept for while the backend cannot be reached; an answer whose fetch started before
   * is stored already expired.
   */
  expire(matches: (key: string) => boolean = () => true): void {
    this.generation += 1;
    // Collected first: setting while iterating would move the entries the iteration has still to visit.
    const expiring = [...this.cache.entries()].filter(([key]) => matches(key));
    for (const [key, value] of expiring) this.cache.set(key, value, STALE_AT_ONCE);
  }
}
