import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';
import { atPhoneWidths, headerBarLines, headerMainRow, headerTopHeight } from './support/mobile-layout';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('the header keeps menu button, logo and icon group in one row on phones (360, 390 and 414 px)', async ({ page, shop }) => {
  const locale = theliaLocaleOf(shop.name);
  const pages = ['/', `/${currentUrl(locale, 'category').url}`, `/${currentUrl(locale, 'product').url}`].map((path) => encodeURI(path));
  await atPhoneWidths(page, pages, async (path, width) => {
    const row = await headerMainRow(page);
    // Menu button, logo, search toggle, support, account, wish list, comparison, cart.
    expect(row.controls, `${path} at ${width} px`).toBeGreaterThanOrEqual(8);
    expect(row.wrapped, `${path} at ${width} px`).toEqual([]);
    // One row of 40 px buttons and its padding (two rows were 116 px).
    expect(row.height, `${path} at ${width} px`).toBeLessThanOrEqual(72);
  });
});

/** Sales bar (40 px), country bar (41 px) and main row (68 px) of one line each, and some room for fonts. */
const HEADER_TOP_MAX = 160;

test('the sales bar and the country bar keep one line each on phones, so the header stays short (360, 390 and 414 px)', async ({ page, shop }) => {
  const locale = theliaLocaleOf(shop.name);
  const pages = ['/', `/${currentUrl(locale, 'category').url}`, `/${currentUrl(locale, 'product').url}`].map((path) => encodeURI(path));
  await atPhoneWidths(page, pages, async (path, width) => {
    const where = `${path} at ${width} px`;
    const sales = await headerBarLines(page, '#sales-bar');
    const country = await headerBarLines(page, '[data-testid="country-bar"]');
    // The seeded shops have both bars; a missing one would make this test pass for nothing.
    expect(sales, where).not.toBeNull();
    expect(country, where).not.toBeNull();
    expect({ lines: sales?.lines, text: sales?.text }, where).toEqual({ lines: 1, text: sales?.text });
    expect({ lines: country?.lines, text: country?.text }, where).toEqual({ lines: 1, text: country?.text });
    expect(await headerTopHeight(page), where).toBeLessThanOrEqual(HEADER_TOP_MAX);
  });
});

test("the country bar's info stays whole on phones: its 'Info' disclosure shows the text", async ({ page, shop }) => {
  const header = messagesOf(shop).Header;
  await page.goto('/');
  const bar = page.getByTestId('country-bar');
  const toggle = bar.locator('summary').filter({ hasText: header.infoToggle });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const panel = toggle.locator('xpath=following-sibling::*[1]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(/\d/);
  await expectNoSeriousA11yViolations(page);
  // The panel lies on the page, not beyond the screen's right edge.
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});
