import type { KyInstance } from 'ky';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import type { TheliaLocale } from '@/lib/contract/common';
import { brandListResponseSchema } from '@/lib/contract/brand';
import { API_CACHE_SECONDS } from '@/lib/shop/constants';

/**
 * The ids of the brands that exist, per locale, for the proxy's listing check (a brand filter with an id that does
 * not exist is cleaned by a redirect instead of becoming a cached listing state of its own). Refreshed every
 * API_CACHE_SECONDS in the background; the last good list is kept while the backend cannot be reached, and before
 * the first list arrives every id is accepted (the page then shows the listing without that brand's products).
 */
export class BrandIds {
  private readonly lists = new Map<TheliaLocale, { ids: ReadonlySet<number>; loadedAt: number }>();
  private readonly loading = new Set<TheliaLocale>();

  constructor(
    private readonly helper: KyInstance,
    private readonly now: () => number = Date.now,
  ) {}

  /** A check for one locale that never waits: it answers from the last list and refreshes it when old. */
  checker(locale: TheliaLocale): (id: number) => boolean {
    const list = this.lists.get(locale);
    if (!list || this.now() - list.loadedAt >= API_CACHE_SECONDS * 1000) void this.refresh(locale);
    return list ? (id) => list.ids.has(id) : () => true;
  }

  async refresh(locale: TheliaLocale): Promise<void> {
    if (this.loading.has(locale)) return;
    this.loading.add(locale);
    try {
      const result = await requestJson(this.helper, 'brand_list', brandListResponseSchema, { searchParams: { locale }, noStore: true, timeoutMs: UPSTREAM_TIMEOUT_MS });
      if (result.ok) this.lists.set(locale, { ids: new Set(result.data.map((brand) => brand.id)), loadedAt: this.now() });
    } finally {
      this.loading.delete(locale);
    }
  }
}
