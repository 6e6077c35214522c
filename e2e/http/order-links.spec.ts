import { test, expect, forEachShop, DEFAULT_SHOP } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { e2eOrderLinks } from '../support/order-links';
import { rawGet, rawRequest } from '../support/raw-http';
import { serverHtml, textOf } from '../support/server-html';

/**
 * The pages of one shopper's order open only with the order's signed link (decisions.md): a wrong or missing hash is
 * the not-found page (404) in every shop, rendered on the server, and says nothing about the order. A payment return
 * for an order that is not the shopper's cart lands on the not-found page too. The not-found page of a wrong link is
 * drawn and axe-checked by the journey in e2e/order-links.spec.ts.
 */
const REF = 'ORD000000000001';
const OTHER = e2eOrderLinks('ORD000000000002');

forEachShop((shop) => {
  const m = messagesOf(shop).NotFound;

  test.describe('order links', () => {
    test('S2-55 a wrong h on /order-placed, /order-failed and /checkout/processing is the not-found page (404)', async () => {
      for (const path of [`/order-placed?order=${REF}&h=${OTHER.hash}`, `/order-failed?order=${REF}&h=${'A'.repeat(43)}`, `/checkout/processing?order=${REF}`, '/order-placed']) {
        const { status, $ } = await serverHtml(path, shop.host);
        expect(status, path).toBe(404);
        expect(textOf($, 'h1'), path).toBe(m['route-not-found']);
      }
    });

    test('a wrong hash of the guest order page is the not-found page (404), in the server HTML and without the order', async () => {
      const path = `/guest/invoice/${REF}/${OTHER.hash}`;
      const raw = await serverHtml(path, shop.host);
      expect(raw.status).toBe(404);
      expect(raw.headers['cache-control']).toMatch(/no-store/);
      expect(raw.body).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(raw.body).toContain(m['route-not-found'].replace(/'/g, '&#x27;'));
      expect(textOf(raw.$, 'h1')).toBe(m['route-not-found']);
      const back = raw.$('a').filter((_, element) => raw.$(element).text().trim() === m.back);
      expect(back.attr('href')).toBe('/');
    });

    test('a signed link of an order the backend does not know is a 404 as well', async () => {
      const links = e2eOrderLinks('ORD000099999999');
      for (const path of [links.placed, links.invoice]) {
        expect((await rawGet(path, shop.host)).status, path).toBe(404);
      }
    });

    test("a payment return for an order that is not of the shopper's cart lands on the not-found page", async () => {
      const paths = [
        `/api/checkout/return/paypal/success?order_ref=${REF}&token=5O190127TN364715T&PayerID=FSMVU44LF3YUS`,
        '/api/checkout/return/amazon/success',
        `/api/checkout/return/stripe/paid?order_ref=${REF}`,
        '/api/checkout/return/stripe/success',
      ];
      for (const path of paths) {
        const redirect = await rawGet(path, shop.host);
        expect([301, 302, 303, 307, 308], path).toContain(redirect.status);
        expect(new URL(redirect.headers.location ?? '', `http://${shop.host}`).pathname, path).toBe('/not-found');
      }
      const landing = await serverHtml('/not-found', shop.host);
      expect(landing.status).toBe(404);
      expect(textOf(landing.$, 'h1')).toBe(m['route-not-found']);
    });
  });
});

test('the order status for the processing page refuses a wrong hash with 404 and is never cached; so does cancel', async () => {
  // The same route handlers answer every host: one shop checks them.
  const host = DEFAULT_SHOP.host;
  for (const query of [`order=${REF}&h=${OTHER.hash}`, `order=${REF}`, '']) {
    const response = await rawGet(`/api/checkout/order-status?${query}`, host);
    const answer = { status: response.status, cache: response.headers['cache-control'], json: JSON.parse(response.body) as unknown };
    expect({ query, ...answer }).toEqual({ query, status: 404, cache: 'no-store', json: { error: 'not-found' } });
  }
  const cancel = await rawRequest('/api/checkout/cancel', host, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order: REF, h: OTHER.hash }),
  });
  expect({ status: cancel.status, json: JSON.parse(cancel.body) as unknown }).toEqual({ status: 404, json: { error: 'not-found' } });
});
