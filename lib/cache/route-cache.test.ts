import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { waitUntil } from '@/lib/testing/wait-until';
import RouteCacheHandler from './route-cache-handler.cjs';
import { RateLimitedLog } from './rate-limited-log.cjs';
import { REDIS_CALL_TIMEOUT_MS } from './cache-limits.cjs';
import { REVALIDATION_CHANNEL } from './revalidation-channel.cjs';
import type { RouteCache } from './route-cache.cjs';

const { createRouteCache } = RouteCacheHandler;

const KEY = '/route-cache/APP_PAGE/5f2a/$/de-AT/view/product/1';
const PAGE_CONTEXT = { cacheControl: { revalidate: 300, expire: undefined } };
/** What a bounded call may take on a busy machine beyond its bound (timers, the event loop). */
const SLACK_MS = 100;

function page(tags = 'product-1') {
  return { kind: 'APP_PAGE', html: '<p>Schuh 12,90 €</p>', rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': tags }, status: 200, postponed: undefined, segmentData: undefined };
}


const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

describe('the route cache on one Redis shared by two instances', () => {
  let redis: TestRedis;
  const caches: RouteCache[] = [];
  const lines: string[] = [];
  let clock = 0;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  /** An instance with its own local store and mirror (as another process would have), on the test Redis. */
  const instance = async (log = new RateLimitedLog(60_000, Date.now, (line) => lines.push(line))) => {
    const cache = createRouteCache({ redisUrl: redis.url, buildId: 'build-1', log });
    caches.push(cache);
    await waitUntil(() => cache.redis?.connected === true);
    return cache;
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    redis = await startTestRedis();
  });
  afterEach(async () => {
    redis.resume();
    await Promise.all(caches.splice(0).map((cache) => cache.redis?.close()));
    lines.length = 0;
    // Each test starts from an empty Redis (tag times included).
    const raw = createClient({ url: redis.url });
    await raw.connect();
    await raw.flushAll();
    await raw.close();
  });
  afterAll(async () => {
    await redis.stop();
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  it('serves on instance 2 what instance 1 rendered, as instance 1 prepared it', async () => {
    const [one, two] = [await instance(), await instance()];
    await one.set(KEY, page(), PAGE_CONTEXT);
    const read = await two.get(KEY, { kind: 'APP_PAGE' });
    expect(read?.value).toMatchObject({ html: '<p>Schuh 12,90 &#8364;</p>' });
    expect((read?.value as { headers: Record<string, string> }).headers['content-security-policy']).toContain('script-src');
    expect(await two.hasPage('/de-AT/view/product/1')).toBe(true);
  });

  it('a signed revalidation on instance 1 makes instance 2 render the page anew at once (tags checked on get)', async () => {
    const [one, two] = [await instance(), await instance()];
    await one.set(KEY, page('product-1,category-3'), PAGE_CONTEXT);
    await one.set(`${KEY}-other`, page('product-2'), PAGE_CONTEXT);
    // Instance 2 holds both in its own in-process tier now.
    expect(await two.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await two.get(`${KEY}-other`, { kind: 'APP_PAGE' })).not.toBeNull();
    await tick();
    await one.revalidateTag(['category-3'], { expire: 0 });
    // No wait for the channel: instance 2 reads the tag's time from Redis on this very get.
    expect(await two.get(KEY, { kind: 'APP_PAGE' })).toBeNull();
    expect(await two.get(`${KEY}-other`, { kind: 'APP_PAGE' })).not.toBeNull();
    // Rendered anew after the revalidation: served again.
    await tick();
    await two.set(KEY, page('product-1,category-3'), PAGE_CONTEXT);
    expect(await one.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('checks a FETCH entry against its tags and soft tags', async () => {
    const [one, two] = [await instance(), await instance()];
    const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://backend/x' }, revalidate: 300 };
    await one.set('fetch-1', data, { fetchCache: true, tags: ['product-1'] });
    expect(await two.get('fetch-1', { kind: 'FETCH', tags: ['product-1'], softTags: ['_N_T_/de-AT/view/product/1'] })).not.toBeNull();
    await tick();
    await one.revalidateTag('_N_T_/de-AT/view/product/1', { expire: 0 });
    expect(await two.get('fetch-1', { kind: 'FETCH', tags: ['product-1'], softTags: ['_N_T_/de-AT/view/product/1'] })).toBeNull();
  });

  it('serves a tag revalidated with a later expiry stale (rendered anew in the background), not gone', async () => {
    const [one, two] = [await instance(), await instance()];
    await one.set(KEY, page(), PAGE_CONTEXT);
    await tick();
    await one.revalidateTag(['product-1'], { expire: 3600 });
    const read = await two.get(KEY, { kind: 'APP_PAGE' });
    expect(read).not.toBeNull();
    expect(read?.lastModified).toBe(1);
  });

  it('announces every revalidation on storefront:revalidated as {"tags", "at"}, and the other instance mirrors it', async () => {
    const [one, two] = [await instance(), await instance()];
    const listener = createClient({ url: redis.url });
    await listener.connect();
    const messages: string[] = [];
    await listener.subscribe(REVALIDATION_CHANNEL, (message) => messages.push(message));
    try {
      const before = Date.now();
      await one.revalidateTag(['product-9', 'menu'], { expire: 0 });
      await waitUntil(() => messages.length === 1);
      const message = JSON.parse(messages[0] ?? '{}') as { tags: string[]; at: number };
      expect(message.tags).toEqual(['product-9', 'menu']);
      expect(message.at).toBeGreaterThanOrEqual(before);
      expect(message.at).toBeLessThanOrEqual(Date.now());
      await waitUntil(() => two.mirror.lookup(['product-9'])[0]?.expired === message.at);
    } finally {
      await listener.close();
    }
  });

  it('Redis paused: a get answers within the bound from the local store and the mirror; revalidations are written once it is back', async () => {
    const [one, two] = [await instance(), await instance()];
    await one.set(KEY, page(), PAGE_CONTEXT);
    await one.set(`${KEY}-b`, page('product-5'), PAGE_CONTEXT);
    expect(await two.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await two.get(`${KEY}-b`, { kind: 'APP_PAGE' })).not.toBeNull();
    await tick();
    await one.revalidateTag(['product-5'], { expire: 0 });
    await waitUntil(() => two.mirror.lookup(['product-5'])[0] !== undefined);

    redis.pause();
    const held = await timed(() => two.get(KEY, { kind: 'APP_PAGE' }));
    expect(held.result).not.toBeNull();
    expect(held.ms).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    // The revalidation known through the channel still holds while Redis does not answer.
    const revalidated = await timed(() => two.get(`${KEY}-b`, { kind: 'APP_PAGE' }));
    expect(revalidated.result).toBeNull();
    expect(revalidated.ms).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    // Not in the local tier and Redis silent: a miss, within the bound.
    const three = createRouteCache({ redisUrl: redis.url, buildId: 'build-1', log: new RateLimitedLog(60_000, Date.now, () => undefined) });
    caches.push(three);
    const miss = await timed(() => two.get('/route-cache/APP_PAGE/5f2a/$/de-AT/nowhere', { kind: 'APP_PAGE' }));
    expect(miss.result).toBeNull();
    expect(miss.ms).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    const written = await timed(() => two.set(`${KEY}-c`, page('product-6'), PAGE_CONTEXT));
    expect(written.ms).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    const revalidation = await timed(() => two.revalidateTag(['product-1'], { expire: 0 }));
    expect(revalidation.ms).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    // This instance knows at once.
    expect(await two.get(KEY, { kind: 'APP_PAGE' })).toBeNull();
    expect(lines.some((line) => line.includes('Redis'))).toBe(true);

    redis.resume();
    // Back: the revalidation made while Redis was silent reaches the other instance.
    await waitUntil(async () => (await one.get(KEY, { kind: 'APP_PAGE' })) === null);
  });

  it('writes a revalidation even during the pause after a slow call, and bans again once a late write got through', async () => {
    const banned: string[] = [];
    const varnish = http.createServer((request, response) => {
      banned.push(String(request.headers['xkey-purge']));
      response.end('Invalidated 1 objects');
    });
    await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve));
    const saved = process.env.VARNISH_URLS;
    process.env.VARNISH_URLS = `http://127.0.0.1:${(varnish.address() as AddressInfo).port}/`;
    try {
      const [one, two] = [await instance(), await instance()];
      await one.set(KEY, page('product:1'), PAGE_CONTEXT);
      await one.set(`${KEY}-b`, page('product:5'), PAGE_CONTEXT);
      expect(await two.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull();
      expect(await two.get(`${KEY}-b`, { kind: 'APP_PAGE' })).not.toBeNull();
      // A shopper's call on instance 1 found Redis slow: instance 1 leaves Redis alone for a while...
      redis.pause();
      expect(await one.get('/route-cache/APP_PAGE/5f2a/$/de-AT/elsewhere', { kind: 'APP_PAGE' })).toBeNull();
      redis.resume();
      // ...but a revalidation still goes to Redis at once: instance 2 knows before Varnish drops its copy.
      await tick();
      await one.revalidateTag(['product:1'], { expire: 0 });
      expect(banned).toEqual(['product:1']);
      expect(await two.get(KEY, { kind: 'APP_PAGE' })).toBeNull();

      // Redis silent during a revalidation: banned now, and again once Redis has it and every instance can know.
      redis.pause();
      await tick();
      await one.revalidateTag(['product:5'], { expire: 0 });
      expect(banned).toEqual(['product:1', 'product:5']);
      redis.resume();
      await waitUntil(() => banned.length === 3);
      expect(banned).toEqual(['product:1', 'product:5', 'product:5']);
      expect(await two.get(`${KEY}-b`, { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.VARNISH_URLS;
      else process.env.VARNISH_URLS = saved;
      await new Promise<void>((resolve) => varnish.close(() => resolve()));
    }
  });

  it('Redis stopped and started again: serves locally meanwhile and recovers by itself', async () => {
    const one = await instance();
    const two = await instance();
    await one.set(KEY, page(), PAGE_CONTEXT);
    const port = redis.port;
    await redis.stop();
    const during = await timed(() => two.get(KEY, { kind: 'APP_PAGE' }));
    expect(during.ms).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    expect(during.result).toBeNull();
    await one.set(`${KEY}-local`, page('product-7'), PAGE_CONTEXT);
    expect(await one.get(`${KEY}-local`, { kind: 'APP_PAGE' })).not.toBeNull();

    redis = await startTestRedis(port);
    await waitUntil(() => one.redis?.connected === true && two.redis?.connected === true, 15_000);
    await one.set(`${KEY}-after`, page('product-8'), PAGE_CONTEXT);
    await waitUntil(async () => (await two.get(`${KEY}-after`, { kind: 'APP_PAGE' })) !== null);
    await tick();
    await two.revalidateTag(['product-8'], { expire: 0 });
    expect(await one.get(`${KEY}-after`, { kind: 'APP_PAGE' })).toBeNull();
  }, 30_000);

  it('logs a Redis that stays down at most once per minute', async () => {
    const log = new RateLimitedLog(60_000, () => clock, (line) => lines.push(line));
    clock = 0;
    const cache = createRouteCache({ redisUrl: redis.url, buildId: 'build-1', log, now: () => Date.now() });
    caches.push(cache);
    await waitUntil(() => cache.redis?.connected === true);
    redis.pause();
    const retryAfter = 1_100;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await cache.get(`${KEY}-${attempt}`, { kind: 'APP_PAGE' });
      await new Promise((resolve) => setTimeout(resolve, retryAfter));
      clock += 20_000;
    }
    expect(lines.filter((line) => line.includes('Redis'))).toHaveLength(1);
    clock += 60_000;
    await cache.get(`${KEY}-late`, { kind: 'APP_PAGE' });
    expect(lines.filter((line) => line.includes('Redis'))).toHaveLength(2);
    expect(lines[1]).toMatch(/more since the last report/);
  }, 20_000);
});
