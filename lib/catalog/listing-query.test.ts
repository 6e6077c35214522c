import { DEFAULT_LISTING_STATE } from '@/lib/product-list/listing-state';
import { listingApiQuery, listingPages } from './listing-query';

const eur = { code: 'EUR', symbol: '€', rate: 1 };
const ron = { code: 'RON', symbol: 'lei', rate: 4.97 };

describe('backend query of a listing chunk', () => {
  test('S7-03 the default sort is by sales (sales_view_quantity); chunks of 12', () => {
    expect(listingApiQuery({ category: 3 }, DEFAULT_LISTING_STATE, eur)).toEqual({ category: 3, order: 'sales_view_quantity', limit: 12, offset: 0 });
    expect(listingApiQuery({ category: 3 }, { ...DEFAULT_LISTING_STATE, page: 3 }, eur).offset).toBe(24);
  });

  test('sorts map to the backend orders', () => {
    const order = (sort: 'price_asc' | 'price_desc' | 'newest' | 'name') => listingApiQuery({}, { ...DEFAULT_LISTING_STATE, sort }, eur).order;
    expect([order('price_asc'), order('price_desc'), order('newest'), order('name')]).toEqual(['price_asc', 'price_desc', 'newest', 'title']);
  });

  test('a fixed brand (brand or landing page) wins over the brand filter; a type is passed on', () => {
    const state = { ...DEFAULT_LISTING_STATE, brands: [1, 2] };
    expect(listingApiQuery({ brand: 9, category: 4 }, state, eur).brands).toEqual([9]);
    expect(listingApiQuery({ type: 'sale' }, state, eur)).toMatchObject({ type: 'sale', brands: [1, 2] });
  });

  test('prices in lei are converted to EUR at the config rate, rounded outwards', () => {
    const q = listingApiQuery({}, { ...DEFAULT_LISTING_STATE, priceMin: 100, priceMax: 500 }, ron);
    expect(q.priceMinEur).toBe(20.12);
    expect(q.priceMaxEur).toBe(100.61);
    expect(listingApiQuery({}, { ...DEFAULT_LISTING_STATE, priceMin: 100 }, eur).priceMinEur).toBe(100);
  });

  test('number of chunks', () => {
    expect([listingPages(0), listingPages(12), listingPages(13), listingPages(3250)]).toEqual([1, 1, 2, 271]);
  });
});
