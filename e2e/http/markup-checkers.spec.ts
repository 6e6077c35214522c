import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { test, expect } from '../support/http-tier';
import { cheapInStock } from '../support/cart-products';
import { currentUrl, plainContentUrl, theliaLocaleOf } from '../support/catalog-urls';
import { queryE2eDb } from '../support/e2e-db';
import { nuErrors } from '../support/nu-checker';
import { E2E_PORTS, SHOP_PROJECTS, type ShopProject } from '../support/ports';
import { rawGet, rawRequest } from '../support/raw-http';
import { jsonLdOf } from '../support/server-html';
import { productWithVariants } from '../support/product-data';

/**
 * What independent checkers see, on every page kind of each shop: the W3C Nu HTML checker finds no error in the HTML
 * the server sends (one Java run for the three shops), and the structured data names every variant of a product
 * (ProductGroup), the reviews the page shows and the store's opening hours as data. The empty rating stars' contrast
 * and axe on the rendered pages: e2e/markup-checkers.spec.ts.
 */

type Locale = ReturnType<typeof theliaLocaleOf>;
type PageKind = { kind: string; path: string; status: number };

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

/**
 * A product with variants is a ProductGroup listing each variant with its own sku and offer, with the reviews the
 * page shows.
 */
function expectProductGroup($: CheerioAPI, locale: Locale): void {
  const group = jsonLdOf($).find((data) => data['@type'] === 'ProductGroup');
  const variants = (group?.hasVariant ?? []) as { '@type': string; sku: string; offers?: { price: string } }[];
  expect(group).toMatchObject({ productGroupID: expect.any(String), variesBy: expect.arrayContaining([expect.stringMatching(/^https:\/\/schema\.org\/(color|size)$/)]) });
  expect(variants).toHaveLength(productWithVariants(locale).variants);
  expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
  for (const variant of variants) expect(variant).toMatchObject({ '@type': 'Product', offers: { price: expect.stringMatching(/^\d+\.\d\d$/) } });
  const shown = $('section[aria-labelledby="product-reviews"] li article').length;
  expect(shown).toBeGreaterThan(0);
  const reviews = (group?.review ?? []) as { author: { name: string }; datePublished: string; reviewRating: { ratingValue: number }; reviewBody: string }[];
  expect(reviews).toHaveLength(shown);
  for (const review of reviews) {
    expect(review).toMatchObject({ author: { name: expect.any(String) }, datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reviewBody: expect.any(String) });
  }
}

/** The cookie of a shopper whose cart holds a line, added through the storefront's cart API. */
async function cartCookie(shop: ShopProject, host: string): Promise<string> {
  const item = cheapInStock(shop.name);
  const response = await rawRequest('/api/cart/lines', host, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${host}` },
    body: JSON.stringify({ productId: item.productId, pseId: item.pseId, quantity: 1 }),
  });
  expect(response.status).toBe(200);
  const cookies = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '');
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.join('; ');
}

test.describe('independent checkers', () => {
  // One Java start checks the pages of the three shops (a start costs seconds on a busy machine); each file is named
  // after its shop and page kind.
  test('the Nu HTML checker finds no error on any page kind of any shop; the structured data pass', async () => {
    test.setTimeout(180_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'nu-'));
    try {
      const files: string[] = [];
      for (const shop of SHOP_PROJECTS) {
        await test.step(shop.name, async () => {
          const locale = theliaLocaleOf(shop.name);
          const host = `${shop.host}:${E2E_PORTS.storefront}`;
          // The cart page as a shopper whose cart holds a line sees it.
          const cookie = await cartCookie(shop, host);
          for (const { kind, path: target, status } of pageKinds(locale)) {
            // A raw request sends the path as it is: encoded as a browser sends it (umlauts, diacritics), nothing encoded twice.
            const response = await rawGet(encodeURI(decodeURI(target)), host, { cookie, accept: 'text/html' });
            expect({ shop: shop.name, kind, status: response.status }).toEqual({ shop: shop.name, kind, status });
            const file = path.join(dir, `${shop.name}-${kind}.html`);
            await writeFile(file, response.body);
            files.push(file);
            const $ = load(response.body);
            if (kind === 'home') expectStoreData(jsonLdOf($), shop);
            if (kind === 'product-single') expect(jsonLdOf($).map((data) => data['@type'])).toContain('Product');
            if (kind === 'product-variants') expectProductGroup($, locale);
            if (kind === 'cart') expect($('[data-testid="cart-line"]').length, 'the cart page shows the line').toBeGreaterThan(0);
          }
        });
      }
      const errors = await nuErrors(files);
      expect(errors, 'Nu HTML checker errors').toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
