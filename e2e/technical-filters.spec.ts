import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { digits, escapeRegExp, featureCategory, format, listingFeatures, narrowingValue } from './support/feature-facets';

/**
 * Technical filters from the products' specifications (ADR 0041): on a category listing and on the results page, a
 * feature's values are listed with their counts; a value ticked filters the products, shows a removable chip and
 * keeps the other values of its feature choosable; the chip removes it again.
 */
const countHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first();

test('a technical filter on a listing: values with counts, added and removed as a chip', async ({ page, shop }) => {
  const m = messagesOf(shop).Listing;
  const category = featureCategory(shop);
  const { total, features } = await listingFeatures(shop, category.id);
  const { feature, value } = narrowingValue(features, total);
  await page.goto(`/${category.url}`);
  const group = page.getByRole('group', { name: feature.title, exact: true });
  const box = group.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value.title)} \\(`) });
  await expect(box).toBeVisible();
  // The count beside the value is the backend's count of the listing's products with it.
  expect(digits(await box.locator('xpath=..').locator('span').last().textContent())).toBe(String(value.count));
  await box.check();
  await expect(page).toHaveURL(new RegExp(`[?&]feature=${value.id}(&|$)`));
  await expect(countHeading(page)).toContainText(String(value.count));
  const chip = page.getByRole('link', { name: format(m.removeFilter, { filter: format(m.chipFeature, { feature: feature.title, value: value.title }) }) });
  await expect(chip).toBeVisible();
  // A chosen value never hides the other values of its feature.
  await expect(page.getByRole('group', { name: feature.title, exact: true }).getByRole('checkbox')).toHaveCount(feature.values.length);
  // A filtered state is kept out of the index.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousA11yViolations(page);
  await chip.click();
  await expect(page).not.toHaveURL(/feature=/);
  await expect(countHeading(page)).toContainText(String(total));
});

test('a technical filter on the results page: values with counts, added and removed as a chip', async ({ page, shop }) => {
  const m = messagesOf(shop).Search;
  await page.goto(`/search/${encodeURIComponent('Grohe Eurosmart')}`);
  const total = digits(await page.locator('#search-result-count').textContent());
  const form = page.getByRole('form', { name: m.filters });
  // The first feature group after categories and brands with a value that narrows the results.
  const groups = form.locator('fieldset[data-feature]');
  expect(await groups.count()).toBeGreaterThan(0);
  let picked: { feature: string; value: string; count: string } | null = null;
  for (const group of await groups.all()) {
    for (const label of await group.locator('label').all()) {
      const count = digits(await label.locator('span').last().textContent());
      if (Number(count) > 0 && count !== total) {
        const text = (await label.innerText()).replace(/\s*\([\d.,\s]+\)\s*$/, '').trim();
        picked = { feature: (await group.locator('legend').innerText()).trim(), value: text, count };
        break;
      }
    }
    if (picked) break;
  }
  if (!picked) throw new Error('no feature value narrows the results');
  const { feature, value, count } = picked;
  await form.getByRole('group', { name: feature, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value)} \\(`) }).check();
  await page.waitForURL(/[?&]feature=\d+$/);
  await expect(page.locator('#search-result-count')).toContainText(count);
  const chip = page.getByRole('list', { name: m.activeFilters }).getByRole('link', { name: format(m.removeFilter, { filter: format(m.chipFeature, { feature, value }) }) });
  await expect(chip).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chip.click();
  await page.waitForURL((url) => url.search === '');
  await expect(page.getByRole('list', { name: m.activeFilters })).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true });

  test('a technical filter in the filter sheet applies at once and the sheet shows its number of results', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const category = featureCategory(shop);
    const { total, features } = await listingFeatures(shop, category.id);
    const { feature, value } = narrowingValue(features, total);
    await page.goto(`/${category.url}`);
    await page.getByRole('button', { name: m.Listing.filters, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: m.Listing.filters });
    await sheet.getByRole('group', { name: feature.title, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value.title)} \\(`) }).check();
    await page.waitForURL(new RegExp(`[?&]feature=${value.id}`));
    await expect(sheet).toBeVisible();
    await expect.poll(async () => digits(await sheet.getByTestId('filters-show-results').textContent())).toBe(String(value.count));
    await expectNoSeriousA11yViolations(page);
  });
});
