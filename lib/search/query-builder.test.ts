import { COUNT_PLUS_THRESHOLD, SEARCH_DROPDOWN_CHUNK, SEARCH_MAX_BRANDS, SEARCH_MAX_CONTENT_LINKS, SEARCH_MIN_SCORE, SEARCH_PAGE_CHUNK } from '@/lib/shop/constants';
import { buildContentQuery, buildProductQuery, priceRangeEur, searchWords, SEARCH_MAX_WORDS, type ProductQueryContext } from './query-builder';
import { MAX_RESULT_WINDOW, searchBodySchema, type BoolQuery, type MultiMatch, type Query, type SearchBody } from './query-dsl';
import type { SearchState } from './search-state';

const state = (over: Partial<SearchState> = {}): SearchState => ({ term: 'Waschtisch', categories: [], brands: [], priceMin: null, priceMax: null, page: 1, size: SEARCH_PAGE_CHUNK, ...over });
const at: ProductQueryContext = { locale: 'de_AT', currencyRate: 1 };
const ro: ProductQueryContext = { locale: 'ro_RO', currencyRate: 4.97 };

function product(over: Partial<SearchState> = {}, context = at): SearchBody {
  const body = buildProductQuery(state(over), context);
  if (!body) throw new Error('no query');
  // Every query the builder makes lies in the subset the reference backend answers.
  expect(searchBodySchema.safeParse(body).success).toBe(true);
  return body;
}

/** The multi_match clauses of a query, depth first. */
function multiMatches(query: Query): MultiMatch['multi_match'][] {
  if ('multi_match' in query) return [query.multi_match];
  if ('bool' in query) return [...(query.bool.must ?? []), ...(query.bool.should ?? [])].flatMap(multiMatches);
  return [];
}
const must = (body: SearchBody) => ((body.query as BoolQuery).bool.must ?? []);

describe('buildProductQuery', () => {
  it('S5-02 sends special characters as plain text of multi_match, never as query syntax, and survives JSON', () => {
    for (const term of ['a+b "c', '*:/\\ x', 'Grohe (Eurosmart) AND -Keuco~2 ^3 [1 TO 5] {x} ?', "O'Neil \\\" ;--"]) {
      const body = product({ term });
      const json = JSON.stringify(body);
      expect(JSON.parse(json)).toEqual(body);
      expect(json).not.toContain('query_string');
      expect(json).not.toContain('simple_query_string');
      const texts = multiMatches(body.query).map((m) => m.query);
      // Each word with letters or digits is sent as typed (special characters and all); words of only signs drop.
      expect(new Set(texts)).toEqual(new Set(searchWords(term)));
      for (const word of searchWords(term)) expect(term).toContain(word);
    }
    expect(searchWords('a+b "c')).toEqual(['a+b', '"c']);
    expect(searchWords('*:/\\ x')).toEqual(['x']);
    expect(buildProductQuery(state({ term: '*:/\\ ** --' }), at)).toBeNull();
  });

  it('requires every word (each in any field), with typo tolerance on the locale\'s title field, and a prefix for the last word', () => {
    const body = product({ term: 'Grohe Waschtisch' });
    expect(must(body)).toHaveLength(2);
    const [first, last] = must(body);
    expect(first).toEqual({ multi_match: { query: 'Grohe', fields: ['title.de_AT^6', 'ref^6', 'brand_title^5', 'category_titles^6'], type: 'most_fields', fuzziness: 'AUTO', operator: 'and' } });
    expect(last).toMatchObject({ bool: { minimum_should_match: 1 } });
    expect(multiMatches(last as Query).map((m) => m.type)).toEqual(['most_fields', 'bool_prefix']);
    expect(multiMatches(product({}, ro).query)[0]?.fields[0]).toBe('title.ro_RO^6');
    expect(must(product({ term: Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ') }))).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('S9-08 asks for hits of score 10 or more only', () => {
    expect(product().min_score).toBe(SEARCH_MIN_SCORE);
    expect(buildContentQuery('Grohe', 'de_AT')?.min_score).toBe(SEARCH_MIN_SCORE);
  });

  it('S2-158 S2-159 pages in chunks of the requested size (6 for the dropdown, 12 for the page), sorted stably', () => {
    expect(product({ size: SEARCH_DROPDOWN_CHUNK, page: 1 })).toMatchObject({ from: 0, size: 6 });
    expect(product({ size: SEARCH_DROPDOWN_CHUNK, page: 3 })).toMatchObject({ from: 12, size: 6 });
    expect(product({ size: SEARCH_PAGE_CHUNK, page: 2 })).toMatchObject({ from: 12, size: 12 });
    expect(product().sort).toEqual([{ _score: 'desc' }, { id: 'asc' }]);
    // Beyond the engines' result window: an empty chunk instead of a refused query.
    const far = product({ page: 1000, size: 48 });
    expect(far.from + far.size).toBeLessThanOrEqual(MAX_RESULT_WINDOW);
    expect(product().track_total_hits).toBe(COUNT_PLUS_THRESHOLD);
  });

  it('filters categories, brands and the price with VAT, converted from lei to EUR, in the post_filter', () => {
    expect(product().post_filter).toBeUndefined();
    expect(product({ categories: [3, 7] }).post_filter).toEqual({ bool: { filter: [{ terms: { category_ids: [3, 7] } }] } });
    expect(product({ brands: [1] }).post_filter).toEqual({ bool: { filter: [{ terms: { brand_id: [1] } }] } });
    expect(product({ priceMin: 100, priceMax: 500 }).post_filter).toEqual({ bool: { filter: [{ range: { price_taxed: { gte: 100, lte: 500 } } }] } });
    expect(product({ priceMax: 500 }, ro).post_filter).toEqual({ bool: { filter: [{ range: { price_taxed: { lte: 100.61 } } }] } });
    expect(priceRangeEur({ priceMin: 100, priceMax: 500 }, 4.97)).toEqual({ gte: 20.12, lte: 100.61 });
    expect(priceRangeEur({ priceMin: null, priceMax: null }, 4.97)).toBeNull();
    const all = product({ categories: [3], brands: [1, 2], priceMin: 0, priceMax: 8000 });
    expect(all.post_filter).toEqual({
      bool: { filter: [{ terms: { category_ids: [3] } }, { terms: { brand_id: [1, 2] } }, { range: { price_taxed: { gte: 0, lte: 8000 } } }] },
    });
    // Filters never change the scored query: the facets and min_score see the term only.
    expect(all.query).toEqual(product().query);
  });

  it('S2-163 S2-164 aggregates category counts under the other filters and at most 100 brands under the other filters', () => {
    const body = product({ categories: [3], brands: [1], priceMin: 10 });
    expect(body.aggs).toEqual({
      categories: {
        filter: { bool: { filter: [{ terms: { brand_id: [1] } }, { range: { price_taxed: { gte: 10 } } }] } },
        aggs: { keys: { terms: { field: 'category_keys', size: expect.any(Number) as number } } },
      },
      brands: {
        filter: { bool: { filter: [{ terms: { category_ids: [3] } }, { range: { price_taxed: { gte: 10 } } }] } },
        aggs: { keys: { terms: { field: 'brand_key', size: SEARCH_MAX_BRANDS } } },
      },
      features: {
        filter: { bool: { filter: [{ terms: { category_ids: [3] } }, { terms: { brand_id: [1] } }, { range: { price_taxed: { gte: 10 } } }] } },
        aggs: { keys: { terms: { field: 'feature_keys', size: expect.any(Number) as number } } },
      },
    });
  });
});

describe('buildContentQuery', () => {
  it('S2-161 asks the content index for up to 5 links of the shop locale, with the same word clauses', () => {
    const body = buildContentQuery('Heizkörper entlüften', 'ro_RO');
    expect(body && searchBodySchema.safeParse(body).success).toBe(true);
    expect(body?.size).toBe(SEARCH_MAX_CONTENT_LINKS);
    expect(body?.from).toBe(0);
    expect((body?.query as BoolQuery).bool.filter).toEqual([{ term: { locale: 'ro_RO' } }]);
    expect((body?.query as BoolQuery).bool.must).toHaveLength(2);
    expect(body?._source).not.toContain('text');
    expect(buildContentQuery('** //', 'de_AT')).toBeNull();
  });
});
