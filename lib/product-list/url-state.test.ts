import { PRICE_FILTER_MAX } from '@/contract/constants';
import { hasProductListFilters, parseIds, parseProductListQuery, productListParams, queryStringOf, type ProductListUrlRules } from './url-state';

type Order = 'best' | 'cheap' | 'new';
const rules: ProductListUrlRules<Order> = { sorts: ['best', 'cheap', 'new'], defaultSort: 'best', maxIds: { category: 3, brand: 2, feature: 0 }, maxPage: 50 };
const read = (query: string, bound = PRICE_FILTER_MAX) => parseProductListQuery(new URLSearchParams(query), rules, bound);

describe('one product-list URL reader and writer, with the page differences as rules', () => {
  test('parseIds: comma lists and repeats merge ascending without duplicates; junk, zero and ids over 9 digits are dropped; at most max', () => {
    expect(parseIds(['9,4', '4', ' 7 '], 10)).toEqual([4, 7, 9]);
    expect(parseIds(['0,-1,1.5,abc,1234567890,%00', ''], 10)).toEqual([]);
    expect(parseIds(['5,4,3,2,1'], 3)).toEqual([1, 2, 3]);
    expect(parseIds(['1,2'], 0)).toEqual([]);
  });

  test('the rules decide the orders, the default order, which id filters exist and how many ids each takes, and the highest chunk', () => {
    expect(read('sort=cheap&category=9,8,7,6&brand=3,2,1&feature=5&page=50')).toEqual({
      sort: 'cheap', categories: [6, 7, 8], brands: [1, 2], features: [], priceMin: null, priceMax: null, page: 50,
    });
    expect(read('sort=price_asc&page=51')).toMatchObject({ sort: 'best', page: 1 });
    expect(read('sort=junk&sort=%20new%20').sort).toBe('new');
  });

  test('prices: rounded outwards, clamped into the bound, the full range is no filter, swapped bounds are put in order', () => {
    expect(read('price_min=10.4&price_max=499,5')).toMatchObject({ priceMin: 10, priceMax: 500 });
    expect(read('price_min=0&price_max=9000')).toMatchObject({ priceMin: null, priceMax: null });
    expect(read('price_min=500&price_max=10')).toMatchObject({ priceMin: 10, priceMax: 500 });
    expect(read('price_max=60000', 70_000)).toMatchObject({ priceMax: 60_000 });
    expect(read('price_min=ten&price_max=-3')).toMatchObject({ priceMin: null, priceMax: null });
  });

  test('written in the fixed order, each parameter only when it differs from the default; read back to the same state', () => {
    const state = { sort: 'new' as const, categories: [4, 9], brands: [3], features: [12, 40], priceMin: 10, priceMax: 500, page: 2 };
    const params = productListParams(state, rules);
    expect(queryStringOf(params)).toBe('?sort=new&category=4,9&brand=3&feature=12,40&price_min=10&price_max=500&page=2');
    expect(queryStringOf(productListParams({ ...state, sort: 'best', categories: [], brands: [], features: [], priceMin: null, priceMax: null, page: 1 }, rules))).toBe('');
    const back = parseProductListQuery(new URLSearchParams(params), { ...rules, maxIds: { category: 9, brand: 9, feature: 9 } }, PRICE_FILTER_MAX);
    expect(back).toEqual(state);
  });

  test('a filter is any id or price bound; the order and the chunk are not filters', () => {
    const none = { categories: [], brands: [], features: [], priceMin: null, priceMax: null };
    expect(hasProductListFilters(none)).toBe(false);
    for (const change of [{ categories: [1] }, { brands: [1] }, { features: [1] }, { priceMin: 1 }, { priceMax: 1 }]) expect(hasProductListFilters({ ...none, ...change })).toBe(true);
  });
});
