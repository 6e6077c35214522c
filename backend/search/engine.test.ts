import { productDocSchema } from '@/lib/search/engine-schema';
import { buildProductQuery } from '@/lib/search/query-builder';
import type { SearchBody } from '@/lib/search/query-dsl';
import type { SearchState } from '@/lib/search/search-state';
import type { Db } from '@/backend/db/open';
import { seededTestDatabase } from '@/backend/db/seeded-test-database';
import { analyze, autoFuzziness, editDistance, ftsString } from './analysis';
import { createSearchEngine, type SearchEngine } from './engine';
import { EngineError } from './errors';

let db: Db;
let engine: SearchEngine;
beforeAll(() => {
  db = seededTestDatabase().db;
  engine = createSearchEngine(db);
}, 120_000);
afterAll(() => db.close());

type Answer = {
  hits: { total?: { value: number; relation: string }; max_score: number | null; hits: { _id: string; _score: number; _source: Record<string, unknown> }[] };
  aggregations?: Record<string, { doc_count?: number; keys?: { buckets: { key: string; doc_count: number }[]; sum_other_doc_count: number } }>;
};
const run = (body: unknown, index = 'shop_products_de_at') => engine.search(index, body) as Answer;
const query = (term: string, over: Partial<SearchState> = {}): SearchBody => {
  const body = buildProductQuery({ term, categories: [], brands: [], priceMin: null, priceMax: null, page: 1, size: 12, ...over }, { locale: 'de_AT', currencyRate: 1 });
  if (!body) throw new Error('no query');
  return body;
};
const ids = (answer: Answer) => answer.hits.hits.map((hit) => hit._id);

describe('analysis', () => {
  it('analyses like unicode61 remove_diacritics: lower case, no diacritics, split at signs', () => {
    expect(analyze('Heizkörper-Ventil 1/2" ÄÖÜ mânere șță')).toEqual(['heizkorper', 'ventil', '1', '2', 'aou', 'manere', 'sta']);
    expect(analyze('*:/\\ "')).toEqual([]);
  });
  it('has Elasticsearch\'s AUTO fuzziness and an edit distance with transpositions', () => {
    expect(['ab', 'abc', 'abcde', 'abcdef'].map(autoFuzziness)).toEqual([0, 1, 1, 2]);
    expect(editDistance('waschtsich', 'waschtisch', 2)).toBe(1);
    expect(editDistance('armatur', 'armaturen', 2)).toBe(2);
    expect(editDistance('grohe', 'keuco', 2)).toBe(3);
  });
  it('quotes FTS5 terms so that no query syntax gets through', () => {
    expect(ftsString('a"b OR c*')).toBe('"a""b OR c*"');
  });
});

describe('product index documents', () => {
  it('S3-12 S3-13 hold the search hit fields, the image being the one at the lowest visible position', () => {
    const answer = run({ query: { match_all: {} }, size: 1000, sort: [{ id: 'asc' }] });
    expect(answer.hits.total?.value).toBeGreaterThan(2500);
    const firstImages = db
      .prepare('SELECT product_id AS id, file FROM product_image WHERE visible = 1 AND id IN (SELECT MIN(id) FROM product_image i WHERE visible = 1 AND position = (SELECT MIN(position) FROM product_image j WHERE j.visible = 1 AND j.product_id = i.product_id) GROUP BY product_id)')
      .all() as { id: number; file: string }[];
    const imageOf = new Map(firstImages.map((row) => [row.id, row.file]));
    for (const hit of answer.hits.hits) {
      const doc = productDocSchema.parse(hit._source);
      expect(doc.title.de_AT).toBeDefined();
      expect(doc.url.de_AT).toMatch(/\.html$/);
      expect(doc.prices.tax_percent).toBe(20);
      expect(doc.price_taxed).toBe(doc.prices.is_promo ? doc.prices.taxed_promo_price : doc.prices.taxed_price);
      expect(doc.image?.url ?? null).toBe(imageOf.get(doc.id) ?? null);
    }
    const ro = productDocSchema.parse(run({ query: { match_all: {} }, size: 1 }, 'shop_products_ro_ro').hits.hits[0]?._source);
    expect(ro.prices.tax_percent).toBe(21);
  });
});

describe('relevance', () => {
  it('tolerates typos and missing umlauts', () => {
    const exact = run(query('Waschtisch Siphon'));
    expect(exact.hits.total?.value).toBeGreaterThan(0);
    expect(ids(run(query('Waschtsich Siphon')))).toEqual(ids(exact));
    expect(run(query('Heizkorper')).hits.total).toEqual(run(query('Heizkörper')).hits.total);
  });

  it('finds an article number and ranks title matches above category-only matches', () => {
    const answer = run(query('KEU-39010448'));
    expect(answer.hits.hits[0]?._source.ref).toBe('KEU-39010448');
    const baths = run(query('Badewanne'));
    expect(String((baths.hits.hits[0]?._source.title as Record<string, string>).de_AT)).toMatch(/badewanne/i);
  });

  it('S9-08 drops hits under min_score from the hits, the total and the facets', () => {
    const body = query('Grohe');
    const all = run({ ...body, min_score: undefined });
    const kept = run(body);
    const strict = run({ ...body, min_score: 10_000 });
    expect(kept.hits.hits.every((hit) => hit._score >= 10)).toBe(true);
    expect(all.hits.total?.value).toBeGreaterThanOrEqual(kept.hits.total?.value ?? 0);
    expect(strict.hits.total?.value).toBe(0);
    expect(strict.aggregations?.brands?.doc_count).toBe(0);
  });

  it('reports totals over track_total_hits as gte, and terms buckets by count with the rest summed', () => {
    const answer = run({ query: { match_all: {} }, size: 0, track_total_hits: 100, aggs: { brands: { terms: { field: 'brand_key', size: 3 } } } });
    expect(answer.hits.total).toEqual({ value: 100, relation: 'gte' });
    const agg = answer.aggregations?.brands;
    expect(agg?.keys).toBeUndefined();
    const buckets = (agg as unknown as { buckets: { doc_count: number }[]; sum_other_doc_count: number }).buckets;
    expect(buckets).toHaveLength(3);
    expect(buckets.map((b) => b.doc_count)).toEqual([...buckets.map((b) => b.doc_count)].sort((a, b) => b - a));
    expect((agg as unknown as { sum_other_doc_count: number }).sum_other_doc_count).toBeGreaterThan(0);
  });

  it('answers a request outside the subset with an EngineError, an unknown index with 404', () => {
    expect(() => run({ query: { wildcard: { ref: 'x*' } } })).toThrow(EngineError);
    expect(() => run({ query: { match_all: {} } }, 'nope')).toThrow(expect.objectContaining({ status: 404 }) as Error);
  });
});
