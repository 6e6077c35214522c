import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';

test.use({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true });

/** The digits of a count as the shop writes it ('1.234', '1 234'). */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('on a phone the filters are a sheet: a brand applies at once, the sheet says how many results there are and closes', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const category = currentUrl(theliaLocaleOf(shop.name), 'category');
  await page.goto(`/${category.url}`);
  const toggle = page.getByRole('button', { name: m.Listing.filters, exact: true });
  await toggle.click();
  const sheet = page.getByRole('dialog', { name: m.Listing.filters });
  await expect(sheet).toBeVisible();
  // A native modal dialog: in the top layer, the page behind inert.
  expect(await sheet.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  await expect(sheet.getByRole('button', { name: m.MobileBuy.closeFilters })).toBeFocused();
  const total = digits(await page.locator('h2[id^="listing-results-"]').textContent());
  const show = sheet.getByTestId('filters-show-results');
  await expect(show).toBeInViewport();
  expect(digits(await show.textContent())).toBe(total);
  await expectNoSeriousA11yViolations(page);

  // A brand ticked in the sheet: the listing behind follows, the sheet stays with the focus on the box, the count follows.
  const brand = sheet.getByRole('group', { name: m.Listing.brands }).getByRole('checkbox').first();
  const brandCount = digits(await sheet.getByRole('group', { name: m.Listing.brands }).locator('label').first().locator('span').last().textContent());
  await brand.check();
  await page.waitForURL(/[?&]brand=\d+/);
  await expect(sheet).toBeVisible();
  await expect.poll(async () => digits(await show.textContent())).toBe(brandCount);
  await expect(sheet.getByRole('checkbox', { checked: true })).toBeFocused();

  // 'Show N results' closes the sheet and gives the focus back to the toggle; Escape does the same.
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(page.getByRole('dialog', { name: m.Listing.filters })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: m.Listing.filters })).toBeHidden();
  await expect(toggle).toBeFocused();
});
