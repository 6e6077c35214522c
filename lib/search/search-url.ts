import { searchPath } from '@/lib/format/search-path';
import { LISTING_MAX_FEATURE_VALUES, PRICE_FILTER_MAX, PRICE_FILTER_MIN, SEARCH_MIN_LENGTH, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { SEARCH_MAX_FILTER_IDS, SEARCH_TERM_MAX_LENGTH } from './search-limits';
import type { SearchState } from './search-state';
import { SEARCH_SORTS, type SearchSort } from './search-sorts';

/**
 * The results page's URL and the SearchState, both ways:
 * `/search/{term}?sort=price_asc&category=4,9&brand=3&feature=12,40&price_min=10&price_max=500&page=2`.
 * The term is the path segment (lib/format/search-path.ts); the filters and the chunk are query parameters, each
 * left out at its default. Reading is lenient: junk values are dropped, duplicates merged, prices clamped into
 * PRICE_FILTER_MIN..the shop currency's bound (shopPriceFilterMax), so a bad URL shows the cleaned state instead of an
 * error.
 */

/** The public query parameters of the results page, in the order they are written. */
export const SEARCH_URL_PARAMS = ['sort', 'category', 'brand', 'feature', 'price_min', 'price_max', 'page'] as const;

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

function parseIds(values: readonly string[], max: number = SEARCH_MAX_FILTER_IDS): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    for (const part of value.split(',')) {
      const text = part.trim();
      if (!/^\d{1,9}$/.test(text)) continue;
      const id = Number(text);
      if (id > 0) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b).slice(0, max);
}

/** A price bound: whole or decimal amount (',' or '.'), rounded outwards and clamped into the filter range; null for junk. */
function parsePrice(value: string | undefined, round: (n: number) => number, max: number): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,12}([.,]\d{1,4})?$/.test(text)) return null;
  const amount = round(Number(text.replace(',', '.')));
  return Math.min(max, Math.max(PRICE_FILTER_MIN, amount));
}

/** The full range (up to `bound`, the shop currency's) is no filter; swapped bounds are put in order. */
export function normalisePriceRange(min: number | null, max: number | null, bound: number = PRICE_FILTER_MAX): Pick<SearchState, 'priceMin' | 'priceMax'> {
  let low = min !== null && min > PRICE_FILTER_MIN ? min : null;
  let high = max !== null && max < bound ? max : null;
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  return { priceMin: low, priceMax: high };
}

function parsePage(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1;
}

/**
 * The filters of a query string (`category`, `brand`, `feature` as comma lists or repeated, `price_min`,
 * `price_max`); `priceMax` is the shop currency's bound (shopPriceFilterMax).
 */
export function parseSearchFilters(params: URLSearchParams, priceMax: number = PRICE_FILTER_MAX): SearchFilters {
  return {
    categories: parseIds(params.getAll('category')),
    brands: parseIds(params.getAll('brand')),
    features: parseIds(params.getAll('feature'), LISTING_MAX_FEATURE_VALUES),
    ...normalisePriceRange(parsePrice(params.getAll('price_min')[0], Math.floor, priceMax), parsePrice(params.getAll('price_max')[0], Math.ceil, priceMax), priceMax),
  };
}

const isSearchSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);

/** The order of a query string's `sort`: a known order, else by relevance. */
export function parseSearchSort(params: URLSearchParams): SearchSort {
  return params.getAll('sort').map((value) => value.trim()).find(isSearchSort) ?? 'relevance';
}

/**
 * The SearchState of a results-page URL: the term (the decoded path segment, normalised) and the query. Other
 * parameters (utm_*, gclid) are ignored. `size` is the chunk size (SEARCH_PAGE_CHUNK on the results page).
 */
export function parseSearchUrl(rawTerm: string, params: URLSearchParams, size: number = SEARCH_PAGE_CHUNK, priceMax: number = PRICE_FILTER_MAX): SearchState {
  return {
    term: normaliseTerm(rawTerm),
    ...parseSearchFilters(params, priceMax),
    sort: parseSearchSort(params),
    page: parsePage(params.getAll('page')[0]),
    size,
  };
}

/** The query parameters of a state, in canonical order, each only when it differs from the default. */
export function searchUrlParams(state: UrlState): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (state.sort !== undefined && state.sort !== 'relevance') out.push(['sort', state.sort]);
  if (state.categories.length > 0) out.push(['category', state.categories.join(',')]);
  if (state.brands.length > 0) out.push(['brand', state.brands.join(',')]);
  if (state.features && state.features.length > 0) out.push(['feature', state.features.join(',')]);
  if (state.priceMin !== null) out.push(['price_min', String(state.priceMin)]);
  if (state.priceMax !== null) out.push(['price_max', String(state.priceMax)]);
  if (state.page > 1) out.push(['page', String(state.page)]);
  return out;
}

/** '' for the plain first chunk, else '?category=4,9&brand=3…' (commas unescaped: ids are digits). */
export function searchQueryString(state: UrlState): string {
  const params = searchUrlParams(state);
  return params.length === 0 ? '' : `?${params.map(([key, value]) => `${key}=${value}`).join('&')}`;
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
  return state.categories.length > 0 || state.brands.length > 0 || (state.features ?? []).length > 0 || state.priceMin !== null || state.priceMax !== null;
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
