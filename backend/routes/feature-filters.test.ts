import { featureOfValue } from '@/contract/feature-value-id';
import { featureFiltersResponseSchema, productListResponseSchema } from '@/contract/product';
import { productIndexName } from '@/contract/search/index-names';
import { PRICE_FILTER_MAX_BY_CURRENCY } from '@/contract/constants';
import { SEARCH_INDEX_PREFIX } from '@/backend/search/constants';
import type { TestApp } from '@/backend/test-app';
import { createTestApp, TEST_SEARCH_AUTH } from '@/backend/test-app';

/**
 * Technical filters (ADR 0041) in the reference backend: clean feature values in the seed, the listing's feature
 * filter and facets (GET /api/products/), and the search engine's refusal of an order outside the subset. The
 * storefront's queries against the engine: lib/search/feature-facets-engine.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const index = productIndexName(SEARCH_INDEX_PREFIX, 'de_AT');
const listing = (query: string) => t.getParsed(`/api/products/?locale=de_AT&facets=1&limit=100&${query}`, productListResponseSchema);

describe('feature availability values in the seed', () => {
  test('measures are written in mm in both languages, never in cm', () => {
    const cm = t.db.prepare("SELECT COUNT(*) AS n FROM feature_product WHERE feature_id IN (6, 7, 8, 9, 5) AND value LIKE '% cm'").get() as { n: number };
    expect(cm.n).toBe(0);
    const titles = t.db.prepare("SELECT title FROM feature_av_i18n i JOIN feature_av a ON a.id = i.id WHERE a.feature_id = 7 AND i.lang = 'de'").all() as { title: string }[];
    expect(titles.length).toBeGreaterThan(5);
    expect(titles.every((row) => /^(Ø )?\d+ mm$/.test(row.title))).toBe(true);
  });

  test('a finish list is one value per colour, shared by the products', () => {
    const values = t.db.prepare("SELECT i.title FROM feature_av a JOIN feature_av_i18n i ON i.id = a.id AND i.lang = 'de' WHERE a.feature_id = 2").all() as { title: string }[];
    expect(values.every((v) => !v.title.includes(','))).toBe(true);
    expect(values.map((v) => v.title)).toEqual(expect.arrayContaining(['Chrom', 'Weiß']));
  });
});

describe('GET /api/products/ with technical filters', () => {
  test('facets list the features with more than one value, with counts, ids naming their feature', async () => {
    const body = await listing('category=3');
    const features = body.facets?.features ?? [];
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) {
      expect(feature.values.length).toBeGreaterThan(1);
      for (const value of feature.values) {
        expect(featureOfValue(value.id)).toBe(feature.id);
        expect(value.count).toBeGreaterThan(0);
      }
    }
  });

  test('a chosen value filters, keeps the other values of its feature with their counts, and narrows the other features', async () => {
    const plain = await listing('category=3');
    const finish = plain.facets?.features.find((f) => f.id === 2);
    const [first, second] = finish?.values ?? [];
    if (!first || !second) throw new Error('the taps need two finishes');
    const chosen = await listing(`category=3&feature=${first.id}`);
    expect(chosen.total).toBe(first.count);
    const finishAfter = chosen.facets?.features.find((f) => f.id === 2);
    expect(finishAfter?.values).toEqual(finish?.values);
    const both = await listing(`category=3&feature=${first.id},${second.id}`);
    expect(both.total).toBeGreaterThanOrEqual(Math.max(first.count, second.count));
    const other = chosen.facets?.features.find((f) => f.id !== 2);
    const otherValue = other?.values[0];
    if (otherValue) expect((await listing(`category=3&feature=${first.id},${otherValue.id}`)).total).toBe(otherValue.count);
  });

  test('GET /api/feature_filters/ lists every filter with its values (what the proxy checks listing URLs against)', async () => {
    const body = await t.getParsed('/api/feature_filters/?locale=ro_RO', featureFiltersResponseSchema);
    const width = body.filters.find((f) => f.id === 7);
    expect(width).toMatchObject({ title: 'Lățime', kind: 'ranges' });
    expect(width?.values[0]).toEqual({ id: 7001, title: 'până la 299 mm' });
    expect(body.filters.find((f) => f.id === 2)?.kind).toBe('values');
  });

  test('an unknown value is an empty listing, never an error', async () => {
    expect((await listing('category=3&feature=999001')).total).toBe(0);
  });
});

describe('search engine: the listing orders of the subset', () => {
  test('a sort on a field outside the subset is a parsing_exception', async () => {
    const response = await t.request('POST', `/${index}/_search`, {
      token: null, body: JSON.stringify({ query: { match_all: {} }, sort: [{ brand_key: 'asc' }] }), headers: { authorization: TEST_SEARCH_AUTH },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('price bound of the Romanian shop (ADR 0041)', () => {
  test('the dearest product in lei with VAT is under the RON bound, and far above 8,000 lei', async () => {
    const [dearest] = (await t.getParsed('/api/products/?locale=ro_RO&country_id=146&order=price_desc&limit=1', productListResponseSchema)).products;
    const [config] = (await t.get('/fast/locale_config/custom_attribute/?locale=ro_RO')).json() as Array<{ currency_rate: number }>;
    const rate = config?.currency_rate ?? 0;
    const lei = (dearest?.prices.taxed_price ?? 0) * rate;
    expect(lei).toBeGreaterThan(8000);
    expect(lei).toBeLessThan(PRICE_FILTER_MAX_BY_CURRENCY.RON);
  });
});
