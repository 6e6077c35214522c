// @ts-check
/**
 * The storefront's cache handler (next.config `cacheHandler`, ADR 0063), written against Next.js 16's documented
 * interface (`get`, `set`, `revalidateTag`, `resetRequestCache`). Next.js constructs it for every request, so the
 * stores live once per process (lib/cache/route-cache.cjs): in memory without REDIS_URL, in Redis with an in-process
 * tier in front of it with REDIS_URL.
 *
 * The process's route cache is also a process global (lib/process/process-globals.cjs), so that the proxy (a
 * separate bundle in the same process) can ask whether a page is cached (lib/proxy/route-cache-presence.ts).
 *
 * Plain CommonJS: Next.js imports this file at run time by path, outside the bundler.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const limits = require('./cache-limits.cjs');
const { LocalStore } = require('./local-store.cjs');
const { RateLimitedLog } = require('./rate-limited-log.cjs');
const { banTags } = require('./varnish-bans.cjs');
const { RedisStore } = require('./redis-store.cjs');
const { RouteCache } = require('./route-cache.cjs');
const { TagMirror } = require('./tag-times.cjs');
const { PROCESS_GLOBAL_KEYS, readProcessGlobal, writeProcessGlobal } = require('../process/process-globals.cjs');

/** Where the process's route cache is kept; lib/proxy/route-cache-presence.ts reads it. */
const ROUTE_CACHE_KEY = PROCESS_GLOBAL_KEYS.routeCache;

/** @param {string | undefined} serverDistDir */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'unbuilt';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

/**
 * A route cache with its stores: Redis when `redisUrl` is a redis:// or rediss:// URL, in-process only otherwise.
 * @param {{ redisUrl?: string, buildId: string, now?: () => number, log?: RateLimitedLog }} options
 */
function createRouteCache({ redisUrl, buildId, now = Date.now, log = new RateLimitedLog(limits.REDIS_LOG_INTERVAL_MS, now) }) {
  const mirror = new TagMirror(limits.TAG_MIRROR_MAX_TAGS);
  let redis = null;
  if (redisUrl) {
    if (/^rediss?:\/\//.test(redisUrl)) {
      redis = new RedisStore({
        url: redisUrl,
        buildId,
        log,
        now,
        onRevalidation: (tags, at) => mirror.record(tags, { stale: at, expired: at }),
        // Until Redis had them, other instances could still serve (and Varnish fetch again) the old pages: ban again.
        onLateRevalidation: (tags) => void banTags(tags),
      }).start();
    } else log.log('config', 'REDIS_URL is no redis:// or rediss:// URL; the route cache stays in this process');
  }
  const local = new LocalStore(redis ? limits.LOCAL_TIER_MAX_BYTES : limits.LOCAL_STORE_MAX_BYTES);
  return new RouteCache({ local, mirror, redis, now });
}

/**
 * The process's route cache, created on first use.
 * @param {string | undefined} serverDistDir
 * @returns {import('./route-cache.cjs').RouteCache}
 */
function processRouteCache(serverDistDir) {
  const existing = /** @type {import('./route-cache.cjs').RouteCache | undefined} */ (readProcessGlobal('routeCache'));
  if (existing) return existing;
  const cache = createRouteCache({ redisUrl: process.env.REDIS_URL?.trim() || undefined, buildId: buildIdOf(serverDistDir) });
  writeProcessGlobal('routeCache', cache);
  return cache;
}

class RouteCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx Next.js's handler context */
  constructor(ctx) {
    this.cache = processRouteCache(ctx?.serverDistDir);
  }

  /** @param {string} key @param {import('./route-cache.cjs').GetContext} ctx */
  get(key, ctx) {
    return this.cache.get(key, ctx ?? {});
  }

  /** @param {string} key @param {unknown} data @param {import('./route-cache.cjs').SetContext} ctx */
  set(key, data, ctx) {
    return this.cache.set(key, data, ctx ?? {});
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return this.cache.revalidateTag(tags, durations);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}

module.exports = RouteCacheHandler;
module.exports.createRouteCache = createRouteCache;
module.exports.ROUTE_CACHE_KEY = ROUTE_CACHE_KEY;
