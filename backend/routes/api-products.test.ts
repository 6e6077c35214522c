import { z } from 'zod';
import { apiErrorSchema } from '@/contract/common';
import { featuresResponseSchema, getPseResponseSchema, productDetailSchema, productListResponseSchema } from '@/contract/product';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';
import { stockStateSchema } from '@/contract/product-card';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const one = <T>(sql: string, ...params: (string | number)[]) => t.db.prepare(sql).get(...params) as T;

describe('GET /api/products/', () => {
  it('S7-02 products/ lists 12 visible products by default, sorted by sales', async () => {
    const body = await t.getParsed('/api/products/', productListResponseSchema);
    expect(body.products).toHaveLength(12);
    expect(body.total).toBe(t.report.visibleProducts);
    const sales = body.products.map((p) => one<{ s: number }>('SELECT sales_count AS s FROM product WHERE id = ?', p.id).s);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });

  it('S7-02 products/ caps the limit at 100 and pages with offset', async () => {
    const big = await t.getParsed('/api/products/?limit=500', productListResponseSchema);
    expect(big.products).toHaveLength(100);
    const page2 = await t.getParsed('/api/products/?limit=5&offset=5', productListResponseSchema);
    const first10 = await t.getParsed('/api/products/?limit=10', productListResponseSchema);
    expect(page2.products.map((p) => p.id)).toEqual(first10.products.slice(5).map((p) => p.id));
  });

  it('S7-02 products/ filters by category including sub-categories, and by brand', async () => {
    const bad = await t.getParsed('/api/products/?category=1&limit=100', productListResponseSchema);
    expect(bad.total).toBeGreaterThan(1000);
    expect(bad.products.every((p) => p.category_titles[0] === 'Bad')).toBe(true);
    const leaf = await t.getParsed('/api/products/?category=3', productListResponseSchema);
    expect(leaf.total).toBeGreaterThan(50);
    expect(leaf.total).toBeLessThan(bad.total);
    const grohe = await t.getParsed('/api/products/?brand=1&limit=50', productListResponseSchema);
    expect(grohe.products.every((p) => p.brand_id === 1 && p.brand_title === 'Grohe')).toBe(true);
  });

  it('sorts by price and title and newest', async () => {
    const asc = await t.getParsed('/api/products/?order=price_asc&limit=30', productListResponseSchema);
    const prices = asc.products.map((p) => p.prices.taxed_promo_price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await t.getParsed('/api/products/?order=price_desc&limit=5', productListResponseSchema);
    expect(desc.products[0]?.prices.taxed_promo_price).toBeGreaterThan(5000);
    const newest = await t.getParsed('/api/products/?order=newest&limit=20', productListResponseSchema);
    const dates = newest.products.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const title = await t.getParsed('/api/products/?order=title&limit=3&locale=ro_RO', productListResponseSchema);
    expect(title.products).toHaveLength(3);
  });

  it('S7-02 products/ filters by taxed price range, orderable stock (feature_availability, country_id) and type', async () => {
    const range = await t.getParsed('/api/products/?price_min=100&price_max=200&limit=100', productListResponseSchema);
    expect(range.total).toBeGreaterThan(0);
    expect(range.products.every((p) => p.prices.taxed_promo_price >= 100 && p.prices.taxed_promo_price <= 200)).toBe(true);
    const orderable = await t.getParsed('/api/products/?feature_availability=1&limit=100&country_id=146', productListResponseSchema);
    expect(orderable.products.every((p) => p.stock_state !== 'out_of_stock' && p.stock_state !== 'undeliverable')).toBe(true);
    const sale = await t.getParsed('/api/products/?type=sale&limit=100', productListResponseSchema);
    expect(sale.total).toBeGreaterThan(50);
    expect(sale.products.every((p) => p.prices.is_promo && p.prices.lowest_30d_taxed !== null)).toBe(true);
    const bestseller = await t.getParsed('/api/products/?type=bestseller', productListResponseSchema);
    expect(bestseller.products.every((p) => p.badges.some((b) => b.title === 'Bestseller'))).toBe(true);
    const fresh = await t.getParsed('/api/products/?type=new', productListResponseSchema);
    expect(fresh.total).toBeGreaterThan(0);
  });

  it('applies the VAT of the requested country', async () => {
    const at = await t.getParsed('/api/products/?limit=1', productListResponseSchema);
    const de = await t.getParsed('/api/products/?limit=1&country_id=5', productListResponseSchema);
    const ro = await t.getParsed('/api/products/?limit=1&locale=ro_RO', productListResponseSchema);
    const ch = await t.getParsed('/api/products/?limit=1&country_id=168', productListResponseSchema);
    expect([at, de, ro, ch].map((r) => r.products[0]?.prices.tax_percent)).toEqual([20, 19, 21, 0]);
    const net = at.products[0]?.prices.price ?? 0;
    expect(de.products[0]?.prices.taxed_price).toBeCloseTo(net * 1.19, 1);
  });

  it('returns localized titles and per-locale URLs', async () => {
    const ro = await t.getParsed('/api/products/?limit=3&locale=ro_RO', productListResponseSchema);
    for (const p of ro.products) {
      expect(p.url).toBe(p.urls.ro_RO);
      expect(p.urls.de_AT).toBeDefined();
      expect(p.url.endsWith('.html')).toBe(true);
    }
  });

  it('404s for an unknown category or brand filter', async () => {
    await t.expectError('/api/products/?category=99999', 404);
    await t.expectError('/api/products/?brand=99999', 404);
  });
});

describe('GET /api/products_list/', () => {
  it('S7-02 products_list/ returns the given ids in their order, skipping unknown and invisible ones', async () => {
    const hidden = one<{ id: number }>('SELECT id FROM product WHERE visible = 0 LIMIT 1').id;
    const body = await t.getParsed(`/api/products_list/?id=30,5,${hidden},999999,17`, productListResponseSchema);
    expect(body.products.map((p) => p.id)).toEqual([30, 5, 17]);
    expect(body.total).toBe(3);
  });

  it('needs the id list', async () => {
    const response = await t.get('/api/products_list/');
    expect(response.statusCode).toBe(400);
    apiErrorSchema.parse(response.json());
  });
});

describe('GET /api/products/{id}', () => {
  it('S7-02 products/{productId} answers the detail with variants, documents only with document=1', async () => {
    const withDocs = one<{ id: number }>('SELECT product_id AS id FROM product_document d JOIN product p ON p.id = d.product_id WHERE p.visible = 1 LIMIT 1').id;
    const plain = await t.getParsed(`/api/products/${withDocs}`, productDetailSchema);
    expect(plain.documents).toEqual([]);
    const detail = await t.getParsed(`/api/products/${withDocs}?document=1&locale=ro_RO`, productDetailSchema);
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(detail.documents[0]?.url).toMatch(/^\/media\/documents\/.+\.pdf$/);
    expect(detail.pses.filter((p) => p.is_default)).toHaveLength(1);
    expect(detail.path.length).toBeGreaterThanOrEqual(2);
    expect(detail.url).toBe(detail.urls.ro_RO);
  });

  it('shows colour then size variants with their own stock', async () => {
    const multi = one<{ id: number }>(
      `SELECT d.product_id AS id FROM product_sale_elements d JOIN product p ON p.id = d.product_id WHERE p.visible = 1
       AND EXISTS (SELECT 1 FROM attribute_combination ac WHERE ac.product_sale_elements_id = d.id AND ac.attribute_id = 2)
       AND EXISTS (SELECT 1 FROM attribute_combination ac WHERE ac.product_sale_elements_id = d.id AND ac.attribute_id = 1) LIMIT 1`,
    ).id;
    const detail = await t.getParsed(`/api/products/${multi}`, productDetailSchema);
    expect(detail.pses.length).toBeGreaterThan(1);
    expect(detail.pses.every((p) => p.color !== null && p.color_hex !== null && p.size !== null)).toBe(true);
    expect(new Set(detail.pses.map((p) => p.ref)).size).toBe(detail.pses.length);
  });

  it('has unit prices, multiples, freight, manufacturer and Omnibus prices where seeded', async () => {
    const pipe = one<{ id: number }>("SELECT id FROM product WHERE unit = 'm' AND quantity_multiple = 5 AND visible = 1 LIMIT 1").id;
    const pipeDetail = await t.getParsed(`/api/products/${pipe}`, productDetailSchema);
    expect(pipeDetail.unit_price).toEqual({ unit: 'm', content: 1 });
    expect(pipeDetail.quantity_multiple).toBe(5);
    expect(pipeDetail.min_quantity).toBe(5);
    const tub = one<{ id: number }>("SELECT id FROM product WHERE kind = 'bathtub' AND freight = 1 AND visible = 1 LIMIT 1").id;
    const tubDetail = await t.getParsed(`/api/products/${tub}`, productDetailSchema);
    expect(tubDetail.freight).toBe(true);
    expect(tubDetail.manufacturer?.address).toMatch(/\d/);
    const promo = one<{ id: number }>('SELECT d.product_id AS id FROM product_sale_elements d JOIN product p ON p.id = d.product_id WHERE d.promo = 1 AND p.visible = 1 LIMIT 1').id;
    const promoDetail = await t.getParsed(`/api/products/${promo}`, productDetailSchema);
    expect(promoDetail.prices.is_promo).toBe(true);
    expect(promoDetail.prices.taxed_promo_price).toBeLessThan(promoDetail.prices.taxed_price);
    expect(promoDetail.prices.lowest_30d_taxed).not.toBeNull();
  });

  it('404s for invisible and unknown products', async () => {
    const hidden = one<{ id: number }>('SELECT id FROM product WHERE visible = 0 LIMIT 1').id;
    for (const url of [`/api/products/${hidden}`, '/api/products/9999999']) {
      const response = await t.get(url);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).status_code).toBe(404);
    }
  });

  it('marks freight items undeliverable in the excluded country', async () => {
    const row = one<{ id: number; c: number }>(
      'SELECT u.product_id AS id, u.country_id AS c FROM product_undeliverable_country u JOIN product p ON p.id = u.product_id WHERE p.visible = 1 AND u.country_id = 146 LIMIT 1',
    );
    const ro = await t.getParsed(`/api/products/${row.id}?country_id=146`, productDetailSchema);
    expect(ro.stock_state).toBe('undeliverable');
    expect(ro.undeliverable_country_ids).toContain(146);
  });
});

describe('GET /api/get_pse/{pse} and features', () => {
  it('answers the PSE with its product and stock', async () => {
    const body = await t.getParsed('/api/get_pse/1', getPseResponseSchema);
    expect(body.pse_id).toBe(1);
    expect(stockStateSchema.parse(body.stock_state)).toBeDefined();
    await t.expectError('/api/get_pse/99999999', 404);
  });

  it('S7-02 ExternalOrderApi/features/product/{productId}/{langCode} answers the specifications in German and Romanian', async () => {
    const de = await t.getParsed('/api/ExternalOrderApi/features/product/1/de', featuresResponseSchema);
    const ro = await t.getParsed('/api/ExternalOrderApi/features/product/1/ro', featuresResponseSchema);
    expect(de.features.length).toBeGreaterThan(2);
    expect(ro.features.map((f) => f.id)).toEqual(de.features.map((f) => f.id));
    const roTitles = new Map(ro.features.map((f) => [f.id, f.title]));
    expect(de.features.some((f) => roTitles.get(f.id) !== f.title)).toBe(true);
    await t.expectError('/api/ExternalOrderApi/features/product/1/fr', 400);
    await t.expectError('/api/ExternalOrderApi/features/product/9999999/de', 404);
  });
});

describe('stock states', () => {
  it('shows every stock state on several products', async () => {
    const counts = new Map<string, number>();
    for (const state of stockStateSchema.options) counts.set(state, 0);
    const ids = (t.db.prepare('SELECT id FROM product WHERE visible = 1 ORDER BY id').all() as { id: number }[]).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100).join(',');
      const body = await t.getParsed(`/api/products_list/?id=${chunk}&limit=100&country_id=146`, productListResponseSchema);
      for (const p of body.products) counts.set(p.stock_state, (counts.get(p.stock_state) ?? 0) + 1);
    }
    for (const [state, count] of counts) expect({ state, several: count >= 5 }).toEqual({ state, several: true });
    const lowStock = one<{ n: number }>("SELECT COUNT(*) AS n FROM product_sale_elements WHERE stock_state = 'in_stock' AND quantity < 10").n;
    expect(lowStock).toBeGreaterThan(10);
    const future = one<{ d: string }>("SELECT MIN(available_from) AS d FROM product_sale_elements WHERE stock_state = 'available_from'").d;
    expect(z.iso.date().parse(future) > '2026-11-01').toBe(true);
  });
});

describe('GET /api/products/ listing filters and facets', () => {
  const brandsOf = (category: number) =>
    t.db
      .prepare(
        `SELECT p.brand_id AS id, COUNT(*) AS n FROM product p WHERE p.visible = 1 AND p.brand_id IS NOT NULL AND EXISTS (
           SELECT 1 FROM product_category pc WHERE pc.product_id = p.id AND pc.category_id = ?) GROUP BY p.brand_id ORDER BY n DESC`,
      )
      .all(category) as { id: number; n: number }[];

  it('S7-03 orders by sales_view_quantity when no order is given', async () => {
    const implicit = await t.getParsed('/api/products/?limit=20', productListResponseSchema);
    const explicit = await t.getParsed('/api/products/?limit=20&order=sales_view_quantity', productListResponseSchema);
    expect(implicit.products.map((p) => p.id)).toEqual(explicit.products.map((p) => p.id));
  });

  it('filters by several brands (any of them) and dedupes repeated ids', async () => {
    const [a, b] = brandsOf(3);
    if (!a || !b) throw new Error('seed: category 3 needs two brands');
    const one = await t.getParsed(`/api/products/?category=3&brand=${a.id}`, productListResponseSchema);
    const two = await t.getParsed(`/api/products/?category=3&brand=${a.id},${b.id}&limit=100`, productListResponseSchema);
    const twice = await t.getParsed(`/api/products/?category=3&brand=${b.id},${a.id},${a.id}`, productListResponseSchema);
    expect(one.total).toBeGreaterThan(0);
    expect(two.total).toBeGreaterThan(one.total);
    expect(twice.total).toBe(two.total);
    expect(two.products.every((p) => p.brand_id === a.id || p.brand_id === b.id)).toBe(true);
  });

  it('answers 404 for an unknown brand in the list and 400 for junk', async () => {
    await t.expectError('/api/products/?brand=1,99999', 404);
    for (const junk of ['abc', '1,,x', '-1', '1.5', '0']) await t.expectError(`/api/products/?brand=${junk}`, 400);
    await t.expectError('/api/products/?facets=yes', 400);
    await t.expectError('/api/products/?price_min=-5', 400);
    await t.expectError('/api/products/?price_max=1e9', 400);
  });

  it('adds brand counts (without the brand filter) and taxed price bounds (without the price filter) with facets=1', async () => {
    const plain = await t.getParsed('/api/products/?category=3', productListResponseSchema);
    expect(plain.facets).toBeUndefined();
    const [a] = brandsOf(3);
    if (!a) throw new Error('seed: category 3 needs a brand');
    const body = await t.getParsed('/api/products/?category=3&facets=1', productListResponseSchema);
    const branded = await t.getParsed(`/api/products/?category=3&facets=1&brand=${a.id}`, productListResponseSchema);
    const priced = await t.getParsed('/api/products/?category=3&facets=1&price_min=1&price_max=2', productListResponseSchema);
    const facets = body.facets;
    if (!facets) throw new Error('facets missing');
    expect(branded.facets?.brands).toEqual(facets.brands);
    expect(branded.total).toBeLessThan(body.total);
    expect(priced.total).toBe(0);
    expect(priced.facets?.brands).toEqual([]);
    expect(priced.facets?.price).toEqual(facets.price);
    const full = await t.getParsed('/api/products/?category=3&limit=100&order=price_asc', productListResponseSchema);
    const desc = await t.getParsed('/api/products/?category=3&limit=1&order=price_desc', productListResponseSchema);
    expect(facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBeLessThanOrEqual(full.total);
    expect(facets.brands.find((brand) => brand.id === a.id)?.count).toBeGreaterThan(0);
    expect(facets.brands.length).toBeGreaterThan(1);
    const titles = facets.brands.map((brand) => brand.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    const cheapest = full.products[0];
    const dearest = desc.products[0];
    if (!cheapest || !dearest) throw new Error('empty category');
    const sale = (p: typeof cheapest) => (p.prices.is_promo ? p.prices.taxed_promo_price : p.prices.taxed_price);
    expect(facets.price?.min).toBeLessThanOrEqual(sale(cheapest));
    expect(facets.price?.min).toBeGreaterThan(sale(cheapest) - 0.02);
    expect(facets.price?.max).toBeGreaterThanOrEqual(sale(dearest));
    const empty = await t.getParsed('/api/products/?category=3&facets=1&type=sale&price_min=999999', productListResponseSchema);
    expect(empty.total).toBe(0);
  });
});
