import type { TheliaLocale } from '@/contract/common';
import { COUNT_PLUS_THRESHOLD, SEARCH_MAX_BRANDS, SEARCH_MAX_CATEGORIES, SEARCH_MAX_CONTENT_LINKS, SEARCH_MIN_SCORE } from '@/contract/constants';
import { MAX_RESULT_WINDOW, type Filter, type SearchBody } from '@/contract/search/query-dsl';
import {
  CONTENT_LOCALE_FIELD,
  PRODUCT_AGG_FIELDS,
  PRODUCT_FILTER_FIELDS,
  contentPrefixFields,
  contentSearchFields,
  productPrefixFields,
  productSearchFields,
} from './search-fields';
import { featureAggregations, featureFilterClauses, searchSortClauses } from './search-filters';
import type { SearchState } from './search-state';
import { productTermQuery, termQuery } from './term-query';

export type ProductQueryContext = {
  locale: TheliaLocale;
  /** The shop currency's rate against the engine's EUR prices (locale config `currency_rate`; 1 for EUR). */
  currencyRate: number;
};

/** Price bounds in the shop currency (lei in Romania) to the index's EUR, rounded outwards to whole cents. */
export function priceRangeEur(state: Pick<SearchState, 'priceMin' | 'priceMax'>, currencyRate: number): { gte?: number; lte?: number } | null {
  const rate = currencyRate > 0 ? currencyRate : 1;
  const range: { gte?: number; lte?: number } = {};
  if (state.priceMin !== null) range.gte = Math.floor((state.priceMin / rate) * 100) / 100;
  if (state.priceMax !== null) range.lte = Math.ceil((state.priceMax / rate) * 100) / 100;
  return range.gte === undefined && range.lte === undefined ? null : range;
}

type ProductFilters = { category: Filter | null; brand: Filter | null; price: Filter | null; features: Filter[] };

function productFilters(state: SearchState, currencyRate: number): ProductFilters {
  const range = priceRangeEur(state, currencyRate);
  return {
    category: state.categories.length > 0 ? { terms: { [PRODUCT_FILTER_FIELDS.categoryIds]: [...state.categories] } } : null,
    brand: state.brands.length > 0 ? { terms: { [PRODUCT_FILTER_FIELDS.brandId]: [...state.brands] } } : null,
    price: range ? { range: { [PRODUCT_FILTER_FIELDS.priceTaxed]: range } } : null,
    features: featureFilterClauses(state),
  };
}

const allOf = (filters: (Filter | null)[]): Filter => ({ bool: { filter: filters.filter((f): f is Filter => f !== null) } });

/** Fields of a product hit the storefront reads: the card's, with the title of the shop locale only. */
export function productSourceFields(locale: TheliaLocale): string[] {
  return ['id', 'ref', 'pse_id', `title.${locale}`, 'url', 'quantity', 'stock_state', 'available_from', 'prices', 'image', 'brand_id', 'brand_title', 'category_titles', 'badges', 'rating', 'created_at', 'energy_label'];
}

/**
 * The product query of a search state (`POST /{prefix}products_{locale}/_search`), or null when the term holds no
 * searchable word (then there is nothing to ask the engine).
 *
 * - `query`: the term's words (lib/search/term-query.ts: most of them must match, main products first); its score is
 *   the relevance; `min_score` SEARCH_MIN_SCORE drops
 *   weak hits (S9-08) from the hits and the facet counts alike.
 * - `post_filter`: category, brand, technical (one clause per chosen feature) and price filters narrow the hits only,
 *   so that the facets below can count each list under the *other* filters (a chosen brand does not hide the other
 *   brands).
 * - `aggs.categories` / `aggs.brands`: `{id}|{title}` buckets, categories under the brand and price filters, brands
 *   (at most SEARCH_MAX_BRANDS) under the category and price filters, both also under the technical filters;
 *   `features` / `features_{id}`: the technical filters' counts (lib/search/search-filters.ts, ADR 0041).
 * - `from`/`size`: the chunk (within the engines' 10,000-hit result window); `sort` by score (or the chosen listing
 *   order, searchSortClauses), then id, so that chunks never overlap or skip on ties;
 *   `track_total_hits` up to COUNT_PLUS_THRESHOLD (a larger total comes back as `gte`, shown with '+');
 *   `_source`: the card's fields only.
 */
export function buildProductQuery(state: SearchState, context: ProductQueryContext): SearchBody | null {
  const query = productTermQuery(state.term, productSearchFields(context.locale), productPrefixFields(context.locale));
  if (!query) return null;
  const filters = productFilters(state, context.currencyRate);
  // Engines refuse a window beyond `max_result_window`: a chunk past it is empty (the totals and facets still come).
  const from = Math.min((state.page - 1) * state.size, MAX_RESULT_WINDOW);
  const body: SearchBody = {
    query,
    aggs: {
      categories: {
        filter: allOf([filters.brand, filters.price, ...filters.features]),
        aggs: { keys: { terms: { field: PRODUCT_AGG_FIELDS.categoryKeys, size: SEARCH_MAX_CATEGORIES } } },
      },
      brands: {
        filter: allOf([filters.category, filters.price, ...filters.features]),
        aggs: { keys: { terms: { field: PRODUCT_AGG_FIELDS.brandKey, size: SEARCH_MAX_BRANDS } } },
      },
      ...featureAggregations(state, [filters.category, filters.brand, filters.price].filter((f): f is Filter => f !== null)),
    },
    from,
    size: Math.min(state.size, MAX_RESULT_WINDOW - from),
    min_score: SEARCH_MIN_SCORE,
    track_total_hits: COUNT_PLUS_THRESHOLD,
    sort: searchSortClauses(state.sort),
    _source: productSourceFields(context.locale),
  };
  if (filters.category || filters.brand || filters.price || filters.features.length > 0) {
    body.post_filter = allOf([filters.category, filters.brand, filters.price, ...filters.features]);
  }
  return body;
}

/** Fields of a content hit the storefront reads (the searched text stays in the index). */
export const CONTENT_SOURCE_FIELDS = ['id', 'locale', 'title', 'url', 'parent'];

/**
 * The content query (`POST /{search_content_index}/_search`): the same term query over the content's title and
 * text, restricted to the shop locale, at most SEARCH_MAX_CONTENT_LINKS hits of score SEARCH_MIN_SCORE or more.
 */
export function buildContentQuery(term: string, locale: TheliaLocale): SearchBody | null {
  const query = termQuery(term, contentSearchFields(), contentPrefixFields());
  if (!query) return null;
  return {
    query: { bool: { must: [query], filter: [{ term: { [CONTENT_LOCALE_FIELD]: locale } }] } },
    from: 0,
    size: SEARCH_MAX_CONTENT_LINKS,
    min_score: SEARCH_MIN_SCORE,
    sort: [{ _score: 'desc' }, { id: 'asc' }],
    _source: CONTENT_SOURCE_FIELDS,
  };
}
