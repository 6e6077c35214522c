import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { queryE2eDb } from '../support/e2e-db';
import { THELIA_LOCALE } from '../support/feature-facets';
import { E2E_PORTS } from '../support/ports';
import { searchReady } from '../support/search-ready';
import { rawGet } from '../support/raw-http';
import { serverHtml } from '../support/server-html';

/**
 * The price filter covers the shop's range in its currency (ADR 0041): in Romania prices reach 35,000 lei and the
 * filter takes amounts above 8,000 lei (its bound is 70,000 lei); in the EUR shops it stays 0..8000. The server's
 * answer shows it all: the redirect that clamps, the bounds of the fields, the chips and the prices. axe runs on each
 * shop's listing in e2e/prices.spec.ts and on each shop's results page in e2e/search-relevance.spec.ts.
 */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The category of the shop's dearest product. */
function dearCategory(shop: 'at' | 'de' | 'ro'): string {
  const [row] = queryE2eDb<{ url: string }>(
    `SELECT r.url FROM rewriting_url r WHERE r.view = 'category' AND r.view_locale = ? AND r.redirected IS NULL AND r.view_id = (
       SELECT pc.category_id FROM product p JOIN product_category pc ON pc.product_id = p.id
       JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1 JOIN product_price pp ON pp.product_sale_elements_id = d.id
       WHERE p.visible = 1 ORDER BY pp.price DESC, pc.default_category DESC LIMIT 1)`,
    THELIA_LOCALE[shop],
  );
  if (!row) throw new Error('seed: no category of the dearest product');
  return row.url;
}

forEachShop((shop) => {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;

  test.beforeAll(async () => {
    await searchReady(host);
  });

  if (shop.name === 'ro') {
    test('the Romanian price filter goes above 8,000 lei', async () => {
      const m = messagesOf(shop).Search;
      // Results page: 10,000 lei stays as asked (no redirect), and every product shown costs at least that.
      const { status, $ } = await serverHtml(`/search/${encodeURIComponent('Vaillant')}?price_min=10000`, host);
      expect(status).toBe(200);
      const chips = $(`[aria-label="${m.activeFilters}"] a`);
      expect(chips).toHaveLength(1);
      expect(chips.text()).toMatch(/10\.000/);
      const prices = $('main article[data-product-id] [data-testid="sale-price"]').toArray().map((price) => amountOf($(price).text()));
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toBeGreaterThanOrEqual(10000);
      expect($('input[type="range"]').last().attr('max')).toBe('70000');
      // Listing: 10,000 lei is a canonical state (no redirect clamps it to 8,000).
      const listing = await serverHtml(`/${encodeURI(dearCategory('ro'))}?price_min=10000`, host);
      expect(listing.status).toBe(200);
      expect(listing.$('input[type="number"]').first().attr('max')).toBe('70000');
    });
  } else {
    test('the EUR price filter keeps 0..8000', async () => {
      // In EUR the bound is the spec's 8000: a higher amount is clamped by the listing's redirect.
      const path = `/${encodeURI(dearCategory(shop.name))}`;
      const answer = await rawGet(`${path}?price_min=10000`, host);
      expect(answer.status).toBe(308);
      const location = new URL(answer.headers.location ?? '', 'http://x');
      expect(location.search).toBe('?price_min=8000');
      const clamped = await serverHtml(location.pathname + location.search, host);
      expect(clamped.status).toBe(200);
      expect(clamped.$('input[type="number"]').first().attr('max')).toBe('8000');
    });
  }
});
