import type { TheliaLocale } from '@/lib/contract/common';
import { API_CACHE_SECONDS } from '@/lib/shop/constants';

/** Loads the ids of one locale; null when the backend could not answer (the last good list is then kept). */
export type IdListLoader = (locale: TheliaLocale) => Promise<ReadonlySet<number> | null>;

/**
 * The ids that exist of one kind (brands, technical filter values), per locale, for the proxy's listing check: a
 * filter with an id the backend does not know is cleaned by a redirect instead of becoming a cached listing state of
 * its own (ADR 0007, 0041). Refreshed every API_CACHE_SECONDS in the background; the last good list is kept while the
 * backend cannot be reached. The first listing that names an id waits for the first list (`ready`, bounded by the
 * loader's timeout), so an unknown id is never accepted just because the list had not arrived yet; only when that
 * first load fails is every id accepted (the listing is then empty for an unknown one).
 */
export class KnownIds {
  private readonly lists = new Map<TheliaLocale, { ids: ReadonlySet<number>; loadedAt: number }>();
  private readonly loading = new Map<TheliaLocale, Promise<void>>();

  constructor(
    private readonly load: IdListLoader,
    private readonly now: () => number = Date.now,
  ) {}

  /** Waits until the locale has had its first list (or its first load has failed); at once once it has one. */
  async ready(locale: TheliaLocale): Promise<void> {
    if (!this.lists.has(locale)) await this.refresh(locale);
  }

  /** A check for one locale that never waits: it answers from the last list and refreshes it when old. */
  checker(locale: TheliaLocale): (id: number) => boolean {
    const list = this.lists.get(locale);
    if (!list || this.now() - list.loadedAt >= API_CACHE_SECONDS * 1000) void this.refresh(locale);
    return list ? (id) => list.ids.has(id) : () => true;
  }

  /** One load per locale at a time: a caller during a load waits for that load. */
  refresh(locale: TheliaLocale): Promise<void> {
    const running = this.loading.get(locale);
    if (running) return running;
    const run = (async () => {
      try {
        const ids = await this.load(locale);
        if (ids) this.lists.set(locale, { ids, loadedAt: this.now() });
      } finally {
        this.loading.delete(locale);
      }
    })();
    this.loading.set(locale, run);
    return run;
  }
}
