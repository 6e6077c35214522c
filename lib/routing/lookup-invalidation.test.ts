import { writeProcessGlobal } from '@/lib/process/process-globals.cjs';
import { createClient } from 'redis';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { RedisConnection } from '@/lib/redis/connection';
import { encodeRevalidation, REVALIDATION_CHANNEL } from '@/lib/cache/revalidation-channel.cjs';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-server';
import { waitUntil } from '@/lib/testing/wait-until';
import { expireProcessLookups, followRevalidations, lookupExpiryOf, shareLookupExpiry, type ExpiringLookups } from './lookup-invalidation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


/** Lookups that record what was expired. */
function recordingLookups() {
  const log: string[] = [];
  const lookups: ExpiringLookups = {
    lookup: { expireAll: () => log.push('urls') },
    products: { expire: (ids) => log.push(`products:${ids === 'all' ? 'all' : ids.join(',')}`) },
    brands: { invalidate: () => log.push('brands') },
    featureValues: { invalidate: () => log.push('feature-values') },
  };
  return { lookups, log };
}

describe('which lookups a revalidation expires', () => {
  test.each([
    [[cacheTags.product(42)], { urls: true, productIds: [42], brands: false, featureValues: true }],
    [[cacheTags.category(7)], { urls: true, productIds: [], brands: false, featureValues: false }],
    [[cacheTags.brand(3)], { urls: true, productIds: [], brands: true, featureValues: false }],
    [[cacheTags.content(11)], { urls: true, productIds: [], brands: false, featureValues: false }],
    [[cacheTags.products], { urls: true, productIds: 'all', brands: false, featureValues: true }],
    [[cacheTags.products, cacheTags.product(1)], { urls: true, productIds: 'all', brands: false, featureValues: true }],
    [[cacheTags.config('de_AT'), cacheTags.menu('ro_RO'), '_N_T_/de_AT/view/product/5', 'product:x'], { urls: false, productIds: [], brands: false, featureValues: false }],
  ])('%j expires %j', (tags, expiry) => {
    expect(lookupExpiryOf(tags)).toEqual(expiry);
  });
});

describe('the revalidate route expires this process\'s lookups directly', () => {
  afterEach(() => {
    writeProcessGlobal('lookupExpiry', undefined);
  });

  test('through the expiry the proxy registered as a process global (another bundle of the same process)', () => {
    expireProcessLookups([cacheTags.product(5)]);
    const { lookups, log } = recordingLookups();
    shareLookupExpiry(lookups);
    expireProcessLookups([cacheTags.product(5)]);
    expect(log).toEqual(['urls', 'products:5', 'feature-values']);
    expireProcessLookups([cacheTags.menu('de_AT')]);
    expect(log).toHaveLength(3);
  });
});

describe('revalidations on other instances arrive through Redis', () => {
  let redis: TestRedis;
  let connection: RedisConnection;
  let publisher: ReturnType<typeof createClient>;

  beforeEach(async () => {
    redis = await startTestRedis();
    connection = new RedisConnection(redis.url, { log: () => undefined });
    publisher = createClient({ url: redis.url });
    await publisher.connect();
  });

  afterEach(async () => {
    publisher.destroy();
    await connection.close();
    await redis.stop();
  });

  /** Publishes until this instance has subscribed and received something, then lets the repeats arrive. */
  async function publishUntil(message: string, received: () => boolean): Promise<void> {
    await waitUntil(() => {
      void publisher.publish(REVALIDATION_CHANNEL, message).catch(() => undefined);
      return received();
    });
    await sleep(100);
  }

  test("a message from another instance's cache handler expires this process's lookups; junk is ignored", async () => {
    const { lookups, log } = recordingLookups();
    followRevalidations(lookups, connection);
    await publishUntil(encodeRevalidation([cacheTags.brand(3)], Date.now()), () => log.length > 0);
    expect(log.slice(0, 2)).toEqual(['urls', 'brands']);
    log.length = 0;
    for (const junk of ['not json', '{"tags":"brand:3","at":1}', '{"tags":["brand:3"]}', JSON.stringify({ tags: ['x'.repeat(300)], at: 1 })]) {
      await publisher.publish(REVALIDATION_CHANNEL, junk);
    }
    await publisher.publish(REVALIDATION_CHANNEL, encodeRevalidation([cacheTags.product(9)], Date.now()));
    await waitUntil(() => log.length >= 3);
    await sleep(50);
    expect(log).toEqual(['urls', 'products:9', 'feature-values']);
  });

  test('after the subscription was broken (messages may be lost), everything expires once it is back', async () => {
    const { lookups, log } = recordingLookups();
    followRevalidations(lookups, connection);
    await publishUntil(encodeRevalidation([cacheTags.category(1)], Date.now()), () => log.length > 0);
    log.length = 0;
    await publisher.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    await waitUntil(() => log.length >= 4);
    expect(log).toEqual(['urls', 'products:all', 'brands', 'feature-values']);
  });

  test('without REDIS_URL nothing subscribes', () => {
    const { lookups, log } = recordingLookups();
    expect(() => followRevalidations(lookups, null)).not.toThrow();
    expect(log).toEqual([]);
  });
});
