import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { queryE2eDb } from './support/e2e-db';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';

/** A locale config value of the shop, as the backend stores it (JSON text). */
function configValue(shop: 'at' | 'de' | 'ro', name: string): unknown {
  const [row] = queryE2eDb<{ value: string }>('SELECT value FROM locale_config WHERE locale = ? AND name = ?', theliaLocaleOf(shop), name);
  return row ? JSON.parse(row.value) : undefined;
}

/**
 * The pages on a phone as the browser lays them out: nothing moves while they load, the cards' files fit their slot.
 * What the server sends for it in each shop (the banner's and the cards' markup, the LCP image first, the icons and
 * the manifest): e2e/http/shop-identity-and-speed.spec.ts. The default shop (AT) shows the advent banner, so its home
 * page has every box the phone must reserve.
 */
test.describe('the shop on a phone: nothing moves while the page loads (ADR 0036, 0038)', () => {
  test('S2-94 the home page does not shift at 390 px, the advent banner in its reserved 4:1 box; the cards draw the file of their slot; each page kind passes axe', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await test.step('S2-94 the home page does not shift', async () => {
      // Every layout shift from the first paint on, as the Core Web Vitals count it (shifts after input aside).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Images arrive late, as on a slow phone line: every box must be reserved before its file is there (the header's
      // logo slot, the banners, the cards), or the page moves when they land.
      await page.route(/\/_next\/image\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto('/');
      if (configValue(shop.name, 'displayAdvent')) {
        const banner = page.getByTestId('advent-banner').locator('img');
        await expect(banner).toBeVisible();
        await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const box = await banner.boundingBox();
        expect(box && Math.abs(box.width / box.height - 4)).toBeLessThan(0.05);
      }
      // All images above the fold are in: the shifts so far are all the page will make while loading.
      await expect
        .poll(() => page.evaluate(() => Array.from(document.images).filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete)))
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
      // Before the banner's box was reserved this was 0.158 in the AT shop, before the logo's slot was fixed 0.045 (the
      // square mobile mark in a wide box wrapped the icon group onto a second row until it arrived); ADR 0036's goal is 0.02.
      expect(shift).toBeLessThanOrEqual(0.02);
      await expectNoSeriousA11yViolations(page);
      // The other page kinds load at full speed.
      await page.unroute(/\/_next\/image\?/);
    });
    await test.step('a listing draws the file for a half-screen slot', async () => {
      await page.goto(`/${encodeURI(currentUrl(locale, 'category').url)}`);
      // Two columns on a phone: the file drawn for a half-screen slot, not for twice the 320 px card.
      const first = page.locator('article[data-product-id] img').first();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/[?&]w=(256|375|384)&/);
      await expectNoSeriousA11yViolations(page);
    });
    await test.step('a product page', async () => {
      await page.goto(`/${encodeURI(currentUrl(locale, 'product').url)}`);
      await expect(page.getByTestId('gallery-main')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
