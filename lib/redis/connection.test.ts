import { readProcessGlobal, writeProcessGlobal } from '@/lib/process/process-globals.cjs';
import { createClient } from 'redis';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-server';
import { waitUntil } from '@/lib/testing/wait-until';
import { REDIS_CALL_TIMEOUT_MS, REDIS_LOG_INTERVAL_MS, RedisConnection, RedisUnavailableError, sharedRedis } from './connection';

/** What a busy 2-core machine may add to a timer (other test workers run beside this one). */
const SLACK_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


describe('RedisConnection against a real redis-server', () => {
  let redis: TestRedis;
  let connection: RedisConnection;
  let lines: string[];
  let clock: number;

  beforeEach(async () => {
    redis = await startTestRedis();
    lines = [];
    clock = 1_000_000;
    connection = new RedisConnection(redis.url, { now: () => clock, log: (line) => lines.push(line), retryAfterMs: 0 });
    await waitUntil(() => connection.usable());
  });

  afterEach(async () => {
    redis.resume();
    await connection.close();
    await redis.stop();
  });

  test('runs commands while Redis answers', async () => {
    await connection.run((client) => client.set('k', 'v'));
    expect(await connection.run((client) => client.get('k'))).toBe('v');
    expect(lines).toEqual([]);
  });

  test('a call on a stalled (paused) Redis gives up within the bound and logs once', async () => {
    redis.pause();
    const started = performance.now();
    await expect(connection.run((client) => client.get('k'))).rejects.toBeInstanceOf(RedisUnavailableError);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REDIS_CALL_TIMEOUT_MS - 5);
    expect(waited).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: expect.stringContaining('Redis unavailable') });
  });

  test('a busy process does not mistake a reply that is already in for a stalled Redis', async () => {
    const pending = connection.run((client) => client.ping());
    // Let the command go out, then keep the event loop busy past the bound while the reply arrives.
    await new Promise((resolve) => setImmediate(resolve));
    const busyUntil = performance.now() + REDIS_CALL_TIMEOUT_MS + 70;
    while (performance.now() < busyUntil) {
      // busy
    }
    expect(await pending).toBe('PONG');
    expect(lines).toEqual([]);
  });

  test('after a failure Redis is skipped (callers fall back at once) until the retry time has passed', async () => {
    const skipping = new RedisConnection(redis.url, { now: () => clock, log: () => undefined, retryAfterMs: 1_000 });
    try {
      await waitUntil(() => skipping.usable());
      redis.pause();
      await expect(skipping.run((client) => client.get('k'))).rejects.toBeInstanceOf(RedisUnavailableError);
      const started = performance.now();
      await expect(skipping.run((client) => client.get('k'))).rejects.toThrow('recent failure');
      expect(performance.now() - started).toBeLessThan(REDIS_CALL_TIMEOUT_MS);
      redis.resume();
      clock += 1_000;
      expect(skipping.usable()).toBe(true);
      expect(await skipping.run((client) => client.ping())).toBe('PONG');
    } finally {
      await skipping.close();
    }
  });

  test('"Redis unavailable" is logged at most once per minute', async () => {
    redis.pause();
    for (let attempt = 0; attempt < 3; attempt += 1) await connection.run((client) => client.get('k')).catch(() => undefined);
    expect(lines).toHaveLength(1);
    clock += REDIS_LOG_INTERVAL_MS - 1;
    await connection.run((client) => client.get('k')).catch(() => undefined);
    expect(lines).toHaveLength(1);
    clock += 1;
    await connection.run((client) => client.get('k')).catch(() => undefined);
    expect(lines).toHaveLength(2);
  });

  test('a stopped Redis fails calls at once; a restarted one is used again by itself', async () => {
    const port = redis.port;
    await redis.stop();
    await waitUntil(() => !connection.usable());
    const started = performance.now();
    await expect(connection.run((client) => client.get('k'))).rejects.toThrow('not connected');
    expect(performance.now() - started).toBeLessThan(REDIS_CALL_TIMEOUT_MS);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    redis = await startTestRedis(port);
    await waitUntil(() => connection.usable());
    expect(await connection.run((client) => client.ping())).toBe('PONG');
    expect(lines.some((line) => line.includes('Redis available again'))).toBe(true);
  });

  test('subscribes on its own connection, and resyncs after the subscription was broken', async () => {
    const messages: string[] = [];
    let resyncs = 0;
    connection.subscribe('test-channel', (message) => messages.push(message), () => (resyncs += 1));
    const publisher = createClient({ url: redis.url });
    await publisher.connect();
    try {
      await waitUntil(() => {
        void publisher.publish('test-channel', 'hello').catch(() => undefined);
        return messages.length > 0;
      });
      expect(messages[0]).toBe('hello');
      expect(resyncs).toBe(0);
      await publisher.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
      await waitUntil(() => resyncs === 1);
      messages.length = 0;
      await waitUntil(() => {
        void publisher.publish('test-channel', 'again').catch(() => undefined);
        return messages.includes('again');
      });
    } finally {
      publisher.destroy();
    }
  });
});

describe('a broken subscription', () => {
  test('is logged but does not make command calls skip Redis', async () => {
    const redis = await startTestRedis();
    const lines: string[] = [];
    const connection = new RedisConnection(redis.url, { log: (line) => lines.push(line), retryAfterMs: 60_000 });
    const admin = createClient({ url: redis.url });
    try {
      await admin.connect();
      let resyncs = 0;
      connection.subscribe('test-channel', () => undefined, () => (resyncs += 1));
      await waitUntil(() => connection.usable());
      await waitUntil(() => {
        void admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']).catch(() => undefined);
        return resyncs > 0;
      });
      expect(connection.usable()).toBe(true);
      expect(await connection.run((client) => client.ping())).toBe('PONG');
    } finally {
      admin.destroy();
      await connection.close();
      await redis.stop();
    }
  });
});

describe('sharedRedis', () => {
  test('no connection without REDIS_URL; one per process (both bundles get the same) with it', async () => {
    expect(sharedRedis(undefined)).toBeNull();
    expect(sharedRedis('')).toBeNull();
    const first = sharedRedis('redis://127.0.0.1:1');
    try {
      expect(sharedRedis('redis://127.0.0.1:1')).toBe(first);
      expect(readProcessGlobal('redisConnection')).toBe(first);
    } finally {
      await first?.close();
      await sleep(20);
      writeProcessGlobal('redisConnection', undefined);
    }
  });
});
