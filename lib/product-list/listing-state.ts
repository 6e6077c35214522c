import { LISTING_MAX_BRANDS, LISTING_MAX_FEATURE_VALUES, LISTING_MAX_PAGE, PRICE_FILTER_MAX } from '@/contract/constants';
import { hasProductListFilters, parseProductListQuery, productListParams, queryStringOf, type ProductListUrlRules } from './url-state';

/**
 * The state of a listing (filters, sort, page) in its three forms:
 * - the public query string (`?sort=price_asc&brand=3,7&feature=12,40&price_min=10&price_max=500&page=2`), shared and
 *   crawled;
 * - the canonical path segment the proxy rewrites to (`sort-price_asc~brand-3.7~feature-12.40~min-10~max-500~page-2`), so that
 *   the pages stay on-demand ISR (they never read search params);
 * - the typed state the pages render.
 * The query is read and written by the one product-list URL reader (./url-state.ts) under the listing's rules.
 * Public parameter names are fixed (robots.txt rules name them): sort, brand, feature, price_min, price_max, page.
 */
export const LISTING_SORTS = ['sales', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export type ListingState = {
  /** 'sales' (best sellers first) is the default and never appears in a URL. */
  sort: ListingSort;
  /** Brand ids, ascending, without duplicates (empty: every brand). */
  brands: readonly number[];
  /**
   * Technical filter values (the backend's filter value ids, ADR 0041), ascending, without duplicates, at most
   * LISTING_MAX_FEATURE_VALUES: any value of one feature, every feature chosen (the backend knows each value's feature).
   */
  features: readonly number[];
  /** Whole amounts in the shop currency, within PRICE_FILTER_MIN..the currency's bound (priceFilterMaxOf); null: no bound. */
  priceMin: number | null;
  priceMax: number | null;
  /** 1-based chunk number. */
  page: number;
};

export const DEFAULT_LISTING_STATE: ListingState = { sort: 'sales', brands: [], features: [], priceMin: null, priceMax: null, page: 1 };

/** The public query parameters of a listing, in canonical order. */
export const LISTING_PARAMS = ['sort', 'brand', 'feature', 'price_min', 'price_max', 'page'] as const;
const LISTING_PARAM_SET: ReadonlySet<string> = new Set(LISTING_PARAMS);

export type ListingOptions = {
  /** False on brand and landing pages: their brand is fixed, a `brand` parameter is dropped. */
  brandFilter: boolean;
  /** Whether a brand id exists (ids that do not are dropped, so junk ids never make a listing state of their own). */
  isKnownBrand?: (id: number) => boolean;
  /** Whether a technical filter value exists (ids that do not are dropped, like unknown brands; ADR 0041). */
  isKnownFeatureValue?: (id: number) => boolean;
  /** The price filter's upper bound in the shop currency (shopPriceFilterMax); default the spec's PRICE_FILTER_MAX. */
  priceMax?: number;
};

export type ParsedListingQuery = {
  state: ListingState;
  /** True when the URL's listing parameters are exactly the canonical ones (same values, order, no duplicates). */
  canonical: boolean;
  /** True when the URL carries any listing parameter at all. */
  present: boolean;
};

/** The listing's URL rules (lib/product-list/url-state.ts): no category filter, brands only where the brand is not fixed. */
function listingUrlRules(brandFilter: boolean): ProductListUrlRules<ListingSort> {
  return {
    sorts: LISTING_SORTS,
    defaultSort: 'sales',
    maxIds: { category: 0, brand: brandFilter ? LISTING_MAX_BRANDS : 0, feature: LISTING_MAX_FEATURE_VALUES },
    maxPage: LISTING_MAX_PAGE,
  };
}

/** The canonical listing parameters of a state, in order (only the ones that differ from the default). */
export function listingParams(state: ListingState): Array<[string, string]> {
  return productListParams({ ...state, categories: [] }, { defaultSort: 'sales' });
}

/** The public query string of a state: '' for the default state, else '?sort=…&brand=3,7…'. */
export function listingQueryString(state: ListingState): string {
  return queryStringOf(listingParams(state));
}

/** A link within the listing: the public path plus the state's query (the plain path for the default state). */
export function listingHref(path: string, state: ListingState): string {
  const query = listingQueryString(state);
  if (path === '') return query === '' ? '?' : query;
  return `${path}${query}`;
}

/**
 * Reads the listing state from a URL's query. Junk values are dropped, duplicates and comma lists of brands are
 * merged, feature values likewise (at most LISTING_MAX_FEATURE_VALUES), prices are clamped to PRICE_FILTER_MIN..the
 * shop currency's bound, pages above LISTING_MAX_PAGE are dropped.
 * Other parameters (utm_*, gclid, ...) are ignored.
 */
export function parseListingQuery(params: URLSearchParams, options: ListingOptions = { brandFilter: true }): ParsedListingQuery {
  const present = [...params.keys()].some((key) => LISTING_PARAM_SET.has(key));
  if (!present) return { state: DEFAULT_LISTING_STATE, canonical: true, present: false };
  const { sort, brands, features, priceMin, priceMax, page } = parseProductListQuery(params, listingUrlRules(options.brandFilter), options.priceMax ?? PRICE_FILTER_MAX);
  const state: ListingState = {
    sort,
    brands: brands.filter(options.isKnownBrand ?? (() => true)),
    features: features.filter(options.isKnownFeatureValue ?? (() => true)),
    priceMin,
    priceMax,
    page,
  };
  const given = [...params.entries()].filter(([key]) => LISTING_PARAM_SET.has(key)).map(([key, value]) => `${key}=${value}`);
  const wanted = listingParams(state).map(([key, value]) => `${key}=${value}`);
  const canonical = given.length === wanted.length && given.every((entry, index) => entry === wanted[index]);
  return { state, canonical, present };
}

/**
 * The public URL's query after cleaning: the canonical listing parameters first, then every other parameter as
 * it was. Used for the redirect from a non-canonical URL.
 */
export function cleanedSearch(params: URLSearchParams, state: ListingState): string {
  const listing = listingQueryString(state).replace(/^\?/, '');
  const others = [...params.entries()].filter(([key]) => !LISTING_PARAM_SET.has(key));
  const rest = new URLSearchParams(others).toString();
  const joined = [listing, rest].filter((part) => part.length > 0).join('&');
  return joined.length > 0 ? `?${joined}` : '';
}

const SEGMENT_KEYS = { sort: 'sort', brands: 'brand', features: 'feature', priceMin: 'min', priceMax: 'max', page: 'page' } as const;

/** The path segment of a state for the internal route; null for the default state (the plain route). */
export function listingSegment(state: ListingState): string | null {
  const parts: string[] = [];
  if (state.sort !== 'sales') parts.push(`${SEGMENT_KEYS.sort}-${state.sort}`);
  if (state.brands.length > 0) parts.push(`${SEGMENT_KEYS.brands}-${state.brands.join('.')}`);
  if (state.features.length > 0) parts.push(`${SEGMENT_KEYS.features}-${state.features.join('.')}`);
  if (state.priceMin !== null) parts.push(`${SEGMENT_KEYS.priceMin}-${state.priceMin}`);
  if (state.priceMax !== null) parts.push(`${SEGMENT_KEYS.priceMax}-${state.priceMax}`);
  if (state.page > 1) parts.push(`${SEGMENT_KEYS.page}-${state.page}`);
  return parts.length === 0 ? null : parts.join('~');
}

/**
 * Reads a segment back. Only the canonical segment of a non-default state is accepted (anything else is null, a
 * 404), so one listing state has exactly one cached page. `priceMax` is the shop's price bound (shopPriceFilterMax).
 */
export function parseListingSegment(segment: string, priceMax: number = PRICE_FILTER_MAX): ListingState | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (decoded.length === 0 || decoded.length > 300) return null;
  const params = new URLSearchParams();
  for (const part of decoded.split('~')) {
    const match = /^(sort|brand|feature|min|max|page)-([a-z_0-9.]+)$/.exec(part);
    if (!match) return null;
    const [, key, value = ''] = match;
    if (key === 'brand' || key === 'feature') params.append(key, value.split('.').join(','));
    else if (key === 'min') params.append('price_min', value);
    else if (key === 'max') params.append('price_max', value);
    else if (key) params.append(key, value);
  }
  const { state } = parseListingQuery(params, { brandFilter: true, priceMax });
  return listingSegment(state) === decoded ? state : null;
}

/** A filtered or sorted state (noindex, canonical at the plain listing); paging alone is not a filter. */
export function isFilteredOrSorted(state: ListingState): boolean {
  return state.sort !== 'sales' || hasProductListFilters({ ...state, categories: [] });
}

/** The same state with a change of filter or sort: back to the first chunk. */
export function withFilter(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

/**
 * The canonical path of a listing state: a filtered or sorted state points at the plain listing (it is noindex);
 * the plain listing and its `?page=N` chunks point at themselves.
 */
export function listingCanonicalPath(path: string, state: ListingState): string {
  if (isFilteredOrSorted(state)) return path;
  return `${path}${listingQueryString({ ...DEFAULT_LISTING_STATE, page: state.page })}`;
}
