import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { queryE2eDb } from './support/e2e-db';

/** The brands page is reachable from the footer and shows each brand's logo, named by its alt text. */
test('the footer links to the brands page, which shows brand logos', async ({ page, shop }) => {
  const m = messagesOf(shop);
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: m.Footer.brandsLink, exact: true });
  await link.click();
  await expect(page).toHaveURL(/\/brands$/);
  const brands = queryE2eDb<{ title: string }>(
    `SELECT DISTINCT bi.title FROM brand b JOIN brand_i18n bi ON bi.id = b.id AND bi.locale = 'de_AT'
     JOIN product p ON p.brand_id = b.id AND p.visible = 1 WHERE b.visible = 1 AND b.logo IS NOT NULL ORDER BY bi.title LIMIT 3`,
  );
  expect(brands.length).toBeGreaterThan(0);
  for (const brand of brands) {
    const logo = page.getByRole('main').getByRole('img', { name: brand.title, exact: true });
    await expect(logo).toBeVisible();
    // The logo file is there (an image that failed to load has no natural width).
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);
});
