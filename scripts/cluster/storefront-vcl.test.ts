import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freeLoopbackPort } from '@/lib/testing/redis-server';
import { PER_REQUEST_PAGE_PREFIXES } from '@/lib/security/per-request-pages';
import { startVarnish, type RunningVarnish } from './varnishd';
import { STOREFRONT_VCL } from './varnish-topology';

/**
 * The rules of deploy/varnish/storefront.vcl (ADR 0066) in a real varnishd (Debian's varnish 7.1 with xkey) in front
 * of a stand-in storefront that records what reaches it and answers as the storefront does: catalogue pages with
 * s-maxage and an xkey header, per-shopper answers private and with cookies.
 */
type Seen = { url: string; cookie?: string; rsc?: string; forwardedFor?: string; forwardedHost?: string; host?: string; internal: string[] };

class StandInStorefront {
  readonly seen: Seen[] = [];
  private server: http.Server | null = null;
  port = 0;
  /** Answers counted per path so that a second fetch of a page is visibly a different answer. */
  private served = 0;

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  fetchesOf(url: string): number {
    return this.seen.filter((seen) => seen.url === url).length;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = request.url ?? '/';
    if (url === '/healthz') {
      response.setHeader('cache-control', 'no-store');
      response.end('{"ok":true}');
      return;
    }
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    this.seen.push({ url, cookie: header('cookie'), rsc: header('rsc'), forwardedFor: header('x-forwarded-for'), forwardedHost: header('x-forwarded-host'), host: header('host'), internal: Object.keys(request.headers).filter((name) => name.startsWith('x-storefront-')) });
    this.served += 1;
    // As the storefront does (ADR 0065): the answer names the request it was made for.
    response.setHeader('x-request-id', header('x-request-id') ?? 'none');
    const path = url.split('?')[0] ?? '/';
    const body = `${request.method} ${url} answer ${this.served} for ${header('cookie') ?? 'nobody'}`;
    if (path.startsWith('/sets-cookie')) {
      response.setHeader('cache-control', 's-maxage=300');
      response.setHeader('set-cookie', `cart=${this.served}; Path=/; HttpOnly`);
    } else if (path.startsWith('/private')) {
      response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    } else if (path.startsWith('/no-cache-control')) {
      // No Cache-Control at all: Varnish must not invent a TTL.
    } else if (path.startsWith('/short')) {
      response.setHeader('cache-control', 's-maxage=1, stale-while-revalidate=60');
      response.setHeader('xkey', 'product:9');
    } else if (['/cart', '/checkout', '/account', '/api', '/search', '/login-register', '/guest', '/order-placed'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      // A per-shopper answer that says it is cacheable all the same: Varnish must pass it by its path.
      response.setHeader('cache-control', 's-maxage=300');
    } else {
      response.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      response.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
      const product = /\/product-(\d+)/.exec(path)?.[1];
      response.setHeader('xkey', product ? `product:${product} products config:de_AT` : 'config:de_AT');
    }
    response.end(body);
  }
}

type Answer = { status: number; body: string; cache: string | null; xkey: string | null; setCookie: string | null; requestId: string | null };

/** A request to Varnish with any Host (fetch would not send one of its own). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { host: `at.localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const header = (name: string) => {
          const value = response.headers[name];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        };
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), cache: header('x-cache'), xkey: header('xkey'), setCookie: header('set-cookie'), requestId: header('x-request-id') });
      });
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer: ${method} ${path}`)));
    request.end();
  });
}

describe('the per-shopper paths of the VCL', () => {
  it('name every page the storefront renders per request, and the API', () => {
    const vcl = readFileSync(STOREFRONT_VCL, 'utf8');
    const alternatives = /sub storefront_is_per_shopper \{\s*if \(req\.url ~ "\^\/\(([^)]+)\)/.exec(vcl)?.[1]?.split('|') ?? [];
    // The not-found views are internal paths (the proxy rewrites to them); they answer no-store anyway.
    const publicFirstSegments = PER_REQUEST_PAGE_PREFIXES.filter((prefix) => !prefix.startsWith('view/')).map((prefix) => prefix.split('/')[0]);
    expect(alternatives).toEqual(expect.arrayContaining(['api', ...publicFirstSegments]));
  });
});

describe('the storefront VCL in front of one instance', () => {
  const storefront = new StandInStorefront();
  let varnish: RunningVarnish;
  let port: number;

  beforeAll(async () => {
    await storefront.start();
    port = await freeLoopbackPort();
    varnish = await startVarnish({ port, storageMb: 32, topology: { instances: [{ host: '127.0.0.1', port: storefront.port }], purgers: ['127.0.0.1', '::1'], rulesPath: STOREFRONT_VCL } });
  });
  afterAll(async () => {
    await varnish?.stop();
    await storefront.stop();
  });

  it("serves a catalogue page from one copy to every shopper, without ever passing a shopper's cookies", async () => {
    const first = await get(port, '/bad-armaturen', { cookie: 'session=anna-token; cart=anna-cart; CookieConsentGA=granted' });
    const second = await get(port, '/bad-armaturen', { cookie: 'session=ben-token; cart=ben-cart; _ga=GA1.1.2' });
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(storefront.fetchesOf('/bad-armaturen')).toBe(1);
    expect(storefront.seen.find((seen) => seen.url === '/bad-armaturen')?.cookie).toBeUndefined();
  });

  it('answers every request under its own id, never under the id of the request that filled the cache', async () => {
    const filled = await get(port, '/kueche', { 'x-request-id': 'shopper-a.1' });
    const fromCache = await get(port, '/kueche', { 'x-request-id': 'shopper-b.2' });
    const withoutId = await get(port, '/kueche');
    const junk = await get(port, '/kueche', { 'x-request-id': 'a b<script>' });
    expect([filled.cache, fromCache.cache, withoutId.cache]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(filled.requestId).toBe('shopper-a.1');
    expect(fromCache.requestId).toBe('shopper-b.2');
    expect(withoutId.requestId).toMatch(/^varnish-\d+$/);
    expect(junk.requestId).toMatch(/^varnish-\d+$/);
    expect(junk.requestId).not.toBe(withoutId.requestId);
  });

  it('stores tracking parameters out of the key: every campaign link shares one copy', async () => {
    const plain = await get(port, '/product-21?page=2');
    const tagged = await get(port, '/product-21?utm_source=news&page=2&gclid=abc&fbclid=x&msclkid=y&utm_campaign=winter');
    const onlyTracking = await get(port, '/product-21?utm_medium=mail&_gl=1*x');
    expect(plain.cache).toBe('MISS');
    expect(tagged.cache).toBe('HIT');
    expect(tagged.body).toBe(plain.body);
    expect(onlyTracking.body).toContain('GET /product-21 answer');
    expect(storefront.seen.map((seen) => seen.url).filter((url) => url.startsWith('/product-21'))).toEqual(['/product-21?page=2', '/product-21']);
  });

  it('keeps RSC answers and HTML apart (`_rsc` and the router headers are part of the key)', async () => {
    const html = await get(port, '/category-4');
    const flight = await get(port, '/category-4', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' });
    const prefetch = await get(port, '/category-4?_rsc=abc12', { rsc: '1', 'next-router-prefetch': '1' });
    const otherPrefetch = await get(port, '/category-4?_rsc=def34', { rsc: '1', 'next-router-prefetch': '1' });
    expect([html.cache, flight.cache, prefetch.cache, otherPrefetch.cache]).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
    expect(new Set([html.body, flight.body, prefetch.body, otherPrefetch.body]).size).toBe(4);
    expect((await get(port, '/category-4')).body).toBe(html.body);
    expect((await get(port, '/category-4', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' })).body).toBe(flight.body);
    expect(storefront.seen.filter((seen) => seen.url.startsWith('/category-4') && seen.rsc === '1')).toHaveLength(3);
  });

  it('passes every per-shopper path with its cookies and stores none of them', async () => {
    for (const path of ['/cart', '/checkout', '/checkout/processing', '/account', '/account/orders', '/api/cart', '/api/account/me', '/search?q=wc', '/login-register', '/guest/invoice/1/x', '/order-placed']) {
      const anna = await get(port, path, { cookie: 'session=anna-token' });
      const ben = await get(port, path, { cookie: 'session=ben-token' });
      expect([path, anna.cache, ben.cache]).toEqual([path, 'UNCACHEABLE', 'UNCACHEABLE']);
      expect(anna.body).toContain('for session=anna-token');
      expect(ben.body).toContain('for session=ben-token');
      expect(storefront.fetchesOf(path)).toBe(2);
    }
    // The VCL's own marks stay in Varnish.
    expect(storefront.seen.flatMap((seen) => seen.internal)).toEqual([]);
  });

  it('passes server actions and any other method, with their cookies', async () => {
    const action = await get(port, '/product-30', { 'next-action': 'a1b2', cookie: 'cart=anna-cart' });
    const post = await get(port, '/product-31', { cookie: 'cart=anna-cart' }, 'POST');
    expect(action.cache).toBe('UNCACHEABLE');
    expect(action.body).toContain('for cart=anna-cart');
    expect(post.body).toContain('POST /product-31');
    expect(post.cache).toBe('UNCACHEABLE');
    expect((await get(port, '/product-30')).cache).toBe('MISS');
  });

  it('never stores an answer that sets a cookie, is private or has no s-maxage/max-age', async () => {
    for (const path of ['/sets-cookie', '/private', '/no-cache-control']) {
      const first = await get(port, path);
      const second = await get(port, path);
      expect([path, first.cache, second.cache]).toEqual([path, 'UNCACHEABLE', 'UNCACHEABLE']);
      expect(second.body).not.toBe(first.body);
    }
    const cookies = [await get(port, '/sets-cookie'), await get(port, '/sets-cookie')].map((answer) => answer.setCookie);
    expect(cookies[0]).not.toBe(cookies[1]);
  });

  it('keeps the shops apart by host', async () => {
    const at = await get(port, '/about', { host: `at.localhost:${port}` });
    const ro = await get(port, '/about', { host: `ro.localhost:${port}` });
    expect(ro.cache).toBe('MISS');
    expect(ro.body).not.toBe(at.body);
    expect(storefront.seen.filter((seen) => seen.url === '/about').map((seen) => seen.host)).toEqual([`at.localhost:${port}`, `ro.localhost:${port}`]);
  });

  it('replaces what a client says in X-Forwarded-For and drops its X-Forwarded-Host', async () => {
    await get(port, '/private/forwarded', { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' });
    const seen = storefront.seen.find((entry) => entry.url === '/private/forwarded');
    expect(seen?.forwardedFor).toBe('127.0.0.1');
    expect(seen?.forwardedHost).toBeUndefined();
  });

  it('bans exactly the pages a tag names, and never shows the xkey header', async () => {
    await get(port, '/product-41');
    await get(port, '/product-42');
    const cached = await get(port, '/product-41');
    expect(cached.cache).toBe('HIT');
    expect(cached.xkey).toBeNull();
    const purge = await get(port, '/', { 'xkey-purge': 'product:41 brand:3' }, 'PURGE');
    expect(purge).toMatchObject({ status: 200, body: 'Invalidated 1 objects' });
    expect((await get(port, '/product-41')).cache).toBe('MISS');
    expect((await get(port, '/product-42')).cache).toBe('HIT');
    expect((await get(port, '/', {}, 'PURGE')).status).toBe(400);
  });

  it('serves a stale page while the storefront is down', async () => {
    const fresh = await get(port, '/short-lived');
    expect(fresh.cache).toBe('MISS');
    await storefront.stop();
    // The probe (every second, 2 of 3 failing) marks the instance sick; the page is past its 1 s TTL by then.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const stale = await get(port, '/short-lived');
    expect(stale).toMatchObject({ status: 200, cache: 'HIT-STALE', body: fresh.body });
  });
});

describe('bans and instances of the topology', () => {
  const storefront = new StandInStorefront();
  const runs: RunningVarnish[] = [];
  beforeAll(() => storefront.start());
  afterAll(async () => {
    await Promise.all(runs.map((run) => run.stop()));
    await storefront.stop();
  });

  it('refuses a ban from an address outside the ACL', async () => {
    const port = await freeLoopbackPort();
    runs.push(await startVarnish({ port, storageMb: 16, topology: { instances: [{ host: '127.0.0.1', port: storefront.port }], purgers: ['192.0.2.0/24'], rulesPath: STOREFRONT_VCL } }));
    await get(port, '/product-51');
    const refused = await get(port, '/', { 'xkey-purge': 'product:51' }, 'PURGE');
    expect(refused.status).toBe(405);
    expect((await get(port, '/product-51')).cache).toBe('HIT');
  });

  it('retries a request an instance refuses on the next one', async () => {
    const port = await freeLoopbackPort();
    const stopped = await freeLoopbackPort();
    runs.push(
      await startVarnish({
        port,
        storageMb: 16,
        topology: { instances: [{ host: '127.0.0.1', port: stopped }, { host: '127.0.0.1', port: storefront.port }], purgers: ['127.0.0.1'], rulesPath: STOREFRONT_VCL },
      }),
    );
    // Right after the start both count as healthy (`.initial`): round robin sends every other fetch to the stopped one,
    // and with many at once a retry by round robin alone would often land on it again.
    const paths = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? `/retry/${index}` : `/private/retry/${index}`));
    const answers = await Promise.all(paths.map((path) => get(port, path)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });
});
