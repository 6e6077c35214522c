import { searchStateSchema } from '@/lib/search/search-state';
import {
  hasSearchFilters,
  isSearchableTerm,
  normaliseTerm,
  parseSearchUrl,
  searchApiQuery,
  searchHref,
  searchPages,
  searchQueryString,
  withSearchFilters,
} from './search-url';

const parse = (term: string, query = '') => parseSearchUrl(term, new URLSearchParams(query));

describe('results-page URL → SearchState', () => {
  test('the plain results page: the term, no filters, the first chunk of 12', () => {
    expect(parse('Grohe Eurosmart')).toEqual({ term: 'Grohe Eurosmart', categories: [], brands: [], features: [], priceMin: null, priceMax: null, sort: 'relevance', page: 1, size: 12 });
  });

  test('a canonical query is read as it is, and the state passes the shared schema', () => {
    const state = parse('Grohe', 'category=4,9&brand=3&price_min=10&price_max=500&page=2');
    expect(state).toEqual({ term: 'Grohe', categories: [4, 9], brands: [3], features: [], priceMin: 10, priceMax: 500, sort: 'relevance', page: 2, size: 12 });
    expect(searchStateSchema.safeParse(state).success).toBe(true);
  });

  test('repeated parameters (a plain GET form) and comma lists merge, sorted and without duplicates', () => {
    expect(parse('Grohe', 'category=9&category=4,9&brand=7&brand=3&brand=7')).toMatchObject({ categories: [4, 9], brands: [3, 7] });
  });

  test('junk values are dropped, never an error', () => {
    const state = parse('Grohe', 'category=abc,-1,0,1.5,%00&brand=<script>&price_min=ten&price_max=-3&page=two&utm_source=x');
    expect(state).toEqual({ term: 'Grohe', categories: [], brands: [], features: [], priceMin: null, priceMax: null, sort: 'relevance', page: 1, size: 12 });
    expect(parse('Grohe', 'page=0').page).toBe(1);
    expect(parse('Grohe', 'page=1001').page).toBe(1);
    expect(parse('Grohe', 'category=1234567890').categories).toEqual([]);
  });

  test('at most 20 ids per filter', () => {
    const ids = Array.from({ length: 30 }, (_, index) => index + 1).join(',');
    expect(parse('Grohe', `brand=${ids}`).brands).toHaveLength(20);
  });

  test('S5-05 the price filter is limited to 0 to 8000: bounds are clamped, the full range is no filter', () => {
    expect(parse('Grohe', 'price_min=20000&price_max=90000')).toMatchObject({ priceMin: 8000, priceMax: null });
    expect(parse('Grohe', 'price_min=0&price_max=90000')).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse('Grohe', 'price_min=7999.5&price_max=8000')).toMatchObject({ priceMin: 7999, priceMax: null });
    expect(parse('Grohe', 'price_min=0&price_max=120,4')).toMatchObject({ priceMin: null, priceMax: 121 });
    expect(parse('Grohe', 'price_min=500&price_max=100')).toMatchObject({ priceMin: 100, priceMax: 500 });
    for (const query of ['price_min=-5', 'price_min=1e9', 'price_max=Infinity', 'price_max=NaN']) {
      const state = parse('Grohe', query);
      expect(searchStateSchema.safeParse(state).success).toBe(true);
    }
  });

  test('the term is trimmed, white space collapsed, control characters removed, cut to 100 characters', () => {
    expect(normaliseTerm('  Grohe \n\t Eurosmart  ')).toBe('Grohe Eurosmart');
    expect(normaliseTerm('a\u0000b')).toBe('a b');
    expect(Array.from(normaliseTerm('ș'.repeat(150)))).toHaveLength(100);
    expect(normaliseTerm('😀'.repeat(120))).toBe('😀'.repeat(100));
    expect(parse('a+b "c').term).toBe('a+b "c');
    expect(parse('*:/\\').term).toBe('*:/\\');
  });

  test('S5-01 a term needs more than three characters (counted as characters, not bytes)', () => {
    expect(isSearchableTerm('abc')).toBe(false);
    expect(isSearchableTerm('  abc  ')).toBe(false);
    expect(isSearchableTerm('abcd')).toBe(true);
    expect(isSearchableTerm('șțăî')).toBe(true);
    expect(isSearchableTerm('😀😀😀')).toBe(false);
  });
});

describe('SearchState → URLs', () => {
  const base = parse('Grohe Eurosmart');

  test('the plain state is /search/{term} without a query', () => {
    expect(searchQueryString(base)).toBe('');
    expect(searchHref(base)).toBe('/search/Grohe%20Eurosmart');
  });

  test('filters and page in canonical order, and back again', () => {
    const state = { ...base, categories: [4, 9], brands: [3], priceMin: 10, priceMax: 500, page: 2 };
    const href = searchHref(state);
    expect(href).toBe('/search/Grohe%20Eurosmart?category=4,9&brand=3&price_min=10&price_max=500&page=2');
    const url = new URL(href, 'http://at.localhost');
    expect(parseSearchUrl(decodeURIComponent(url.pathname.replace('/search/', '')), url.searchParams)).toEqual(state);
  });

  test('terms with symbols survive the round trip through the path', () => {
    for (const term of ['a+b "c', '*:/\\', '50% & mehr', 'baterie ș ț', '%%%']) {
      const url = new URL(searchHref({ ...base, term }), 'http://at.localhost');
      expect(decodeURIComponent(url.pathname.replace('/search/', ''))).toBe(term);
    }
  });

  test('S4-19 changing a filter goes back to the first chunk; a new term starts without filters', () => {
    const filtered = { ...base, brands: [3], page: 3 };
    expect(withSearchFilters(filtered, { brands: [] })).toEqual({ ...base, page: 1 });
    expect(hasSearchFilters(filtered)).toBe(true);
    expect(hasSearchFilters(base)).toBe(false);
    // The header search box goes to the plain URL of the new term.
    expect(searchHref(parse('Hansgrohe Logis'))).toBe('/search/Hansgrohe%20Logis');
  });

  test('the API query carries every field, page and size always', () => {
    const state = { ...base, categories: [4, 9], brands: [3], priceMin: 10, priceMax: null, page: 2, size: 6 };
    expect(searchApiQuery(state).toString()).toBe('term=Grohe+Eurosmart&category=4%2C9&brand=3&price_min=10&page=2&size=6');
    expect(searchApiQuery(base).toString()).toBe('term=Grohe+Eurosmart&page=1&size=12');
  });

  test('number of chunks', () => {
    expect(searchPages(0, 12)).toBe(1);
    expect(searchPages(12, 12)).toBe(2 - 1);
    expect(searchPages(13, 12)).toBe(2);
  });
});

describe('technical filters, order and price bound in the results-page URL (ADR 0041)', () => {
  test('feature and sort are read, merged, bounded and written in canonical order', () => {
    const state = parse('Grohe', 'feature=13002,7001&feature=7001&sort=price_desc&brand=3');
    expect(state).toMatchObject({ features: [7001, 13002], sort: 'price_desc', brands: [3] });
    expect(searchQueryString(state)).toBe('?sort=price_desc&brand=3&feature=7001,13002');
    expect(parse('Grohe', 'sort=bogus').sort).toBe('relevance');
    expect(searchQueryString(parse('Grohe', 'sort=relevance'))).toBe('');
    expect(parse('Grohe', `feature=${Array.from({ length: 12 }, (_, i) => 7001 + i).join(',')}`).features).toHaveLength(8);
    expect(searchStateSchema.safeParse(state).success).toBe(true);
  });

  test('the API query carries the features and the order', () => {
    const query = searchApiQuery(parse('Grohe', 'feature=7001&sort=name'));
    expect(query.get('feature')).toBe('7001');
    expect(query.get('sort')).toBe('name');
  });

  test('prices are clamped to the shop currency bound: 8000 in EUR, 70,000 in lei', () => {
    expect(parse('Grohe', 'price_min=10000').priceMin).toBe(8000);
    const ro = parseSearchUrl('Grohe', new URLSearchParams('price_min=10000&price_max=90000'), 12, 70_000);
    expect(ro).toMatchObject({ priceMin: 10000, priceMax: null });
  });
});
