import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisConnection } from '@/lib/redis/connection';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One attempt limit of ADR 0027: at most `limit` counted attempts per key in a fixed window of `windowMs`. */
export type AttemptRule = { name: string; limit: number; windowMs: number };

/**
 * An attempt limit on rate-limiter-flexible (ADR 0064): with REDIS_URL every instance counts in Redis
 * (RateLimiterRedis, one key per window that expires with it), so two instances count together; without it in this
 * process's memory (RateLimiterMemory). While Redis is down or slower than the connection's bound, the memory limiter
 * answers as the insurance (the attempt is counted here only), so no request fails or waits. The window starts with
 * the first counted attempt of a key, as before. Keys are hashed: no e-mail address is stored in Redis.
 */
export class AttemptLimit {
  private readonly memory: RateLimiterMemory;
  private redisLimiter: { connection: RedisConnection; limiter: RateLimiterRedis } | undefined;

  constructor(
    readonly rule: AttemptRule,
    /** The process's Redis connection, asked on first use (null: none configured). */
    private readonly connection: () => RedisConnection | null,
  ) {
    if (rule.windowMs % 1000 !== 0) throw new Error(`attempt window of ${rule.name} must be whole seconds`);
    this.memory = new RateLimiterMemory({ keyPrefix: this.keyPrefix(), points: rule.limit, duration: rule.windowMs / 1000 });
  }

  /** Whether a further attempt of `key` may go ahead (does not count it). */
  async check(key: string): Promise<RateLimitVerdict> {
    const counted = await this.run((limiter) => limiter.get(hashed(key)));
    if (counted === null || counted.consumedPoints < this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.max(0, counted.msBeforeNext) };
  }

  /** Counts one attempt of `key`. */
  async hit(key: string): Promise<void> {
    await this.run((limiter) => limiter.penalty(hashed(key), 1));
  }

  /** Forgets a key (a successful login clears the account's failures). */
  async reset(key: string): Promise<void> {
    await this.run((limiter) => limiter.delete(hashed(key)));
  }

  private async run<T>(operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const connection = this.connection();
    if (connection) {
      const redis = this.redis(connection);
      try {
        return await connection.run(() => operation(redis));
      } catch {
        // Redis down or slow (the connection logged it): the insurance below answers.
      }
    }
    return operation(this.memory);
  }

  private redis(connection: RedisConnection): RateLimiterRedis {
    if (this.redisLimiter?.connection !== connection) {
      const limiter = new RateLimiterRedis({
        storeClient: connection.client,
        useRedisPackage: true,
        keyPrefix: this.keyPrefix(),
        points: this.rule.limit,
        duration: this.rule.windowMs / 1000,
      });
      this.redisLimiter = { connection, limiter };
    }
    return this.redisLimiter.limiter;
  }

  private keyPrefix(): string {
    return `storefront:attempts:${this.rule.name}`;
  }
}

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/**
 * The first verdict of several keys that refuses, else allowed (an attempt must pass the per-address and the
 * per-account limit). The checks run together, so a slow Redis costs one bound, not one per limit.
 */
export async function checkAll(checks: ReadonlyArray<readonly [AttemptLimit, string]>): Promise<RateLimitVerdict> {
  const verdicts = await Promise.all(checks.map(([limit, key]) => limit.check(key)));
  return verdicts.find((verdict) => !verdict.allowed) ?? { allowed: true };
}
