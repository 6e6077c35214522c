import { PRICE_FILTER_MAX, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { parseSearchParams } from './search-request';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('reads term, filters and chunk into a SearchState', () => {
    expect(parse('term=%20Grohe%20Eurosmart%20&category=3,%207&brand=1&price_min=10.5&price_max=800&page=2&size=6')).toEqual({
      ok: true,
      data: { term: 'Grohe Eurosmart', categories: [3, 7], brands: [1], features: [], priceMin: 10.5, priceMax: 800, sort: 'relevance', page: 2, size: 6 },
    });
    expect(parse('term=Waschtisch&category=&brand=&price_min=')).toEqual({
      ok: true,
      data: { term: 'Waschtisch', categories: [], brands: [], features: [], priceMin: null, priceMax: null, sort: 'relevance', page: 1, size: SEARCH_PAGE_CHUNK },
    });
  });

  it('S5-01 refuses a term of three characters or fewer (after trimming)', () => {
    expect(parse('term=abc')).toMatchObject({ ok: false });
    expect(parse('term=%20%20abc%20%20')).toMatchObject({ ok: false });
    expect(parse('')).toMatchObject({ ok: false });
    expect(parse('term=abcd')).toMatchObject({ ok: true });
  });

  it('cuts an over-long term instead of refusing it', () => {
    const result = parse(`term=${'x'.repeat(500)}`);
    expect(result.ok && result.data.term.length).toBe(100);
  });

  it('S5-05 refuses prices outside 0 to 8000 and a minimum above the maximum', () => {
    expect(parse(`term=Grohe&price_max=${PRICE_FILTER_MAX}`)).toMatchObject({ ok: true });
    expect(parse(`term=Grohe&price_max=${PRICE_FILTER_MAX + 1}`)).toMatchObject({ ok: false });
    expect(parse('term=Grohe&price_min=-5')).toMatchObject({ ok: false });
    expect(parse('term=Grohe&price_min=500&price_max=100')).toMatchObject({ ok: false, error: 'price_min: above price_max' });
  });

  it('refuses malformed ids, pages and sizes with a message naming the parameter', () => {
    for (const [query, name] of [
      ['term=Grohe&category=a', 'category'],
      ['term=Grohe&brand=0', 'brand'],
      ['term=Grohe&brand=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21', 'brand'],
      ['term=Grohe&page=0', 'page'],
      ['term=Grohe&page=1.5', 'page'],
      ['term=Grohe&size=49', 'size'],
      ['term=Grohe&price_max=1e3', 'price_max'],
    ] as const) {
      const result = parse(query);
      expect([query, result.ok]).toEqual([query, false]);
      if (!result.ok) expect(result.error.startsWith(name)).toBe(true);
    }
  });
});

describe('parseSearchParams: technical filters, order, price bound of the shop (ADR 0041)', () => {
  it('reads feature values and the order', () => {
    expect(parse('term=Grohe&feature=13002,7001&sort=price_asc')).toMatchObject({ ok: true, data: { features: [7001, 13002], sort: 'price_asc' } });
    expect(parse('term=Grohe&sort=cheapest')).toMatchObject({ ok: false });
    expect(parse('term=Grohe&feature=a')).toMatchObject({ ok: false });
  });

  it('takes prices up to the shop bound: 10,000 lei in Romania, not in EUR', () => {
    expect(parse('term=Grohe&price_min=10000')).toMatchObject({ ok: false });
    expect(parseSearchParams(new URLSearchParams('term=Grohe&price_min=10000&price_max=35000'), 70_000)).toMatchObject({ ok: true, data: { priceMin: 10000, priceMax: 35000 } });
    expect(parseSearchParams(new URLSearchParams('term=Grohe&price_max=75000'), 70_000)).toMatchObject({ ok: false });
  });
});
