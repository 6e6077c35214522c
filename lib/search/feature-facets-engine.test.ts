import { productSearchResponseSchema } from '@/contract/search/engine-schema';
import { productIndexName } from '@/contract/search/index-names';
import { sortTitle } from '@/contract/search/sort-title';
import { SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { SEARCH_INDEX_PREFIX } from '@/backend/search/constants';
import type { TestApp } from '@/backend/test-app';
import { createTestApp, TEST_SEARCH_AUTH } from '@/backend/test-app';
import { featureFacetsOf } from './hit-mapping';
import { buildProductQuery } from './query-builder';
import type { SearchState } from './search-state';

/**
 * Technical filters (ADR 0041): the storefront's query builder and facet mapping against the reference backend's
 * search engine: feature facets and the listing orders.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const index = productIndexName(SEARCH_INDEX_PREFIX, 'de_AT');
const state = (over: Partial<SearchState>): SearchState => ({
  term: 'Waschtisch', categories: [], brands: [], features: [], priceMin: null, priceMax: null, sort: 'relevance', page: 1, size: SEARCH_PAGE_CHUNK, ...over,
});
async function engine(s: SearchState) {
  const body = buildProductQuery(s, { locale: 'de_AT', currencyRate: 1 });
  const response = await t.request('POST', `/${index}/_search`, { token: null, body: JSON.stringify(body), headers: { authorization: TEST_SEARCH_AUTH } });
  expect(response.statusCode).toBe(200);
  return productSearchResponseSchema.parse(response.json());
}

describe('search engine: feature facets and the listing orders', () => {
  test('feature counts match the hits of a chosen value, and a chosen value keeps its siblings', async () => {
    const plain = await engine(state({}));
    const features = featureFacetsOf(plain.aggregations);
    const feature = features.find((f) => f.values.length > 1);
    const [first] = feature?.values ?? [];
    if (!feature || !first) throw new Error('Waschtisch needs a feature with two values');
    const chosen = await engine(state({ features: [first.id] }));
    expect(chosen.hits.total.value).toBe(first.count);
    expect(featureFacetsOf(chosen.aggregations).find((f) => f.id === feature.id)?.values).toEqual(feature.values);
  });

  test('price, name, newest and sales orders', async () => {
    const prices = (await engine(state({ sort: 'price_asc', size: 40 }))).hits.hits.map((h) => (h._source.prices.is_promo ? h._source.prices.taxed_promo_price : h._source.prices.taxed_price) ?? 0);
    expect(prices.length).toBeGreaterThan(10);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const down = (await engine(state({ sort: 'price_desc', size: 40 }))).hits.hits.map((h) => (h._source.prices.is_promo ? h._source.prices.taxed_promo_price : h._source.prices.taxed_price) ?? 0);
    expect([...down].sort((a, b) => b - a)).toEqual(down);
    const names = (await engine(state({ sort: 'name', size: 40 }))).hits.hits.map((h) => sortTitle(h._source.title.de_AT ?? ''));
    expect([...names].sort()).toEqual(names);
    const dates = (await engine(state({ sort: 'newest', size: 40 }))).hits.hits.map((h) => h._source.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = (await engine(state({ sort: 'sales', size: 40 }))).hits.hits.map((h) => h._source.id);
    const sales = ids.map((id) => (t.db.prepare('SELECT sales_count AS s FROM product WHERE id = ?').get(id) as { s: number }).s);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });
});
