import net, { type AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { RedisStore, UNAVAILABLE } from './redis-store.cjs';
import { REDIS_CALL_TIMEOUT_MS, REDIS_ENTRY_TTL_SECONDS, REDIS_MAX_ENTRY_BYTES } from './cache-limits.cjs';
import type { CacheEntry } from './cache-entry.cjs';

const PAGE_KEY = '/route-cache/APP_PAGE/5f2a/$/de-AT/view/product/1';

/** An APP_PAGE entry as Next.js 16 hands it to `set`: RSC data and segments as Buffers in a Map, undefined fields. */
function appPage(): CacheEntry {
  return {
    value: {
      kind: 'APP_PAGE',
      html: '<!DOCTYPE html><html lang="de-AT"><p>12,90 &#8364;</p></html>',
      rscData: Buffer.from([0x30, 0x3a, 0xff, 0x00, 0xfe]),
      headers: { 'x-next-cache-tags': '_N_T_/layout,product-1', 'content-security-policy': "script-src 'self'" },
      postponed: undefined,
      status: 200,
      segmentData: new Map([
        ['/_tree', Buffer.from('tree')],
        ['/_full', Buffer.from([1, 2, 3])],
      ]),
    },
    lastModified: 1_700_000_000_123,
    cacheControl: { revalidate: 300, expire: undefined },
  };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const silent = { log: () => undefined };

describe('the Redis store (a real redis-server)', () => {
  let redis: TestRedis;
  const stores: RedisStore[] = [];
  const open = async (buildId = 'build-a') => {
    const store = new RedisStore({ url: redis.url, buildId, log: silent }).start();
    stores.push(store);
    await until(() => store.connected);
    return store;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  afterAll(async () => redis.stop());

  it('round-trips an APP_PAGE entry faithfully: Buffer RSC data, Map of Buffer segments, undefined fields', async () => {
    const store = await open();
    const entry = appPage();
    expect(await store.set(PAGE_KEY, entry, '/de-AT/view/product/1')).toBe(true);
    const read = (await store.get(PAGE_KEY)) as CacheEntry;
    expect(read).toEqual(entry);
    const value = read.value as { rscData: unknown; segmentData: unknown; postponed?: unknown };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    // (V8's deserializer builds its Map in Node's own realm, not in Jest's: compare by tag, not by instanceof.)
    expect(Object.prototype.toString.call(value.segmentData)).toBe('[object Map]');
    expect(Buffer.isBuffer((value.segmentData as Map<string, unknown>).get('/_full'))).toBe(true);
    expect('postponed' in value).toBe(true);
    expect(await store.hasPage('/de-AT/view/product/1')).toBe(true);
    expect(await store.hasPage('/de-AT/view/product/2')).toBe(false);
  });

  it('round-trips FETCH and APP_ROUTE entries with their tags', async () => {
    const store = await open();
    const fetchEntry: CacheEntry = {
      value: { kind: 'FETCH', data: { headers: { 'content-type': 'application/json' }, body: 'eyJ4IjoxfQ==', status: 200, url: 'http://backend/api' }, revalidate: 300 },
      lastModified: 5,
      tags: ['product-1', 'config'],
    };
    const routeEntry: CacheEntry = { value: { kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), headers: { 'content-type': 'application/xml' }, status: 200 }, lastModified: 6 };
    await store.set('fetch-key', fetchEntry, null);
    await store.set('/route-cache/APP_ROUTE/a1/$/feed.xml', routeEntry, null);
    expect(await store.get('fetch-key')).toEqual(fetchEntry);
    expect(await store.get('/route-cache/APP_ROUTE/a1/$/feed.xml')).toEqual(routeEntry);
    expect(await store.get('missing')).toBeNull();
  });

  it('keys entries by build: a new build never reads an older build’s entries', async () => {
    const older = await open('build-a');
    const newer = await open('build-b');
    await older.set(PAGE_KEY, appPage(), '/de-AT/view/product/1');
    expect(await newer.get(PAGE_KEY)).toBeNull();
    expect(await newer.hasPage('/de-AT/view/product/1')).toBe(false);
  });

  it('bounds what it keeps: every entry expires, an oversized one stays out', async () => {
    const store = await open('build-ttl');
    await store.set(PAGE_KEY, appPage(), '/de-AT/view/product/1');
    const raw = createClient({ url: redis.url });
    await raw.connect();
    try {
      const keys = await raw.keys('storefront:route-cache:*build-ttl*');
      expect(keys.length).toBe(2);
      for (const key of keys) {
        const ttl = await raw.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(REDIS_ENTRY_TTL_SECONDS);
      }
    } finally {
      await raw.close();
    }
    const huge: CacheEntry = { value: { kind: 'APP_ROUTE', body: Buffer.alloc(REDIS_MAX_ENTRY_BYTES + 1), status: 200 }, lastModified: 1 };
    expect(await store.set('huge', huge, null)).toBe(false);
    expect(await store.get('huge')).toBeNull();
    // Something V8 cannot serialize stays local, without an exception.
    expect(await store.set('odd', { value: { kind: 'FETCH', data: () => undefined }, lastModified: 1 }, null)).toBe(false);
  });

  it('takes a reply that is already in when the bound passes on a busy process (Redis is not counted as down)', async () => {
    const lines: string[] = [];
    const store = new RedisStore({ url: redis.url, buildId: 'build-a', log: { log: (_kind: string, line: string) => lines.push(line) } }).start();
    stores.push(store);
    await until(() => store.connected);
    // A reply that is in this process's socket before the event loop is held past the bound (as a page render holds
    // it): written by a loopback peer in this same process into a paused socket, so no other process needs the CPU.
    let written!: () => void;
    const inSocket = new Promise<void>((resolve) => (written = resolve));
    const server = net.createServer((socket) => socket.write('reply', () => written()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    client.pause();
    try {
      await inSocket;
      const answer = store.bounded('probe', () =>
        new Promise<string>((resolve) => {
          client.once('data', (chunk: Buffer) => resolve(chunk.toString()));
          client.resume();
        }),
      );
      const heldUntil = Date.now() + REDIS_CALL_TIMEOUT_MS * 3;
      while (Date.now() < heldUntil) {
        // the event loop is held, as by a render
      }
      expect(await answer).toBe('reply');
      expect(lines).toEqual([]);
    } finally {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reads bytes that are no entry as a miss, without throwing', async () => {
    const store = await open('build-junk');
    const raw = createClient({ url: redis.url });
    await raw.connect();
    try {
      await raw.set('storefront:route-cache:v1:build-junk:junk', 'not a serialized entry');
    } finally {
      await raw.close();
    }
    expect(await store.get('junk')).toBeNull();
    expect(await store.get('junk')).not.toBe(UNAVAILABLE);
  });
});
