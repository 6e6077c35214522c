import type { ProductDoc } from '@/contract/search/engine-schema';
import { contentSearchResponseSchema, productDocSchema, productSearchResponseSchema } from '@/contract/search/engine-schema';
import { facetsOfBuckets, productCardOfDoc, searchResultOf } from './hit-mapping';

const doc: ProductDoc = {
  id: 12,
  ref: 'GRO-1',
  pse_id: 40,
  title: { de_AT: 'Grohe Eurosmart', de_DE: 'Grohe Eurosmart DE', ro_RO: 'Baterie Grohe Eurosmart' },
  url: { de_AT: 'grohe-eurosmart.html', de_DE: 'grohe-eurosmart.html', ro_RO: 'baterie-grohe-eurosmart.html' },
  quantity: 4,
  stock_state: 'in_stock',
  available_from: null,
  prices: { price: 100, taxed_price: 120, promo_price: 90, taxed_promo_price: 108, is_promo: true, listen_price: 150, lowest_30d_taxed: 110, tax_percent: 20 },
  price_taxed: 108,
  image: { url: '/media/product/a.webp', alt: 'Grohe Eurosmart', width: 800, height: 800 },
  brand_id: 1,
  brand_title: 'Grohe',
  brand_key: '1|Grohe',
  category_titles: ['Bad', 'Armaturen'],
  category_ids: [1, 2],
  category_keys: ['2|Armaturen'],
  badges: [{ title: 'Neu', color: '#fff', background: '#000' }],
  rating: { value: 4.5, count: 2 },
  fulfilment_center: [0, 2],
  created_at: '2026-01-01T00:00:00Z',
  feature_values: [],
  feature_keys: [],
  sort_title: 'grohe eurosmart',
  sales_count: 0,
  energy_label: null,
  product_type: 'Waschtischarmaturen',
  product_kind: 'main',
};

const response = (docs: ProductDoc[], total: unknown = { value: docs.length, relation: 'eq' }) =>
  productSearchResponseSchema.parse({
    took: 1,
    hits: { total, max_score: 30, hits: docs.map((d) => ({ _index: 'shop_products_de_at', _id: String(d.id), _score: 30, _source: d })) },
    aggregations: {
      categories: { doc_count: 1, keys: { buckets: [{ key: '2|Armaturen', doc_count: 1 }] } },
      brands: { doc_count: 1, keys: { buckets: [{ key: '1|Grohe', doc_count: 1 }, { key: 'junk', doc_count: 3 }] } },
    },
  });

describe('search hits', () => {
  it('S3-12 a hit carries id, ref, url and title per locale, stock, prices with and without VAT, list price, image, categories, badges, pse_id and fulfilment centres; the card takes the shop locale\'s title and URL', () => {
    const parsed = response([doc]).hits.hits[0]?._source;
    expect(parsed).toEqual({
      ...doc, price_taxed: undefined, brand_key: undefined, category_ids: undefined, category_keys: undefined, fulfilment_center: undefined,
      feature_values: undefined, feature_keys: undefined, sort_title: undefined, sales_count: undefined, product_type: undefined, product_kind: undefined,
    });
    expect(productDocSchema.parse(doc)).toEqual(doc);
    const card = productCardOfDoc(doc, 'ro_RO');
    expect(card).toMatchObject({ id: 12, ref: 'GRO-1', title: 'Baterie Grohe Eurosmart', url: 'baterie-grohe-eurosmart.html', urls: doc.url, pse_id: 40, quantity: 4, prices: doc.prices });
    expect(card.image?.url).toBe('/media/product/a.webp');
    expect(card.category_titles).toEqual(['Bad', 'Armaturen']);
  });

  it('reads hits.total in both forms and facets keyed id|title', () => {
    expect(response([doc], 7).hits.total).toEqual({ value: 7, relation: 'eq' });
    expect(response([doc], { value: 10000, relation: 'gte' }).hits.total).toEqual({ value: 10000, relation: 'gte' });
    expect(facetsOfBuckets([{ key: '7|Bad | WC', doc_count: 2 }, { key: 'x|y', doc_count: 1 }, { key: 3, doc_count: 1 }])).toEqual([{ id: 7, title: 'Bad | WC', count: 2 }]);
  });

  it('builds the SearchResult: products of the locale, facets, content links', () => {
    const contents = contentSearchResponseSchema.parse({
      hits: { total: { value: 1, relation: 'eq' }, hits: [{ _index: 'shop_content', _id: '5_de_AT', _score: 20, _source: { id: 5, locale: 'de_AT', title: 'AGB', url: 'agb.html', parent: 'Rechtliches' } }] },
    });
    const result = searchResultOf(response([doc, { ...doc, id: 13, url: { de_DE: 'x.html' } }]), contents, 'de_AT');
    expect(result.total).toBe(2);
    expect(result.products.map((p) => p.id)).toEqual([12]);
    expect(result.categories).toEqual([{ id: 2, title: 'Armaturen', count: 1 }]);
    expect(result.brands).toEqual([{ id: 1, title: 'Grohe', count: 1 }]);
    expect(result.contents).toEqual([{ title: 'AGB', url: 'agb.html', parent: 'Rechtliches' }]);
  });

  it('rejects an answer outside the schema', () => {
    expect(productSearchResponseSchema.safeParse({ hits: { total: { value: 1 }, hits: [] } }).success).toBe(false);
    expect(productSearchResponseSchema.safeParse({ hits: { total: 1, hits: [{ _id: '1', _score: 1, _source: { id: 1 } }] }, aggregations: {} }).success).toBe(false);
  });
});
