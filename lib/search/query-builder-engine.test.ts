import { buildProductQuery } from './query-builder';
import type { SearchBody } from '@/contract/search/query-dsl';
import type { SearchState } from './search-state';
import { seededSearchEngine, type EngineAnswer } from '@/backend/search/seeded-search-engine';

/**
 * The storefront's product query (lib/search/query-builder.ts) against the reference backend's search engine: the
 * analysis chain (compounds, synonyms, sizes) and the relevance a shopper sees.
 */
let search: ReturnType<typeof seededSearchEngine>;
beforeAll(() => {
  search = seededSearchEngine();
}, 120_000);
afterAll(() => search.close());

type Answer = EngineAnswer;
const run = (body: unknown, index?: string) => search.run(body, index);
const query = (term: string, over: Partial<SearchState> = {}): SearchBody => {
  const body = buildProductQuery({ term, categories: [], brands: [], priceMin: null, priceMax: null, page: 1, size: 12, ...over }, { locale: 'de_AT', currencyRate: 1 });
  if (!body) throw new Error('no query');
  return body;
};
const ids = (answer: Answer) => answer.hits.hits.map((hit) => hit._id);

type Doc = { title: Record<string, string>; category_titles: string[]; product_type: string | null; product_kind: string; brand_title: string | null };
const docs = (answer: Answer) => answer.hits.hits.map((hit) => hit._source as unknown as Doc);
const full = (term: string, locale: 'de_AT' | 'ro_RO' = 'de_AT') => {
  const body = buildProductQuery({ term, categories: [], brands: [], priceMin: null, priceMax: null, page: 1, size: 6 }, { locale, currencyRate: 1 });
  if (!body) throw new Error('no query');
  return docs(run({ ...body, _source: undefined }, locale === 'ro_RO' ? 'shop_products_ro_ro' : 'shop_products_de_at'));
};

describe('analysis in the reference engine (the same chain at index and query time)', () => {
  it('finds the parts of German compounds: Heizkörper in Flachheizkörper, Unterschrank in Waschtischunterschrank', () => {
    const radiators = full('Heizkörper');
    expect(radiators).toHaveLength(6);
    expect(radiators.every((doc) => doc.category_titles.includes('Heizkörper'))).toBe(true);
    // Before: only the category path held 'Heizkörper'; now the title's compound does.
    expect(run({ query: { multi_match: { query: 'Heizkörper', fields: ['title.de_AT'], type: 'best_fields' } }, size: 100 }).hits.hits.length).toBeGreaterThan(50);
    expect(full('Unterschrank').every((doc) => doc.product_type === 'Waschtischunterschränke')).toBe(true);
  });

  it('finds everyday words through the synonyms kept in the repository, German and Romanian, with and without diacritics', () => {
    expect(full('Klobrille').every((doc) => doc.product_type === 'WC-Sitze')).toBe(true);
    expect(full('Hänge-WC').every((doc) => doc.product_type === 'Wand-WCs')).toBe(true);
    expect(full('Handtuchtrockner').every((doc) => doc.category_titles.includes('Badheizkörper'))).toBe(true);
    expect(full('Waschbeckenunterschrank').every((doc) => doc.product_type === 'Waschtischunterschränke')).toBe(true);
    expect(full('colac wc', 'ro_RO').every((doc) => doc.product_type === 'Capace WC')).toBe(true);
    const withDiacritics = full('uscător prosoape', 'ro_RO').map((doc) => doc.title.ro_RO);
    expect(withDiacritics.length).toBeGreaterThan(0);
    expect(full('uscator prosoape', 'ro_RO').map((doc) => doc.title.ro_RO)).toEqual(withDiacritics);
  });

  it('normalises sizes at index and query time: 90x90 = 90 x 90 cm, 80 cm = 800 mm, 40mm = 40 mm', () => {
    const a = ids(run(query('Duschwanne 90x90')));
    expect(a.length).toBeGreaterThan(0);
    expect(ids(run(query('Duschwanne 90 x 90 cm')))).toEqual(a);
    expect(ids(run(query('Duschwanne 90 X 90')))).toEqual(a);
    expect(full('Duschwanne 90x90').every((doc) => (doc.title.de_AT ?? '').includes('90 x 90'))).toBe(true);
    // The shower channels are titled in millimetres; asked in centimetres they are found by their size.
    const channels = full('Duschrinne 80 cm');
    expect(channels[0]?.title.de_AT).toMatch(/800 mm/);
    expect(ids(run(query('Rohr 16mm')))).toEqual(ids(run(query('Rohr 16 mm'))));
  });

  it('lets a word found in no title leave the others to match, the products with more of the words first', () => {
    // 'blau' is in no title: with every word required the result was empty.
    const round = full('Aufsatzschale rund blau');
    expect(round.length).toBe(6);
    expect(round.every((doc) => doc.product_type === 'Aufsatzwaschtische' && /rund/.test(doc.title.de_AT ?? ''))).toBe(true);
    expect(run(query('WC mit Spülkasten')).hits.total?.value).toBeGreaterThan(0);
  });

  it('ranks the named product type above a neighbour sharing a size, and main products above spare parts of the series', () => {
    expect(full('Duschrinne 80').every((doc) => doc.product_type === 'Duschrinnen')).toBe(true);
    const vaillant = full('Vaillant ecoTEC');
    expect(vaillant.every((doc) => doc.product_kind === 'main' && doc.brand_title === 'Vaillant')).toBe(true);
    // Spare parts of the series exist and are found further down.
    const parts = run({ ...query('Vaillant ecoTEC', { size: 100 }), _source: undefined });
    expect(docs(parts).some((doc) => doc.product_kind === 'part')).toBe(true);
  });
});

describe('relevance', () => {
  it('tolerates typos and missing umlauts', () => {
    const exact = run(query('Waschtisch Siphon'));
    expect(exact.hits.total?.value).toBeGreaterThan(0);
    const typo = run(query('Waschtsich Siphon'));
    // The same products first; a few weak matches of the exact word fall under min_score with the typo.
    expect(ids(typo).slice(0, 2)).toEqual(ids(exact).slice(0, 2));
    expect(typo.hits.total?.value).toBeGreaterThan((exact.hits.total?.value ?? 0) * 0.9);
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
});
