import 'server-only';
import { cache } from 'react';
import { backendClient, helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { UpstreamUnavailableError, type Result } from '@/lib/api/result';
import { commentsResponseSchema, deliveryDelaySchema, featuresResponseSchema, selectionResponseSchema, type CommentsResponse, type ProductDetail } from '@/contract/product';
import { API_CACHE_SECONDS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { cacheTags } from './cache-tags';
import type { DeliveryDelay } from './delivery-time';
import { getProductsByIds } from './server';
import { type ProductCard } from '@/contract/product-card';

/**
 * The product page's extra reads (specifications, delivery delays, linked products, reviews), cached and tagged
 * like lib/catalog/server.ts. An extra the backend does not have (404) is empty; an unreachable backend throws.
 */
function orEmpty<T>(result: Result<T>, empty: T, what: string): T {
  if (result.ok) return result.data;
  if (result.error.kind === 'not-found' || result.error.kind === 'rejected') return empty;
  throw new UpstreamUnavailableError(`${what}: ${result.error.message}`);
}

const cached = (id: number) => ({ revalidate: API_CACHE_SECONDS, tags: [cacheTags.product(id)] });

export type Specification = { id: number; title: string; value: string };

/** Specifications (`ExternalOrderApi/features/product/{id}/{langCode}`). */
export const getSpecifications = cache(async (shop: Shop, id: number): Promise<Specification[]> => {
  const result = await requestJson(backendClient(), `api/ExternalOrderApi/features/product/${id}/${shop.language}`, featuresResponseSchema, {
    cache: cached(id),
  });
  return orEmpty(result, { features: [] }, `features of ${id}`).features.filter((f) => f.title !== '' && f.value !== '');
});

/**
 * Working-day delays by PSE id: `product_delays/custom_attribute/{id}` for a product without variants,
 * `delivery_delay_pse/{pse}` for each variant of a product with several.
 */
export const getDeliveryDelays = cache(async (shop: Shop, product: ProductDetail): Promise<Record<number, DeliveryDelay>> => {
  const helper = helperClient();
  if (product.pses.length === 1) {
    const result = await requestJson(helper, `product_delays/custom_attribute/${product.id}`, deliveryDelaySchema, { cache: cached(product.id) });
    const delay = orEmpty<DeliveryDelay | null>(result, null, `delay of ${product.id}`);
    return delay ? { [product.pse_id]: delay } : {};
  }
  const entries = await Promise.all(
    product.pses.map(async (pse) => {
      const result = await requestJson(helper, `delivery_delay_pse/${pse.id}`, deliveryDelaySchema, { cache: cached(product.id) });
      return [pse.id, orEmpty<DeliveryDelay | null>(result, null, `delay of pse ${pse.id}`)] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry): entry is readonly [number, DeliveryDelay] => entry[1] !== null));
});

export type LinkedProducts = { accessories: ProductCard[]; related: ProductCard[]; upsell: ProductCard[]; alternatives: ProductCard[] };

/** Accessories, related, upsell and alternative products (`selection_product/{id}/{locale}`) as cards, in one list read. */
export const getLinkedProducts = cache(async (shop: Shop, id: number): Promise<LinkedProducts> => {
  const result = await requestJson(helperClient(), `selection_product/${id}/${shop.theliaLocale}`, selectionResponseSchema, { cache: cached(id) });
  const selection = orEmpty(result, { accessories: [], related: [], upsell: [], alternatives: [] }, `selection of ${id}`);
  const ids = [...new Set([...selection.accessories, ...selection.related, ...selection.upsell, ...selection.alternatives])].slice(0, 100);
  const cards = new Map((await getProductsByIds(shop, ids)).map((card) => [card.id, card]));
  const pick = (list: number[]) => list.map((productId) => cards.get(productId)).filter((card): card is ProductCard => card !== undefined);
  return {
    accessories: pick(selection.accessories),
    related: pick(selection.related),
    upsell: pick(selection.upsell),
    alternatives: pick(selection.alternatives),
  };
});

/** Approved reviews (`comments/{id}`), newest first. */
export const getReviews = cache(async (shop: Shop, id: number): Promise<CommentsResponse> => {
  const result = await requestJson(helperClient(), `comments/${id}`, commentsResponseSchema, {
    searchParams: { locale: shop.theliaLocale },
    cache: cached(id),
  });
  return orEmpty(result, { rating: null, comments: [] }, `reviews of ${id}`);
});
