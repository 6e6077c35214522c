import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import type { ShopProject } from '../support/ports';
import { folderUrl, theliaLocaleOf } from '../support/catalog-urls';
import { rawGet } from '../support/raw-http';
import type { NotFoundReason } from '../../lib/format/not-found-reason';

/** Text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The server's HTML of a not-found answer, as crawlers and browsers without JavaScript get it. */
async function expectServerRenderedNotFound(shop: ShopProject, pathname: string, reason: NotFoundReason): Promise<string> {
  const m = messagesOf(shop);
  const response = await rawGet(pathname, shop.host);
  expect(response.status, pathname).toBe(404);
  const html = response.body;
  expect(html, pathname).not.toContain('__next_error__');
  expect(html, pathname).toMatch(new RegExp(`<html lang="${shop.locale}"`));
  expect(html, pathname).toMatch(/<meta name="robots" content="noindex"\/>/);
  // The shop's layout: header, main, footer.
  expect(html, pathname).toMatch(/<header[\s>]/);
  expect(html, pathname).toMatch(/<main id="main"/);
  expect(html, pathname).toMatch(/<footer[\s>]/);
  const main = html.slice(html.indexOf('<main id="main"'), html.indexOf('</main>'));
  // Breadcrumb Homepage > Not found, the reason's message as the heading, the way back home.
  const crumbs = main.match(/<nav[^>]*>.*?<\/nav>/s)?.[0] ?? '';
  expect(crumbs, pathname).toMatch(new RegExp(`<a[^>]* href="/"[^>]*>${inHtml(m.Catalog.breadcrumbHome)}</a>`));
  expect(crumbs, pathname).toContain(inHtml(m.NotFound.breadcrumbCurrent));
  expect(main, pathname).toMatch(new RegExp(`<h1[^>]*>${inHtml(m.NotFound[reason])}</h1>`));
  expect(main, pathname).toMatch(new RegExp(`<a[^>]* href="/"[^>]*>${inHtml(m.NotFound.back)}</a>`));
  return main;
}

forEachShop((shop) => {
  test.describe('not-found page without JavaScript (server HTML)', () => {
    test('S2-76 S2-72 S2-73 S2-74 S8-01 an unknown URL: layout, breadcrumb, rewriting-failed, cartoon, rain and the homepage link in the server HTML', async () => {
      const main = await expectServerRenderedNotFound(shop, '/diese-seite-gibt-es-nicht-4711.html', 'rewriting-failed');
      // The cartoon and the rain (the journey in e2e/not-found.spec.ts sees them drawn).
      expect(main).toMatch(/<img[^>]*cartoon-404/);
      expect(main).toMatch(/<[a-z]+[^>]* data-rain=""/);
      await expectServerRenderedNotFound(shop, '/gibt-es-nicht-xyz', 'rewriting-failed');
      // A path longer than any rewriting URL is not looked up (an undecodable one is refused with 400 earlier, ADR 0022).
      await expectServerRenderedNotFound(shop, `/${'lang-'.repeat(120)}.html`, 'rewriting-failed');
    });

    test('S2-77 a product id that does not exist: product-fetch-failed in the server HTML', async () => {
      await expectServerRenderedNotFound(shop, '/product/999999999', 'product-fetch-failed');
      await expectServerRenderedNotFound(shop, '/product/abc', 'product-fetch-failed');
    });

    test('S2-57 S2-58 S2-82 /not-found, /404 and paths below a known route: route-not-found in the server HTML', async () => {
      for (const pathname of ['/not-found', '/404', '/cart/x', '/cart/unknown/deeper', '/product/1/2/3', '/search/a/b']) {
        await expectServerRenderedNotFound(shop, pathname, 'route-not-found');
      }
    });

    test('S2-81 S8-02 a view type the shop does not show and an unknown selection listing, in the server HTML', async () => {
      await expectServerRenderedNotFound(shop, encodeURI(`/${folderUrl(theliaLocaleOf(shop.name))}`), 'content-type-not-found');
      for (const pathname of ['/shop-grid-standard/black-friday', '/shop-grid-standard/outlet']) {
        await expectServerRenderedNotFound(shop, pathname, 'sale-not-found');
      }
    });

    test('URLs that resolve to nothing leave nothing in the route cache and are not cacheable', async () => {
      // The route cache lives in the server process or in Redis (ADR 0063): Next.js marks every answer it stores in
      // or serves from it with x-nextjs-cache, so an answer without it, asked twice, was never stored.
      const slugs = [1, 2, 3].map((n) => `nichts-${shop.name}-${Date.now()}-${n}`);
      for (const slug of [...slugs, ...slugs]) {
        const response = await rawGet(`/${slug}.html`, shop.host);
        expect(response.status).toBe(404);
        expect(response.headers['x-nextjs-cache']).toBeUndefined();
        expect(response.headers['cache-control']).toMatch(/no-store/);
      }
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const product = await rawGet('/product/999999998', shop.host);
        expect(product.status).toBe(404);
        expect(product.headers['x-nextjs-cache']).toBeUndefined();
      }
    });
  });
});
