import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { format } from './support/feature-facets';
import { amountOf, backendList, bigLeafCategory, brandsOf, COUNTRY_OF } from './support/listing-data';

/**
 * Listing pages in the browser: brand filter, price range, sort, chips, infinite scroll, the filters on a phone, the
 * cards as drawn. What the server HTML alone shows (plain page links, empty state, junk in the query, brand and type
 * listings, stock badges, SEO) is checked in e2e/http/listing.spec.ts. The listing works alike in every shop: the
 * journeys run in the default shop (the per-shop prices and VAT notes are HTTP checks).
 */

const cards = (page: Page) => page.getByRole('main').locator('article[data-product-id]');
/** The server-rendered chunk (the infinite scroll may already have appended the next one below it). */
const firstChunk = (page: Page) => page.getByRole('main').locator('[data-listing-page]').first().locator('article[data-product-id]');
const countHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first();

test.describe('listing pages', () => {
  test('S7-03 S1-01 S2-63 sorted by sales, scrolled to page 2, filtered by brand, then sorted by price', async ({ page, shop }) => {
    const m = messagesOf(shop).Listing;
    const locale = theliaLocaleOf(shop.name);
    const category = bigLeafCategory(locale);
    const { inside } = brandsOf(locale, category.id);
    const countryId = COUNTRY_OF[shop.name];
    expect((await page.goto(`/${category.url}`))?.status()).toBe(200);

    await test.step('sorted by sales by default', async () => {
      const bySales = await backendList({ category: category.id, locale, country_id: countryId, limit: 12 });
      await expect(cards(page).first()).toHaveAttribute('data-product-id', String(bySales.products[0]?.id));
      await expect(countHeading(page)).toContainText(String(category.n));
      await expect(firstChunk(page)).toHaveCount(12);
    });

    await test.step('scrolled past the first 12: the 13th card appears and the URL shows page=2', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(cards(page).nth(12)).toBeAttached();
      await cards(page).nth(12).evaluate((card) => card.scrollIntoView({ block: 'start' }));
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await cards(page).first().evaluate((card) => card.scrollIntoView({ block: 'start' }));
      await expect(page).not.toHaveURL(/page=/);
    });

    await test.step('filtered by brand: chip appears, count changes, URL holds brand=; the chip removes it', async () => {
      await page.getByRole('checkbox', { name: new RegExp(`^${inside.title} \\(`) }).check();
      await expect(page).toHaveURL(new RegExp(`[?&]brand=${inside.id}(&|$)`));
      const chip = page.getByRole('link', { name: format(m.removeFilter, { filter: format(m.chipBrand, { brand: inside.title }) }) });
      await expect(chip).toBeVisible();
      await expect(countHeading(page)).toContainText(String(inside.n));
      expect(inside.n).toBeLessThan(category.n);
      await expect(firstChunk(page)).toHaveCount(Math.min(12, inside.n));
      const brands = await firstChunk(page).locator('p').filter({ hasText: inside.title }).count();
      expect(brands).toBe(Math.min(12, inside.n));
      await chip.click();
      await expect(page).not.toHaveURL(/brand=/);
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${inside.title} \\(`) })).not.toBeChecked();
      await expect(countHeading(page)).toContainText(String(category.n));
    });

    await test.step('sorted by price ascending: first prices ascending', async () => {
      await page.getByRole('combobox', { name: m.sort }).selectOption('price_asc');
      await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
      // The address changes before the listing of the new order is shown: wait for its first card.
      const byPrice = await backendList({ category: category.id, locale, country_id: countryId, limit: 12, order: 'price_asc' });
      await expect(cards(page).first()).toHaveAttribute('data-product-id', String(byPrice.products[0]?.id));
      await expect(firstChunk(page)).toHaveCount(12);
      const prices = (await cards(page).getByTestId('sale-price').allTextContents()).map(amountOf);
      expect(prices.length).toBeGreaterThanOrEqual(12);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

  });

  test('S5-05 filtered by a price range entered in the shop currency; axe with the filters open', async ({ page, shop }) => {
    const m = messagesOf(shop).Listing;
    const locale = theliaLocaleOf(shop.name);
    const category = bigLeafCategory(locale);
    const { inside } = brandsOf(locale, category.id);

    await test.step('filtered by a price range entered in the shop currency', async () => {
      await page.goto(`/${category.url}`);
      const filters = page.getByRole('form', { name: m.filters });
      await filters.getByRole('spinbutton').first().fill('100');
      await filters.getByRole('spinbutton').nth(1).fill('900');
      await filters.getByRole('button', { name: m.apply }).click();
      await expect(page).toHaveURL(/[?&]price_min=100&price_max=900(&|$)/);
      await expect(page.getByRole('list', { name: m.activeFilters }).getByRole('link')).toHaveCount(2);
      const prices = (await cards(page).getByTestId('sale-price').allTextContents()).map(amountOf);
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price >= 100 && price <= 900, `price ${price}`).toBe(true);
    });

    await test.step('axe finds no serious violation on the listing with filters open (desktop and mobile)', async () => {
      await page.goto(`/${category.url}?brand=${inside.id}&price_min=10`);
      await expect(cards(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      const toggle = page.getByRole('button', { name: m.filters, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('form', { name: m.filters })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('S2-37 S2-168 S2-169 S2-170 S2-171 S2-172 S2-173 S2-175 S3-14 the sale cards show their image, named link, struck-through price and coloured badges', async ({ page }) => {
    expect((await page.goto('/shop-grid-standard/sale'))?.status()).toBe(200);
    const card = cards(page).first();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.getByRole('link')).toHaveAccessibleName(/\S/);
    await expect(card.getByTestId('old-price')).toBeVisible();
    const badges = page.getByTestId('keyword-badges').getByRole('listitem');
    await expect(badges.first()).toBeVisible();
    expect(await badges.first().evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true });

    test('a listing at rest loads no second chunk; the first scroll loads it while its end is still far below', async ({ page, shop }) => {
      const m = messagesOf(shop);
      const category = bigLeafCategory(theliaLocaleOf(shop.name));
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/listing') chunkRequests.push(request.url());
      });
      await page.goto(`/${category.url}`);
      // The filter toggle is enabled once the page has hydrated.
      await expect(page.getByRole('button', { name: m.Listing.filters, exact: true })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(chunkRequests).toEqual([]);
      await expect(cards(page)).toHaveCount(12);
      // Twelve cards in two columns end far below a phone's screen; a short scroll is enough to load the next twelve.
      const endBelow = await page.evaluate(() => {
        window.scrollBy(0, 300);
        const last = document.querySelectorAll('main article[data-product-id]');
        return last[last.length - 1]!.getBoundingClientRect().bottom - window.innerHeight;
      });
      expect(endBelow).toBeGreaterThan(500);
      await expect(cards(page).nth(12)).toBeAttached();
      expect(chunkRequests).toHaveLength(1);
      expect(chunkRequests[0]).toMatch(/[?&]page=2(&|$)/);
    });
  });
});
