import { test, expect, forEachShop } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';
import { searchErrorSchema, searchResultSchema } from '../../lib/search/search-result';
import { shopPriceFilterMax } from '../../lib/shop/price-filter';
import { SHOPS } from '../../contract/shops';

/** A term each shop's catalogue answers. */
const TERM = { at: 'Waschtisch', de: 'Grohe', ro: 'Baterie lavoar' } as const;

forEachShop((shop) => {
  test.describe('GET /api/search on the production stack', () => {
    test('S7-49 answers the shop\'s products from the engine the ConfigApi names, whose URLs open in this shop', async () => {
      const host = `${shop.host}:${E2E_PORTS.storefront}`;
      const response = await rawGet(`/api/search?term=${encodeURIComponent(TERM[shop.name])}&size=6`, host);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      // The engine's read credentials stay on the server.
      expect(response.body).not.toContain('dev-search-password');
      expect(response.body).not.toContain('shop_front');
      const result = searchResultSchema.parse(JSON.parse(response.body));
      expect(result.total).toBeGreaterThan(6);
      expect(result.products).toHaveLength(6);
      for (const product of result.products.slice(0, 2)) {
        expect((await rawGet(`/${encodeURI(product.url)}`, host)).status).toBe(200);
      }
      for (const link of result.contents) expect((await rawGet(`/${encodeURI(link.url)}`, host)).status).toBe(200);
    });

    test('S5-01 S5-05 refuses bad input with 400 and never a 500', async () => {
      const host = `${shop.host}:${E2E_PORTS.storefront}`;
      // One above the shop currency's bound (8000 €, 70,000 lei: ADR 0041).
      const aboveBound = shopPriceFilterMax(SHOPS[shop.name]) + 1;
      for (const query of ['term=abc', `term=Grohe&price_max=${aboveBound}`, 'term=Grohe&page=-1', 'term=Grohe&brand=%00', `term=${'%25'.repeat(300)}&size=1000`]) {
        const response = await rawGet(`/api/search?${query}`, host);
        expect(response.status, query).toBe(400);
        expect(searchErrorSchema.parse(JSON.parse(response.body)).error).toBe('bad-request');
      }
      const odd = await rawGet(`/api/search?term=${encodeURIComponent('a+b "c *:/\\ ((( ]]')}`, host);
      expect(odd.status).toBe(200);
    });
  });
});
