import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';
import { headerMainRow } from './support/mobile-layout';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const WIDTHS = [360, 390, 414] as const;

test('the header keeps menu button, logo and icon group in one row on phones (360, 390 and 414 px)', async ({ page, shop }) => {
  const locale = theliaLocaleOf(shop.name);
  const pages = ['/', `/${currentUrl(locale, 'category').url}`, `/${currentUrl(locale, 'product').url}`].map((path) => encodeURI(path));
  for (const path of pages) {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      const row = await headerMainRow(page);
      // Menu button, logo, search toggle, support, account, wish list, comparison, cart.
      expect(row.controls, `${path} at ${width} px`).toBeGreaterThanOrEqual(8);
      expect(row.wrapped, `${path} at ${width} px`).toEqual([]);
      // One row of 40 px buttons and its padding (two rows were 116 px).
      expect(row.height, `${path} at ${width} px`).toBeLessThanOrEqual(72);
    }
  }
});
