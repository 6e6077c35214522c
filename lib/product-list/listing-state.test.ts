import {
  DEFAULT_LISTING_STATE,
  cleanedSearch,
  isFilteredOrSorted,
  listingCanonicalPath,
  listingHref,
  listingQueryString,
  listingSegment,
  parseListingQuery,
  parseListingSegment,
  withFilter,
  type ListingOptions,
  type ListingState,
} from './listing-state';
import { LISTING_MAX_FEATURE_VALUES } from '@/contract/constants';

const parse = (query: string, options: boolean | ListingOptions = true) =>
  parseListingQuery(new URLSearchParams(query), typeof options === 'boolean' ? { brandFilter: options } : options);
const state = (change: Partial<ListingState>): ListingState => ({ ...DEFAULT_LISTING_STATE, ...change });

describe('listing state from the public query', () => {
  test('no listing parameter: the default state, canonical, other parameters ignored', () => {
    expect(parse('')).toEqual({ state: DEFAULT_LISTING_STATE, canonical: true, present: false });
    expect(parse('utm_source=news&gclid=x')).toEqual({ state: DEFAULT_LISTING_STATE, canonical: true, present: false });
  });

  test('a canonical query is read as it is', () => {
    const parsed = parse('sort=price_asc&brand=3,7&price_min=10&price_max=500&page=2');
    expect(parsed).toEqual({ state: { sort: 'price_asc', brands: [3, 7], features: [], priceMin: 10, priceMax: 500, page: 2 }, canonical: true, present: true });
    expect(parse('sort=name&utm_source=x').canonical).toBe(true);
  });

  test('every sort of the design: omitted = by sales, price up and down, newest, name', () => {
    for (const sort of ['price_asc', 'price_desc', 'newest', 'name'] as const) expect(parse(`sort=${sort}`).state.sort).toBe(sort);
    expect(parse('sort=sales')).toMatchObject({ state: { sort: 'sales' }, canonical: false });
    expect(parse('sort=cheapest')).toMatchObject({ state: { sort: 'sales' }, canonical: false });
  });

  test('junk values are dropped and the URL is not canonical', () => {
    const parsed = parse('sort=<script>&brand=abc,-1,0,1.5&price_min=ten&price_max=-3&page=two');
    expect(parsed).toEqual({ state: DEFAULT_LISTING_STATE, canonical: false, present: true });
    expect(parse('brand=%00%ff').state.brands).toEqual([]);
  });

  test('duplicates: brands are merged, sorted and deduplicated; other parameters take their first valid value', () => {
    expect(parse('brand=7&brand=3,7&brand=3')).toMatchObject({ state: { brands: [3, 7] }, canonical: false });
    expect(parse('brand=7,3').canonical).toBe(false);
    expect(parse('sort=bogus&sort=newest&sort=name').state.sort).toBe('newest');
    expect(parse('page=3&page=4')).toMatchObject({ state: { page: 3 }, canonical: false });
    expect(parse('price_min=10&price_min=20')).toMatchObject({ state: { priceMin: 10 }, canonical: false });
  });

  test('at most 20 brands', () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(parse(`brand=${ids.join(',')}`).state.brands).toEqual(ids.slice(0, 20));
  });

  test('prices are clamped to 0..8000; the full range is no filter; swapped bounds are ordered; decimals rounded outwards', () => {
    expect(parse('price_min=0&price_max=8000')).toMatchObject({ state: { priceMin: null, priceMax: null }, canonical: false });
    expect(parse('price_max=99999').state.priceMax).toBeNull();
    expect(parse('price_min=99999').state).toMatchObject({ priceMin: 8000, priceMax: null });
    expect(parse('price_min=500&price_max=10').state).toMatchObject({ priceMin: 10, priceMax: 500 });
    expect(parse('price_min=10.7&price_max=20,2').state).toMatchObject({ priceMin: 10, priceMax: 21 });
    expect(parse('price_min=1e3').state.priceMin).toBeNull();
  });

  test('pages: 1 is the plain listing, huge or malformed pages are dropped', () => {
    expect(parse('page=1')).toMatchObject({ state: { page: 1 }, canonical: false });
    expect(parse('page=0').state.page).toBe(1);
    expect(parse('page=10000').state.page).toBe(10000);
    expect(parse('page=10001').state.page).toBe(1);
    expect(parse('page=99999999999999999999999').state.page).toBe(1);
    expect(parse('page=02')).toMatchObject({ state: { page: 2 }, canonical: false });
  });

  test('order of the parameters is part of the canonical form', () => {
    expect(parse('page=2&sort=name').canonical).toBe(false);
    expect(parse('sort=name&page=2').canonical).toBe(true);
  });

  test('brand and landing pages have no brand filter', () => {
    expect(parse('brand=3', false)).toEqual({ state: DEFAULT_LISTING_STATE, canonical: false, present: true });
    expect(parse('sort=name', false).canonical).toBe(true);
  });
});

describe('public query string and links', () => {
  test('the default state has no query; others list only what differs, in canonical order', () => {
    expect(listingQueryString(DEFAULT_LISTING_STATE)).toBe('');
    expect(listingQueryString(state({ page: 3, sort: 'newest', brands: [2] }))).toBe('?sort=newest&brand=2&page=3');
    expect(listingHref('/bad', state({ priceMax: 100 }))).toBe('/bad?price_max=100');
    expect(listingHref('/bad', DEFAULT_LISTING_STATE)).toBe('/bad');
    expect(listingHref('', DEFAULT_LISTING_STATE)).toBe('?');
  });

  test('a filter change goes back to the first chunk', () => {
    expect(withFilter(state({ page: 4 }), { sort: 'name' })).toEqual(state({ sort: 'name' }));
  });

  test('cleaned search keeps foreign parameters after the canonical listing ones', () => {
    const params = new URLSearchParams('utm_source=a&brand=7&brand=3&page=1');
    expect(cleanedSearch(params, parse(params.toString()).state)).toBe('?brand=3,7&utm_source=a');
    expect(cleanedSearch(new URLSearchParams('page=1'), DEFAULT_LISTING_STATE)).toBe('');
  });

  test('filtered or sorted (noindex) versus paged only (indexable)', () => {
    expect(isFilteredOrSorted(state({ page: 5 }))).toBe(false);
    expect(isFilteredOrSorted(state({ sort: 'name' }))).toBe(true);
    expect(isFilteredOrSorted(state({ priceMin: 1 }))).toBe(true);
  });
});

describe('path segment of the internal route', () => {
  const full = state({ sort: 'price_desc', brands: [3, 7], priceMin: 10, priceMax: 500, page: 2 });

  test('round trip', () => {
    const segment = listingSegment(full);
    expect(segment).toBe('sort-price_desc~brand-3.7~min-10~max-500~page-2');
    expect(parseListingSegment(segment ?? '')).toEqual(full);
    expect(parseListingSegment(listingSegment(state({ page: 9 })) ?? '')).toEqual(state({ page: 9 }));
  });

  test('the default state has no segment', () => {
    expect(listingSegment(DEFAULT_LISTING_STATE)).toBeNull();
  });

  test('only canonical segments are accepted', () => {
    for (const bad of ['', 'page-1', 'sort-sales', 'page-2~sort-name', 'brand-7.3', 'brand-3.3', 'min-0', 'max-8000', 'min-500~max-10',
      'foo-1', 'sort-name~', 'page-2~page-3', '%E0%A4%A', 'page-10001', 'sort-name/page-2', 'page-02']) {
      expect({ bad, state: parseListingSegment(bad) }).toEqual({ bad, state: null });
    }
  });
});

describe('technical filters in the listing state (ADR 0041)', () => {
  test('feature values: parsed, merged, sorted, bounded, written after the brands', () => {
    const parsed = parse('brand=3&feature=7001,13002&price_max=500');
    expect(parsed).toMatchObject({ state: { brands: [3], features: [7001, 13002], priceMax: 500 }, canonical: true });
    expect(parse('feature=13002&feature=7001,13002')).toMatchObject({ state: { features: [7001, 13002] }, canonical: false });
    expect(parse('feature=abc,-1,0,1.5')).toMatchObject({ state: { features: [] }, canonical: false });
    expect(parse('price_max=500&feature=7001').canonical).toBe(false);
    const many = Array.from({ length: 12 }, (_, i) => 7001 + i).join(',');
    expect(parse(`feature=${many}`).state.features).toHaveLength(LISTING_MAX_FEATURE_VALUES);
    expect(listingQueryString(state({ sort: 'name', brands: [3], features: [7001, 13002], priceMin: 5 }))).toBe('?sort=name&brand=3&feature=7001,13002&price_min=5');
  });

  test('a feature filter is a filter (noindex, canonical at the plain listing) and survives the segment round trip', () => {
    const filtered = state({ features: [7001, 7003] });
    expect(isFilteredOrSorted(filtered)).toBe(true);
    expect(listingCanonicalPath('/bad', filtered)).toBe('/bad');
    expect(listingSegment(filtered)).toBe('feature-7001.7003');
    expect(parseListingSegment('feature-7001.7003')).toEqual(filtered);
    expect(parseListingSegment('feature-7003.7001')).toBeNull();
    expect(parseListingSegment('feature-7001.7001')).toBeNull();
  });

  test('brand and landing pages keep feature filters (only the brand is fixed there)', () => {
    expect(parse('feature=7001', false).state.features).toEqual([7001]);
  });
});

describe('price bound of the shop currency (ADR 0041)', () => {
  test('EUR stops at 8000; a RON shop takes 10,000 lei and up to its own bound', () => {
    expect(parse('price_max=10000').state.priceMax).toBeNull();
    expect(parse('price_min=10000').state.priceMin).toBe(8000);
    expect(parse('price_min=10000&price_max=20000', { brandFilter: true, priceMax: 70_000 })).toMatchObject({ state: { priceMin: 10000, priceMax: 20000 }, canonical: true });
    expect(parse('price_max=70000', { brandFilter: true, priceMax: 70_000 }).state.priceMax).toBeNull();
    expect(parse('price_min=90000', { brandFilter: true, priceMax: 70_000 }).state.priceMin).toBe(70_000);
    expect(parseListingSegment('min-10000', 70_000)).toMatchObject({ priceMin: 10000 });
    expect(parseListingSegment('min-10000')).toBeNull();
  });
});

describe('canonical path of a listing state', () => {
  test('page N is canonical to itself; filtered or sorted states to the plain listing', () => {
    expect(listingCanonicalPath('/bad', DEFAULT_LISTING_STATE)).toBe('/bad');
    expect(listingCanonicalPath('/bad', state({ page: 3 }))).toBe('/bad?page=3');
    expect(listingCanonicalPath('/bad', state({ page: 3, sort: 'newest' }))).toBe('/bad');
    expect(listingCanonicalPath('/bad', state({ brands: [1] }))).toBe('/bad');
  });
});
