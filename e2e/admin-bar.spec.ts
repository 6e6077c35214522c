import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoCustomer, shopCustomer, logIn } from './support/accounts';
import { cheapInStock } from './support/cart-products';
import { currentUrl, plainContentUrl, theliaLocaleOf } from './support/catalog-urls';

const SECTIONS = ['customers', 'orders', 'categories', 'folders', 'coupon', 'sales', 'brand', 'export', 'import', 'modules', 'configuration'];

/**
 * The admin bar (ADR 0030): administrators only, wide screens only, links into the back office in a new tab, plus
 * the update page of the item the page shows. Catalogue pages stay cached: the bar comes after the page.
 */
test('S6-05 S2-97 S2-135 S2-136 S2-137 S2-138 S2-140 the administrator sees the admin bar on a wide screen, with the page\'s update link', async ({ page, shop }) => {
  const a = messagesOf(shop).AdminBar;
  const product = cheapInStock(shop.name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, demoCustomer('admin').email);
  await page.goto(`/${product.url}`);
  const bar = page.getByRole('navigation', { name: a.label });
  await expect(bar).toBeVisible();
  const links = bar.getByRole('link');
  await expect(links).toHaveCount(SECTIONS.length + 1);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('data-admin-link')))).toEqual([...SECTIONS, 'update-product']);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(bar.getByRole('link', { name: new RegExp(`^${a.customers}`) })).toHaveAttribute('href', /\/admin\/customers$/);
  await expect(bar.getByRole('link', { name: new RegExp(`^${a.categories}`) })).toHaveAttribute('href', /\/admin\/catalog$/);
  await expect(bar.getByRole('link', { name: new RegExp(`^${a.updateProduct}`) })).toHaveAttribute('href', new RegExp(`/admin/products/update\\?product_id=${product.productId}$`));
  await expectNoSeriousA11yViolations(page);

  const category = currentUrl(theliaLocaleOf(shop.name), 'category');
  await page.goto(`/${category.url}`);
  await expect(bar.getByRole('link', { name: new RegExp(`^${a.updateCategory}`) })).toHaveAttribute('href', new RegExp(`/admin/categories/update\\?category_id=${category.view_id}$`));
  await expect(bar.locator('[data-admin-link="update-product"]')).toHaveCount(0);

  const content = plainContentUrl(theliaLocaleOf(shop.name));
  await page.goto(`/${content.url}`);
  await expect(bar.getByRole('link', { name: new RegExp(`^${a.updateContent}`) })).toHaveAttribute('href', new RegExp(`/admin/content/update/${content.view_id}$`));

  // S2-97: below 992 px the bar is not shown.
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(bar).toBeHidden();
});

test('S6-05 a customer who is no administrator gets no admin bar', async ({ page, shop }) => {
  const m = messagesOf(shop);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, shopCustomer(shop).email);
  const product = cheapInStock(shop.name);
  const shopper = page.waitForResponse((response) => response.url().endsWith('/api/account/me') && response.status() === 200);
  await page.goto(`/${product.url}`);
  await shopper;
  // The page knows the customer (the review island asked for their rights), and still shows no bar.
  await expect(page.getByTestId('review-refused')).toContainText(m.Reviews.onlyCustomers);
  await expect(page.getByRole('navigation', { name: m.AdminBar.label })).toHaveCount(0);
  // Nor does the bar's route answer them: e2e/http/admin-bar.spec.ts.
});
