import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';

/**
 * The sort control of the listings with the keyboard (WCAG 3.2.2, ADR 0037): the arrow keys only move through the
 * orders; Enter on the select or the 'Sort' button applies the chosen one; the focus stays where it was after the
 * listing of the new order is shown.
 */

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('the arrow keys move through the sort orders without changing the page; Enter or the button applies, the focus stays', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const locale = theliaLocaleOf(shop.name);
  const brand = currentUrl(locale, 'brand');
  await page.goto(`/${brand.url}`);
  const select = page.getByRole('combobox', { name: m.Listing.sort });
  const apply = page.getByRole('form', { name: m.Listing.sort }).getByRole('button', { name: m.Sort.apply });
  await expect(select).toHaveValue('sales');
  await expect(apply).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = await historyLength(page);

  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('price_asc');
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('price_desc');
  await expect(select).toBeFocused();
  // Enter applies the order reached, the only navigation of the three key presses: the orders passed on the way were
  // never applied (each would have been its own history entry and taken the focus away from the select).
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  expect(await historyLength(page)).toBe(before + 1);
  await expect(select).toHaveValue('price_desc');
  await expect(select).toBeFocused();

  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('price_asc');
  await page.keyboard.press('Tab');
  await expect(apply).toBeFocused();
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  await expect(apply).toBeFocused();
  await expect(select).toHaveValue('price_asc');
  await expectNoSeriousA11yViolations(page);
});
