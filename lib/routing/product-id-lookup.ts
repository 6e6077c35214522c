import type { KyInstance } from 'ky';
import { requestJson, UPSTREAM_TIMEOUT_MS } from '@/lib/api/request';
import { productDetailSchema } from '@/lib/contract/product';
import { toHref } from '@/lib/format/href';
import type { Shop } from '@/lib/shop/shops';
import { FOUND_TTL_MS, NOT_FOUND_TTL_MS, type LookupOutcome } from './rewriting-lookup';
import { TtlCache } from './ttl-cache';

const productUrlSchema = productDetailSchema.pick({ url: true });

/**
 * `/product/{id}` (spec section 2) in the proxy: a 301 to the product's rewriting URL in this shop, its canonical
 * address, or the not-found page with product-fetch-failed (status 404, rendered on the server: ADR 0021) when the
 * shop does not show that product. Answers are cached like rewriting lookups (found 300 s, not found 60 s).
 */
export class ProductIdLookup {
  private readonly cache: TtlCache<LookupOutcome>;

  constructor(
    private readonly backend: KyInstance,
    maxEntries = 5_000,
    now: () => number = Date.now,
  ) {
    this.cache = new TtlCache<LookupOutcome>(maxEntries, now);
  }

  async resolve(shop: Shop, productId: number): Promise<LookupOutcome> {
    const key = `${shop.theliaLocale}|${productId}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const outcome = await this.fetchOutcome(shop, productId);
    if (outcome.kind === 'not-found') this.cache.set(key, outcome, NOT_FOUND_TTL_MS);
    else if (outcome.kind !== 'unavailable') this.cache.set(key, outcome, FOUND_TTL_MS);
    return outcome;
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
