import { productDetailSchema, productListResponseSchema } from '@/contract/product';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';
import { priceView } from './discount';
import { referencePrice, type PricePeriod } from './reference-price';

/**
 * The storefront's Omnibus rule against the reference backend's API (ADR 0032): the backend computes the reference
 * with its own rule (backend/rules/reference-price.ts); what it sends must be what the storefront's rule finds in the
 * same price history, and the badge the storefront draws from it must follow.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = <T>(sql: string, ...params: (string | number)[]) => t.db.prepare(sql).get(...params) as T;
const history = (pseId: number) =>
  (t.db.prepare('SELECT price, valid_from AS "from", valid_to AS "to" FROM product_price_history WHERE product_sale_elements_id = ? ORDER BY valid_from').all(pseId) as PricePeriod[]);

describe('Omnibus reference price on the API (ADR 0032)', () => {
  test('S5-44 every product on sale carries the lowest price of the 30 days before its reduction, from its price history', async () => {
    const sale = await t.getParsed('/api/products/?type=sale&limit=100', productListResponseSchema);
    expect(sale.products.length).toBeGreaterThan(50);
    let belowRegular = 0;
    for (const card of sale.products) {
      const pp = one<{ promoStart: string; promoNet: number }>('SELECT promo_start AS promoStart, promo_price AS promoNet FROM product_price WHERE product_sale_elements_id = ?', card.pse_id);
      const net = referencePrice(history(card.pse_id), pp.promoStart, pp.promoNet);
      expect([card.id, card.prices.lowest_30d_taxed]).toEqual([card.id, net === null ? null : Math.round(net * 1.2 * 100) / 100]);
      // The badge comes from that low, never from an older, higher regular price.
      const view = priceView(card.prices);
      const low = card.prices.lowest_30d_taxed;
      if (low !== null && low > card.prices.taxed_promo_price) expect([card.id, view.reference]).toEqual([card.id, low]);
      if (low !== null && low > card.prices.taxed_promo_price && low < card.prices.taxed_price) belowRegular += 1;
    }
    // The seed has price rises inside the 30 days (the case the rule exists for).
    expect(belowRegular).toBeGreaterThan(0);
  });

  test('a product launched at its reduced price has no earlier price: the reference is the reduced price, no reduction is announced', async () => {
    const row = one<{ id: number; pseId: number; start: string; promoNet: number }>(
      `SELECT d.product_id AS id, d.id AS pseId, pp.promo_start AS start, pp.promo_price AS promoNet FROM product_sale_elements d
       JOIN product p ON p.id = d.product_id AND p.visible = 1 JOIN product_price pp ON pp.product_sale_elements_id = d.id
       WHERE d.promo = 1 AND d.is_default = 1 ORDER BY d.id LIMIT 1`,
    );
    const before = await t.getParsed(`/api/products/${row.id}`, productDetailSchema);
    expect(priceView(before.prices).reduced).toBe(true);
    t.db.prepare('DELETE FROM product_price_history WHERE product_sale_elements_id = ?').run(row.pseId);
    t.db.prepare("INSERT INTO product_price_history (product_sale_elements_id, price, valid_from, valid_to) VALUES (?, ?, ?, '9999-12-31')").run(row.pseId, row.promoNet, `${row.start}T09:00:00Z`);
    const launched = await t.getParsed(`/api/products/${row.id}`, productDetailSchema);
    expect(launched.prices.lowest_30d_taxed).toBe(launched.prices.taxed_promo_price);
    expect(priceView(launched.prices)).toMatchObject({ reduced: false, reference: null, discount: 0 });
    // Without any history nothing is known: null (the spec's markup rule decides in the storefront).
    t.db.prepare('DELETE FROM product_price_history WHERE product_sale_elements_id = ?').run(row.pseId);
    expect((await t.getParsed(`/api/products/${row.id}`, productDetailSchema)).prices.lowest_30d_taxed).toBeNull();
  });
});
