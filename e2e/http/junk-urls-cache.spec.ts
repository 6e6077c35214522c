import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { currentUrl, theliaLocaleOf } from '../support/catalog-urls';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';

const ROUTE_CACHE = path.join(__dirname, '..', '..', process.env.NEXT_DIST_DIR ?? '.next', 'server', 'route-cache');

/** Every route-cache file (path relative to the cache folder) with its size. */
function cacheFiles(): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else files.set(path.relative(ROUTE_CACHE, full), stat.size);
    }
  };
  walk(ROUTE_CACHE);
  return files;
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
  const category = currentUrl(theliaLocaleOf(shop.name), 'category');
  const urls = junkUrls(category.url);
  const before = cacheFiles();
  for (const url of urls) {
    const answer = await rawGet(url, `${shop.host}:${E2E_PORTS.storefront}`);
    expect({ url, status: answer.status < 500 }).toEqual({ url, status: true });
  }
  const after = cacheFiles();
  const added = [...after.keys()].filter((file) => !before.has(file));
  // Whatever other journeys render meanwhile is theirs; nothing the junk led to was stored: no entry per junk URL,
  // and the not-found page of each reason is rendered per request (ADR 0021).
  expect(added.filter((file) => /zzjunk|brand-9\d{5}|min-1\.|view\/not-found/.test(file))).toEqual([]);
  expect(urls.length).toBe(150);
});
