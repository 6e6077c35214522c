import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';
import { productWithVariants } from './support/product-data';

/**
 * What independent checkers see on the pages a browser renders: the empty rating stars of the cards have a 4.5:1
 * contrast (3:1 for graphics, WCAG 1.4.11; 4.5:1 for checkers that read the glyphs as text), and axe passes the
 * listing and the product page with variants (the other page kinds are axe-checked at phone width by
 * mobile-overflow.spec.ts). The Nu HTML checker and the structured data of every page kind of each shop are checked in
 * the server HTML (e2e/http/markup-checkers.spec.ts). The stars' colours are the same in every shop.
 */

type Locale = ReturnType<typeof theliaLocaleOf>;

/** A leaf category (its listing shows product cards with ratings). */
const leafCategory = (locale: Locale) => currentUrl(locale, 'category', `AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = r.view_id)`);

/**
 * Contrast against their background of the empty stars of the product cards (the lighter glyphs after the filled
 * ones inside a card's rating).
 */
async function emptyStarContrasts(page: Page): Promise<number[]> {
  return page.locator('article[data-product-id] p[role="img"] > span[aria-hidden="true"] > span').evaluateAll((stars) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const parts = rgb(getComputedStyle(node).backgroundColor);
        if (parts.length === 3 || (parts[3] ?? 0) > 0) return parts;
      }
      return [255, 255, 255];
    };
    return stars
      .filter((star) => (star.textContent ?? '').trim() !== '')
      .map((star) => {
        const [light, dark] = [luminance(rgb(getComputedStyle(star).color)), luminance(background(star))].sort((a, b) => b - a);
        return Math.round(((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) * 100) / 100;
      });
  });
}

test.describe('independent checkers', () => {
  test('the empty stars of the cards have a 4.5:1 contrast; the listing and a product with variants pass axe', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    await page.goto(`/${leafCategory(locale).url}`);
    const starContrasts = await emptyStarContrasts(page);
    expect(starContrasts.length).toBeGreaterThan(0);
    // Graphics need 3:1; HTML_CodeSniffer reads the star glyphs as text and asks 4.5:1.
    expect(starContrasts.filter((ratio) => ratio < 4.5)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/${productWithVariants(locale).url}`);
    await expect(page.locator('section[aria-labelledby="product-reviews"] li article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('without JavaScript a phone shows the listing filters open (no toggle that needs a script)', async ({ browser, shop, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      const locale = theliaLocaleOf(shop.name);
      await page.goto(`/${leafCategory(locale).url}`);
      const m = messagesOf(shop).Listing;
      await expect(page.getByRole('group', { name: m.price })).toBeVisible();
      await expect(page.getByRole('button', { name: m.filters, exact: true })).toBeHidden();
      // No axe here: it runs as a script in the page, which this context does not allow (the page itself is axe-checked
      // with JavaScript in the journey above).
    } finally {
      await context.close();
    }
  });
});
