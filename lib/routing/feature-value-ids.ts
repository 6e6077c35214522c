import type { KyInstance } from 'ky';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import type { TheliaLocale } from '@/lib/contract/common';
import { featureFiltersResponseSchema } from '@/lib/contract/product';
import { API_CACHE_SECONDS } from '@/lib/shop/constants';

/**
 * The ids of the technical filter values that exist, per locale, for the proxy's listing check (ADR 0041): a
 * `feature` value the backend does not know is cleaned by a redirect, as an unknown brand is, instead of becoming a
 * cached listing state of its own. Refreshed every API_CACHE_SECONDS in the background; the last good list is kept
 * while the backend cannot be reached, and before the first list arrives every id is accepted (the listing is then
 * empty for an unknown one).
 */
export class FeatureValueIds {
  private readonly lists = new Map<TheliaLocale, { ids: ReadonlySet<number>; loadedAt: number }>();
  private readonly loading = new Set<TheliaLocale>();

  constructor(
    private readonly backend: KyInstance,
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
      const result = await requestJson(this.backend, 'api/feature_filters/', featureFiltersResponseSchema, { searchParams: { locale }, noStore: true, timeoutMs: UPSTREAM_TIMEOUT_MS });
      if (result.ok) this.lists.set(locale, { ids: new Set(result.data.filters.flatMap((f) => f.values.map((v) => v.id))), loadedAt: this.now() });
    } finally {
      this.loading.delete(locale);
    }
  }
}
