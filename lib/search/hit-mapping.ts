import { featureOfValue } from '@/contract/feature-value-id';
import type { FeatureFacet } from '@/contract/product';
import type { TheliaLocale } from '@/contract/common';
import type { ContentSearchResponse, ProductHitSource, ProductSearchResponse } from '@/contract/search/engine-schema';
import type { SearchContentLink, SearchResult } from './search-result';
import type { ProductCard } from '@/contract/product-card';

/** A product hit as the listing's product card of a shop locale (its title and URL there). */
export function productCardOfDoc(doc: ProductHitSource, locale: TheliaLocale): ProductCard {
  return {
    id: doc.id,
    ref: doc.ref,
    title: doc.title[locale] ?? '',
    url: doc.url[locale] ?? '',
    urls: doc.url,
    pse_id: doc.pse_id,
    quantity: doc.quantity,
    stock_state: doc.stock_state,
    available_from: doc.available_from,
    prices: doc.prices,
    image: doc.image,
    brand_id: doc.brand_id,
    brand_title: doc.brand_title,
    category_titles: doc.category_titles,
    badges: doc.badges,
    rating: doc.rating,
    created_at: doc.created_at,
    energy_label: doc.energy_label,
  };
}

type Facet = SearchResult['categories'][number];

/** Facet buckets keyed `{id}|{title}` as `{id, title, count}`; malformed keys are skipped. */
export function facetsOfBuckets(buckets: readonly { key: string | number; doc_count: number }[]): Facet[] {
  return buckets.flatMap((bucket) => {
    const key = String(bucket.key);
    const bar = key.indexOf('|');
    const id = Number(key.slice(0, bar));
    if (bar < 1 || !Number.isInteger(id) || id <= 0) return [];
    return [{ id, title: key.slice(bar + 1), count: bucket.doc_count }];
  });
}

/** The search result of a product response (and the content response, when there is one) for a shop locale. */
/**
 * The feature facets of a search (ADR 0041) from the `features` aggregation and, for each chosen feature, its own
 * `features_{id}` (counted without that feature's filter): features with more than one value, values in id order
 * (the backend's display order).
 */
export function featureFacetsOf(aggregations: Record<string, { keys: { buckets: Array<{ key: string | number; doc_count: number }> } }>): FeatureFacet[] {
  const features = new Map<number, FeatureFacet>();
  const chosen = new Set<number>();
  for (const name of Object.keys(aggregations)) {
    const match = /^features_(\d+)$/.exec(name);
    if (match) chosen.add(Number(match[1]));
  }
  for (const [name, agg] of Object.entries(aggregations)) {
    const own = /^features_(\d+)$/.exec(name);
    if (name !== 'features' && !own) continue;
    for (const bucket of agg.keys.buckets) {
      const match = /^(\d+)\|(values|ranges)\|([^|]*)\|(.*)$/s.exec(String(bucket.key));
      if (!match) continue;
      const id = Number(match[1]);
      const featureId = featureOfValue(id);
      // A chosen feature's values come from its own aggregation only.
      if (own ? Number(own[1]) !== featureId : chosen.has(featureId)) continue;
      const kind = match[2] === 'ranges' ? 'ranges' : 'values';
      const feature = features.get(featureId) ?? { id: featureId, title: match[3] ?? '', kind, values: [] };
      if (bucket.doc_count > 0) feature.values.push({ id, title: match[4] ?? '', count: bucket.doc_count });
      features.set(featureId, feature);
    }
  }
  return [...features.values()]
    .map((feature) => ({ ...feature, values: [...feature.values].sort((a, b) => a.id - b.id) }))
    .filter((feature) => feature.values.length > 1 || chosen.has(feature.id))
    .sort((a, b) => a.id - b.id);
}

export function searchResultOf(products: ProductSearchResponse, contents: ContentSearchResponse | null, locale: TheliaLocale): SearchResult {
  const links: SearchContentLink[] = (contents?.hits.hits ?? []).map((hit) => ({ title: hit._source.title, url: hit._source.url, parent: hit._source.parent }));
  return {
    total: products.hits.total.value,
    products: products.hits.hits.filter((hit) => hit._source.url[locale] !== undefined).map((hit) => productCardOfDoc(hit._source, locale)),
    categories: facetsOfBuckets(products.aggregations.categories.keys.buckets),
    brands: facetsOfBuckets(products.aggregations.brands.keys.buckets),
    features: featureFacetsOf(products.aggregations),
    contents: links,
  };
}
