import { searchPath } from '@/lib/format/search-path';
import { LISTING_MAX_FEATURE_VALUES, PRICE_FILTER_MAX, SEARCH_MIN_LENGTH, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { SEARCH_MAX_FILTER_IDS, SEARCH_TERM_MAX_LENGTH } from '@/lib/search/search-limits';
import type { SearchState } from '@/lib/search/search-state';
import { SEARCH_SORTS, type SearchSort } from '@/lib/search/search-sorts';
import {
  hasProductListFilters,
  parseProductListQuery,
  PRODUCT_LIST_PARAMS,
  productListParams,
  queryStringOf,
  type ProductListUrlRules,
} from './url-state';

/**
 * The results page's URL and the SearchState, both ways:
 * `/search/{term}?sort=price_asc&category=4,9&brand=3&feature=12,40&price_min=10&price_max=500&page=2`.
 * The term is the path segment (lib/format/search-path.ts); the filters and the chunk are query parameters, each
 * left out at its default, read and written by the one product-list URL reader (./url-state.ts) under the results
 * page's rules. Reading is lenient: junk values are dropped, duplicates merged, prices clamped into
 * PRICE_FILTER_MIN..the shop currency's bound (shopPriceFilterMax), so a bad URL shows the cleaned state instead of an
 * error.
 */

/** The public query parameters of the results page, in the order they are written. */
export const SEARCH_URL_PARAMS = PRODUCT_LIST_PARAMS;

/** Highest chunk number a URL may ask for (the shared SearchState allows 1..1000). */
export const SEARCH_MAX_PAGE = 1000;

/** The filters of a search: everything of SearchState but the term and the chunk. */
export type SearchFilters = Pick<SearchState, 'categories' | 'brands' | 'features' | 'priceMin' | 'priceMax'>;

export const NO_SEARCH_FILTERS: SearchFilters = { categories: [], brands: [], features: [], priceMin: null, priceMax: null };

/** The part of a state its URL holds. */
type UrlState = Pick<SearchState, 'categories' | 'brands' | 'features' | 'priceMin' | 'priceMax' | 'page' | 'sort'>;

/**
 * The term as the engine gets it: control characters removed, runs of white space collapsed, trimmed, and cut to
 * SEARCH_TERM_MAX_LENGTH characters (code points, so no surrogate pair is split).
 */
export function normaliseTerm(raw: string): string {
  const cleaned = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
}

/** Length of a term as the shopper counts it (characters, not UTF-16 units). */
export function termLength(term: string): number {
  return Array.from(normaliseTerm(term)).length;
}

/** Whether a term is long enough to search: more than three characters (SEARCH_MIN_LENGTH = 4). */
export function isSearchableTerm(term: string): boolean {
  return termLength(term) >= SEARCH_MIN_LENGTH;
}

/** The results page's URL rules (./url-state.ts): categories and brands up to SEARCH_MAX_FILTER_IDS each. */
const SEARCH_URL_RULES: ProductListUrlRules<SearchSort> = {
  sorts: SEARCH_SORTS,
  defaultSort: 'relevance',
  maxIds: { category: SEARCH_MAX_FILTER_IDS, brand: SEARCH_MAX_FILTER_IDS, feature: LISTING_MAX_FEATURE_VALUES },
  maxPage: SEARCH_MAX_PAGE,
};

/**
 * The filters of a query string (`category`, `brand`, `feature` as comma lists or repeated, `price_min`,
 * `price_max`); `priceMax` is the shop currency's bound (shopPriceFilterMax).
 */
export function parseSearchFilters(params: URLSearchParams, priceMax: number = PRICE_FILTER_MAX): SearchFilters {
  const { categories, brands, features, priceMin, priceMax: high } = parseProductListQuery(params, SEARCH_URL_RULES, priceMax);
  return { categories, brands, features, priceMin, priceMax: high };
}

/** The order of a query string's `sort`: a known order, else by relevance. */
export function parseSearchSort(params: URLSearchParams): SearchSort {
  return parseProductListQuery(params, SEARCH_URL_RULES, PRICE_FILTER_MAX).sort;
}

/**
 * The SearchState of a results-page URL: the term (the decoded path segment, normalised) and the query. Other
 * parameters (utm_*, gclid) are ignored. `size` is the chunk size (SEARCH_PAGE_CHUNK on the results page).
 */
export function parseSearchUrl(rawTerm: string, params: URLSearchParams, size: number = SEARCH_PAGE_CHUNK, priceMax: number = PRICE_FILTER_MAX): SearchState {
  const { sort, categories, brands, features, priceMin, priceMax: high, page } = parseProductListQuery(params, SEARCH_URL_RULES, priceMax);
  return { term: normaliseTerm(rawTerm), categories, brands, features, priceMin, priceMax: high, sort, page, size };
}

/** The query parameters of a state, in canonical order, each only when it differs from the default. */
export function searchUrlParams(state: UrlState): Array<[string, string]> {
  return productListParams({ ...state, features: state.features ?? [], sort: state.sort ?? 'relevance' }, SEARCH_URL_RULES);
}

/** '' for the plain first chunk, else '?category=4,9&brand=3…' (commas unescaped: ids are digits). */
export function searchQueryString(state: UrlState): string {
  return queryStringOf(searchUrlParams(state));
}

/** The results-page URL of a state: `/search/{term}` plus its query. */
export function searchHref(state: UrlState & Pick<SearchState, 'term'>): string {
  return `${searchPath(state.term)}${searchQueryString(state)}`;
}

/** The same search with other filters: back to the first chunk. */
export function withSearchFilters(state: SearchState, change: Partial<SearchFilters>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Whether any filter is set (paging alone is not a filter). */
export function hasSearchFilters(state: SearchFilters): boolean {
  return hasProductListFilters({ ...state, features: state.features ?? [] });
}

/**
 * The query of `GET /api/search` for a state: `term`, the filters as comma lists, `page` and `size` (always
 * written, so one chunk has one URL).
 */
export function searchApiQuery(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({ term: state.term });
  if (state.categories.length > 0) params.set('category', state.categories.join(','));
  if (state.brands.length > 0) params.set('brand', state.brands.join(','));
  if (state.features && state.features.length > 0) params.set('feature', state.features.join(','));
  if (state.priceMin !== null) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== null) params.set('price_max', String(state.priceMax));
  if (state.sort !== undefined && state.sort !== 'relevance') params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('size', String(state.size));
  return params;
}

/** Number of chunks of `size` for `total` results (at least 1). */
export function searchPages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The term of the route's `[term]` segment. Next.js hands dynamic segments over percent-encoded as they came in
 * the URL; a malformed escape ('%E0%A4%A') keeps its raw text instead of failing.
 */
export function decodeTermSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A page's `searchParams` object as URLSearchParams (repeated keys kept). */
export function searchParamsOf(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.append(key, value);
    else if (Array.isArray(value)) for (const item of value) params.append(key, item);
  }
  return params;
}
