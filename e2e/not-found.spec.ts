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

test.describe('not-found page', () => {
  test('S2-76 S2-72 S2-73 S2-74 S8-01 an unknown path gives 404 with the rewriting message, cartoon and rain', async ({ page, shop }) => {
    const response = await page.goto('/diese-seite-gibt-es-nicht-4711.html');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['rewriting-failed']);
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
    await expect(page.locator('[data-rain]')).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-75 Back to homepage leads to /', async ({ page, shop }) => {
    await page.goto('/gibt-es-nicht.html');
    await page.getByRole('link', { name: messagesOf(shop).NotFound.back }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('S2-57 /not-found shows the not-found page with 404', async ({ page, shop }) => {
    const response = await page.goto('/not-found');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['route-not-found']);
  });

  test('S2-58 S2-82 /404 and unknown sub-routes show route-not-found with 404', async ({ page, shop }) => {
    for (const path of ['/404', '/cart/unknown/deeper', '/product/1/2/3']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['route-not-found']);
    }
  });

  test('S2-77 a product that does not exist gives product-fetch-failed with 404', async ({ page, shop }) => {
    const response = await page.goto('/product/999999999');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['product-fetch-failed']);
  });
  test('S8-02 a selection listing that does not exist shows Sale was not found with 404', async ({ page, shop }) => {
    for (const path of ['/shop-grid-standard/black-friday', '/shop-grid-standard/outlet']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page, shop, messagesOf(shop).NotFound['sale-not-found']);
    }
  });
});
