import { SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { buildProductQuery, type ProductQueryContext } from './query-builder';
import { searchBodySchema } from '@/contract/search/query-dsl';
import { featureAggregations, featureFilterClauses, searchSortClauses } from './search-filters';
import { SEARCH_SORTS } from './search-sorts';
import type { SearchState } from './search-state';

const state = (over: Partial<SearchState> = {}): SearchState => ({
  term: 'Waschtisch', categories: [], brands: [], features: [], priceMin: null, priceMax: null, sort: 'relevance', page: 1, size: SEARCH_PAGE_CHUNK, ...over,
});
const at: ProductQueryContext = { locale: 'de_AT', currencyRate: 1 };
const keys = { keys: { terms: { field: 'feature_keys', size: 1000 } } };

describe('technical filters of the query (ADR 0041)', () => {
  test('one terms clause per chosen feature: any value of a feature, every feature', () => {
    expect(featureFilterClauses(state({ features: [7003, 13002, 7001] }))).toEqual([
      { terms: { feature_values: [7001, 7003] } },
      { terms: { feature_values: [13002] } },
    ]);
    expect(featureFilterClauses(state())).toEqual([]);
  });

  test('post_filter holds the feature clauses beside the other filters; the scored query stays the term alone', () => {
    const plain = buildProductQuery(state(), at);
    const body = buildProductQuery(state({ brands: [4], features: [7001, 13002] }), at);
    expect(body?.post_filter).toEqual({
      bool: { filter: [{ terms: { brand_id: [4] } }, { terms: { feature_values: [7001] } }, { terms: { feature_values: [13002] } }] },
    });
    expect(body?.query).toEqual(plain?.query);
    expect(searchBodySchema.safeParse(body).success).toBe(true);
  });

  test('feature counts: unchosen features under every filter, a chosen feature under every filter but its own', () => {
    const brand = { terms: { brand_id: [4] } };
    expect(featureAggregations(state({ features: [7001, 13002] }), [brand])).toEqual({
      features: { filter: { bool: { filter: [brand, { terms: { feature_values: [7001] } }, { terms: { feature_values: [13002] } }] } }, aggs: keys },
      features_7: { filter: { bool: { filter: [brand, { terms: { feature_values: [13002] } }] } }, aggs: keys },
      features_13: { filter: { bool: { filter: [brand, { terms: { feature_values: [7001] } }] } }, aggs: keys },
    });
    expect(featureAggregations(state(), [])).toEqual({ features: { filter: { bool: { filter: [] } }, aggs: keys } });
  });

  test('brand and category counts apply the feature filters (other filters apply)', () => {
    const body = buildProductQuery(state({ features: [7001] }), at);
    const brands = body?.aggs?.brands;
    expect(brands && 'filter' in brands ? brands.filter : null).toEqual({ bool: { filter: [{ terms: { feature_values: [7001] } }] } });
  });
});

describe('order of the results (ADR 0041)', () => {
  test('relevance by score; the listing orders by their field; ties by id', () => {
    expect(searchSortClauses('relevance')).toEqual([{ _score: 'desc' }, { id: 'asc' }]);
    expect(searchSortClauses(undefined)).toEqual([{ _score: 'desc' }, { id: 'asc' }]);
    expect(searchSortClauses('price_asc')).toEqual([{ price_taxed: 'asc' }, { id: 'asc' }]);
    expect(searchSortClauses('price_desc')).toEqual([{ price_taxed: 'desc' }, { id: 'asc' }]);
    expect(searchSortClauses('newest')).toEqual([{ created_at: 'desc' }, { id: 'asc' }]);
    expect(searchSortClauses('name')).toEqual([{ sort_title: 'asc' }, { id: 'asc' }]);
    expect(searchSortClauses('sales')).toEqual([{ sales_count: 'desc' }, { id: 'asc' }]);
  });

  test('every order the builder emits is inside the protocol subset', () => {
    for (const sort of SEARCH_SORTS) expect(searchBodySchema.safeParse(buildProductQuery(state({ sort }), at)).success).toBe(true);
    expect(searchBodySchema.safeParse({ query: { match_all: {} }, sort: [{ brand_title: 'asc' }] }).success).toBe(false);
  });
});
