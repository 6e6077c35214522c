import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, plainContentUrl, theliaLocaleOf } from './support/catalog-urls';

/**
 * Every rewritten URL's status, heading and listing are checked in each shop's server HTML (e2e/http/rewriting.spec.ts);
 * here a browser renders the page kinds a rewritten URL leads to, each checked with axe.
 */
test.describe('URLs resolved through the rewriting lookup', () => {
  test('S2-60 S2-61 S2-66 a category, a product and a content page render from their rewritten URLs with no serious accessibility violation', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    await test.step('S2-60 a category', async () => {
      const category = currentUrl(locale, 'category');
      const response = await page.goto(`/${category.url}`);
      expect(response?.status()).toBe(200);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${category.url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
      await expect(page.getByRole('main').getByRole('navigation').getByRole('link', { name: messagesOf(shop).Catalog.breadcrumbHome })).toBeVisible();
      await expect(page.getByRole('main').getByRole('list', { name: category.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    await test.step('S2-61 a product', async () => {
      const product = currentUrl(locale, 'product');
      const response = await page.goto(`/${product.url}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await expect(page.getByText(`${messagesOf(shop).Catalog.articleNumber}:`).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    await test.step('S2-66 a plain content page', async () => {
      const content = plainContentUrl(locale);
      const response = await page.goto(`/${content.url}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.locator('.rich-text')).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
