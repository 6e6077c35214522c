/** Types of route-cache-handler.cjs (next.config `cacheHandler`, ADR 0063). */
import type { CacheEntry } from './cache-entry.cjs';
import type { RateLimitedLog } from './rate-limited-log.cjs';
import type { GetContext, RouteCache, SetContext } from './route-cache.cjs';
declare class RouteCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  readonly cache: RouteCache;
  get(key: string, ctx: GetContext): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
declare namespace RouteCacheHandler {
  function createRouteCache(options: { redisUrl?: string; buildId: string; now?: () => number; log?: RateLimitedLog }): RouteCache;
  const ROUTE_CACHE_KEY: symbol;
}
export = RouteCacheHandler;
