import http from 'node:http';
import { test, expect, forEachShop } from '../support/http-tier';
import { queryE2eDb } from '../support/e2e-db';
import { currentUrl, theliaLocaleOf } from '../support/catalog-urls';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';
import { serverHtml } from '../support/server-html';

/** A locale config value of the shop, as the backend stores it (JSON text). */
function configValue(shop: 'at' | 'de' | 'ro', name: string): unknown {
  const [row] = queryE2eDb<{ value: string }>('SELECT value FROM locale_config WHERE locale = ? AND name = ?', theliaLocaleOf(shop), name);
  return row ? JSON.parse(row.value) : undefined;
}

/** A raw GET whose body stays bytes (icons), on the e2e storefront with the shop's Host header. */
function getBytes(path: string, host: string): Promise<{ status: number; type: string; cache: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port: E2E_PORTS.storefront, path, method: 'GET', headers: { host }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          cache: String(response.headers['cache-control'] ?? ''),
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.end();
  });
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const imagePreloads = (html: string) => head(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
const urlOf = (tag: string) => /[?&;]url=([^&"]+)&/.exec(tag)?.[1] ?? 'none';
/** The one image a phone's slow line must bring first: the head's first image hint, the only one a phone fetches at high priority. */
function expectLcpFirst(html: string, file: string, media?: string): void {
  const [first, ...others] = imagePreloads(html);
  expect(urlOf(first ?? '')).toBe(file);
  expect(first).toMatch(/fetchPriority="high"/);
  if (media) expect(first).toContain(`media="${media}"`);
  // Another image at high priority only for wide screens (the hero's desktop file), never on a phone.
  for (const other of others) if (/fetchPriority="high"/.test(other)) expect(other).toContain('media="(min-width: 992px)"');
}

/**
 * What the server sends so that nothing moves while a page loads and each page kind's largest image comes first (ADR
 * 0036, 0038), and the shop's own icons and manifest. The page on a phone (layout shift, the files the browser
 * picks, axe): e2e/shop-identity-and-speed.spec.ts.
 */
forEachShop((shop) => {
  const locale = theliaLocaleOf(shop.name);

  test.describe('the shop on a phone: its server HTML, its own icons and manifest (ADR 0036)', () => {
    test('S2-94 the advent banner is in the server HTML, loaded eagerly, and the hero\'s mobile source names its slot and ratio', async () => {
      const { status, body: html } = await rawGet('/', shop.host);
      expect(status).toBe(200);
      const hero = /<source[^>]*media="\(max-width: 991px\)"[^>]*>/.exec(html)?.[0] ?? '';
      // The hero's mobile <source> names its slot (sizes) and its own ratio (width, height).
      expect(hero).toMatch(/\bsizes="100vw"/);
      expect(hero).toMatch(/\bwidth="800"/);
      expect(hero).toMatch(/\bheight="600"/);
      const advent = /<div[^>]*data-testid="advent-banner"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];
      if (configValue(shop.name, 'displayAdvent')) {
        expect(advent, 'the advent banner is in the server HTML').toBeDefined();
        const image = /<img[^>]*>/.exec(advent ?? '')?.[0] ?? '';
        expect(image).not.toMatch(/loading="lazy"/);
        expect(image).toMatch(/fetchPriority="high"/i);
      } else {
        expect(advent, 'no advent banner while the shop does not show it').toBeUndefined();
      }
    });

    test('each page kind asks first for its LCP image, at high priority; card images name their slot (ADR 0038)', async () => {
      const homeHtml = (await rawGet('/', shop.host)).body;
      const heroSource = /<source[^>]*media="\(max-width: 991px\)"[^>]*>/.exec(homeHtml)?.[0] ?? '';
      expectLcpFirst(homeHtml, urlOf(heroSource), '(max-width: 991px)');

      const listing = await rawGet(`/${encodeURI(currentUrl(locale, 'category').url)}`, shop.host);
      expect(listing.status).toBe(200);
      const listingHtml = listing.body;
      if (configValue(shop.name, 'displayAdvent')) {
        const advent = /<div[^>]*data-testid="advent-banner"[^>]*>[\s\S]*?(<img[^>]*>)/.exec(listingHtml)?.[1] ?? '';
        expectLcpFirst(listingHtml, urlOf(advent), '(max-width: 1199px)');
      }
      const cards = [...listingHtml.matchAll(/<article[^>]*data-product-id[\s\S]*?(<img[^>]*>)/g)].map((match) => match[1] ?? '');
      expect(cards.length).toBeGreaterThan(4);
      // Without the banner the first card's image is the largest element on a phone: it comes first, with the card's own srcset.
      if (!configValue(shop.name, 'displayAdvent')) {
        expectLcpFirst(listingHtml, urlOf(cards[0] ?? ''));
        const [preloadTag] = imagePreloads(listingHtml);
        const srcSetOf = (tag: string) => /\b(?:imageSrcSet|srcSet)="([^"]+)"/i.exec(tag)?.[1] ?? 'none';
        expect(srcSetOf(preloadTag ?? '')).toBe(srcSetOf(cards[0] ?? ''));
      }
      for (const image of cards) {
        expect(image).toMatch(/\bsizes="\(max-width: 991px\) 50vw, 320px"/);
        expect(image).not.toMatch(/fetchPriority="high"/i);
      }
      expect(cards[0]).toMatch(/loading="eager"/);
      expect(cards.at(-1)).toMatch(/loading="lazy"/);

      const product = await rawGet(`/${encodeURI(currentUrl(locale, 'product').url)}`, shop.host);
      expect(product.status).toBe(200);
      const gallery = /<img[^>]*data-testid="gallery-main"[^>]*>/.exec(product.body)?.[0] ?? '';
      expectLcpFirst(product.body, urlOf(gallery));
    });

    test('the favicon, touch icon, app icons and manifest are the shop\'s own, named in the head and cacheable', async () => {
      const { $ } = await serverHtml('/', shop.host);
      expect($('head link[rel="manifest"]').attr('href')).toBe('/manifest.webmanifest');
      expect($('head link[rel="icon"][href="/favicon.ico"]')).toHaveLength(1);
      expect($('head link[rel="apple-touch-icon"]').attr('href')).toBe('/apple-touch-icon.png');
      const paths = ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/icons/icon-192.png', '/icons/maskable-512.png', '/manifest.webmanifest', '/icons/other.png'];
      const files = await Promise.all(
        paths.map(async (path) => {
          const { status, type, cache, bytes } = await getBytes(path, shop.host);
          return { path, status, type, cache, head: Array.from(bytes.subarray(0, 4)), text: type.includes('png') || type.includes('icon') ? '' : bytes.toString('utf8') };
        }),
      );
      const byPath = Object.fromEntries(files.map((file) => [file.path, file]));
      for (const file of files.filter((candidate) => candidate.path !== '/icons/other.png')) {
        expect(file.status, file.path).toBe(200);
        expect(file.cache, file.path).toMatch(/public, max-age=\d+/);
      }
      expect(byPath['/favicon.ico']).toMatchObject({ type: 'image/x-icon', head: [0, 0, 1, 0] });
      for (const path of ['/apple-touch-icon.png', '/icons/icon-192.png', '/icons/maskable-512.png']) expect(byPath[path]).toMatchObject({ type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47] });
      const storeName = String(configValue(shop.name, 'store_name'));
      const initials = storeName.split(' ').map((word) => word[0]).join('').slice(0, 2).toUpperCase();
      expect(byPath['/icon.svg']?.type).toBe('image/svg+xml');
      expect(byPath['/icon.svg']?.text).toContain(`>${initials}</text>`);
      expect(byPath['/manifest.webmanifest']?.type).toContain('application/manifest+json');
      const manifest = JSON.parse(byPath['/manifest.webmanifest']?.text ?? '{}') as Record<string, unknown>;
      expect(manifest).toMatchObject({ name: configValue(shop.name, 'site_name'), short_name: storeName, lang: shop.locale, start_url: '/', display: 'standalone' });
      expect(byPath['/icons/other.png']?.status).toBe(404);
    });
  });
});
