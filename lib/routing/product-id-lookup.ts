import type { KyInstance } from 'ky';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import { productDetailSchema } from '@/contract/product';
import { toHref } from '@/lib/format/href';
import type { Shop } from '@/contract/shops';
import { LookupCache } from './lookup-cache';
import type { LookupOutcome } from './rewriting-lookup';

const productUrlSchema = productDetailSchema.pick({ url: true });

/**
 * `/product/{id}` (spec section 2) in the proxy: a 301 to the product's rewriting URL in this shop, its canonical
 * address, or the not-found page with product-fetch-failed (status 404, rendered on the server: ADR 0021) when the
 * shop does not show that product. Answers are cached like rewriting lookups (found 300 s, not found 60 s; the last
 * answer stands while the backend cannot be reached).
 */
export class ProductIdLookup {
  private readonly cache: LookupCache<LookupOutcome>;

  constructor(
    private readonly backend: KyInstance,
    maxEntries = 5_000,
    now: () => number = Date.now,
  ) {
    this.cache = new LookupCache<LookupOutcome>(maxEntries, now);
  }

  resolve(shop: Shop, productId: number): Promise<LookupOutcome> {
    return this.cache.resolve(`${shop.theliaLocale}|${productId}`, () => this.fetchOutcome(shop, productId));
  }

  /** The products' answers (every shop), or all answers, are asked again on their next request. */
  expire(productIds: readonly number[] | 'all'): void {
    if (productIds === 'all') return this.cache.expire();
    const ids = new Set(productIds.map(String));
    this.cache.expire((key) => ids.has(key.slice(key.indexOf('|') + 1)));
  }

  private async fetchOutcome(shop: Shop, productId: number): Promise<LookupOutcome> {
    const answer = await requestJson(this.backend, `api/products/${productId}`, productUrlSchema, {
      searchParams: { country_id: shop.countryId, locale: shop.theliaLocale },
      noStore: true,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    if (answer.ok) {
      // A Location header carries ASCII only: Romanian and German URLs keep their letters (ă, ș, ä) in the table.
      return { kind: 'redirect', location: encodeURI(toHref(answer.data.url)) };
    }
    if ((answer.error.kind === 'not-found' || answer.error.kind === 'rejected') && answer.error.status !== 401) {
      return { kind: 'not-found', reason: 'product-fetch-failed' };
    }
    return { kind: 'unavailable' };
  }
}
