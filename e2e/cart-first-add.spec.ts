import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { cheapInStock, type CartProduct } from './support/cart-products';

/** True once React has hydrated the element (its props are attached to the DOM node): a click then reaches the handler. */
const hydrated = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test.describe('first adds of a new shopper', () => {
  test('five adds at once, in five tabs of a browser without a cart cookie, all land in one cart', async ({ context, shop }) => {
    test.slow();
    const m = messagesOf(shop);
    const products: CartProduct[] = [];
    for (let index = 0; index < 5; index += 1) products.push(cheapInStock(shop.name, products.at(-1)?.productId ?? 0));
    expect(new Set(products.map((product) => product.productId)).size).toBe(5);
    // A browser without a cart (the consent choice the journeys start with is its only cookie).
    expect((await context.cookies()).filter((cookie) => cookie.name !== 'CookieConsentGA')).toEqual([]);

    const tabs: Page[] = [];
    for (const product of products) {
      const tab = await context.newPage();
      await tab.goto(`/${product.url}`);
      await expect.poll(() => hydrated(tab, m.Product.addToCart)).toBe(true);
      tabs.push(tab);
    }
    // Every add waits a moment on its way to the storefront, so all five are under way before the first is answered
    // (without the cart client's gate, each would make a cart of its own and only the last cookie would survive).
    await context.route('**/api/cart/lines', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: m.Product.addToCart }).click()));
    for (const tab of tabs) await expect(tab.getByRole('status').filter({ hasText: '1 ×' })).toBeVisible({ timeout: 20_000 });
    await context.unroute('**/api/cart/lines');

    const cartPage = tabs[0]!;
    await cartPage.goto('/cart');
    const lines = cartPage.getByTestId('cart-line');
    await expect(lines).toHaveCount(5);
    for (const product of products) await expect(lines.filter({ hasText: product.title })).toHaveCount(1);
    await expect(cartPage.getByTestId('cart-count')).toHaveText('5');
    await expectNoSeriousA11yViolations(cartPage);
  });

  test('an add lands in the cart when the shopper leaves the page before its answer', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const product = cheapInStock(shop.name);
    await page.goto(`/${product.url}`);
    await expect.poll(() => hydrated(page, m.Product.addToCart)).toBe(true);
    // The answer (with the new cart's cookie) is slow: the shopper has gone to the home page before it comes.
    await page.context().route('**/api/cart/lines', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => undefined);
    });
    const sent = page.waitForRequest('**/api/cart/lines');
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await sent;
    await page.goto('/');
    // The cart they open once the add is through holds the line (before the fix the call died with the page).
    await expect
      .poll(async () => {
        await page.goto('/cart');
        return page.getByTestId('cart-line').filter({ hasText: product.title }).count();
      }, { timeout: 10_000 })
      .toBe(1);
    await expectNoSeriousA11yViolations(page);
  });
});
