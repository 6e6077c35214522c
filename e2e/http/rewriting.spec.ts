import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { rawGet } from '../support/raw-http';
import { serverHtml, textOf, type HtmlResponse } from '../support/server-html';
import { currentUrl, folderUrl, landingContentUrl, plainContentUrl, pseUrl, redirectedUrl, theliaLocaleOf } from '../support/catalog-urls';

/** A rewritten URL as a browser sends it (umlauts, diacritics percent-encoded). */
const wire = (url: string) => `/${encodeURI(url)}`;

/** The page's one level-1 heading, as a reader sees it. */
function headingOf({ $ }: HtmlResponse): string {
  expect($('h1')).toHaveLength(1);
  return textOf($, 'h1');
}

/** The main's list named by `name` (its aria-label), with its items. */
function listItemsNamed({ $ }: HtmlResponse, name: string): number {
  const lists = $('main ul[aria-label], main ol[aria-label]').filter((_, element) => $(element).attr('aria-label') === name);
  expect(lists, `a list named ${name}`).toHaveLength(1);
  return lists.children('li').length;
}

// Each URL answers 200 itself (no redirect) and its page is in the server HTML; the journey in e2e/rewriting.spec.ts
// renders the page kinds in a browser with axe.
forEachShop((shop) => {
  const locale = theliaLocaleOf(shop.name);

  test.describe('URLs resolved through the rewriting lookup', () => {
    test('S2-60 S2-63 a category is reached through its rewritten URL and shows a listing', async () => {
      const category = currentUrl(locale, 'category');
      const page = await serverHtml(wire(category.url), shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(category.title);
      const home = page.$('main nav a').filter((_, element) => page.$(element).text().trim() === messagesOf(shop).Catalog.breadcrumbHome);
      expect(home).toHaveLength(1);
      expect(listItemsNamed(page, category.title)).toBeGreaterThan(0);
    });

    test('S2-61 a product is reached through its rewritten URL and shows the product page', async () => {
      const product = currentUrl(locale, 'product');
      const page = await serverHtml(wire(product.url), shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(product.title);
      expect(textOf(page.$, 'main')).toContain(`${messagesOf(shop).Catalog.articleNumber}:`);
    });

    test('S2-62 S2-65 a variant (pse) URL shows its product with that variant', async () => {
      const variant = pseUrl(locale);
      const page = await serverHtml(wire(variant.url), shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(variant.title);
      expect(textOf(page.$, '[data-testid="article-number"]')).toBe(variant.ref);
    });

    test('S2-64 a brand is reached through its rewritten URL and shows a listing', async () => {
      const brand = currentUrl(locale, 'brand');
      const page = await serverHtml(wire(brand.url), shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(brand.title);
      expect(listItemsNamed(page, brand.title)).toBeGreaterThan(0);
    });

    test('S2-66 S2-68 a plain content page shows its text', async () => {
      const content = plainContentUrl(locale);
      const page = await serverHtml(wire(content.url), shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(content.title);
      expect(textOf(page.$, '.rich-text')).not.toBe('');
    });

    test('S2-67 a content page with brand_id and category_id in its postscriptum shows a listing', async () => {
      const landing = landingContentUrl(locale);
      const page = await serverHtml(wire(landing.url), shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(landing.title);
      expect(listItemsNamed(page, landing.title)).toBeGreaterThan(0);
    });

    test('a moved URL answers 301 to the current URL, keeping the query', async () => {
      const moved = redirectedUrl(locale);
      const redirect = await rawGet(`${wire(moved.from)}?utm_source=test`, shop.host);
      expect(redirect.status).toBe(301);
      const location = new URL(redirect.headers.location ?? '', `http://${shop.host}`);
      expect(decodeURIComponent(location.pathname)).toBe(`/${moved.to}`);
      expect(location.search).toBe('?utm_source=test');
      const target = await rawGet(`${location.pathname}${location.search}`, shop.host);
      expect(target.status).toBe(200);
    });

    test('S2-81 a view type the shop does not show gives content-type-not-found with 404', async () => {
      const page = await serverHtml(wire(folderUrl(locale)), shop.host);
      expect(page.status).toBe(404);
      expect(headingOf(page)).toBe(messagesOf(shop).NotFound['content-type-not-found']);
    });

    test('/product/{id} answers a permanent redirect (301, from the proxy) to the product URL', async () => {
      const product = currentUrl(locale, 'product');
      const redirect = await rawGet(`/product/${product.view_id}`, shop.host);
      expect(redirect.status).toBe(301);
      const location = new URL(redirect.headers.location ?? '', `http://${shop.host}`);
      expect(decodeURIComponent(location.pathname)).toBe(`/${product.url}`);
      const page = await serverHtml(location.pathname, shop.host);
      expect(page.status).toBe(200);
      expect(headingOf(page)).toBe(product.title);
    });
  });
});
