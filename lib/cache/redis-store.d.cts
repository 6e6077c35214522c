/** Types of redis-store.cjs (the Redis store of the route cache, ADR 0063). */
import type { CacheEntry } from './cache-entry.cjs';
import type { TagTime } from './tag-times.cjs';
export declare const UNAVAILABLE: unique symbol;
export declare const TAG_STALE_HASH: string;
export declare const TAG_EXPIRED_HASH: string;
export type RedisStoreOptions = {
  url: string;
  buildId: string;
  log: { log: (kind: string, message: string) => void };
  onRevalidation?: (tags: string[], at: number) => void;
  onLateRevalidation?: (tags: string[]) => void;
  now?: () => number;
  timeoutMs?: number;
  retryAfterMs?: number;
};
export declare class RedisStore {
  constructor(options: RedisStoreOptions);
  start(): this;
  bounded<T>(what: string, call: () => Promise<T>, options?: { ignoreBackOff?: boolean }): Promise<T | typeof UNAVAILABLE>;
  get(key: string): Promise<CacheEntry | null | typeof UNAVAILABLE>;
  set(key: string, entry: CacheEntry, pagePath: string | null): Promise<boolean>;
  tagTimes(tags: readonly string[]): Promise<Array<TagTime | undefined> | typeof UNAVAILABLE>;
  recordRevalidation(tags: readonly string[], time: TagTime, at: number): Promise<boolean>;
  hasPage(pathname: string): Promise<boolean | typeof UNAVAILABLE>;
  readonly connected: boolean;
  close(): Promise<void>;
}
