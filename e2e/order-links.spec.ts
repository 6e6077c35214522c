import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { e2eOrderLinks } from './support/order-links';
import { rawGet } from './support/raw-http';

/**
 * The pages of one shopper's order open only with the order's signed link (decisions.md): a wrong or missing hash is
 * the not-found page (404) in every shop, rendered on the server, and says nothing about the order. A payment return
 * for an order that is not the shopper's cart lands on the not-found page too.
 */
const REF = 'ORD000000000001';
const OTHER = e2eOrderLinks('ORD000000000002');

test.describe('order links', () => {
  test('S2-55 a wrong h on /order-placed, /order-failed and /checkout/processing is the not-found page (404)', async ({ page, shop }) => {
    const m = messagesOf(shop).NotFound;
    for (const path of [`/order-placed?order=${REF}&h=${OTHER.hash}`, `/order-failed?order=${REF}&h=${'A'.repeat(43)}`, `/checkout/processing?order=${REF}`, '/order-placed']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['route-not-found']);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong hash of the guest order page is the not-found page (404), in the server HTML and without the order', async ({ page, shop }) => {
    const m = messagesOf(shop).NotFound;
    const path = `/guest/invoice/${REF}/${OTHER.hash}`;
    const raw = await rawGet(path, shop.host);
    expect(raw.status).toBe(404);
    expect(raw.headers['cache-control']).toMatch(/no-store/);
    expect(raw.body).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(raw.body).toContain(m['route-not-found'].replace(/'/g, '&#x27;'));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['route-not-found']);
    await expect(page.getByRole('link', { name: m.back })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });

  test('a signed link of an order the backend does not know is a 404 as well', async ({ page }) => {
    const links = e2eOrderLinks('ORD000099999999');
    for (const path of [links.placed, links.invoice]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("a payment return for an order that is not of the shopper's cart lands on the not-found page", async ({ page, shop }) => {
    const response = await page.goto(`/api/checkout/return/paypal/success?order_ref=${REF}&token=5O190127TN364715T&PayerID=FSMVU44LF3YUS`);
    expect(new URL(page.url()).pathname).toBe('/not-found');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(shop).NotFound['route-not-found']);
    for (const path of ['/api/checkout/return/amazon/success', `/api/checkout/return/stripe/paid?order_ref=${REF}`, '/api/checkout/return/stripe/success']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe('/not-found');
    }
  });

  test('the order status for the processing page refuses a wrong hash with 404 and is never cached; so does cancel', async ({ page }) => {
    await page.goto('/');
    for (const query of [`order=${REF}&h=${OTHER.hash}`, `order=${REF}`, '']) {
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, cache: response.headers.get('cache-control'), json: (await response.json()) as unknown };
      }, `/api/checkout/order-status?${query}`);
      expect({ query, ...answer }).toEqual({ query, status: 404, cache: 'no-store', json: { error: 'not-found' } });
    }
    const cancel = await page.evaluate(async (body) => {
      const response = await fetch('/api/checkout/cancel', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, json: (await response.json()) as unknown };
    }, { order: REF, h: OTHER.hash });
    expect(cancel).toEqual({ status: 404, json: { error: 'not-found' } });
  });
});
