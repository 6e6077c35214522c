import type { TheliaLocale } from '@/contract/common';
import { contentSearchResponseSchema, productDocSchema, productSearchResponseSchema, type ProductDoc } from '@/contract/search/engine-schema';
import { productIndexName } from '@/contract/search/index-names';
import { buildContentQuery, buildProductQuery } from './query-builder';
import type { SearchState } from './search-state';
import { SEARCH_DROPDOWN_CHUNK, SEARCH_MAX_BRANDS, SEARCH_MAX_CONTENT_LINKS, SEARCH_MIN_SCORE, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { SEARCH_CONTENT_INDEX, SEARCH_INDEX_PREFIX } from '@/backend/search/constants';
import type { TestApp } from '@/backend/test-app';
import { createTestApp, TEST_SEARCH_AUTH } from '@/backend/test-app';

/**
 * The contract between the storefront's query builder and the reference backend's search engine: every query the
 * builder can produce is accepted and answered within the response schema (and the answer respects the query),
 * and requests outside the subset get a 400 parsing_exception, never a wrong answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const search = (index: string, body: unknown, authorization: string | null = TEST_SEARCH_AUTH) =>
  t.request('POST', `/${index}/_search`, {
    token: null,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: authorization === null ? {} : { authorization },
  });

const LOCALES: TheliaLocale[] = ['de_AT', 'de_DE', 'ro_RO'];
const RATE: Record<TheliaLocale, number> = { de_AT: 1, de_DE: 1, ro_RO: 4.97 };
const productIndex = (locale: TheliaLocale) => productIndexName(SEARCH_INDEX_PREFIX, locale);
const state = (over: Partial<SearchState>): SearchState => ({ term: 'Waschtisch', categories: [], brands: [], priceMin: null, priceMax: null, page: 1, size: SEARCH_PAGE_CHUNK, ...over });

/** Category 3 (Waschtischarmaturen), brands 1 (Grohe) and 2 (Hansgrohe) of the seed. */
const FILTERS: Record<string, Partial<SearchState>> = {
  none: {},
  category: { categories: [3] },
  parentCategory: { categories: [1] },
  brand: { brands: [1] },
  brands: { brands: [1, 2] },
  priceMin: { priceMin: 100 },
  priceMax: { priceMax: 400 },
  priceRange: { priceMin: 50, priceMax: 1500 },
  combined: { categories: [3], brands: [1, 2], priceMin: 50, priceMax: 2000 },
};
const TERMS = ['Waschtisch', 'Grohe Armatur', 'Heizkörper', 'Waschtsich', 'KEU-39010448', 'a+b "c', '*:/\\', '((( ]] {{ ~^ && || ! x', "'; DROP TABLE search_doc; --", 'Baterie lavoar', 'ÄÖÜ ß ăâîșț'];

async function productAnswer(locale: TheliaLocale, s: SearchState) {
  const body = buildProductQuery(s, { locale, currencyRate: RATE[locale] });
  if (!body) return null;
  const response = await search(productIndex(locale), body);
  if (response.statusCode !== 200) throw new Error(`${locale} ${JSON.stringify(s)} answered ${response.statusCode}: ${response.text.slice(0, 400)}`);
  return productSearchResponseSchema.parse(response.json());
}

/** The whole documents of some hits (the builder's `_source` leaves the filter fields out). */
async function fullDocs(locale: TheliaLocale, ids: readonly number[]): Promise<Map<number, ProductDoc>> {
  if (ids.length === 0) return new Map();
  const response = await search(productIndex(locale), { query: { bool: { filter: [{ terms: { id: [...ids] } }] } }, size: ids.length });
  const docs = (response.json() as { hits: { hits: { _source: unknown }[] } }).hits.hits.map((hit) => productDocSchema.parse(hit._source));
  return new Map(docs.map((doc) => [doc.id, doc]));
}

describe('POST /{index}/_search: every query of the builder', () => {
  it.each(LOCALES)('S5-02 S9-08 %s: each term with each filter alone and combined is answered in the schema and respects the query', async (locale) => {
    for (const term of TERMS) {
      for (const [name, filter] of Object.entries(FILTERS)) {
        const s = state({ term, ...filter });
        const answer = await productAnswer(locale, s);
        if (!answer) continue;
        const context = `${locale} ${JSON.stringify(term)} ${name}`;
        expect([context, answer.hits.hits.length <= s.size]).toEqual([context, true]);
        const docs = await fullDocs(locale, answer.hits.hits.map((hit) => hit._source.id));
        for (const hit of answer.hits.hits) {
          const doc = docs.get(hit._source.id);
          if (!doc) throw new Error(`${context}: no document ${hit._source.id}`);
          expect([context, (hit._score ?? 0) >= SEARCH_MIN_SCORE]).toEqual([context, true]);
          if (s.categories.length > 0) expect(s.categories.some((c) => doc.category_ids.includes(c))).toBe(true);
          if (s.brands.length > 0) expect(s.brands).toContain(doc.brand_id);
          const shown = doc.price_taxed * RATE[locale];
          if (s.priceMin !== null) expect(shown).toBeGreaterThanOrEqual(s.priceMin - 0.05);
          if (s.priceMax !== null) expect(shown).toBeLessThanOrEqual(s.priceMax + 0.05);
          expect(doc.title[locale]).toBeDefined();
        }
        expect(answer.aggregations.brands.keys.buckets.length).toBeLessThanOrEqual(SEARCH_MAX_BRANDS);
        // The shop's everyday term finds products under every filter (the checks above are not vacuous).
        if (term === (locale === 'ro_RO' ? 'Baterie lavoar' : 'Waschtisch')) expect([context, answer.hits.total.value > 0]).toEqual([context, true]);
      }
    }
  });

  it.each(LOCALES)('S2-158 S2-159 %s: chunks of 6 and 12 page through the hits without overlap', async (locale) => {
    const term = locale === 'ro_RO' ? 'Baterie' : 'Waschtisch';
    for (const size of [SEARCH_DROPDOWN_CHUNK, SEARCH_PAGE_CHUNK]) {
      const first = await productAnswer(locale, state({ term, size, page: 1 }));
      const second = await productAnswer(locale, state({ term, size, page: 2 }));
      const far = await productAnswer(locale, state({ term, size, page: 1000 }));
      expect(first?.hits.hits).toHaveLength(size);
      expect(second?.hits.hits).toHaveLength(size);
      const ids = [...(first?.hits.hits ?? []), ...(second?.hits.hits ?? [])].map((hit) => hit._id);
      expect(new Set(ids).size).toBe(2 * size);
      expect(far?.hits.hits).toEqual([]);
      expect(far?.hits.total.value).toBe(first?.hits.total.value);
    }
  });

  it.each(LOCALES)('S2-161 %s: the content query answers at most 5 links of the locale', async (locale) => {
    for (const term of [...TERMS, 'Grohe', 'Heizkörper entlüften', 'Datenschutz', 'livrare']) {
      const body = buildContentQuery(term, locale);
      if (!body) continue;
      const response = await search(SEARCH_CONTENT_INDEX, body);
      expect(response.statusCode).toBe(200);
      const answer = contentSearchResponseSchema.parse(response.json());
      expect(answer.hits.hits.length).toBeLessThanOrEqual(SEARCH_MAX_CONTENT_LINKS);
      for (const hit of answer.hits.hits) {
        expect(hit._source.locale).toBe(locale);
        expect(hit._score ?? 0).toBeGreaterThanOrEqual(SEARCH_MIN_SCORE);
      }
    }
    const grohe = contentSearchResponseSchema.parse((await search(SEARCH_CONTENT_INDEX, buildContentQuery('Grohe', locale))).json());
    if (locale !== 'ro_RO') expect(grohe.hits.hits.map((hit) => hit._source.title)).toContain('Grohe-Armaturen');
  });

  it('S2-163 S2-164 facets count categories under the brand filter and brands under the category filter', async () => {
    const all = await productAnswer('de_AT', state({ term: 'Waschtisch' }));
    const grohe = await productAnswer('de_AT', state({ term: 'Waschtisch', brands: [1] }));
    const brandKeys = (a: typeof all) => a?.aggregations.brands.keys.buckets.map((b) => b.key);
    // A chosen brand keeps the other brands choosable, with the same counts.
    expect(brandKeys(grohe)).toEqual(brandKeys(all));
    expect(grohe?.hits.total.value).toBe(all?.aggregations.brands.keys.buckets.find((b) => b.key === '1|Grohe')?.doc_count);
    // The category counts follow the brand filter.
    const groheCategoryTotal = grohe?.aggregations.categories.keys.buckets.reduce((sum, b) => sum + b.doc_count, 0) ?? 0;
    expect(groheCategoryTotal).toBeGreaterThanOrEqual(grohe?.hits.total.value ?? 0);
    expect(all?.aggregations.categories.keys.buckets.every((b) => /^\d+\|.+/.test(String(b.key)))).toBe(true);
  });
});

describe('POST /{index}/_search: requests outside the subset', () => {
  const base = buildProductQuery(state({}), { locale: 'de_AT', currencyRate: 1 });
  const outside: Record<string, unknown> = {
    query_string: { query: { query_string: { query: 'a AND b' } } },
    match: { query: { match: { 'title.de_AT': 'Waschtisch' } } },
    cross_fields: { query: { multi_match: { query: 'x', fields: ['ref'], type: 'cross_fields' } } },
    fuzziness2: { query: { multi_match: { query: 'x', fields: ['ref'], type: 'most_fields', fuzziness: 2 } } },
    unknownField: { query: { multi_match: { query: 'x', fields: ['nope'], type: 'most_fields' } } },
    keywordAsText: { query: { multi_match: { query: 'x', fields: ['brand_key'], type: 'most_fields' } } },
    highlight: { ...base, highlight: { fields: { ref: {} } } },
    sortOutsideTheOrders: { ...base, sort: [{ brand_key: 'asc' }] },
    script: { query: { bool: { filter: [{ script: { script: 'true' } }] } } },
    rangeOnKeyword: { query: { bool: { filter: [{ range: { brand_key: { gte: 1 } } }] } } },
    termOnText: { query: { bool: { filter: [{ term: { ref: 'x' } }] } } },
    termsNotNumber: { query: { bool: { filter: [{ terms: { brand_id: ['grohe'] } }] } } },
    aggOnText: { query: { match_all: {} }, aggs: { x: { terms: { field: 'ref', size: 5 } } } },
    avgAgg: { query: { match_all: {} }, aggs: { x: { avg: { field: 'price_taxed' } } } },
    window: { query: { match_all: {} }, from: 9995, size: 10 },
    negativeFrom: { query: { match_all: {} }, from: -1 },
  };
  it.each(Object.keys(outside))('answers %s with 400 parsing_exception', async (name) => {
    const response = await search(productIndex('de_AT'), outside[name]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: { type: 'parsing_exception' } });
  });

  it('answers malformed JSON and non-object bodies with 400', async () => {
    for (const body of ['{"query":', '[1,2]', '"text"', 'null']) {
      const response = await search(productIndex('de_AT'), body);
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect(response.json()).toMatchObject({ error: { type: 'parsing_exception' } });
    }
  });

  it('answers an unknown index with 404 and a bad index name with 400', async () => {
    const unknown = await search('shop_products_en_gb', { query: { match_all: {} } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { type: 'index_not_found_exception' } });
    const bad = await search('_all', { query: { match_all: {} } });
    expect(bad.statusCode).toBe(400);
  });

  it('needs the ConfigApi read credentials (basic auth): 401 without or with wrong ones, the shop token does not do', async () => {
    const body = { query: { match_all: {} } };
    for (const authorization of [null, `Basic ${Buffer.from('shop_front:wrong').toString('base64')}`, 'Bearer test-shop-token', 'Basic !!!']) {
      const response = await search(productIndex('de_AT'), body, authorization);
      expect([authorization, response.statusCode]).toEqual([authorization, 401]);
      expect(response.json()).toMatchObject({ error: { type: 'security_exception' } });
    }
    expect((await search(productIndex('de_AT'), body)).statusCode).toBe(200);
  });
});
