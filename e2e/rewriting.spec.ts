import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_PORTS } from './support/ports';
import { rawGet } from './support/raw-http';
import {
  currentUrl,
  folderUrl,
  landingContentUrl,
  plainContentUrl,
  pseUrl,
  redirectedUrl,
  theliaLocaleOf,
} from './support/catalog-urls';

test.describe('URLs resolved through the rewriting lookup', () => {
  test('S2-60 S2-63 a category is reached through its rewritten URL and shows a listing', async ({ page, shop }) => {
    const category = currentUrl(theliaLocaleOf(shop.name), 'category');
    const response = await page.goto(`/${category.url}`);
    expect(response?.status()).toBe(200);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${category.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
    await expect(page.getByRole('main').getByRole('navigation').getByRole('link', { name: messagesOf(shop).Catalog.breadcrumbHome })).toBeVisible();
    await expect(page.getByRole('main').getByRole('list', { name: category.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-61 a product is reached through its rewritten URL and shows the product page', async ({ page, shop }) => {
    const product = currentUrl(theliaLocaleOf(shop.name), 'product');
    const response = await page.goto(`/${product.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByText(`${messagesOf(shop).Catalog.articleNumber}:`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-62 S2-65 a variant (pse) URL shows its product with that variant', async ({ page, shop }) => {
    const variant = pseUrl(theliaLocaleOf(shop.name));
    const response = await page.goto(`/${variant.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.title);
    await expect(page.getByText(variant.ref, { exact: true })).toBeVisible();
  });

  test('S2-64 a brand is reached through its rewritten URL and shows a listing', async ({ page, shop }) => {
    const brand = currentUrl(theliaLocaleOf(shop.name), 'brand');
    const response = await page.goto(`/${brand.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);
    await expect(page.getByRole('main').getByRole('list', { name: brand.title })).toBeVisible();
  });

  test('S2-66 S2-68 a plain content page shows its text', async ({ page, shop }) => {
    const content = plainContentUrl(theliaLocaleOf(shop.name));
    const response = await page.goto(`/${content.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
    await expect(page.locator('.rich-text')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-67 a content page with brand_id and category_id in its postscriptum shows a listing', async ({ page, shop }) => {
    const landing = landingContentUrl(theliaLocaleOf(shop.name));
    const response = await page.goto(`/${landing.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
    await expect(page.getByRole('main').getByRole('list', { name: landing.title }).getByRole('listitem').first()).toBeVisible();
  });

  test('a moved URL answers 301 to the current URL', async ({ page, shop }) => {
    const moved = redirectedUrl(theliaLocaleOf(shop.name));
    const response = await page.goto(`/${encodeURI(moved.from)}?utm_source=test`);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    const location = new URL(redirect?.headers().location ?? '', page.url());
    expect(decodeURIComponent(location.pathname)).toBe(`/${moved.to}`);
    expect(location.search).toBe('?utm_source=test');
    expect(response?.status()).toBe(200);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${moved.to}`);
  });

  test('S2-81 a view type the shop does not show gives content-type-not-found with 404', async ({ page, shop }) => {
    const response = await page.goto(`/${folderUrl(theliaLocaleOf(shop.name))}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(shop).NotFound['content-type-not-found']);
  });

  test('Romanian-only pages exist only on the Romanian shop', async ({ page, shop }) => {
    const response = await page.goto('/conditii-de-garantie.html');
    expect(response?.status()).toBe(shop.name === 'ro' ? 200 : 404);
  });

  test('/product/{id} answers a permanent redirect (301, from the proxy) to the product URL', async ({ page, shop }) => {
    const product = currentUrl(theliaLocaleOf(shop.name), 'product');
    const response = await page.goto(`/product/${product.view_id}`);
    expect(await response?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(301);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  });

  test('/widerrufsformular redirects to the configured withdrawal form PDF', async ({ shop }) => {
    const response = await rawGet('/widerrufsformular', `${shop.host}:${E2E_PORTS.storefront}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toMatch(/^\/media\/.+\.pdf$/);
  });
});
