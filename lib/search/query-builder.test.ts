import { COUNT_PLUS_THRESHOLD, SEARCH_DROPDOWN_CHUNK, SEARCH_MAX_BRANDS, SEARCH_MAX_CONTENT_LINKS, SEARCH_MIN_SCORE, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import { buildContentQuery, buildProductQuery, priceRangeEur, type ProductQueryContext } from './query-builder';
import { MAX_RESULT_WINDOW, searchBodySchema, type BoolQuery, type MultiMatch, type Query, type SearchBody } from '@/contract/search/query-dsl';
import { ACCESSORY_SCORE_FACTOR, PART_SCORE_FACTOR, searchWords, SEARCH_MAX_WORDS } from './term-query';
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
  if ('dis_max' in query) return query.dis_max.queries.flatMap(multiMatches);
  if ('boosting' in query) return multiMatches(query.boosting.positive);
  return [];
}
/** The term query inside the main-product boosting (parts, then accessories weighed down). */
function termBool(body: SearchBody): BoolQuery['bool'] {
  const outer = body.query;
  if (!('boosting' in outer)) throw new Error('expected boosting');
  const inner = outer.boosting.positive;
  if (!('boosting' in inner)) throw new Error('expected boosting');
  const term = inner.boosting.positive;
  if (!('bool' in term)) throw new Error('expected bool');
  return term.bool;
}
const clauses = (body: SearchBody) => termBool(body).should ?? [];

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

  it('asks for each word in its best field (type word first) with typo tolerance, the last word also as a prefix', () => {
    const body = product({ term: 'Grohe Waschtisch' });
    expect(clauses(body)).toHaveLength(2);
    const [first, last] = clauses(body);
    expect(first).toEqual({
      multi_match: { query: 'Grohe', fields: ['title.de_AT^6', 'ref^6', 'brand_title^5', 'category_titles^6', 'product_type^8'], type: 'best_fields', tie_breaker: 0.3, fuzziness: 'AUTO', operator: 'and' },
    });
    // The finished word or its beginning, whichever scores more (not both added up).
    expect(last).toMatchObject({ dis_max: {} });
    expect(multiMatches(last as Query).map((m) => m.type)).toEqual(['best_fields', 'bool_prefix']);
    expect(multiMatches(product({}, ro).query)[0]?.fields[0]).toBe('title.ro_RO^6');
    expect(clauses(product({ term: Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ') }))).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('lets most words match instead of all: one of two, two of three, three of four, so a word in no title does not empty the result', () => {
    expect(termBool(product({ term: 'Waschtisch' })).minimum_should_match).toBe(1);
    expect(termBool(product({ term: 'Waschtisch weiß' })).minimum_should_match).toBe(1);
    expect(termBool(product({ term: 'Waschbecken weiß rund' })).minimum_should_match).toBe(2);
    expect(termBool(product({ term: 'Vaillant ecoTEC plus 20kW' })).minimum_should_match).toBe(3);
    // Stop words do not count ('WC mit Spülkasten' asks for two words), unless the term has nothing else.
    expect(clauses(product({ term: 'WC mit Spülkasten' })).flatMap(multiMatches).map((m) => m.query)).toEqual(['WC', 'Spülkasten', 'Spülkasten']);
    expect(clauses(product({ term: 'Capac WC cu închidere lentă' }, ro))).toHaveLength(4);
    expect(clauses(product({ term: 'mit für' }))).toHaveLength(2);
  });

  it('sends a size as one exact word whichever way it is typed, and weighs a bare number below a type word', () => {
    for (const [typed, word] of [['Duschwanne 90 x 90 cm', '90x90cm'], ['Duschwanne 90x90', '90x90'], ['Duschrinne 150 cm', '150cm'], ['Rohr 40 mm', '40mm'], ['Boiler 80 l', '80l']]) {
      const sizes = clauses(product({ term: typed })).flatMap(multiMatches).filter((m) => /\d/.test(m.query));
      expect(sizes).toEqual([expect.objectContaining({ query: word, boost: 1 })]);
      // No typo tolerance on a size: 90x90 is no 90x80.
      expect(sizes[0]?.fuzziness).toBeUndefined();
    }
    const [type, number] = clauses(product({ term: 'Duschrinne 80' })).flatMap(multiMatches);
    expect(type?.query).toBe('Duschrinne');
    expect(number).toMatchObject({ query: '80', boost: 0.4 });
  });

  it('weighs spare parts and accessories down against main products', () => {
    const body = product({ term: 'Vaillant ecoTEC' });
    expect(body.query).toMatchObject({
      boosting: {
        negative: { bool: { filter: [{ term: { product_kind: 'accessory' } }] } },
        negative_boost: ACCESSORY_SCORE_FACTOR,
        positive: { boosting: { negative: { bool: { filter: [{ term: { product_kind: 'part' } }] } }, negative_boost: PART_SCORE_FACTOR } },
      },
    });
    expect(PART_SCORE_FACTOR).toBeLessThan(1);
    expect(ACCESSORY_SCORE_FACTOR).toBeLessThan(1);
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
  it('S2-161 asks the content index for up to 5 links of the shop locale, with the same term query', () => {
    const body = buildContentQuery('Heizkörper entlüften', 'ro_RO');
    expect(body && searchBodySchema.safeParse(body).success).toBe(true);
    expect(body?.size).toBe(SEARCH_MAX_CONTENT_LINKS);
    expect(body?.from).toBe(0);
    expect((body?.query as BoolQuery).bool.filter).toEqual([{ term: { locale: 'ro_RO' } }]);
    const [term] = (body?.query as BoolQuery).bool.must ?? [];
    expect((term as BoolQuery).bool.should).toHaveLength(2);
    expect((term as BoolQuery).bool.minimum_should_match).toBe(1);
    expect(body?._source).not.toContain('text');
    expect(buildContentQuery('** //', 'de_AT')).toBeNull();
  });
});
