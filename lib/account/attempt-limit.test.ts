import { createClient } from 'redis';
import { RedisConnection, REDIS_CALL_TIMEOUT_MS } from '@/lib/redis/connection';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-server';
import { AttemptLimit, checkAll, type AttemptRule } from './attempt-limit';

const MINUTE = 60_000;
/** What a busy 2-core machine may add to a timer (other test workers run beside this one). */
const SLACK_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rule = (limit = 3, windowMs = 15 * MINUTE, name = 'test'): AttemptRule => ({ name, limit, windowMs });

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('attempt limit in memory (no REDIS_URL)', () => {
  test('allows `limit` attempts per window, then refuses with the time until the window ends; other keys are free', async () => {
    const limit = new AttemptLimit(rule(), () => null);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limit.check('login:anna')).toEqual({ allowed: true });
      await limit.hit('login:anna');
    }
    const refused = await limit.check('login:anna');
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterMs).toBeGreaterThan(15 * MINUTE - 1_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(15 * MINUTE);
    expect(await limit.check('login:other')).toEqual({ allowed: true });
  });

  test('checking does not count; a new window starts once the old one ended; reset forgets a key at once', async () => {
    const limit = new AttemptLimit(rule(1, 1_000), () => null);
    for (let check = 0; check < 5; check += 1) expect((await limit.check('k')).allowed).toBe(true);
    await limit.hit('k');
    expect((await limit.check('k')).allowed).toBe(false);
    await sleep(1_050);
    expect((await limit.check('k')).allowed).toBe(true);
    await limit.hit('k');
    await limit.reset('k');
    expect((await limit.check('k')).allowed).toBe(true);
  });

  test('checkAll refuses when any of the keys is over its limit', async () => {
    const perAddress = new AttemptLimit(rule(5), () => null);
    const perAccount = new AttemptLimit(rule(1), () => null);
    await perAccount.hit('anna');
    expect((await checkAll([[perAddress, 'ip'], [perAccount, 'bob']])).allowed).toBe(true);
    expect((await checkAll([[perAddress, 'ip'], [perAccount, 'anna']])).allowed).toBe(false);
  });

  test('a window must be whole seconds (the stores count in seconds)', () => {
    expect(() => new AttemptLimit(rule(1, 1_500), () => null)).toThrow('whole seconds');
  });
});

describe('attempt limit on a real Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  let first: RedisConnection;
  let second: RedisConnection;

  beforeEach(async () => {
    redis = await startTestRedis();
    // Two storefront instances: each its own connection and its own limiter.
    first = new RedisConnection(redis.url, { log: () => undefined, retryAfterMs: 0 });
    second = new RedisConnection(redis.url, { log: () => undefined, retryAfterMs: 0 });
    await until(() => first.usable() && second.usable());
  });

  afterEach(async () => {
    redis.resume();
    await first.close();
    await second.close();
    await redis.stop();
  });

  test('two instances count together; a success reset on one clears the key for both', async () => {
    const onFirst = new AttemptLimit(rule(), () => first);
    const onSecond = new AttemptLimit(rule(), () => second);
    await onFirst.hit('login:anna@example.at');
    await onSecond.hit('login:anna@example.at');
    expect(await onFirst.check('login:anna@example.at')).toEqual({ allowed: true });
    await onFirst.hit('login:anna@example.at');
    const refused = await onSecond.check('login:anna@example.at');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterMs).toBeGreaterThan(15 * MINUTE - 2_000);
    await onSecond.reset('login:anna@example.at');
    expect(await onFirst.check('login:anna@example.at')).toEqual({ allowed: true });
  });

  test('the count lives in Redis under a hashed key (no e-mail address stored) that expires with its window', async () => {
    await new AttemptLimit(rule(3, 15 * MINUTE, 'login-account'), () => first).hit('login:anna@example.at');
    const reader = createClient({ url: redis.url });
    await reader.connect();
    try {
      const keys = await reader.keys('*');
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^storefront:attempts:login-account:/);
      expect(keys[0]).not.toContain('anna');
      expect(await reader.ttl(keys[0]!)).toBeGreaterThan(15 * 60 - 5);
    } finally {
      reader.destroy();
    }
  });

  test('while Redis stalls, the memory insurance answers within the bound and counts; no call fails', async () => {
    const limit = new AttemptLimit(rule(2), () => first);
    await limit.hit('k');
    redis.pause();
    const started = performance.now();
    expect(await limit.check('k')).toEqual({ allowed: true });
    expect(performance.now() - started).toBeLessThan(REDIS_CALL_TIMEOUT_MS + SLACK_MS);
    await limit.hit('k');
    await limit.hit('k');
    expect((await limit.check('k')).allowed).toBe(false);
    expect(await limit.check('other')).toEqual({ allowed: true });
  });

  test('while Redis is stopped the insurance answers at once; once Redis is back its count is used again', async () => {
    const limit = new AttemptLimit(rule(2), () => first);
    await limit.hit('k');
    await limit.hit('k');
    const port = redis.port;
    await redis.stop();
    await until(() => !first.usable());
    const started = performance.now();
    expect(await limit.check('k')).toEqual({ allowed: true });
    await limit.hit('k');
    expect(performance.now() - started).toBeLessThan(REDIS_CALL_TIMEOUT_MS);
    redis = await startTestRedis(port);
    await until(() => first.usable());
    // The restarted Redis saved nothing (as a throw-away test server): counting starts afresh there.
    expect(await limit.check('k')).toEqual({ allowed: true });
    await limit.hit('k');
    await new AttemptLimit(rule(2), () => second).hit('k');
    expect((await limit.check('k')).allowed).toBe(false);
  });
});
