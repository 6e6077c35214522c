import { DEFAULT_LISTING_STATE } from '@/lib/product-list/listing-state';
import { listingChunkBaseQuery, parseListingChunkRequest } from './listing-chunk';

const parse = (query: string) => parseListingChunkRequest(new URLSearchParams(query));

describe('listing chunk API input', () => {
  test('a valid request', () => {
    expect(parse('locale=de-AT&category=3&sort=price_asc&brand=1,4&page=2')).toEqual({
      ok: true,
      data: { locale: 'de-AT', base: { category: 3 }, state: { ...DEFAULT_LISTING_STATE, sort: 'price_asc', brands: [1, 4], page: 2 } },
    });
    expect(parse('locale=ro-RO&type=sale')).toMatchObject({ ok: true, data: { base: { type: 'sale' } } });
    expect(parse('locale=de-DE&base_brand=5&category=2')).toMatchObject({ ok: true, data: { base: { brand: 5, category: 2 } } });
  });

  test('bad input is refused with a reason', () => {
    for (const bad of ['', 'locale=fr-FR&category=1', 'locale=de-AT', 'locale=de-AT&category=abc', 'locale=de-AT&type=old',
      'locale=de-AT&category=1&page=1', 'locale=de-AT&category=1&brand=3,1', 'locale=de-AT&category=1&evil=1',
      'locale=de-AT&category=1&category=2', 'locale=de-AT&base_brand=2&brand=3']) {
      const result = parse(bad);
      expect({ bad, ok: result.ok }).toEqual({ bad, ok: false });
      if (!result.ok) expect(result.error.length).toBeGreaterThan(3);
    }
  });

  test('round trip of the base query the client uses', () => {
    const state = { ...DEFAULT_LISTING_STATE, sort: 'name' as const, brands: [2], priceMin: 10 };
    const query = listingChunkBaseQuery('de-AT', { category: 7 }, state);
    query.set('page', '3');
    expect(parse(query.toString().replace(/%2C/g, ','))).toEqual({ ok: true, data: { locale: 'de-AT', base: { category: 7 }, state: { ...state, page: 3 } } });
  });
});
