import { NextRequest, type NextResponse } from 'next/server';
import { SHOPS } from '@/contract/shops';
import type { LookupOutcome } from '@/lib/routing/rewriting-lookup';
import type { ProxyRuntime } from './proxy-runtime';
import type { ProxyInput } from './proxy-step';
import { runSteps } from './proxy-step';
import { benchRoutesEnabled, benchThroughProxyStep } from './steps/bench-through-proxy';
import { knownRouteStep } from './steps/known-route';
import { productIdStep } from './steps/product-id';
import { rewritingLookupStep } from './steps/rewriting-lookup';
import { serverActionStep } from './steps/server-action';

type Fake = { up: boolean; fresh: boolean; cached: string[]; lookup: LookupOutcome; product: LookupOutcome; probes: number; lookups: string[]; reported: boolean[]; brands: number[] | null; featureValues?: number[] };

function runtime(over: Partial<Fake> = {}): { runtime: ProxyRuntime; fake: Fake } {
  const fake: Fake = { up: true, fresh: true, cached: [], lookup: { kind: 'not-found', reason: 'rewriting-failed' }, product: { kind: 'not-found', reason: 'product-fetch-failed' }, probes: 0, lookups: [], reported: [], brands: null, ...over };
  const value = {
    config: {} as ProxyRuntime['config'],
    lookup: {
      resolve: async (_locale: string, _country: number, viewUrl: string) => {
        fake.lookups.push(viewUrl);
        return fake.lookup;
      },
    },
    products: {
      resolve: async () => fake.product,
    },
    health: {
      current: () => ({ up: fake.up, fresh: fake.fresh }),
      check: async () => {
        fake.probes += 1;
        return fake.up;
      },
      report: (up: boolean) => fake.reported.push(up),
    },
    routeCache: { has: async (path: string) => fake.cached.includes(path) },
    brands: { ready: async () => undefined, checker: () => (id: number) => fake.brands === null || fake.brands.includes(id) },
    featureValues: { ready: async () => undefined, checker: () => (id: number) => fake.featureValues === undefined || fake.featureValues.includes(id) },
  } as unknown as ProxyRuntime;
  return { runtime: value, fake };
}

function input(path: string, rt: ProxyRuntime, shop = SHOPS.at): ProxyInput {
  return { request: new NextRequest(`http://at.localhost:3000${path}`), shop, runtime: rt };
}

const STEPS = [knownRouteStep, productIdStep, rewritingLookupStep];

/** Where a proxy answer leads: the internal rewrite, a redirect with its Location, or null. */
function target(response: NextResponse | null): string | null {
  if (!response) return null;
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) return `${response.status === 404 ? '404 ' : ''}rewrite ${new URL(rewrite).pathname}`;
  const location = response.headers.get('location');
  if (location) {
    const url = new URL(location);
    return `${response.status} ${url.host === 'at.localhost:3000' ? '' : url.host}${url.pathname}${url.search}`;
  }
  return `status ${response.status}`;
}

describe('proxy steps', () => {
  test('known-route: known routes pass in their shapes, under the shop locale; other steps are not asked', async () => {
    const { runtime: rt, fake } = runtime();
    expect(target(await runSteps(STEPS, input('/', rt)))).toBe('rewrite /de-AT');
    expect(target(await runSteps(STEPS, input('/cart', rt, SHOPS.ro)))).toBe('rewrite /ro-RO/cart');
    expect(target(await runSteps(STEPS, input('/search/grohe', rt)))).toBe('rewrite /de-AT/search/grohe');
    expect(target(await runSteps(STEPS, input('/shop-grid-standard/sale', rt)))).toBe('rewrite /de-AT/shop-grid-standard/sale');
    expect(fake.lookups).toEqual([]);
  });

  test('known-route: a junk path below a known route gets the one not-found page, never a route of its own', async () => {
    const { runtime: rt, fake } = runtime();
    expect(target(await knownRouteStep.run(input('/shop-grid-standard/black-friday', rt)))).toBe('404 rewrite /de-AT/view/not-found/sale-not-found');
    for (const path of ['/contact/anything', '/cart/a/b', '/shop-grid-standard/a/b', '/about/x.png', '/search/a/b', '/not-found', '/404']) {
      expect([path, target(await knownRouteStep.run(input(path, rt)))]).toEqual([path, '404 rewrite /de-AT/view/not-found/route-not-found']);
    }
    expect(target(await knownRouteStep.run(input('/cart/%E0%A4%A', rt)))).toBe('404 rewrite /de-AT/view/not-found/rewriting-failed');
    expect(fake.lookups).toEqual([]);
  });

  test('known-route: other paths are left to the next step', async () => {
    const { runtime: rt } = runtime();
    expect(await knownRouteStep.run(input('/grohe-eurosmart.html', rt))).toBeNull();
  });

  test('rewriting-lookup: rewrites, relative 301 for moved URLs, not-found and unsupported pages', async () => {
    const { runtime: rt, fake } = runtime({ lookup: { kind: 'rewrite', internalPath: '/view/product/5' } });
    expect(target(await rewritingLookupStep.run(input('/wc.html', rt)))).toBe('rewrite /de-AT/view/product/5');
    expect(fake.lookups).toEqual(['wc.html']);
    fake.lookup = { kind: 'redirect', location: '/neu.html' };
    expect(target(await rewritingLookupStep.run(input('/alt.html?utm_source=x', rt)))).toBe('301 /neu.html?utm_source=x');
    fake.lookup = { kind: 'not-found', reason: 'rewriting-failed' };
    expect(target(await rewritingLookupStep.run(input('/x.png', rt)))).toBe('404 rewrite /de-AT/view/not-found/rewriting-failed');
    fake.lookup = { kind: 'unsupported' };
    expect(target(await rewritingLookupStep.run(input('/ordner', rt)))).toBe('404 rewrite /de-AT/view/not-found/content-type-not-found');
  });

  test('product-id: /product/{id} answers 301 to the product URL, product-fetch-failed for one the shop does not show', async () => {
    const { runtime: rt, fake } = runtime({ product: { kind: 'redirect', location: '/grohe-wc.html' } });
    expect(target(await runSteps(STEPS, input('/product/12', rt)))).toBe('301 /grohe-wc.html');
    fake.product = { kind: 'not-found', reason: 'product-fetch-failed' };
    expect(target(await runSteps(STEPS, input('/product/999999999', rt)))).toBe('404 rewrite /de-AT/view/not-found/product-fetch-failed');
    expect(target(await runSteps(STEPS, input('/product/abc', rt)))).toBe('404 rewrite /de-AT/view/not-found/product-fetch-failed');
    fake.product = { kind: 'unavailable' };
    expect(target(await runSteps(STEPS, input('/product/12', rt)))).toBe('rewrite /server-down');
    expect(fake.lookups).toEqual([]);
  });

  test('redirects never take their host from a forwarded header', async () => {
    const { runtime: rt } = runtime({ lookup: { kind: 'redirect', location: '/neu.html' } });
    const forged: ProxyInput = {
      request: new NextRequest('http://at.localhost:3000/alt.html', { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } }),
      shop: SHOPS.at,
      runtime: rt,
    };
    expect(target(await rewritingLookupStep.run(forged))).toBe('301 /neu.html');
  });

  test('rewriting-lookup: an unanswerable lookup is the server-down page and is reported', async () => {
    const { runtime: rt, fake } = runtime({ lookup: { kind: 'unavailable' } });
    expect(target(await rewritingLookupStep.run(input('/wc.html', rt)))).toBe('rewrite /server-down');
    expect(fake.reported).toEqual([false]);
  });

  test('listing state: canonical state becomes a segment; junk and unknown brand ids are cleaned by a 308', async () => {
    const { runtime: rt, fake } = runtime({ lookup: { kind: 'rewrite', internalPath: '/view/category/12' }, brands: [3, 7] });
    expect(target(await rewritingLookupStep.run(input('/bad.html?brand=3,7&page=2', rt)))).toBe('rewrite /de-AT/view/category/12/brand-3.7~page-2');
    expect(target(await rewritingLookupStep.run(input('/bad.html?brand=3,999999', rt)))).toBe('308 /bad.html?brand=3');
    expect(target(await rewritingLookupStep.run(input('/bad.html?price_min=10.1234', rt)))).toBe('308 /bad.html?price_min=10');
    expect(target(await rewritingLookupStep.run(input('/bad.html?price_min=10.123456', rt)))).toBe('308 /bad.html');
    expect(fake.lookups).toHaveLength(4);
  });

  test('listing state: technical filter values in canonical order; unknown values and prices above the currency bound are cleaned by a 308', async () => {
    const { runtime: rt } = runtime({ lookup: { kind: 'rewrite', internalPath: '/view/category/12' }, brands: [3], featureValues: [7001, 13002] });
    expect(target(await rewritingLookupStep.run(input('/bad.html?feature=7001,13002', rt)))).toBe('rewrite /de-AT/view/category/12/feature-7001.13002');
    expect(target(await rewritingLookupStep.run(input('/bad.html?feature=13002,7001,7999', rt)))).toBe('308 /bad.html?feature=7001,13002');
    expect(target(await rewritingLookupStep.run(input('/bad.html?price_min=10000', rt)))).toBe('308 /bad.html?price_min=8000');
  });

  test('serve: with the backend down, a cached page is still served and anything else gets the server-down page, without waiting', async () => {
    const { runtime: rt, fake } = runtime({ up: false, fresh: true, cached: ['/de-AT', '/de-AT/view/product/5'], lookup: { kind: 'rewrite', internalPath: '/view/product/5' } });
    expect(target(await runSteps(STEPS, input('/', rt)))).toBe('rewrite /de-AT');
    expect(target(await runSteps(STEPS, input('/wc.html', rt)))).toBe('rewrite /de-AT/view/product/5');
    expect(target(await runSteps(STEPS, input('/cart', rt)))).toBe('rewrite /server-down');
    expect(fake.probes).toBe(0);
  });

  test('serve: an old health state is used as it is for cached pages; an uncached page waits for a fresh one', async () => {
    const { runtime: rt, fake } = runtime({ up: true, fresh: false, cached: ['/de-AT'] });
    expect(target(await runSteps(STEPS, input('/', rt)))).toBe('rewrite /de-AT');
    expect(fake.probes).toBe(0);
    fake.up = false;
    expect(target(await runSteps(STEPS, input('/about', rt)))).toBe('rewrite /server-down');
    expect(fake.probes).toBe(1);
  });

  test('server-action: an action POST from another site or with a body React did not send is refused before Next.js reads it', async () => {
    const { runtime: rt } = runtime();
    const action = (headers: Record<string, string>, body: string) => ({
      request: new NextRequest('http://at.localhost:3000/contact', { method: 'POST', headers: { host: 'at.localhost:3000', 'next-action': 'a'.repeat(42), ...headers }, body }),
      shop: SHOPS.at,
      runtime: rt,
    });
    const foreign = await serverActionStep.run(action({ origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }, '--x--'));
    expect(foreign?.status).toBe(403);
    const notForm = await serverActionStep.run(action({ origin: 'http://at.localhost:3000', 'content-type': 'application/json' }, '{}'));
    expect(notForm?.status).toBe(415);
    expect(await serverActionStep.run(input('/contact', rt))).toBeNull();
  });

  test('bench-through-proxy: only with its start flag', async () => {
    expect(benchRoutesEnabled({})).toBe(false);
    expect(benchRoutesEnabled({ STOREFRONT_BENCH_ROUTES: '1' })).toBe(true);
    const { runtime: rt } = runtime();
    expect(target(await benchThroughProxyStep.run(input('/bench/through-proxy', rt)))).toBe('rewrite /bench/blank');
    expect(await benchThroughProxyStep.run(input('/cart', rt))).toBeNull();
  });
});
