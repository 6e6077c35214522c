import { LRUCache } from 'lru-cache';
import { theliaLocaleSchema, type TheliaLocale } from '@/contract/common';
import { API_CACHE_SECONDS } from '@/contract/constants';
import { lruClock, STALE_AT_ONCE } from '@/lib/cache/lru-clock';

const LIST_TTL_MS = API_CACHE_SECONDS * 1000;

/** Loads the ids of one locale; null when the backend could not answer (the last good list is then kept). */
export type IdListLoader = (locale: TheliaLocale) => Promise<ReadonlySet<number> | null>;

/**
 * The ids that exist of one kind (brands, technical filter values), per locale, for the proxy's listing check: a
 * filter with an id the backend does not know is cleaned by a redirect instead of becoming a cached listing state of
 * its own (ADR 0007, 0041). Refreshed every API_CACHE_SECONDS in the background and at once after a revalidation (ADR
 * 0064); the last good list is kept while the backend cannot be reached (lru-cache with `allowStale`: an old list
 * is stale, never removed). The first listing that names an id waits for the first list (`ready`, bounded by the
 * loader's timeout), so an unknown id is never accepted just because the list had not arrived yet; only when that
 * first load fails is every id accepted (the listing is then empty for an unknown one).
 */
export class KnownIds {
  private readonly lists: LRUCache<TheliaLocale, ReadonlySet<number>>;
  private readonly loading = new Map<TheliaLocale, Promise<void>>();

  constructor(
    private readonly load: IdListLoader,
    now: () => number = Date.now,
  ) {
    this.lists = new LRUCache({ max: theliaLocaleSchema.options.length, ttl: LIST_TTL_MS, allowStale: true, ...lruClock(now) });
  }

  /** Waits until the locale has had its first list (or its first load has failed); at once once it has one. */
  async ready(locale: TheliaLocale): Promise<void> {
    if (!this.lists.has(locale)) await this.refresh(locale);
  }

  /** A check for one locale that never waits: it answers from the last list and refreshes it when old. */
  checker(locale: TheliaLocale): (id: number) => boolean {
    const ids = this.lists.peek(locale);
    if (!ids || this.lists.getRemainingTTL(locale) <= 0) void this.refresh(locale);
    return ids ? (id) => ids.has(id) : () => true;
  }

  /** One load per locale at a time: a caller during a load waits for that load. */
  refresh(locale: TheliaLocale): Promise<void> {
    return this.loading.get(locale) ?? this.startLoad(locale, undefined);
  }

  /**
   * After a revalidation (lib/routing/lookup-invalidation.ts): every locale loads its list again at once, after a
   * load already running (which may have started before the change); the old list answers until the new one is in,
   * and stays while the backend cannot be reached.
   */
  invalidate(): void {
    for (const locale of new Set([...this.lists.keys(), ...this.loading.keys()])) {
      const ids = this.lists.peek(locale);
      if (ids) this.lists.set(locale, ids, STALE_AT_ONCE);
      void this.startLoad(locale, this.loading.get(locale));
    }
  }

  private startLoad(locale: TheliaLocale, after: Promise<void> | undefined): Promise<void> {
    const run: Promise<void> = this.loadAfter(locale, after).finally(() => {
      if (this.loading.get(locale) === run) this.loading.delete(locale);
    });
    this.loading.set(locale, run);
    return run;
  }

  private async loadAfter(locale: TheliaLocale, after: Promise<void> | undefined): Promise<void> {
    // Without a load to wait for, the backend is asked at once (not a tick later). One that failed changes nothing here.
    if (after) await after.catch(() => undefined);
    const ids = await this.load(locale);
    if (ids) this.lists.set(locale, ids);
  }
}
