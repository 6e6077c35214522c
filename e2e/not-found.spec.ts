import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import type { Page } from '@playwright/test';
import type { ShopProject } from './support/ports';

async function expectNotFoundPage(page: Page, shop: ShopProject, message: string): Promise<void> {
  const m = messagesOf(shop).NotFound;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
  const crumbs = page.getByRole('main').getByRole('navigation');
  await expect(crumbs.getByRole('link', { name: messagesOf(shop).Catalog.breadcrumbHome })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText(m.breadcrumbCurrent)).toBeVisible();
  await expect(page.getByRole('link', { name: m.back })).toHaveAttribute('href', '/');
}

// The statuses, the message of each reason, the breadcrumb and the way home of every kind of not-found URL are
// checked in each shop's server HTML (e2e/http/not-found.spec.ts); here the page as a browser draws it.
test.describe('not-found page', () => {
  test('S2-76 S2-72 S2-73 S2-74 S8-01 S2-75 an unknown path gives 404 with the rewriting message, cartoon and rain; Back to homepage leads to /', async ({ page, shop }) => {
    const response = await page.goto('/diese-seite-gibt-es-nicht-4711.html');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['rewriting-failed']);
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
    await expect(page.locator('[data-rain]')).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    await test.step('S2-75 Back to homepage leads to /', async () => {
      await page.getByRole('link', { name: messagesOf(shop).NotFound.back }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('main')).toBeVisible();
    });
  });
});

test.describe('not-found page in a browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The same page with JavaScript passes axe (the first journey above); axe itself needs JavaScript in the page.
  test('S2-76 S2-75 the shopper sees the message, the breadcrumb and the way home', async ({ page, shop }) => {
    const response = await page.goto('/gibt-es-nicht-xyz');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['rewriting-failed']);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: messagesOf(shop).NotFound.back }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
