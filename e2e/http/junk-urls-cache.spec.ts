import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { currentUrl, theliaLocaleOf } from '../support/catalog-urls';
import { E2E_PORTS } from '../support/ports';
import { rawGet, type RawResponse } from '../support/raw-http';

/**
 * The route cache lives in the server process or in Redis (ADR 0063), so what it stores is seen in the answers:
 * Next.js marks every answer it takes from or stores in the route cache with `x-nextjs-cache` (MISS when it rendered
 * and stored the page, HIT or STALE when it served a stored one). An answer without it was neither.
 */
const ROUTE_CACHE_STATE = 'x-nextjs-cache';

/** The answer to a cached page once it comes from the route cache (a cold stack renders it first). */
async function cachedAnswer(path: string, host: string): Promise<RawResponse> {
  let answer = await rawGet(path, host);
  for (let attempt = 0; attempt < 20 && answer.headers[ROUTE_CACHE_STATE] !== 'HIT'; attempt += 1) answer = await rawGet(path, host);
  return answer;
}

/** 150 URLs that resolve to nothing, 15 in each class a crawler or attacker sends (each with a unique token). */
function junkUrls(categoryUrl: string): string[] {
  const urls: string[] = [];
  for (let n = 0; n < 15; n += 1) {
    const token = `zzjunk${n}`;
    urls.push(
      `/contact/${token}`,
      `/cart/${token}/x`,
      `/about/${token}.png`,
      `/${token}.png`,
      `/${token}.css`,
      `/${token}/deep/path.html`,
      `/shop-grid-standard/sale/${token}`,
      `/de-AT/view/product/${token}`,
      `/${categoryUrl}?brand=${900000 + n}`,
      `/${categoryUrl}?price_min=1.${String(n).padStart(5, '1')}`,
    );
  }
  return urls;
}

// Every shop resolves a URL through the same proxy steps and not-found rendering; each junk URL is a full render, so
// the sweep runs in the default shop only.
test('150 URLs that resolve to nothing add no route-cache entry and leave the existing ones as they are', async () => {
  const shop = DEFAULT_SHOP;
  test.setTimeout(120_000);
  const host = `${shop.host}:${E2E_PORTS.storefront}`;
  const category = currentUrl(theliaLocaleOf(shop.name), 'category');
  const before = await cachedAnswer(`/${category.url}`, host);
  expect(before.headers[ROUTE_CACHE_STATE]).toBe('HIT');
  const urls = junkUrls(category.url);
  for (const url of urls) {
    const answer = await rawGet(url, host);
    // Nothing the junk led to was stored: no answer rendered into the route cache (the not-found page of each
    // reason is rendered per request, ADR 0021) and none served from it.
    expect({ url, status: answer.status < 500, cache: answer.headers[ROUTE_CACHE_STATE] }).toEqual({ url, status: true, cache: undefined });
  }
  expect(urls.length).toBe(150);
  // The page cached before is still served from the route cache (no junk entry pushed it out).
  expect((await rawGet(`/${category.url}`, host)).headers[ROUTE_CACHE_STATE]).toBe('HIT');
});
