import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow as first } from './support/e2e-db';
import { COUNTRY, DELIVERABLE, expectedStockText, productUrl, productWithGap } from './support/product-data';

/**
 * The product page in the browser: variants, quantities, the related carousel, wish list and compare. What the server
 * renders per shop (name, price, VAT, stock, JSON-LD, weight, specifications, documents) is checked in
 * e2e/http/product.spec.ts; axe on each shop's product page runs in e2e/prices.spec.ts.
 */
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

test.describe('product page', () => {
  test('S3-28 S8-03 wish list and compare stay after a reload; a missing colour and size shows so; another colour and size changes the URL to that variant', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const product = productWithGap(theliaLocaleOf(shop.name), COUNTRY[shop.name]);
    await page.goto(`/${product.url}`);

    await test.step('wish list and compare buttons toggle and stay after a reload', async () => {
      await page.getByRole('button', { name: m.Product.wishlistAdd, exact: true }).click();
      await page.getByRole('button', { name: m.Product.compareAdd, exact: true }).click();
      await expect(page.getByRole('button', { name: m.Product.wishlistRemove, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(page.getByRole('button', { name: m.Product.wishlistRemove, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: m.Product.compareRemove, exact: true })).toBeVisible();
      await page.getByRole('button', { name: m.Product.compareRemove, exact: true }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: m.Product.compareAdd, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: m.Product.wishlistRemove, exact: true })).toBeVisible();
    });

    await test.step('a colour and size without a variant shows that the combination does not exist', async () => {
      await page.getByRole('button', { name: product.missing.color, exact: true }).click();
      await page.getByRole('button', { name: `${product.missing.size} (${m.Product.sizeNotInColour})`, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: m.Product.combinationMissing })).toBeVisible();
      await expect(page.getByRole('button', { name: m.Product.addToCart })).toBeDisabled();
    });

    await test.step('another colour and size changes the URL to that variant URL, the stock label follows, a reload keeps the variant', async () => {
      await page.goto(`/${product.url}`);
      await page.getByRole('button', { name: product.target.color, exact: true }).click();
      await page.getByRole('button', { name: product.target.size, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(`/${product.target.url}`);
      const expected = expectedStockText(shop, product.target.state, product.target.quantity);
      await expect(page.getByTestId('stock-label')).toHaveText(expected);
      await expect(page.getByTestId('article-number')).toHaveText(product.target.ref);
      await page.reload();
      expect(pathOf(page)).toBe(`/${product.target.url}`);
      await expect(page.getByTestId('article-number')).toHaveText(product.target.ref);
      await expect(page.getByTestId('stock-label')).toHaveText(expected);
      await expect(page.getByRole('button', { name: product.target.color, exact: true })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test('S3-19 the quantity is adjusted to the minimum and the multiple; add to cart confirms what was added', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const row = first<{ id: number; multiple: number }>(
      `SELECT p.id, p.quantity_multiple AS multiple FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       WHERE ${DELIVERABLE(COUNTRY[shop.name])} AND p.quantity_multiple > 2 AND d.stock_state = 'in_stock' AND d.quantity >= p.quantity_multiple * 2
       ORDER BY p.id LIMIT 1`,
    );
    await page.goto(`/${productUrl(locale, row.id).url}`);
    const input = page.getByLabel(m.Product.quantity, { exact: true });
    await expect(input).toHaveValue(String(row.multiple));
    await input.fill(String(row.multiple + 2));
    await input.press('Enter');
    await expect(input).toHaveValue(String(row.multiple * 2));
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: `${row.multiple * 2} ×` })).toBeVisible();
  });

  test('S3-26 S3-24 the documents are listed and a carousel shows product cards', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const row = first<{ id: number }>(
      `SELECT p.id FROM product p WHERE ${DELIVERABLE(COUNTRY[shop.name])} AND EXISTS (SELECT 1 FROM product_document d WHERE d.product_id = p.id)
       AND EXISTS (SELECT 1 FROM product_association a JOIN product t ON t.id = a.target_id AND t.visible = 1 WHERE a.product_id = p.id AND a.type = 'related')
       ORDER BY p.id LIMIT 1`,
    );
    await page.goto(`/${productUrl(locale, row.id).url}`);
    // The PDFs themselves are checked in e2e/http/product.spec.ts.
    expect(await page.getByRole('region', { name: m.Product.documents }).getByRole('link').count()).toBeGreaterThan(0);
    // The cards load when the carousel comes near the viewport.
    const related = page.getByRole('region', { name: m.Product.related });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    expect(await related.getByRole('listitem').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});
