import { PRICE_FILTER_MIN } from '@/contract/constants';

/**
 * The URL state of a product list, shared by the listings (category, brand, landing, type) and the search results
 * page: one reader and one writer of the query, with what differs per page (its orders, its default order, which id
 * filters it has and how many ids each takes, its highest chunk) as rules. Public parameter names are fixed (robots.txt
 * rules name them) and written in this order, each only when it differs from the default.
 * Reading is lenient: junk values are dropped, duplicates and comma lists merged, prices clamped into
 * PRICE_FILTER_MIN..the shop currency's bound, so a bad URL shows the cleaned state instead of an error.
 */
export const PRODUCT_LIST_PARAMS = ['sort', 'category', 'brand', 'feature', 'price_min', 'price_max', 'page'] as const;

/** The filters of a product list (ids ascending, without duplicates; prices whole amounts in the shop currency). */
export type ProductListFilters = {
  categories: readonly number[];
  brands: readonly number[];
  features: readonly number[];
  priceMin: number | null;
  priceMax: number | null;
};

export type ProductListQuery<S extends string> = ProductListFilters & { sort: S; page: number };

/** A query as read from a URL (fresh arrays, so a caller may keep them as its own). */
export type ParsedProductListQuery<S extends string> = ProductListQuery<S> & { categories: number[]; brands: number[]; features: number[] };

/** What differs between the pages that keep a product list in their URL. */
export type ProductListUrlRules<S extends string> = {
  sorts: readonly S[];
  /** The order of a URL without `sort` (never written). */
  defaultSort: S;
  /** Most ids each id filter takes; 0: the page has no such filter (its parameter is ignored). */
  maxIds: { category: number; brand: number; feature: number };
  /** Highest chunk a URL may ask for (higher: the first). */
  maxPage: number;
};

/** Ids of repeated and comma-separated values: positive, at most 9 digits, ascending, without duplicates, at most `max`. */
export function parseIds(values: readonly string[], max: number): number[] {
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
function parsePrice(value: string | undefined, round: (n: number) => number, bound: number): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,12}([.,]\d{1,4})?$/.test(text)) return null;
  const amount = round(Number(text.replace(',', '.')));
  return Math.min(bound, Math.max(PRICE_FILTER_MIN, amount));
}

/** The full range (up to `bound`, the shop currency's) is no filter; swapped bounds are put in order. */
export function normalisePriceRange(min: number | null, max: number | null, bound: number): Pick<ProductListFilters, 'priceMin' | 'priceMax'> {
  let low = min !== null && min > PRICE_FILTER_MIN ? min : null;
  let high = max !== null && max < bound ? max : null;
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  return { priceMin: low, priceMax: high };
}

function parsePage(value: string | undefined, maxPage: number): number {
  const text = value?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= maxPage ? page : 1;
}

function parseSort<S extends string>(values: readonly string[], rules: ProductListUrlRules<S>): S {
  const isSort = (value: string): value is S => (rules.sorts as readonly string[]).includes(value);
  return values.map((value) => value.trim()).find(isSort) ?? rules.defaultSort;
}

/** The state of a query string under a page's rules; `priceBound` is the shop currency's (shopPriceFilterMax). Other parameters are ignored. */
export function parseProductListQuery<S extends string>(params: URLSearchParams, rules: ProductListUrlRules<S>, priceBound: number): ParsedProductListQuery<S> {
  return {
    sort: parseSort(params.getAll('sort'), rules),
    categories: parseIds(params.getAll('category'), rules.maxIds.category),
    brands: parseIds(params.getAll('brand'), rules.maxIds.brand),
    features: parseIds(params.getAll('feature'), rules.maxIds.feature),
    ...normalisePriceRange(parsePrice(params.getAll('price_min')[0], Math.floor, priceBound), parsePrice(params.getAll('price_max')[0], Math.ceil, priceBound), priceBound),
    page: parsePage(params.getAll('page')[0], rules.maxPage),
  };
}

/** The query parameters of a state, in canonical order, each only when it differs from the default. */
export function productListParams<S extends string>(state: ProductListQuery<S>, rules: Pick<ProductListUrlRules<S>, 'defaultSort'>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (state.sort !== rules.defaultSort) out.push(['sort', state.sort]);
  if (state.categories.length > 0) out.push(['category', state.categories.join(',')]);
  if (state.brands.length > 0) out.push(['brand', state.brands.join(',')]);
  if (state.features.length > 0) out.push(['feature', state.features.join(',')]);
  if (state.priceMin !== null) out.push(['price_min', String(state.priceMin)]);
  if (state.priceMax !== null) out.push(['price_max', String(state.priceMax)]);
  if (state.page > 1) out.push(['page', String(state.page)]);
  return out;
}

/** '' for no parameters, else '?sort=…&brand=3,7…' (commas unescaped: ids are digits). */
export function queryStringOf(params: ReadonlyArray<readonly [string, string]>): string {
  return params.length === 0 ? '' : `?${params.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

/** Whether any filter is set (the order and paging are not filters). */
export function hasProductListFilters(filters: ProductListFilters): boolean {
  return filters.categories.length > 0 || filters.brands.length > 0 || filters.features.length > 0 || filters.priceMin !== null || filters.priceMax !== null;
}
