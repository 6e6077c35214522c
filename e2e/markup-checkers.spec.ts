import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { currentUrl, plainContentUrl, theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow, queryE2eDb } from './support/e2e-db';
import { nuErrors } from './support/nu-checker';
import { E2E_PORTS } from './support/ports';
import { rawGet } from './support/raw-http';
import type { ShopProject } from './support/ports';

/**
 * What independent checkers see, on every page kind of each shop: the W3C Nu HTML checker finds no error in the HTML
 * the server sends (one Java run per shop), the structured data names every variant of a product (ProductGroup), the
 * reviews the page shows and the store's opening hours as data, and the empty rating stars of the cards have a 4.5:1
 * contrast (3:1 for graphics, WCAG 1.4.11; 4.5:1 for checkers that read the glyphs as text). axe checks each page the
 * browser renders here (the other page kinds are axe-checked at phone width by mobile-overflow.spec.ts).
 */

type Locale = ReturnType<typeof theliaLocaleOf>;
type PageKind = { kind: string; path: string; status: number };

/** A product with several variants and approved reviews in the shop's language, with its number of variants. */
function productWithVariants(locale: Locale): { url: string; variants: number } {
  return firstE2eRow<{ url: string; variants: number }>(
    `SELECT r.url, (SELECT COUNT(*) FROM product_sale_elements e WHERE e.product_id = p.id) AS variants FROM rewriting_url r
     JOIN product p ON p.id = r.view_id AND p.visible = 1
     WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL
       AND (SELECT COUNT(*) FROM product_sale_elements e WHERE e.product_id = p.id) > 1
       AND EXISTS (SELECT 1 FROM product_comment c JOIN product_comment_i18n ci ON ci.id = c.id AND ci.lang = ? WHERE c.product_id = p.id AND c.approved = 1)
     ORDER BY r.id LIMIT 1`,
    locale,
    locale.slice(0, 2),
  );
}

/** The page kinds a checker visits, with the status each answers. */
function pageKinds(locale: Locale): PageKind[] {
  const single = currentUrl(locale, 'product', `AND (SELECT COUNT(*) FROM product_sale_elements e WHERE e.product_id = r.view_id) = 1`);
  const category = currentUrl(locale, 'category', `AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = r.view_id)`);
  const blogPost = currentUrl(locale, 'content', `AND t.postscriptum LIKE '{"date"%'`);
  const [term] = queryE2eDb<{ title: string }>(`SELECT title FROM brand_i18n WHERE locale = ? ORDER BY id LIMIT 1`, locale);
  return [
    { kind: 'home', path: '/', status: 200 },
    { kind: 'category', path: `/${category.url}`, status: 200 },
    { kind: 'brand', path: `/${currentUrl(locale, 'brand').url}`, status: 200 },
    { kind: 'product-variants', path: `/${productWithVariants(locale).url}`, status: 200 },
    { kind: 'product-single', path: `/${single.url}`, status: 200 },
    { kind: 'search', path: `/search/${encodeURIComponent(term?.title ?? 'Grohe')}`, status: 200 },
    { kind: 'cart', path: '/cart', status: 200 },
    { kind: 'info', path: `/${plainContentUrl(locale).url}`, status: 200 },
    { kind: 'blog-post', path: `/${blogPost.url}`, status: 200 },
    { kind: 'showrooms', path: '/showrooms', status: 200 },
    { kind: 'contact', path: '/contact', status: 200 },
    { kind: 'withdrawal', path: '/withdrawal', status: 200 },
    { kind: 'login-register', path: '/login-register', status: 200 },
    { kind: 'not-found', path: '/diese-seite-gibt-es-nicht', status: 404 },
  ];
}

/** Every JSON-LD object of the current page. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

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

/** The JSON-LD objects of an HTML document. */
function jsonLdIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

/**
 * The HTML the server sends for every page kind (what the checker and crawlers read), fetched without a browser (the
 * cart page with the cookie of a browser that holds a line); the browser renders only the pages whose checks need a
 * rendered page (the product group against the reviews it shows, the stars' colours), with axe on them.
 */
async function visitAll(page: Page, shop: ShopProject, dir: string): Promise<{ files: string[]; starContrasts: number[] }> {
  const locale = theliaLocaleOf(shop.name);
  const files: string[] = [];
  const starContrasts: number[] = [];
  await page.goto('/');
  await addByApi(page, cheapInStock(shop.name), 1);
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  for (const { kind, path: target, status } of pageKinds(locale)) {
    // A raw request sends the path as it is: encoded as a browser sends it (umlauts, diacritics), nothing encoded twice.
    const response = await rawGet(encodeURI(decodeURI(target)), `${shop.host}:${E2E_PORTS.storefront}`, { cookie, accept: 'text/html' });
    expect({ kind, status: response.status }).toEqual({ kind, status });
    const file = path.join(dir, `${shop.name}-${kind}.html`);
    await writeFile(file, response.body);
    files.push(file);
    if (kind === 'home') expectStoreData(jsonLdIn(response.body), shop);
    if (kind === 'product-single') expect(jsonLdIn(response.body).map((data) => data['@type'])).toContain('Product');
    if (kind === 'product-variants' || kind === 'category') {
      await page.goto(target);
      if (kind === 'product-variants') await expectProductGroup(page, locale);
      else starContrasts.push(...(await emptyStarContrasts(page)));
      await expectNoSeriousA11yViolations(page);
    }
  }
  return { files, starContrasts };
}

/** The Store of the footer: the country as its ISO code, the opening hours as days with opening and closing times. */
function expectStoreData(jsonLd: Record<string, unknown>[], shop: ShopProject): void {
  const store = jsonLd.find((data) => data['@type'] === 'Store');
  expect(store).toMatchObject({ address: { addressCountry: shop.name.toUpperCase() } });
  expect(store).not.toHaveProperty('openingHours');
  const hours = (store?.openingHoursSpecification ?? []) as { dayOfWeek: string[]; opens: string; closes: string }[];
  expect(hours.length).toBeGreaterThan(0);
  for (const entry of hours) {
    expect(entry).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: expect.stringMatching(/^\d\d:\d\d$/), closes: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(entry.dayOfWeek.every((day) => /^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(day))).toBe(true);
  }
}

/** A product with variants is a ProductGroup listing each variant with its own sku and offer, with the shown reviews. */
async function expectProductGroup(page: Page, locale: Locale): Promise<void> {
  const group = (await jsonLdOf(page)).find((data) => data['@type'] === 'ProductGroup');
  const variants = (group?.hasVariant ?? []) as { '@type': string; sku: string; offers?: { price: string } }[];
  expect(group).toMatchObject({ productGroupID: expect.any(String), variesBy: expect.arrayContaining([expect.stringMatching(/^https:\/\/schema\.org\/(color|size)$/)]) });
  expect(variants).toHaveLength(productWithVariants(locale).variants);
  expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
  for (const variant of variants) expect(variant).toMatchObject({ '@type': 'Product', offers: { price: expect.stringMatching(/^\d+\.\d\d$/) } });
  const shown = await page.locator('section[aria-labelledby="product-reviews"] li article').count();
  expect(shown).toBeGreaterThan(0);
  const reviews = (group?.review ?? []) as { author: { name: string }; datePublished: string; reviewRating: { ratingValue: number }; reviewBody: string }[];
  expect(reviews).toHaveLength(shown);
  for (const review of reviews) {
    expect(review).toMatchObject({ author: { name: expect.any(String) }, datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reviewBody: expect.any(String) });
  }
}

test.describe('independent checkers', () => {
  test('the Nu HTML checker finds no error on any page kind; structured data and empty stars pass', async ({ page, shop }) => {
    test.setTimeout(180_000);
    const dir = await mkdtemp(path.join(tmpdir(), `nu-${shop.name}-`));
    try {
      const { files, starContrasts } = await visitAll(page, shop, dir);
      const errors = await nuErrors(files);
      expect(errors, 'Nu HTML checker errors').toEqual([]);
      expect(starContrasts.length).toBeGreaterThan(0);
      // Graphics need 3:1; HTML_CodeSniffer reads the star glyphs as text and asks 4.5:1.
      expect(starContrasts.filter((ratio) => ratio < 4.5)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('without JavaScript a phone shows the listing filters open (no toggle that needs a script)', async ({ browser, shop, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      const locale = theliaLocaleOf(shop.name);
      await page.goto(`/${currentUrl(locale, 'category', `AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = r.view_id)`).url}`);
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
