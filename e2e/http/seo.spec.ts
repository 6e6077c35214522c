import { test, expect, forEachShop, DEFAULT_SHOP } from '../support/http-tier';
import { E2E_PORTS, SHOP_PROJECTS, type ShopProject } from '../support/ports';
import { currentUrl, redirectedUrl, theliaLocaleOf } from '../support/catalog-urls';
import { openE2eDb } from '../support/e2e-db';
import { jsonLdOf, serverHtml, textOf } from '../support/server-html';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/revalidate/signature';
import { FILTER_PARAMETERS } from '../../lib/seo/robots-txt';

/**
 * What crawlers read: sitemap index and shards per host, robots.txt per host, Organization/WebSite JSON-LD, real
 * status codes through raw HTTP (Node cannot resolve *.localhost: localhost + Host header), and the signed cache
 * revalidation call with its effect on a cached product page.
 */

/** A raw GET of a path with the URL's own characters (sitemap and robots answers can take long under load). */
function rawText(pathAndQuery: string, host: string): Promise<RawResponse> {
  return rawRequest(encodeURI(pathAndQuery), host, { timeoutMs: 60_000 });
}

const hostOf = (shop: ShopProject) => `${shop.host}:${E2E_PORTS.storefront}`;
const originOf = (shop: ShopProject) => `http://${hostOf(shop)}`;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
/** The absolute URL of a backend path as a sitemap writes it (percent-encoded). */
const sitemapLoc = (shop: ShopProject, url: string) => new URL(`/${url}`, originOf(shop)).href;

/** The current URL of one object in another locale ('' when it has none there). */
function urlIn(view: string, viewId: number, locale: string): string {
  const db = openE2eDb();
  try {
    const row = db
      .prepare('SELECT url FROM rewriting_url WHERE view = ? AND view_id = ? AND view_locale = ? AND redirected IS NULL ORDER BY id LIMIT 1')
      .get(view, viewId, locale) as { url: string } | undefined;
    return row?.url ?? '';
  } finally {
    db.close();
  }
}

forEachShop((shop) => {
  test.describe('sitemaps', () => {
    test("the sitemap index of each host names shards on that host's origin only", async () => {
      test.setTimeout(120_000);
      const index = await rawText('/sitemap.xml', hostOf(shop));
      expect(index.status).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const shards = locsOf(index.body);
      expect(shards.map((loc) => new URL(loc).pathname)).toEqual(
        expect.arrayContaining(['/sitemaps/product-1.xml', '/sitemaps/category-1.xml', '/sitemaps/brand-1.xml', '/sitemaps/content-1.xml']),
      );
      expect(shards.filter((loc) => !loc.startsWith(`${originOf(shop)}/sitemaps/`))).toEqual([]);

      // Every <loc> of every shard is on this host's origin; the shards together list every visible product once.
      let productLocs = 0;
      for (const loc of shards) {
        const shard = await rawText(new URL(loc).pathname, hostOf(shop));
        expect([loc, shard.status]).toEqual([loc, 200]);
        expect(shard.headers['content-type']).toBe('application/xml; charset=utf-8');
        const locs = locsOf(shard.body);
        expect(locs.length).toBeGreaterThan(0);
        // One assertion per shard, not per URL: a shard names thousands.
        expect(locs.filter((url) => !url.startsWith(`${originOf(shop)}/`)), loc).toEqual([]);
        if (loc.includes('/product-')) productLocs += locs.length;
      }
      const db = openE2eDb();
      try {
        const { n } = db
          .prepare('SELECT COUNT(*) AS n FROM product p JOIN product_i18n i ON i.id = p.id AND i.locale = ? WHERE p.visible = 1')
          .get(theliaLocaleOf(shop.name)) as { n: number };
        expect(productLocs).toBe(n);
      } finally {
        db.close();
      }
    });

    test("a shard lists a known product and category with hreflang alternates of the other shops and x-default", async () => {
      for (const view of ['product', 'category'] as const) {
        const object = currentUrl(theliaLocaleOf(shop.name), view);
        const shard = await rawText(`/sitemaps/${view}-1.xml`, hostOf(shop));
        expect(shard.status).toBe(200);
        const own = sitemapLoc(shop, object.url);
        const entry = shard.body.split('<url>').find((block) => block.startsWith(`<loc>${own.replace(/&/g, '&amp;')}</loc>`));
        expect(entry, `${view} ${own} in ${view}-1.xml`).toBeDefined();
        for (const other of SHOP_PROJECTS) {
          const url = urlIn(view, object.view_id, theliaLocaleOf(other.name));
          expect(entry).toContain(`hreflang="${other.locale}" href="${sitemapLoc(other, url).replace(/&/g, '&amp;')}"`);
        }
        const atUrl = urlIn(view, object.view_id, 'de_AT');
        expect(entry).toContain(`hreflang="x-default" href="${sitemapLoc(SHOP_PROJECTS[0], atUrl).replace(/&/g, '&amp;')}"`);
      }
    });

    test('a shard past the end or with an unknown name is a 404', async () => {
      expect((await rawText('/sitemaps/product-99.xml', hostOf(shop))).status).toBe(404);
      expect((await rawText('/sitemaps/folder-1.xml', hostOf(shop))).status).toBe(404);
    });
  });

  test.describe('robots.txt', () => {
    test('each host names its own sitemap, keeps private routes and filter/sort URLs out, leaves paging crawlable', async () => {
      const robots = await rawText('/robots.txt', hostOf(shop));
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = robots.body.split('\n');
      expect(lines).toContain(`Sitemap: ${originOf(shop)}/sitemap.xml`);
      expect(lines.filter((line) => line.startsWith('Sitemap:'))).toHaveLength(1);
      for (const route of ['/search/', '/cart?', '/checkout$', '/account/', '/wishlist$', '/compare$', '/login-register$', '/api/']) {
        expect(lines).toContain(`Disallow: ${route}`);
      }
      for (const name of FILTER_PARAMETERS) {
        expect(lines).toContain(`Disallow: /*?${name}=`);
        expect(lines).toContain(`Disallow: /*&${name}=`);
      }
      expect(robots.body).not.toMatch(/page=/);
    });
  });

  test.describe('structured data and metadata', () => {
    test('the home page carries Organization and WebSite JSON-LD, its title and canonical URL', async () => {
      const { status, $ } = await serverHtml('/', shop.host);
      expect(status).toBe(200);
      const blocks = jsonLdOf($);
      const organization = blocks.find((block) => block['@type'] === 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        url: `${originOf(shop)}/`,
        logo: expect.stringMatching(new RegExp(`^${originOf(shop)}/`)),
        contactPoint: { '@type': 'ContactPoint', telephone: expect.stringMatching(/^\+\d[\d ]+$/) },
        address: { '@type': 'PostalAddress', addressCountry: shop.name.toUpperCase() },
      });
      expect(organization?.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.facebook\.com\//)]));
      const website = blocks.find((block) => block['@type'] === 'WebSite');
      expect(website).toMatchObject({
        url: `${originOf(shop)}/`,
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${originOf(shop)}/search/{search_term_string}` } },
      });
      // Next writes the root canonical URL without its trailing slash; both name the same URL.
      expect($('link[rel="canonical"]').attr('href')).toMatch(new RegExp(`^${originOf(shop)}/?$`));
      expect($('meta[name="description"]').attr('content')).toMatch(/.{40,}/);
      const title = textOf($, 'head title');
      expect(title).not.toContain('|');
      expect(title).toBe(website?.name);
    });

    test('Organization JSON-LD is on every page, not only the home page', async () => {
      const product = currentUrl(theliaLocaleOf(shop.name), 'product');
      const { status, $ } = await serverHtml(`/${encodeURI(product.url)}`, shop.host);
      expect(status).toBe(200);
      expect(jsonLdOf($).map((block) => block['@type'])).toContain('Organization');
    });
  });

  test.describe('real status codes through raw HTTP', () => {
    test('200 for product, category, brand and content URLs; 301 with Location for a moved URL; 404 for a missing one', async () => {
      const locale = theliaLocaleOf(shop.name);
      for (const view of ['product', 'category', 'brand', 'content'] as const) {
        const object = currentUrl(locale, view);
        const response = await rawText(`/${object.url}`, hostOf(shop));
        expect([view, object.url, response.status]).toEqual([view, object.url, 200]);
        expect(response.headers['content-type']).toContain('text/html');
      }
      const moved = redirectedUrl(locale);
      const redirect = await rawText(`/${moved.from}`, hostOf(shop));
      expect(redirect.status).toBe(301);
      const location = new URL(redirect.headers.location ?? '', originOf(shop));
      expect(location.host).toBe(hostOf(shop));
      expect(decodeURIComponent(location.pathname)).toBe(`/${moved.to}`);

      const missing = await rawText('/gibt-es-nicht-e2e-404.html', hostOf(shop));
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
    });
  });
});

test.describe('signed cache revalidation', () => {
  const endpoint = `http://localhost:${E2E_PORTS.storefront}/api/revalidate`;

  async function revalidate(body: string, secret: string, timestamp = String(Math.floor(Date.now() / 1000))) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, body) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  // The endpoint is the same for every host.
  test('unsigned, wrongly signed or stale calls are refused with 401; a bad body with 400', async () => {
    const secret = process.env.REVALIDATE_SECRET ?? '';
    expect(secret).not.toBe('');
    const body = '{"type":"product","id":1}';
    const unsigned = await fetch(endpoint, { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    expect((await revalidate(body, 'not-the-secret')).status).toBe(401);
    expect((await revalidate(body, secret, String(Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    expect((await revalidate('{"type":"order","id":1}', secret)).status).toBe(400);
  });

  test("a changed product title shows on its cached page right after the signed call (and not before)", async () => {
    // It mutates the shared e2e database: one shop only, a product no other journey uses, restored afterwards.
    const shop = DEFAULT_SHOP;
    const secret = process.env.REVALIDATE_SECRET ?? '';
    expect(secret).not.toBe('');
    const locale = theliaLocaleOf(shop.name);
    const db = openE2eDb({ readonly: false });
    const product = db
      .prepare(
        `SELECT r.url, r.view_id AS id, t.title FROM rewriting_url r JOIN product_i18n t ON t.id = r.view_id AND t.locale = r.view_locale
         JOIN product p ON p.id = r.view_id AND p.visible = 1
         WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL ORDER BY r.id DESC LIMIT 1`,
      )
      .get(locale) as { url: string; id: number; title: string };
    const setTitle = db.prepare('UPDATE product_i18n SET title = ? WHERE id = ? AND locale = ?');
    const changed = `${product.title} (geändert ${Date.now()})`;
    // A plain request gets the whole answer at once, and nothing prefetches: no render of this page is still running
    // when the data changes or the tag is dropped (one that ended after the signed call would store a stale copy).
    const pageOf = async () => {
      const { status, $ } = await serverHtml(`/${encodeURI(product.url)}`, shop.host);
      return { status, heading: textOf($, 'h1') };
    };
    try {
      // Start from a known state: the route cache (in the server, or in a Redis kept across runs: ADR 0063) may hold
      // this page from a previous run against another database.
      expect((await revalidate(JSON.stringify({ type: 'product', id: product.id }), secret)).status).toBe(200);
      expect(await pageOf()).toEqual({ status: 200, heading: product.title });

      setTitle.run(changed, product.id, locale);
      // Served from the route cache: the change is not visible yet.
      expect(await pageOf()).toEqual({ status: 200, heading: product.title });

      const result = await revalidate(JSON.stringify({ type: 'product', id: product.id }), secret);
      expect(result).toEqual({ status: 200, body: { revalidated: true, tags: [`product:${product.id}`] } });

      // The very next request renders the page anew (immediate expiry, no stale copy served once).
      expect(await pageOf()).toEqual({ status: 200, heading: changed });
    } finally {
      setTitle.run(product.title, product.id, locale);
      db.close();
      await revalidate(JSON.stringify({ type: 'product', id: product.id }), secret);
    }
    expect(await pageOf()).toEqual({ status: 200, heading: product.title });
  });
});
