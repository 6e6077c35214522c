import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';

/** Search results sorted like listings (ADR 0041): the same control, `sort` in the URL, the order applied. */
const TERM = 'Grohe Eurosmart';
const cards = (page: Page) => page.getByRole('main').locator('[data-listing-page]').first().locator('article[data-product-id]');

/** An amount as the shop prints it ('€ 1.234,50', '1.234,50 lei') as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('search results sorted by price, low to high, then high to low', async ({ page, shop }) => {
  const m = messagesOf(shop);
  await page.goto(`/search/${encodeURIComponent(TERM)}`);
  const select = page.getByRole('combobox', { name: m.Search.sort });
  await expect(select).toHaveValue('relevance');
  await expect(select.locator('option')).toHaveText([m.Search.sortRelevance, m.Listing.sortSales, m.Listing.sortPriceAsc, m.Listing.sortPriceDesc, m.Listing.sortNewest, m.Listing.sortName]);
  await select.selectOption('price_asc');
  await page.waitForURL(/\?sort=price_asc$/);
  await expect(page.getByRole('combobox', { name: m.Search.sort })).toHaveValue('price_asc');
  await expect(cards(page)).toHaveCount(12);
  const prices = (await cards(page).getByTestId('sale-price').allTextContents()).map(amountOf);
  expect(prices.length).toBe(12);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expectNoSeriousA11yViolations(page);

  // A filter applied keeps the order; the descending order reverses it.
  await page.getByRole('combobox', { name: m.Search.sort }).selectOption('price_desc');
  await page.waitForURL(/\?sort=price_desc$/);
  await expect.poll(async () => {
    const down = (await cards(page).getByTestId('sale-price').allTextContents()).map(amountOf);
    return down.length === 12 && down.every((price, i) => i === 0 || price <= (down[i - 1] ?? price));
  }).toBe(true);
});
