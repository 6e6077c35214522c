import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow } from './support/e2e-db';
import { E2E_PORTS, SHOP_PROJECTS } from './support/ports';

/** A category with at least 5 visible products (its listing shows 5 cards or more). */
function busyCategoryUrl(shop: 'at' | 'de' | 'ro'): string {
  return currentUrl(
    theliaLocaleOf(shop),
    'category',
    `AND (SELECT COUNT(*) FROM product_category pc JOIN product p ON p.id = pc.product_id AND p.visible = 1 WHERE pc.category_id = r.view_id) >= 5`,
  ).url;
}

const cardTitles = (page: Page) => page.locator('article[data-product-id] h3');

test.describe('wish list and compare list', () => {
  test('S1-06 S2-49 S3-58 S8-06 the wish list from a product card and a product page: header count, /wishlist, removal, a failed add-all, kept per shop', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const listing = busyCategoryUrl(shop.name);
    await page.goto(`/${listing}`);
    const firstTitle = (await cardTitles(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: m.Lists.wishlistAdd.replace('{title}', firstTitle) }).click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    const product = firstE2eRow<{ url: string; title: string }>(
      `SELECT r.url, t.title FROM rewriting_url r JOIN product p ON p.id = r.view_id AND p.visible = 1
       JOIN product_i18n t ON t.id = p.id AND t.locale = r.view_locale
       JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 5
       WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL AND t.title <> ?
         AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ?)
         AND p.id NOT IN (SELECT value FROM json_each('[' || (SELECT trim(value, '"') FROM locale_config WHERE name = 'price_request_product_ids' LIMIT 1) || ']'))
       ORDER BY p.id DESC LIMIT 1`,
      theliaLocaleOf(shop.name),
      firstTitle,
      { at: 13, de: 5, ro: 146 }[shop.name],
    );
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: m.Product.wishlistAdd, exact: true }).click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: m.Lists.wishlistTitle })).toBeVisible();
    const list = page.getByRole('list', { name: m.Lists.wishlistTitle });
    await expect(list.getByRole('article')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await list.getByRole('button', { name: m.Lists.wishlistRemove.replace('{title}', firstTitle) }).click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: m.Lists.wishlistTitle }).getByRole('article')).toHaveCount(1);

    // 'Add all to cart' is a multi-add: when the storefront refuses it, the error toast says so.
    await page.route('**/api/cart/lines', (route) => route.fulfill({ status: 503, json: { error: 'cart-unavailable' } }));
    await page.getByRole('button', { name: m.Lists.addAllToCart }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Cart.addFailed })).toBeVisible();
    await page.unroute('**/api/cart/lines');

    // Another shop keeps its own list.
    const other = SHOP_PROJECTS.find((candidate) => candidate.name !== shop.name) ?? SHOP_PROJECTS[0];
    await page.goto(`http://${other.host}:${E2E_PORTS.storefront}/wishlist`);
    await expect(page.getByText(messagesOf(other).Lists.wishlistEmpty)).toBeVisible();
  });

  test('S1-07 S2-50 compare up to 4 products side by side with the differences marked; a fifth is refused', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto(`/${busyCategoryUrl(shop.name)}`);
    const titles = (await cardTitles(page).allTextContents()).slice(0, 5);
    for (const title of titles.slice(0, 4)) await page.getByRole('button', { name: m.Lists.compareAdd.replace('{title}', title) }).click();
    await expect(page.getByTestId('compare-count')).toHaveText('4');
    await page.getByRole('button', { name: m.Lists.compareAdd.replace('{title}', titles[4] ?? '') }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Lists.compareFull })).toBeVisible();
    await expect(page.getByTestId('compare-count')).toHaveText('4');

    await page.goto('/compare');
    const table = page.getByRole('table');
    await expect(table.getByRole('link')).toHaveCount(4);
    await expect(table.locator('tr[data-differs="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const same = await table.locator('tbody tr[data-differs="false"]').count();
    await page.getByLabel(m.Lists.onlyDifferences).check();
    await expect(table.locator('tbody tr[data-differs="false"]')).toHaveCount(0);
    if (same > 0) await page.getByLabel(m.Lists.onlyDifferences).uncheck();
    await page.getByRole('button', { name: m.Lists.removeFromCompare.replace('{title}', titles[0] ?? '') }).click();
    await expect(table.getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('compare-count')).toHaveText('3');
  });
});
