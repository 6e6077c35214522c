/** Types of route-cache.cjs (the route and data cache over the local and Redis stores, ADR 0063). */
import type { CacheControl, CacheEntry } from './cache-entry.cjs';
import type { LocalStore } from './local-store.cjs';
import type { RedisStore } from './redis-store.cjs';
import type { TagMirror } from './tag-times.cjs';
export type GetContext = { kind?: string; tags?: string[]; softTags?: string[] };
export type SetContext = { fetchCache?: boolean; tags?: string[]; cacheControl?: CacheControl };
export declare class RouteCache {
  constructor(parts: { local: LocalStore; mirror: TagMirror; redis: RedisStore | null; now?: () => number });
  readonly local: LocalStore;
  readonly mirror: TagMirror;
  readonly redis: RedisStore | null;
  get(key: string, ctx: GetContext): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: SetContext): Promise<void>;
  revalidateTag(tagOrTags: string | string[], durations?: { expire?: number }): Promise<void>;
  hasPage(pathname: string): Promise<boolean>;
}
export declare function preparePage(page: { kind: 'APP_PAGE' | 'PAGES'; html: string; headers?: Record<string, string | string[] | number | undefined> }): void;
