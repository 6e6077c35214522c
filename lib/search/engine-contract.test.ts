import type { estypes } from '@elastic/elasticsearch';
import type { API } from '@opensearch-project/opensearch';
import { theliaLocaleSchema } from '@/contract/common';
import { ANALYSIS_SETTINGS } from '@/contract/search/analysis/analysis-settings';
import { contentIndexDefinition, productIndexDefinition, type IndexDefinition } from '@/contract/search/index-mapping';
import { buildContentQuery, buildProductQuery } from './query-builder';
import type { SearchBody } from '@/contract/search/query-dsl';

/**
 * The mapping and the queries stay inside what Elasticsearch 8/9 and OpenSearch 2 accept. No cluster is reachable in
 * the tests, so the contract is held twice:
 * - at compile time (`npm run typecheck`): the query subset's type (every query the builder can make, but its sort) and the index
 *   definition's type are assigned to the official clients' request types, `@elastic/elasticsearch` 9 (`estypes`,
 *   the specification Elasticsearch 8 and 9 are generated from) and `@opensearch-project/opensearch` 3 (generated
 *   from the OpenSearch 2 API specification). A key or value outside them fails the typecheck;
 * - at run time (below): every tokenizer, character filter and token filter the analysers name exists in both
 *   engines (the built-in ones are listed here, with the release that has them), and every name resolves.
 */
/**
 * The request body without `sort`: the builder writes `{ _score: 'desc' }`, a shorthand both engines accept but the
 * typed specifications do not list (they type only `{ _score: { order } }`), so the sort clauses are checked apart.
 */
type TypedBody = Omit<SearchBody, 'sort'>;
const typedBody = ({ sort: _sort, ...rest }: SearchBody): TypedBody => rest;
const toElasticsearchSearch = (index: string, body: TypedBody): estypes.SearchRequest => ({ index, ...body });
const toOpenSearchSearch = (body: TypedBody): API.Search_RequestBody => body;
const toElasticsearchIndex = (index: string, definition: IndexDefinition): estypes.IndicesCreateRequest => ({ index, ...definition });
const toOpenSearchIndex = (definition: IndexDefinition): API.Indices_Create_RequestBody => definition;

/**
 * Analysis components of Elasticsearch 8.0+ and OpenSearch 2.0+ (both in their bundled analysis-common module, no
 * plugin): the `standard` tokenizer; `pattern_replace`; `lowercase`, `asciifolding`, `german_normalization`,
 * `synonym`, `dictionary_decompounder`, `limit`.
 */
const BUILT_IN_TOKENIZERS = new Set(['standard']);
const CHAR_FILTER_TYPES = new Set(['pattern_replace']);
const BUILT_IN_TOKEN_FILTERS = new Set(['lowercase', 'asciifolding', 'german_normalization']);
const TOKEN_FILTER_TYPES = new Set(['synonym', 'dictionary_decompounder', 'limit']);

describe('search engine contract (Elasticsearch 8/9, OpenSearch 2)', () => {
  it('builds queries the official clients type as search requests', () => {
    for (const locale of theliaLocaleSchema.options) {
      const product = buildProductQuery({ term: 'Grohe Duschwanne 90 x 90 cm weiß', categories: [3], brands: [1], priceMin: 10, priceMax: 500, page: 2, size: 12 }, { locale, currencyRate: 1 });
      const content = buildContentQuery('Heizkörper entlüften', locale);
      if (!product || !content) throw new Error('no query');
      expect(toElasticsearchSearch('shop_products', typedBody(product))).toMatchObject({ index: 'shop_products', query: product.query });
      expect(toOpenSearchSearch(typedBody(content))).toMatchObject({ query: content.query });
      // The sort: score, then id, in the engines' shorthand.
      expect(product.sort).toEqual([{ _score: 'desc' }, { id: 'asc' }]);
    }
  });

  it('writes index definitions the official clients type as index creation requests', () => {
    for (const definition of [...theliaLocaleSchema.options.map(productIndexDefinition), contentIndexDefinition()]) {
      expect(toElasticsearchIndex('x', definition).mappings).toBe(definition.mappings);
      expect(toOpenSearchIndex(definition).settings).toBe(definition.settings);
    }
  });

  it('uses only analysis components both engines have, and every analyser it names exists', () => {
    const { analyzer, char_filter: charFilters, filter: filters } = ANALYSIS_SETTINGS;
    for (const filter of Object.values(charFilters)) expect(CHAR_FILTER_TYPES.has(filter.type)).toBe(true);
    for (const filter of Object.values(filters)) expect(TOKEN_FILTER_TYPES.has(filter.type)).toBe(true);
    for (const definition of Object.values(analyzer)) {
      expect(BUILT_IN_TOKENIZERS.has(definition.tokenizer)).toBe(true);
      for (const name of definition.char_filter) expect(charFilters[name]).toBeDefined();
      for (const name of definition.filter) expect(BUILT_IN_TOKEN_FILTERS.has(name) || name in filters).toBe(true);
    }
    const used = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'analyzer' || key === 'search_analyzer') && typeof inner === 'string') used.add(inner);
          walk(inner);
        }
      }
    };
    for (const locale of theliaLocaleSchema.options) walk(productIndexDefinition(locale).mappings);
    walk(contentIndexDefinition().mappings);
    for (const name of used) expect(analyzer[name]).toBeDefined();
  });

  it('writes the synonym rules in the Solr format both engines parse: "words => words, words"', () => {
    for (const name of ['de_synonyms', 'ro_synonyms']) {
      const filter = ANALYSIS_SETTINGS.filter[name];
      if (filter?.type !== 'synonym') throw new Error(`${name} is no synonym filter`);
      expect(filter.synonyms.length).toBeGreaterThan(20);
      for (const rule of filter.synonyms) expect(rule).toMatch(/^[^=,#]+ => [^=#]+$/u);
    }
  });
});
