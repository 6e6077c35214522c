import { apiErrorSchema } from '@/lib/contract/common';
import { fulfilmentCentersResponseSchema, fulfilmentStockResponseSchema } from '@/lib/contract/fulfilment';
import {
  associatedKeywordsResponseSchema, combinationsResponseSchema, deliveryDelaySchema, multiplierResponseSchema, productIdListSchema,
  selectionResponseSchema,
} from '@/lib/contract/product';
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
  it('answers delivery delays per product and per PSE', async () => {
    const delay = await t.getParsed('/fast/product_delays/custom_attribute/1', deliveryDelaySchema);
    expect(delay.max_days).toBeGreaterThanOrEqual(delay.min_days);
    const onDemand = id("SELECT id FROM product_sale_elements WHERE stock_state = 'on_demand' LIMIT 1");
    expect(await t.getParsed(`/fast/delivery_delay_pse/${onDemand}`, deliveryDelaySchema)).toEqual({ min_days: 15, max_days: 30 });
    await t.expectError('/fast/delivery_delay_pse/99999999', 404);
  });

  it('answers combinations colour then size', async () => {
    const product = id('SELECT product_id AS id FROM product_sale_elements GROUP BY product_id HAVING COUNT(*) > 3 LIMIT 1');
    const combos = await t.getParsed(`/fast/products/combinations/${product}/ro_RO`, combinationsResponseSchema);
    expect(combos.length).toBeGreaterThan(3);
    expect(combos.some((c) => c.color !== null || c.size !== null)).toBe(true);
    await t.expectError(`/fast/products/combinations/${product}/xx`, 400);
  });

  it('answers accessories and the selection lists', async () => {
    const product = id("SELECT product_id AS id FROM product_association WHERE type = 'accessory' LIMIT 1");
    const accessories = await t.getParsed(`/fast/accessory_product/${product}`, productIdListSchema);
    expect(accessories.product_ids.length).toBeGreaterThan(0);
    const selection = await t.getParsed(`/fast/selection_product/${product}/de_AT`, selectionResponseSchema);
    expect(selection.accessories).toEqual(accessories.product_ids);
    expect(selection.related.length + selection.alternatives.length).toBeGreaterThan(0);
  });

  it('answers recommendations', async () => {
    const item = await t.getParsed('/fast/recommendation/item/1', productIdListSchema);
    expect(item.product_ids.length).toBeGreaterThan(0);
    expect(item.product_ids).not.toContain(1);
    const category = await t.getParsed('/fast/recommendation/category/1', productIdListSchema);
    expect(category.product_ids.length).toBe(8);
    const best = await t.getParsed('/fast/recommendation/bestseller?locale=ro_RO', productIdListSchema);
    expect(best.product_ids).toHaveLength(12);
    await t.expectError('/fast/recommendation/category/99999', 404);
  });

  it('answers keyword badges of several products', async () => {
    const badged = id("SELECT product_id AS id FROM product_keyword WHERE keyword_id = 2 LIMIT 1");
    const body = await t.getParsed(`/fast/product-associated-keywords?product_id=${badged},1&locale=ro_RO`, associatedKeywordsResponseSchema);
    expect(body.map((b) => b.product_id)).toEqual([badged, 1]);
    expect(body[0]?.group).toBe('badges');
    expect(body[0]?.keywords.map((k) => k.title)).toContain('Reducere');
    await t.expectError('/fast/product-associated-keywords?product_id=99999999', 404);
  });

  it('answers quantity multiples, single and in bulk', async () => {
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

describe('fulfilment centres', () => {
  it('lists the central warehouse (id 0) and the showrooms', async () => {
    const centres = await t.getParsed('/fast/fulfilment_center/', fulfilmentCentersResponseSchema);
    expect(centres[0]).toMatchObject({ id: 0, pickup: false });
    expect(centres.map((c) => c.city)).toEqual(expect.arrayContaining(['Wien', 'Graz', 'München', 'București', 'Cluj-Napoca']));
    expect(centres.every((c) => c.opening_hours.length > 0)).toBe(true);
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
