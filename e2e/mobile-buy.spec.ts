import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { cheapInStock } from './support/cart-products';
import { underScrollToTop } from './support/mobile-layout';
import { TOAST_SHOW_MS } from '../lib/ui-state/toast-store';

test.use({ viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true });

/** Scrolls so that the element's top is at the top of the screen (or as far as the page goes). */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Walks down the page in steps: at every stop the scroll-to-top button lies on no control and no amount. */
async function expectScrollToTopNeverCovers(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 450; y <= height; y += 230) {
    await scrollTo(page, y);
    await expect.poll(() => underScrollToTop(page), { message: `scroll-to-top at ${y} px` }).toEqual([]);
  }
}

test.describe('buying on a phone', () => {
  test('the buy bar stands in for the add-to-cart row out of view; adding confirms with a link to the cart; the cart has a checkout bar', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop);
    const product = cheapInStock(shop.name);
    await page.goto(`/${product.url}`);
    const bar = page.getByRole('region', { name: m.MobileBuy.barLabel.replace('{title}', product.title) });
    const row = page.getByRole('button', { name: m.Product.addToCart }).first();

    // The page's own row in view: no bar. Scrolled past it: the bar with the same price, the stock and the button.
    await row.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await scrollTo(page, 100_000);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText((await page.getByTestId('price-box').getByTestId('sale-price').textContent()) ?? '-');
    await expect(bar).toContainText((await page.getByTestId('stock-label').textContent()) ?? '-');
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y + barBox.height).toBeCloseTo(664, 0);
    await expectNoSeriousA11yViolations(page);
    // The scroll-to-top button steps aside while a control or an amount lies under it, all down the page.
    await expectScrollToTopNeverCovers(page);
    await scrollTo(page, 100_000);

    // Adding from the bar: a toast above the bar says what was added and leads to the cart.
    await bar.getByRole('button', { name: m.Product.addToCart }).click();
    const toast = page.getByRole('status').filter({ hasText: `1 × ${product.title}` });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    expect(toastBox && barBox && toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox?.y ?? 0);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await toast.getByRole('link', { name: m.MobileBuy.toCart }).click();
    await page.waitForURL(/\/cart$/);

    // The cart: the checkout is reachable without scrolling (the bar), with the same total as the summary.
    const checkoutBar = page.getByRole('region', { name: m.MobileBuy.cartBarLabel });
    await expect(checkoutBar).toBeVisible();
    await expect(checkoutBar.getByTestId('cart-bar-total')).toHaveText((await page.getByTestId('cart-total').textContent()) ?? '-');
    const checkout = checkoutBar.getByRole('link', { name: m.CartPage.checkout });
    await expect(checkout).toHaveAttribute('href', '/checkout');
    await expect(checkout).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await expectScrollToTopNeverCovers(page);
    // The summary's own checkout button in view: the bar goes.
    await page.getByRole('complementary', { name: m.CartPage.summary }).getByRole('link', { name: m.CartPage.checkout }).first().scrollIntoViewIfNeeded();
    await expect(checkoutBar).toBeHidden();
  });

  test('a toast stays while the focus or the pointer is on it, and goes its time after both have left', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const product = cheapInStock(shop.name);
    // The page's timers run on a clock the test can move on (WCAG 2.2.1: time to act on the toast's link).
    await page.clock.install();
    await page.goto(`/${product.url}`);
    // Added from the buy bar (the page's own row out of view): the add that a toast above the bar confirms.
    await scrollTo(page, 100_000);
    const add = page.getByTestId('buy-bar').getByRole('button', { name: m.Product.addToCart });
    await add.click();
    const toast = page.getByTestId('toast').filter({ hasText: `1 × ${product.title}` });
    await expect(toast).toBeVisible();

    await toast.getByRole('link', { name: m.MobileBuy.toCart }).focus();
    await page.clock.fastForward(3 * TOAST_SHOW_MS);
    await expect(toast).toBeVisible();
    await toast.hover();
    await add.focus();
    await page.clock.fastForward(3 * TOAST_SHOW_MS);
    await expect(toast).toBeVisible();

    await page.mouse.move(1, 1);
    await page.clock.fastForward(TOAST_SHOW_MS - 1000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(2000);
    await expect(toast).toBeHidden();
  });
});
