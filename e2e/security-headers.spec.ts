import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl, redirectedUrl } from './support/catalog-urls';
import { cheapInStock } from './support/cart-products';
import { rawGet, type RawResponse } from './support/raw-http';
import type { ShopProject } from './support/ports';
import { inlineElements, isExecutableInline, sha256Source } from '../lib/security/script-hashes.cjs';

const THELIA_LOCALE = { at: 'de_AT', de: 'de_DE', ro: 'ro_RO' } as const;
/** A public host of each shop: any host ending in the shop's country domain selects it (lib/shop/resolve-shop.ts). */
const PUBLIC_HOST = { at: 'www.example.at', de: 'www.example.de', ro: 'www.example.ro' } as const;

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const policyOf = (response: RawResponse) => single(response.headers['content-security-policy']);
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1);

/** The headers every response carries, a policy with the required directives, and no trace of the internal route. */
function expectSecured(response: RawResponse, shop: ShopProject, what: string): void {
  const { headers } = response;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(single(headers['permissions-policy']), what).toContain(`${feature}=()`);
  expect(headers['strict-transport-security'], `${what} on a local host`).toBeUndefined();
  const policy = policyOf(response);
  expect(policy, what).not.toBe('');
  expect(directive(policy, 'frame-ancestors'), what).toEqual(["'none'"]);
  expect(directive(policy, 'object-src'), what).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri'), what).toEqual(["'self'"]);
  expect(directive(policy, 'form-action'), what).toEqual(["'self'"]);
  expect(directive(policy, 'script-src') ?? directive(policy, 'default-src'), what).not.toContain("'unsafe-inline'");
  expect(headers['x-middleware-rewrite'], what).toBeUndefined();
  expect(headers['x-nextjs-rewritten-path'], what).toBeUndefined();
  for (const [name, value] of Object.entries(headers)) {
    expect(`${name}: ${single(value)}`, what).not.toMatch(new RegExp(`/${shop.locale}(/|$)|/view/`));
  }
}

/** Every inline script of the page's HTML is named by the page's policy: by hash, or by the nonce it carries. */
function expectInlineScriptsAllowed(response: RawResponse, what: string): void {
  const scriptSources = directive(policyOf(response), 'script-src') ?? [];
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = inlineElements(response.body, 'script').filter(({ attributes }) => isExecutableInline(attributes));
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const { attributes, text } of scripts) {
    const allowed = scriptSources.includes(sha256Source(text)) || (nonce !== undefined && attributes.includes(`nonce="${nonce}"`));
    expect(allowed, `${what}: inline script ${text.slice(0, 60)}`).toBe(true);
  }
}

test.describe('security headers', () => {
  test('every kind of response carries the security headers and a policy, and none names the internal route', async ({ shop }) => {
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

    const serverDown = await rawGet('/server-down', shop.host);
    expect(serverDown.status).toBe(503);
    expectSecured(serverDown, shop, 'server-down page');
    expectInlineScriptsAllowed(serverDown, 'server-down page');

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

  test('Strict-Transport-Security is sent to a public host, on every kind of response', async ({ shop }) => {
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

/**
 * Records policy violations of every page the browser shows: the browser's console messages about the policy and the
 * documents' securitypolicyviolation events (reported through a binding, which the page's policy does not govern).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return violations;
}

/** React has hydrated the page: it attached its fiber to the page's elements. */
async function expectHydrated(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$'))), { message: `${what} hydrates` })
    .toBe(true);
}

test.describe('pages under their Content-Security-Policy', () => {
  test('the pages hydrate and work with no policy violation', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop);
    const violations = await watchViolations(page);
    const product = cheapInStock(shop.name);
    const listing = currentUrl(THELIA_LOCALE[shop.name], 'category');

    await page.goto('/');
    await expectHydrated(page, 'home page');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/${product.url}`);
    await expectHydrated(page, 'product page');
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/${listing.url}`);
    await expectHydrated(page, 'listing');
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/cart');
    await expectHydrated(page, 'cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/search?term=bad');
    await expectHydrated(page, 'search');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/about');
    await expectHydrated(page, 'about page');
    await expectNoSeriousA11yViolations(page);

    const notFound = await page.goto(`/csp-unknown-page-${shop.name}.html`);
    expect(notFound?.status()).toBe(404);
    // The not-found view is drawn by the browser from the page's payload (ADR 0009): it shows only if scripts ran.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound['rewriting-failed']);
    await expectNoSeriousA11yViolations(page);

    expect(violations).toEqual([]);
  });

  test("the server-down page's retry script runs", async ({ page, shop }) => {
    const m = messagesOf(shop).ServerDown;
    const violations = await watchViolations(page);
    const response = await page.goto('/server-down');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.setItem('csp-check', '1'));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: m.retry }).click()]);
    expect(await page.evaluate(() => localStorage.getItem('csp-check'))).toBeNull();
    expect(violations).toEqual([]);
  });
});
