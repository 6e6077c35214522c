import { test, expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import de from '../../messages/de.json';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demoCustomer, logIn } from '../support/accounts';
import { cheapInStock } from '../support/cart-products';
import { useJourneyCluster, shopperContext, shopRequest, VARNISH } from '../support/cluster-stack';

/**
 * One shopper's answers through Varnish never reach another (ADR 0066): Anna, logged in with a cart, opens her cart,
 * account and checkout; then Ben, a guest in another browser, opens the same URLs through the same Varnish and gets
 * his own empty cart and the login, nothing of Anna's. Every one of these answers passes Varnish uncached.
 */

useJourneyCluster();

const PER_SHOPPER_PAGES = ['/cart', '/checkout', '/account', '/account/orders', '/account/addresses'];

/** True once React has hydrated the button (its props are on the DOM node): a click then reaches the handler. */
const hydrated = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

/** Opens a page and returns how Varnish answered its document (X-Cache). */
async function open(page: Page, path: string): Promise<string | null> {
  const response: Response | null = await page.goto(path);
  // A redirect (the login for a guest's account page) is the first answer of the chain.
  const first = response?.request().redirectedFrom()?.response() ?? null;
  return ((await first) ?? response)?.headers()['x-cache'] ?? null;
}

test("a shopper's cart, account and checkout pages through Varnish are never served to a second shopper", async ({ browser }) => {
  const anna = demoCustomer('private-at');
  const product = cheapInStock('at');
  const annaContext = await shopperContext(() => browser.newContext({ baseURL: `http://at.localhost:${VARNISH}`, locale: 'de-AT' }));
  const benContext = await shopperContext(() => browser.newContext({ baseURL: `http://at.localhost:${VARNISH}`, locale: 'de-AT' }));
  try {
    const annaPage = await annaContext.newPage();
    await annaPage.goto(`/${product.url}`);
    await logIn(annaPage, anna.email);
    await annaPage.reload();
    await expect.poll(() => hydrated(annaPage, de.Product.addToCart)).toBe(true);
    await annaPage.getByRole('button', { name: de.Product.addToCart }).click();
    await expect(annaPage.getByRole('status').filter({ hasText: '1 ×' })).toBeVisible({ timeout: 20_000 });

    for (const path of PER_SHOPPER_PAGES) {
      expect([path, await open(annaPage, path)]).toEqual([path, 'UNCACHEABLE']);
      await expectNoSeriousA11yViolations(annaPage);
    }
    await open(annaPage, '/cart');
    await expect(annaPage.getByTestId('cart-line').filter({ hasText: product.title })).toHaveCount(1);
    await open(annaPage, '/account');
    await expect(annaPage.getByText(anna.address.address1).first()).toBeVisible();

    const benPage = await benContext.newPage();
    for (const path of PER_SHOPPER_PAGES) {
      expect([path, await open(benPage, path)]).toEqual([path, 'UNCACHEABLE']);
      const html = await benPage.content();
      for (const secret of [anna.email, anna.lastname, anna.address.address1, product.title]) expect([path, html.includes(secret)]).toEqual([path, false]);
      await expectNoSeriousA11yViolations(benPage);
    }
    await open(benPage, '/cart');
    await expect(benPage.getByText(de.CartPage.empty)).toBeVisible();
    await open(benPage, '/account');
    await expect(benPage).toHaveURL(/\/login-register/);

    // The same per-shopper URLs without a browser: every answer passes Varnish, none is stored.
    for (const path of [...PER_SHOPPER_PAGES, '/api/cart', '/api/account/me']) {
      const answers = [await shopRequest(VARNISH, path), await shopRequest(VARNISH, path)];
      expect([path, ...answers.map((answer) => answer.headers['x-cache'])]).toEqual([path, 'UNCACHEABLE', 'UNCACHEABLE']);
    }
  } finally {
    await annaContext.close();
    await benContext.close();
  }
});
