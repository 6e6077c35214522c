import { apiErrorSchema } from '@/contract/common';
import { fulfilmentCentersResponseSchema, fulfilmentStockResponseSchema } from '@/contract/fulfilment';
import {
  associatedKeywordsResponseSchema, combinationsResponseSchema, deliveryDelaySchema, multiplierResponseSchema, productIdListSchema,
  selectionResponseSchema, commentsResponseSchema, productDetailSchema,
} from '@/contract/product';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const id = (sql: string) => (t.db.prepare(sql).get() as { id: number }).id;

describe('product helpers', () => {
  it('S7-39 product_delays/custom_attribute/{id} and delivery_delay_pse/{id} answer delivery delays per product and per PSE', async () => {
    const delay = await t.getParsed('/fast/product_delays/custom_attribute/1', deliveryDelaySchema);
    expect(delay.max_days).toBeGreaterThanOrEqual(delay.min_days);
    const onDemand = id("SELECT id FROM product_sale_elements WHERE stock_state = 'on_demand' LIMIT 1");
    expect(await t.getParsed(`/fast/delivery_delay_pse/${onDemand}`, deliveryDelaySchema)).toEqual({ min_days: 15, max_days: 30 });
    await t.expectError('/fast/delivery_delay_pse/99999999', 404);
  });

  it('S7-39 products/combinations/{productId}/{locale} answers combinations colour then size', async () => {
    const product = id('SELECT product_id AS id FROM product_sale_elements GROUP BY product_id HAVING COUNT(*) > 3 LIMIT 1');
    const combos = await t.getParsed(`/fast/products/combinations/${product}/ro_RO`, combinationsResponseSchema);
    expect(combos.length).toBeGreaterThan(3);
    expect(combos.some((c) => c.color !== null || c.size !== null)).toBe(true);
    await t.expectError(`/fast/products/combinations/${product}/xx`, 400);
  });

  it('S7-39 accessory_product/{id} and selection_product/{id}/{locale} answer accessories and the selection lists', async () => {
    const product = id("SELECT product_id AS id FROM product_association WHERE type = 'accessory' LIMIT 1");
    const accessories = await t.getParsed(`/fast/accessory_product/${product}`, productIdListSchema);
    expect(accessories.product_ids.length).toBeGreaterThan(0);
    const selection = await t.getParsed(`/fast/selection_product/${product}/de_AT`, selectionResponseSchema);
    expect(selection.accessories).toEqual(accessories.product_ids);
    expect(selection.related.length + selection.alternatives.length).toBeGreaterThan(0);
  });

  it('S7-39 the recommendation endpoints (item, category, bestseller) answer product ids', async () => {
    const item = await t.getParsed('/fast/recommendation/item/1', productIdListSchema);
    expect(item.product_ids.length).toBeGreaterThan(0);
    expect(item.product_ids).not.toContain(1);
    const category = await t.getParsed('/fast/recommendation/category/1', productIdListSchema);
    expect(category.product_ids.length).toBe(8);
    const best = await t.getParsed('/fast/recommendation/bestseller?locale=ro_RO', productIdListSchema);
    expect(best.product_ids).toHaveLength(12);
    await t.expectError('/fast/recommendation/category/99999', 404);
  });

  it('S7-39 product-associated-keywords answers keyword badges of several products', async () => {
    const badged = id("SELECT product_id AS id FROM product_keyword WHERE keyword_id = 2 LIMIT 1");
    const body = await t.getParsed(`/fast/product-associated-keywords?product_id=${badged},1&locale=ro_RO`, associatedKeywordsResponseSchema);
    expect(body.map((b) => b.product_id)).toEqual([badged, 1]);
    expect(body[0]?.group).toBe('badges');
    expect(body[0]?.keywords.map((k) => k.title)).toContain('Reducere');
    await t.expectError('/fast/product-associated-keywords?product_id=99999999', 404);
  });

  it('S7-43 answers quantity multiples, single and in bulk (POST multiplier/bulk/ with attribute_id, locale and a list)', async () => {
    const all = await t.getParsed('/fast/multiplier/', multiplierResponseSchema);
    expect(all.some((m) => m.multiple === 5 && m.min_quantity === 5)).toBe(true);
    const pipe = all.find((m) => m.multiple === 5);
    const single = await t.getParsed(`/fast/multiplier/?product_id=${pipe?.product_id}`, multiplierResponseSchema);
    expect(single).toEqual([pipe]);
    const bulk = await t.post('/fast/multiplier/bulk/', { attribute_id: 0, locale: 'de_AT', products: [pipe?.product_id, 1] });
    expect(bulk.statusCode).toBe(200);
    expect(multiplierResponseSchema.parse(bulk.json()).map((m) => m.product_id)).toEqual([1, pipe?.product_id]);
    const bad = await t.post('/fast/multiplier/bulk/', { products: ['x'] });
    expect(bad.statusCode).toBe(400);
    apiErrorSchema.parse(bad.json());
  });
});

describe('reviews (comments/{productId})', () => {
  it('S3-27 answers the approved reviews newest first, and they make up the rating of the detail', async () => {
    const product = id('SELECT product_id AS id FROM product_comment WHERE approved = 1 GROUP BY product_id HAVING COUNT(*) > 2 LIMIT 1');
    const body = await t.getParsed(`/fast/comments/${product}?locale=ro_RO`, commentsResponseSchema);
    const detail = await t.getParsed(`/api/products/${product}?locale=ro_RO`, productDetailSchema);
    expect(body.rating).toEqual(detail.rating);
    expect(body.comments).toHaveLength(detail.rating?.count ?? -1);
    const average = body.comments.reduce((sum, c) => sum + c.rating, 0) / body.comments.length;
    expect(body.rating?.value).toBeCloseTo(average, 1);
    expect(body.comments.map((c) => c.created_at)).toEqual([...body.comments.map((c) => c.created_at)].sort().reverse());
    expect(body.comments.every((c) => c.title.length > 0 && c.content.length > 0 && c.author.length > 0)).toBe(true);
    const german = await t.getParsed(`/fast/comments/${product}?locale=de_AT`, commentsResponseSchema);
    expect(german.comments.map((c) => c.id)).toEqual(body.comments.map((c) => c.id));
    expect(german.comments[0]?.title).not.toBe(body.comments[0]?.title);
  });

  it('leaves unapproved reviews out; an unrated product has none', async () => {
    const pending = id('SELECT id FROM product_comment WHERE approved = 0 LIMIT 1');
    const product = id(`SELECT product_id AS id FROM product_comment WHERE id = ${pending}`);
    const body = await t.getParsed(`/fast/comments/${product}`, commentsResponseSchema);
    expect(body.comments.map((c) => c.id)).not.toContain(pending);
    const unrated = id('SELECT id FROM product WHERE visible = 1 AND rating_value IS NULL LIMIT 1');
    expect(await t.getParsed(`/fast/comments/${unrated}`, commentsResponseSchema)).toEqual({ rating: null, comments: [] });
    await t.expectError('/fast/comments/99999999', 404);
    await t.expectError('/fast/comments/abc', 400);
    await t.expectError('/fast/comments/1?locale=xx', 400);
  });
});

describe('variant shape of the seed', () => {
  it('S8-03 some products with colours and sizes lack a combination; some supplier items have no own delay', async () => {
    const rows = t.db.prepare(
      `SELECT d.product_id AS id, COUNT(*) AS n, COUNT(DISTINCT c.attribute_av_id) AS colours, COUNT(DISTINCT s.attribute_av_id) AS sizes
       FROM product_sale_elements d
       JOIN attribute_combination c ON c.product_sale_elements_id = d.id AND c.attribute_id = (SELECT id FROM attribute WHERE code = 'color')
       JOIN attribute_combination s ON s.product_sale_elements_id = d.id AND s.attribute_id = (SELECT id FROM attribute WHERE code = 'size')
       GROUP BY d.product_id`,
    ).all() as { id: number; n: number; colours: number; sizes: number }[];
    expect(rows.some((r) => r.n < r.colours * r.sizes)).toBe(true);
    expect(rows.some((r) => r.n === r.colours * r.sizes)).toBe(true);
    const noDelay = id("SELECT id FROM product_sale_elements WHERE stock_state IN ('order_extra', 'backorder') AND delivery_max_days = 0 LIMIT 1");
    expect(await t.getParsed(`/fast/delivery_delay_pse/${noDelay}`, deliveryDelaySchema)).toEqual({ min_days: 0, max_days: 0 });
  });
});

describe('fulfilment centres', () => {
  it('lists the central warehouse (id 0) and the showrooms', async () => {
    const centres = await t.getParsed('/fast/fulfilment_center/', fulfilmentCentersResponseSchema);
    expect(centres[0]).toMatchObject({ id: 0, pickup: false });
    expect(centres.map((c) => c.city)).toEqual(expect.arrayContaining(['Wien', 'Graz', 'München', 'București', 'Cluj-Napoca']));
    expect(centres.every((c) => c.opening_hours.length > 0)).toBe(true);
  });

  it("names each centre and its opening days in the language of the locale asked for; a locale it does not know is refused", async () => {
    const names = async (locale: string) => (await t.getParsed(`/fast/fulfilment_center/?locale=${locale}`, fulfilmentCentersResponseSchema)).map((c) => [c.id, c.name, c.opening_hours[0]?.days]);
    expect(await names('de_AT')).toEqual(expect.arrayContaining([[0, 'Zentrallager Wiener Neudorf', 'Mo–Fr'], [1, 'Schauraum Wien', 'Mo–Do'], [4, 'Showroom Bukarest', 'Mo–Fr']]));
    expect(await names('ro_RO')).toEqual(expect.arrayContaining([[0, 'Depozitul central Wiener Neudorf', 'Lun–Vin'], [1, 'Showroom Viena', 'Lun–Joi'], [4, 'Showroom București', 'Lun–Vin']]));
    await t.expectError('/fast/fulfilment_center/?locale=fr_FR', 400);
  });

  it('answers the stock of a PSE per centre', async () => {
    const pse = id('SELECT product_sale_elements_id AS id FROM fulfilment_center_stock WHERE fulfilment_center_id > 0 LIMIT 1');
    const stock = await t.getParsed(`/fast/fulfilment_center_stock/${pse}`, fulfilmentStockResponseSchema);
    expect(stock.length).toBe(2);
    const total = (t.db.prepare('SELECT quantity AS q FROM product_sale_elements WHERE id = ?').get(pse) as { q: number }).q;
    expect(stock.reduce((s, r) => s + r.quantity, 0)).toBe(total);
    await t.expectError('/fast/fulfilment_center_stock/99999999', 404);
  });
});
