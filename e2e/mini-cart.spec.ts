import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { aboveFreeShipping, addByApi, callCart, cheapInStock, onDemand } from './support/cart-products';

const badge = (page: Page) => page.getByTestId('cart-count');
const cartIcon = (page: Page) => page.getByRole('banner').getByRole('link').filter({ has: badge(page) });

test.describe('mini-cart', () => {
  test('S2-112 S2-122 S2-123 S2-124 S2-125 S2-126 S2-127 S2-128 S2-129 S2-130 S2-131 S2-132 add from the product page; the badge and the mini-cart follow', async ({ page, shop }) => {
    // A long journey (product page, mini-cart, axe, a second product, reload): more time on a loaded machine.
    test.slow();
    const m = messagesOf(shop);
    const cheap = cheapInStock(shop.name);
    await page.goto(`/${cheap.url}`);
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: `1 × ${cheap.title}` })).toBeVisible();
    await expect(badge(page)).toHaveText('1');

    // Desktop: the icon opens the dropdown instead of following its link, and focus moves into it.
    await cartIcon(page).click();
    const mini = page.getByTestId('mini-cart');
    await expect(mini).toBeVisible();
    await expect(page).not.toHaveURL(/\/cart$/);
    await expect(cartIcon(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(mini).toBeFocused();
    // Not a navigation: no 'Please wait...' (it would show after 150 ms).
    await page.waitForTimeout(400);
    await expect(page.getByRole('status').filter({ hasText: m.Common.pleaseWait })).toHaveCount(0);
    await expect(mini.getByRole('link', { name: cheap.title })).toBeVisible();
    await expect(mini.getByText(`1 × `)).toBeVisible();
    await expect(mini.getByText(m.MiniCart.goods)).toBeVisible();
    await expect(mini.getByTestId('cart-goods')).toHaveText(/\d/);
    // Below the threshold the postage is an amount, not 'Free'.
    await expect(mini.getByTestId('cart-shipment')).toHaveText(/\d/);
    await expect(mini.getByTestId('cart-shipment')).not.toHaveText(m.MiniCart.free);
    await expect(mini.getByTestId('cart-discount')).toHaveCount(0);
    await expect(mini.getByTestId('cart-total')).toHaveText(/\d/);
    await expect(mini.getByRole('link', { name: m.MiniCart.toCart })).toHaveAttribute('href', '/cart');
    await expect(mini.getByRole('link', { name: m.MiniCart.registerToContinue })).toHaveAttribute('href', '/login-register?returnTo=%2Fcheckout&tab=register');
    await expect(mini.getByRole('link', { name: m.MiniCart.haveAccount })).toHaveAttribute('href', '/login-register?returnTo=%2Fcheckout');
    await expect(mini.getByText(m.MiniCart.or, { exact: true })).toBeVisible();
    await expect(mini.getByRole('link', { name: m.MiniCart.continueAsGuest })).toHaveAttribute('href', '/checkout');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(mini).toBeHidden();
    await expect(cartIcon(page)).toBeFocused();
    await expect(cartIcon(page)).toHaveAttribute('aria-expanded', 'false');

    // Over the country's threshold, shipment is free; a coupon shows its discount.
    await addByApi(page, aboveFreeShipping(shop.name), 1);
    expect(await callCart(page, '/api/cart/coupon', { code: 'WILLKOMMEN10' })).toBe(200);
    await page.reload();
    await expect(badge(page)).toHaveText('2');
    await cartIcon(page).click();
    await expect(mini.getByRole('listitem')).toHaveCount(2);
    await expect(mini.getByTestId('cart-shipment')).toHaveText(m.MiniCart.free);
    await expect(mini.getByTestId('cart-discount')).toHaveText(/\d/);

    // An outside click closes it; so does leaving the page through one of its links.
    // (the page's left edge: the panel hangs from the icon on the right)
    await page.mouse.click(4, 500);
    await expect(mini).toBeHidden();
    await cartIcon(page).click();
    await mini.getByRole('link', { name: m.MiniCart.toCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(mini).toBeHidden();
  });

  test('S2-112 S2-113 the mini-cart of an empty cart says so; on mobile the cart icon links to /cart', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/');
    await test.step('S2-112 the empty mini-cart', async () => {
      await expect(badge(page)).toHaveText('0');
      await cartIcon(page).click();
      const mini = page.getByTestId('mini-cart');
      await expect(mini.getByText(m.MiniCart.empty)).toBeVisible();
      await expect(mini.getByRole('link', { name: m.MiniCart.continueAsGuest })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('S2-113 on mobile the cart icon links to /cart', async () => {
      // The same page loaded afresh at a phone's width.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(cartIcon(page)).toHaveAttribute('href', '/cart');
      // A plain link here, not a disclosure.
      await expect(cartIcon(page)).not.toHaveAttribute('aria-expanded', /.*/);
      await cartIcon(page).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('mini-cart')).toHaveCount(0);
    });
  });

  test('S2-133 S2-134 the badge shows thousands as Nk in a smaller font', async ({ page, shop }) => {
    const item = onDemand(shop.name);
    await addByApi(page, item, 99);
    await page.reload();
    await expect(badge(page)).toHaveText('99');
    const normal = await badge(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    await addByApi(page, item, 1101);
    await page.reload();
    await expect(badge(page)).toHaveText('1k');
    const small = await badge(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(small).toBeLessThan(normal);
  });
});
