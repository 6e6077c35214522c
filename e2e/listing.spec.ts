import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { queryE2eDb as query } from './support/e2e-db';
import { E2E_PORTS } from './support/ports';
import { rawGet } from './support/raw-http';
import { productListResponseSchema } from '../lib/contract/product';
import { type ProductCard } from '../lib/contract/product-card';

/**
 * Listing pages: category, brand, landing and type listings with brand filter, price range, sort, chips, infinite
 * scroll with plain page links, empty state, SEO (noindex of filtered states, canonical, BreadcrumbList JSON-LD).
 * Test data comes from the e2e stack's own database and backend, so the journeys follow real listings.
 */

type Locale = 'de_AT' | 'de_DE' | 'ro_RO';

type ListingCategory = { url: string; id: number; title: string; n: number };

/** A leaf category with many products of several brands (its listing is its own products). */
function bigLeafCategory(locale: Locale): ListingCategory {
  const [row] = query<ListingCategory>(
    `SELECT r.url, c.id, t.title, COUNT(DISTINCT p.id) AS n FROM rewriting_url r
     JOIN category c ON c.id = r.view_id AND c.visible = 1 JOIN category_i18n t ON t.id = c.id AND t.locale = r.view_locale
     JOIN product_category pc ON pc.category_id = c.id JOIN product p ON p.id = pc.product_id AND p.visible = 1
     WHERE r.view = 'category' AND r.view_locale = ? AND r.redirected IS NULL
       AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = c.id)
     GROUP BY r.id HAVING n >= 30 AND COUNT(DISTINCT p.brand_id) >= 3 ORDER BY n DESC, c.id LIMIT 1`,
    locale,
  );
  if (!row) throw new Error('seed: no leaf category with 30 products of 3 brands');
  return row;
}

/** A brand of the category with fewer products than the category, and a brand without any product there. */
function brandsOf(locale: Locale, categoryId: number): { inside: { id: number; title: string; n: number }; outside: number } {
  const [inside] = query<{ id: number; title: string; n: number }>(
    `SELECT p.brand_id AS id, bi.title, COUNT(*) AS n FROM product p JOIN product_category pc ON pc.product_id = p.id AND pc.category_id = ?
     JOIN brand b ON b.id = p.brand_id AND b.visible = 1 JOIN brand_i18n bi ON bi.id = b.id AND bi.locale = ?
     WHERE p.visible = 1 GROUP BY p.brand_id ORDER BY n DESC, p.brand_id LIMIT 1`,
    categoryId,
    locale,
  );
  const [outside] = query<{ id: number }>(
    `SELECT b.id FROM brand b WHERE b.visible = 1 AND NOT EXISTS (SELECT 1 FROM product p JOIN product_category pc ON pc.product_id = p.id
       WHERE pc.category_id = ? AND p.brand_id = b.id AND p.visible = 1) ORDER BY b.id LIMIT 1`,
    categoryId,
  );
  if (!inside || !outside) throw new Error('seed: brands for the listing');
  return { inside, outside: outside.id };
}

/** A listing read straight from the e2e backend (what the storefront must show). */
async function backendList(params: Record<string, string | number>): Promise<{ total: number; products: ProductCard[] }> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/products/?${search}`, {
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN ?? 'dev-shop-token'}` },
  });
  return productListResponseSchema.parse(await response.json());
}

/** An amount as the shop prints it ('€ 1.234,50', '1.234,50 lei') as a number. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Number(digits);
}

const cards = (page: Page) => page.getByRole('main').locator('article[data-product-id]');
/** The server-rendered chunk (the infinite scroll may already have appended the next one below it). */
const firstChunk = (page: Page) => page.getByRole('main').locator('[data-listing-page]').first().locator('article[data-product-id]');
const countHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first();

function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

test.describe('listing pages', () => {
  test('S1-01 S2-63 a category listing is filtered by brand: chip appears, count changes, URL holds brand=', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const category = bigLeafCategory(locale);
    const { inside } = brandsOf(locale, category.id);
    const m = messagesOf(shop).Listing;
    expect((await page.goto(`/${category.url}`))?.status()).toBe(200);
    await expect(countHeading(page)).toContainText(String(category.n));
    await expect(firstChunk(page)).toHaveCount(12);
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

  test('S5-05 a category listing is filtered by a price range entered in the shop currency', async ({ page, shop }) => {
    const category = bigLeafCategory(theliaLocaleOf(shop.name));
    await page.goto(`/${category.url}`);
    const filters = page.getByRole('form', { name: messagesOf(shop).Listing.filters });
    await filters.getByRole('spinbutton').first().fill('100');
    await filters.getByRole('spinbutton').nth(1).fill('900');
    await filters.getByRole('button', { name: messagesOf(shop).Listing.apply }).click();
    await expect(page).toHaveURL(/[?&]price_min=100&price_max=900(&|$)/);
    await expect(page.getByRole('list', { name: messagesOf(shop).Listing.activeFilters }).getByRole('link')).toHaveCount(2);
    const prices = (await cards(page).getByTestId('sale-price').allTextContents()).map(amountOf);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price >= 100 && price <= 900, `price ${price}`).toBe(true);
  });

  test('S7-03 sorted by sales by default, then by price ascending: first prices ascending', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const category = bigLeafCategory(locale);
    await page.goto(`/${category.url}`);
    const bySales = await backendList({ category: category.id, locale, country_id: shop.name === 'ro' ? 146 : shop.name === 'de' ? 5 : 13, limit: 12 });
    await expect(cards(page).first()).toHaveAttribute('data-product-id', String(bySales.products[0]?.id));
    await page.getByRole('combobox', { name: messagesOf(shop).Listing.sort }).selectOption('price_asc');
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    // The address changes before the listing of the new order is shown: wait for its first card.
    const byPrice = await backendList({ category: category.id, locale, country_id: shop.name === 'ro' ? 146 : shop.name === 'de' ? 5 : 13, limit: 12, order: 'price_asc' });
    await expect(cards(page).first()).toHaveAttribute('data-product-id', String(byPrice.products[0]?.id));
    await expect(firstChunk(page)).toHaveCount(12);
    const prices = (await cards(page).getByTestId('sale-price').allTextContents()).map(amountOf);
    expect(prices.length).toBeGreaterThanOrEqual(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('scrolled past the first 12: the 13th card appears and the URL shows page=2', async ({ page, shop }) => {
    const category = bigLeafCategory(theliaLocaleOf(shop.name));
    await page.goto(`/${category.url}`);
    await expect(firstChunk(page)).toHaveCount(12);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(cards(page).nth(12)).toBeAttached();
    await cards(page).nth(12).evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await cards(page).first().evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await expect(page).not.toHaveURL(/page=/);
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

  test('?page=2 without JavaScript shows the second chunk and plain previous and next links', async ({ browser, shop, baseURL }) => {
    const category = bigLeafCategory(theliaLocaleOf(shop.name));
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto(`/${category.url}`);
      const first = await cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id')));
      const response = await page.goto(`/${category.url}?page=2`);
      expect(response?.status()).toBe(200);
      const second = await cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id')));
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((id) => first.includes(id))).toEqual([]);
      const pager = page.getByRole('navigation', { name: messagesOf(shop).Listing.pagination });
      await expect(pager.getByRole('link', { name: messagesOf(shop).Listing.next })).toHaveAttribute('href', /[?&]page=3$/);
      await expect(pager.getByRole('link', { name: messagesOf(shop).Listing.previous })).toHaveAttribute('href', `/${category.url}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\?page=2$/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // Filters work as a plain GET form: the proxy cleans the query (308) and the listing follows it.
      await page.getByRole('combobox', { name: messagesOf(shop).Listing.sort }).selectOption('price_desc');
      await page.getByRole('form', { name: messagesOf(shop).Listing.sort }).getByRole('button').click();
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      await expect(cards(page)).toHaveCount(12);
    } finally {
      await context.close();
    }
  });

  test('a filter without results shows the empty state (200, noindex, canonical at the plain listing)', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const category = bigLeafCategory(locale);
    const { outside } = brandsOf(locale, category.id);
    const response = await page.goto(`/${category.url}?brand=${outside}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(messagesOf(shop).Listing.emptyTitle)).toBeVisible();
    await expect(page.getByText(messagesOf(shop).Listing.emptyText)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/${category.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await page.getByRole('link', { name: messagesOf(shop).Listing.reset }).click();
    await expect(firstChunk(page)).toHaveCount(12);
  });

  test('an invalid filter value never answers 500: junk is cleaned by a redirect, a page past the end is a 404', async ({ shop }) => {
    const category = bigLeafCategory(theliaLocaleOf(shop.name));
    const host = `${shop.host}:${E2E_PORTS.storefront}`;
    const base = `/${encodeURI(category.url)}`;
    for (const junk of ['?page=abc', '?price_min=-1', '?brand=%00', '?sort=x&sort=y', '?brand=1&brand=1', '?price_max=1e99', '?page=99999999999999']) {
      const answer = await rawGet(`${base}${junk}`, host);
      expect({ junk, status: answer.status }).toEqual({ junk, status: 308 });
      const location = answer.headers.location ?? '';
      const followed = await rawGet(location.startsWith('http') ? new URL(location).pathname + new URL(location).search : location, host);
      expect({ junk, followed: followed.status }).toEqual({ junk, followed: 200 });
    }
    expect((await rawGet(`${base}?page=9999`, host)).status).toBe(404);
    // A brand id that does not exist is cleaned like junk, so it never makes a cached listing state of its own.
    const unknownBrand = await rawGet(`${base}?brand=999999`, host);
    expect(unknownBrand.status).toBe(308);
    expect(new URL(unknownBrand.headers.location ?? '', 'http://x').search).toBe('');
    expect((await rawGet(`/shop-grid-standard/sale?price_min=abc`, host)).status).toBe(308);
    expect((await rawGet(`/shop-grid-standard/unknown`, host)).status).toBe(404);
    expect((await rawGet(`/shop-grid-standard/sale/page-2`, host)).status).toBe(404);
    expect((await rawGet(`/api/listing?locale=de-AT&category=abc`, host)).status).toBe(400);
  });

  test('S1-02 S2-64 a brand listing renders with its categories', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const [brand] = query<{ url: string; title: string }>(
      `SELECT r.url, bi.title FROM rewriting_url r JOIN brand_i18n bi ON bi.id = r.view_id AND bi.locale = r.view_locale
       WHERE r.view = 'brand' AND r.view_locale = ? AND r.redirected IS NULL
         AND (SELECT COUNT(*) FROM product p WHERE p.brand_id = r.view_id AND p.visible = 1) > 12 ORDER BY r.id LIMIT 1`,
      locale,
    );
    if (!brand) throw new Error('seed: brand with more than 12 products');
    expect((await page.goto(`/${brand.url}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);
    await expect(page.getByRole('main').getByRole('list', { name: brand.title, exact: true })).toBeVisible();
    await expect(firstChunk(page)).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: messagesOf(shop).Listing.brandCategories }).getByRole('link').first()).toBeVisible();
  });

  test('S2-37 S2-168 S2-169 S2-170 S2-171 S2-172 S2-173 S2-175 S3-14 /shop-grid-standard/sale shows cards with prices, VAT note and badges', async ({ page, shop }) => {
    const m = messagesOf(shop);
    expect((await page.goto('/shop-grid-standard/sale'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Listing.typeSale);
    const card = cards(page).first();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.getByRole('link')).toHaveAccessibleName(/\S/);
    await expect(card.getByTestId('old-price')).toBeVisible();
    expect(await card.getByTestId('old-price').evaluate((node) => node.tagName)).toBe('S');
    const sale = amountOf(await card.getByTestId('sale-price').innerText());
    const old = amountOf(await card.getByTestId('old-price').innerText());
    expect(sale).toBeGreaterThan(0);
    expect(old).toBeGreaterThan(sale);
    await expect(card.getByTestId('vat-note')).toHaveText(/\d+\s?%/);
    if (shop.name === 'ro') await expect(card.getByTestId('vat-note')).toContainText('TVA inclus');
    await expect(card.getByTestId('discount-badge')).toHaveText(new RegExp(`^${m.Catalog.discount.replace('{percent}', '\\d+')}$`));
    const badges = page.getByTestId('keyword-badges').getByRole('listitem');
    await expect(badges.first()).toBeVisible();
    expect(await badges.first().evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    for (const type of ['new', 'bestseller']) expect((await page.goto(`/shop-grid-standard/${type}`))?.status()).toBe(200);
  });

  test('S2-174 the stock badge shows the exact quantity below 10', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const countryId = shop.name === 'ro' ? 146 : shop.name === 'de' ? 5 : 13;
    const list = await backendList({ type: 'sale', locale, country_id: countryId, limit: 100 });
    const index = list.products.findIndex((p) => p.stock_state === 'in_stock' && p.quantity > 0 && p.quantity < 10);
    const low = list.products[index];
    if (!low) throw new Error('seed: no low-stock product among the first 100 reduced products');
    const pageNumber = Math.floor(index / 12) + 1;
    await page.goto(pageNumber > 1 ? `/shop-grid-standard/sale?page=${pageNumber}` : '/shop-grid-standard/sale');
    const badge = page.locator(`article[data-product-id="${low.id}"]`).getByTestId('stock-badge');
    await expect(badge).toHaveText(format(messagesOf(shop).Stock.inStockCount, { count: Math.floor(low.quantity) }));
    const stocked = list.products.find((p) => p.stock_state === 'in_stock' && p.quantity >= 10);
    if (stocked) {
      const at = list.products.indexOf(stocked);
      await page.goto(at >= 12 ? `/shop-grid-standard/sale?page=${Math.floor(at / 12) + 1}` : '/shop-grid-standard/sale');
      await expect(page.locator(`article[data-product-id="${stocked.id}"]`).getByTestId('stock-badge')).toHaveText(messagesOf(shop).Stock.inStock);
    }
  });

  test('the listing has BreadcrumbList JSON-LD, canonical and hreflang; a sorted state is noindex', async ({ page, shop }) => {
    const category = bigLeafCategory(theliaLocaleOf(shop.name));
    await page.goto(`/${category.url}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const crumbs = blocks.map((text) => JSON.parse(text) as { '@type': string; itemListElement?: Array<{ name: string; position: number; item: string }> })
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.at(-1)?.name).toBe(category.title);
    expect(crumbs?.itemListElement?.[0]?.position).toBe(1);
    expect(crumbs?.itemListElement?.every((item) => item.item.startsWith('http'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto(`/${category.url}?sort=name`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).not.toContain('?');
  });

  test('axe finds no serious violation on the listing with filters open (desktop and mobile)', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const category = bigLeafCategory(locale);
    const { inside } = brandsOf(locale, category.id);
    await page.goto(`/${category.url}?brand=${inside.id}&price_min=10`);
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const toggle = page.getByRole('button', { name: messagesOf(shop).Listing.filters, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('form', { name: messagesOf(shop).Listing.filters })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
