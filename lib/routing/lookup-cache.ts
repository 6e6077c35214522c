import { API_CACHE_SECONDS } from '@/lib/shop/constants';
import { TtlCache } from './ttl-cache';

/** Found answers are kept for the spec's API cache time; unknown ones for a minute, so a new URL appears soon. */
export const FOUND_TTL_MS = API_CACHE_SECONDS * 1000;
export const NOT_FOUND_TTL_MS = 60 * 1000;

type Outcome = { kind: string };

/**
 * The proxy's cache of backend lookups (rewriting URLs, product ids): a fresh answer is used as it is; otherwise the
 * backend is asked, and while it cannot be reached (`unavailable`) the last answer, even an expired one, stands (it
 * stays until the size bound pushes it out). Unavailable answers are never stored.
 */
export class LookupCache<O extends Outcome> {
  private readonly cache: TtlCache<O>;

  constructor(maxEntries: number, now: () => number = Date.now) {
    this.cache = new TtlCache<O>(maxEntries, now);
  }

  async resolve(key: string, fetchOutcome: () => Promise<O>): Promise<O> {
    const cached = this.cache.peek(key);
    if (cached?.fresh) return cached.value;
    const outcome = await fetchOutcome();
    if (outcome.kind === 'unavailable') return cached ? cached.value : outcome;
    this.cache.set(key, outcome, outcome.kind === 'not-found' ? NOT_FOUND_TTL_MS : FOUND_TTL_MS);
    return outcome;
  }

  clear(): void {
    this.cache.clear();
  }
}
