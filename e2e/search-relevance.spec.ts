import type { Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { settledOptionCount } from './support/live-search';
import type { ShopProject } from './support/ports';

/**
 * Search relevance (issue 20, docs/adr/0040-search-analysis.md): a shopper's everyday word and a compound word find
 * the catalogue's products, in the live box and on the results page, in each shop's language. The words appear in
 * no product title: they reach the products through the synonym list and the decompounder of the index.
 */
type Case = { typed: string; found: RegExp };
const CASES: Record<ShopProject['name'], { colloquial: Case; compound: Case }> = {
  at: { colloquial: { typed: 'Klobrille', found: /WC-Sitz/ }, compound: { typed: 'Waschbeckenunterschrank', found: /Waschtischunterschrank/ } },
  de: { colloquial: { typed: 'Handtuchtrockner', found: /Badheizkörper/ }, compound: { typed: 'Heizkörperthermostat', found: /Thermostatkopf/ } },
  ro: { colloquial: { typed: 'colac wc', found: /Capac WC/ }, compound: { typed: 'uscator portprosop', found: /Radiator port-prosop/ } },
};

function searchBox(page: Page, shop: ShopProject) {
  return page.getByRole('combobox', { name: messagesOf(shop).Search.label });
}

/** Types the word into the hydrated box, checks the dropdown's first 6 options, then opens the results page with Enter. */
async function searchFor(page: Page, shop: ShopProject, { typed, found }: Case) {
  const m = messagesOf(shop).Search;
  await page.goto('/');
  const box = searchBox(page, shop);
  await expect.poll(() => box.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await box.fill(typed);
  const listbox = page.getByRole('listbox', { name: m.suggestions });
  const options = listbox.getByRole('option');
  expect(await settledOptionCount(page, listbox)).toBeGreaterThanOrEqual(6);
  // Every product of the first chunk, the 6 best matches, is of the meant type (its title is the option's first line).
  for (const text of (await options.allInnerTexts()).slice(0, 6)) expect(text.split('\n')[0] ?? '').toMatch(found);
  await expectNoSeriousA11yViolations(page);

  await box.press('Enter');
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/search/${typed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading.replace('{term}', typed));
  const cards = page.getByRole('main').locator('[data-listing-page]').first().locator('article[data-product-id]');
  await expect(cards).toHaveCount(12);
  for (const title of await cards.getByRole('heading').allInnerTexts()) expect(title).toMatch(found);
  await expectNoSeriousA11yViolations(page);
}

// The words and the catalogue's names are each shop's language: every shop is checked.
test('an everyday word and a compound word find the products the catalogue names otherwise, in the live box and on the results page', EVERY_SHOP, async ({ page, shop }) => {
  await test.step('an everyday word finds the products the catalogue names otherwise', async () => {
    await searchFor(page, shop, CASES[shop.name].colloquial);
  });
  await test.step('a compound word finds the products of its parts', async () => {
    await searchFor(page, shop, CASES[shop.name].compound);
  });
});
