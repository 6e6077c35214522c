import { test, expect, forEachShop, DEFAULT_SHOP } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { E2E_PORTS, SHOP_PROJECTS, type ShopProject } from '../support/ports';
import { rawGet } from '../support/raw-http';
import { serverHtml } from '../support/server-html';
import { getWithin } from '../support/backend-fault-stack';
import { ProviderFaultStack, type ProviderFault } from '../support/provider-fault-stack';
import { PROVIDER_RATINGS, type ReviewProviderId } from '../../backend/db/seed/review-provider-ratings';
import { REVIEWS_BADGE_CACHE_SECONDS } from '../../contract/constants';
import { parseTrustBadgesAnswer } from '../../lib/trust/trust-badges-answer';

/** What the seeded locale configs switch on (backend/db/seed/config-locale.ts), with each shop's id at the provider. */
const FOOTER: Record<ShopProject['name'], Array<[ReviewProviderId, string]>> = {
  at: [['shopvote', '17311'], ['searchrating', 'SR-AT-48213']],
  de: [['shopvote', '17312'], ['trustedshops', 'X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8']],
  ro: [],
};
const FLOATING: Record<ShopProject['name'], ReviewProviderId[]> = { at: ['shopvote', 'searchrating'], de: ['trustedshops'], ro: [] };

const ratingText = (shop: ShopProject, value: number) =>
  messagesOf(shop).TrustBadges.rating.replace('{value}', new Intl.NumberFormat(shop.locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value));

forEachShop((shop) => {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;

  test('S2-150 S1-33 S1-34 S1-35 the footer shows the trust badges its config switches on, with rating, count and review page', async () => {
    const { status, $ } = await serverHtml('/', host);
    expect(status).toBe(200);
    const links = $('footer [data-testid="footer-reviews"] a[data-trust-badge]');
    expect(links.toArray().map((link) => $(link).attr('data-trust-badge'))).toEqual(FOOTER[shop.name].map(([provider]) => provider));
    for (const [provider, shopId] of FOOTER[shop.name]) {
      const rating = PROVIDER_RATINGS[provider][shopId]!;
      const link = $(`footer a[data-trust-badge="${provider}"]`);
      expect(link.attr('href')).toBe(rating.reviewpage);
      expect(link.attr('rel')).toBe('noopener noreferrer');
      const text = link.text().replace(/\s+/g, ' ');
      expect(text).toContain(messagesOf(shop).TrustBadges.provider[provider]);
      expect(text).toContain(ratingText(shop, rating.ratingvalue));
      expect(text).toContain(new Intl.NumberFormat(shop.locale).format(rating.ratingcount).replace(/\s/g, ' '));
    }
    if (FOOTER[shop.name].length === 0) expect($('[data-testid="footer-reviews"]').length).toBe(0);
  });

  test('S9-06 the floating badge reads its ratings from a small route the browser keeps 1800 seconds', async () => {
    const response = await rawGet('/api/trust-badges', host);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(`public, max-age=${REVIEWS_BADGE_CACHE_SECONDS}`);
    const { badges } = parseTrustBadgesAnswer(JSON.parse(response.body));
    expect(badges.map(({ provider }) => provider)).toEqual(FLOATING[shop.name]);
  });
});

test.describe('review providers down', () => {
  test('a provider that fails, answers junk or is slow leaves the page at 200 without its badge, in bounded time; it shows again once the provider answers', async () => {
    test.setTimeout(180_000);
    const stack = new ProviderFaultStack(3396, 4396);
    await stack.start();
    try {
      // Search results are rendered per request, so each one asks the providers (through the proxy) again.
      let term = 0;
      const page = (shop: ShopProject) => getWithin(stack.port, `/search?term=dusche${(term += 1)}`, `${shop.host}:${stack.port}`, 15_000);
      const [at, de] = [SHOP_PROJECTS[0], SHOP_PROJECTS[1]];
      for (const fault of ['error-500', 'invalid-json', 'slow'] satisfies ProviderFault[]) {
        stack.fault = fault;
        for (const shop of [at, de]) {
          const calls = stack.providerCalls;
          const started = Date.now();
          const answer = await page(shop);
          expect({ fault, shop: shop.name, status: answer.status }).toEqual({ fault, shop: shop.name, status: 200 });
          expect(Date.now() - started).toBeLessThan(6_000);
          expect(stack.providerCalls).toBeGreaterThan(calls);
          expect(answer.body).toContain('</footer>');
          expect(answer.body).not.toContain('data-trust-badge=');
        }
      }
      const route = await getWithin(stack.port, '/api/trust-badges', `${DEFAULT_SHOP.host}:${stack.port}`, 15_000);
      expect(route.status).toBe(200);
      expect(parseTrustBadgesAnswer(JSON.parse(route.body)).badges).toEqual([]);
      // Missing badges are asked for again soon, not kept for 1800 s.
      expect(route.cacheControl).toBe('public, max-age=60');

      stack.fault = 'none';
      const healed = await page(at);
      expect(healed.status).toBe(200);
      expect(healed.body).toContain('data-trust-badge="shopvote"');
    } finally {
      await stack.stop();
    }
  });
});
