import { productDocSchema } from '@/contract/search/engine-schema';
import { sortTitle } from '@/contract/search/sort-title';
import { autoFuzziness, editDistance, ftsString } from './analysis';
import { seededSearchEngine } from './seeded-search-engine';
import { EngineError } from './errors';

let search: ReturnType<typeof seededSearchEngine>;
beforeAll(() => {
  search = seededSearchEngine();
}, 120_000);
afterAll(() => search.close());

const run = (body: unknown, index?: string) => search.run(body, index);

describe('analysis', () => {
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
    const firstImages = search.db
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

describe('answers of the subset', () => {
  it('sorts by the sort_title keyword: the titles without case and accents, in order', () => {
    const answer = run({ query: { match_all: {} }, size: 60, sort: [{ sort_title: 'asc' }, { id: 'asc' }] });
    const titles = answer.hits.hits.map((hit) => sortTitle(productDocSchema.parse(hit._source).title.de_AT ?? ''));
    expect(titles.length).toBe(60);
    expect([...titles].sort()).toEqual(titles);
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
