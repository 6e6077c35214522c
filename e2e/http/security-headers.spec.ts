import { test, expect, forEachShop } from '../support/http-tier';
import { currentUrl, redirectedUrl } from '../support/catalog-urls';
import { cheapInStock } from '../support/cart-products';
import { rawGet } from '../support/raw-http';
import { directive, expectInlineScriptsAllowed, expectSecured, policyOf } from '../support/security-checks';

const THELIA_LOCALE = { at: 'de_AT', de: 'de_DE', ro: 'ro_RO' } as const;
/** A public host of each shop: any host ending in the shop's country domain selects it (lib/shop/resolve-shop.ts). */
const PUBLIC_HOST = { at: 'www.example.at', de: 'www.example.de', ro: 'www.example.ro' } as const;

// The pages under their policy in a browser (hydration, no violation): e2e/security-headers.spec.ts.
forEachShop((shop) => {
  test.describe('security headers', () => {
    test('every kind of response carries the security headers and a policy, and none names the internal route', async () => {
      test.slow();
      const product = cheapInStock(shop.name);
      const listing = currentUrl(THELIA_LOCALE[shop.name], 'category');
      const cachedPages = { product: encodeURI(`/${product.url}`), listing: encodeURI(`/${listing.url}`), home: '/', content: '/about' };

      for (const [name, path] of Object.entries(cachedPages)) {
        const first = await rawGet(path, shop.host);
        expect(first.status, name).toBe(200);
        expectSecured(first, shop, name);
        expectInlineScriptsAllowed(first, name);
        // From now on served from the route cache (a reused build's older entry is revalidated in the background
        // first), each HIT with the policy of its HTML.
        let cached = await rawGet(path, shop.host);
        for (let attempt = 0; attempt < 20 && cached.headers['x-nextjs-cache'] !== 'HIT'; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          cached = await rawGet(path, shop.host);
        }
        expect(cached.headers['x-nextjs-cache'], name).toBe('HIT');
        expectInlineScriptsAllowed(cached, name);
        const again = await rawGet(path, shop.host);
        expect(again.headers['x-nextjs-cache'], name).toBe('HIT');
        expect(policyOf(again), name).toBe(policyOf(cached));
        expect(again.body, name).toBe(cached.body);
      }

      for (const [name, path] of Object.entries({ cart: '/cart', search: '/search?term=bad', 'search by path': '/search/bad' })) {
        const first = await rawGet(path, shop.host);
        expect(first.status, name).toBe(200);
        expectSecured(first, shop, name);
        expectInlineScriptsAllowed(first, name);
        const second = await rawGet(path, shop.host);
        // A fresh nonce for every request.
        expect(policyOf(second), name).not.toBe(policyOf(first));
      }

      const notFound = await rawGet(`/csp-unknown-page-${shop.name}.html`, shop.host);
      expect(notFound.status).toBe(404);
      expectSecured(notFound, shop, 'not-found page');
      expectInlineScriptsAllowed(notFound, 'not-found page');

      // The server-down page is reached only by the proxy's rewrite (e2e/http/server-down.spec.ts checks its headers with the
      // backend stopped); asked for directly it is an unknown URL.
      const serverDownDirect = await rawGet('/server-down', shop.host);
      expect(serverDownDirect.status).toBe(404);
      expectSecured(serverDownDirect, shop, 'server-down path asked for directly');

      const listingHtml = (await rawGet(cachedPages.listing, shop.host)).body;
      const staticFile = /src="(\/_next\/static\/[^"]+\.js)"/.exec(listingHtml)?.[1];
      // A product image of the listing, served by the storefront's /media route.
      const media = /\/media\/product\/[^"?&\\#\s]+\.(?:webp|jpe?g|png|avif)/.exec(listingHtml)?.[0];
      expect(staticFile).toBeDefined();
      expect(media).toBeDefined();
      const resources = { 'static file': staticFile ?? '', media: media ?? '', health: '/api/health', 'store info': '/api/store-info', sitemap: '/sitemap.xml', robots: '/robots.txt' };
      for (const [name, path] of Object.entries(resources)) {
        const response = await rawGet(path, shop.host);
        expect(response.status, name).toBe(200);
        expectSecured(response, shop, name);
        expect(directive(policyOf(response), 'default-src'), name).toEqual(["'none'"]);
      }

      const moved = redirectedUrl(THELIA_LOCALE[shop.name]);
      const redirects = { 'moved URL (301)': `/${moved.from}`, 'listing parameter (308)': `/${listing.url}?sort=nonsense` };
      for (const [name, path] of Object.entries(redirects)) {
        const response = await rawGet(encodeURI(path), shop.host);
        expect([301, 308], name).toContain(response.status);
        expectSecured(response, shop, name);
      }

      // A client-side navigation's RSC request to a rewritten page.
      const rsc = await rawGet(`${cachedPages.listing}?_rsc`, shop.host, { RSC: '1' });
      expect(rsc.status).toBe(200);
      expect(rsc.headers['content-type']).toContain('text/x-component');
      expectSecured(rsc, shop, 'RSC request');
    });

    test('Strict-Transport-Security is sent to a public host, on every kind of response', async () => {
      const host = PUBLIC_HOST[shop.name];
      const listing = currentUrl(THELIA_LOCALE[shop.name], 'category');
      const listingPath = encodeURI(`/${listing.url}`);
      const html = (await rawGet(listingPath, host)).body;
      const staticFile = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
      for (const path of [listingPath, '/cart', staticFile, '/api/health', '/robots.txt', '/server-down', `/csp-unknown-page-${shop.name}.html`]) {
        const response = await rawGet(path, host);
        expect(response.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      }
    });
  });
});
