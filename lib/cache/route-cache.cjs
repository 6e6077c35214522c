// @ts-check
/**
 * The storefront's route and data cache (ADR 0063) over two stores: the in-process one (lib/cache/local-store.cjs),
 * alone without REDIS_URL, the small tier in front of Redis (lib/cache/redis-store.cjs) with it.
 *
 * - `set` prepares a page entry in place before storing it: HTML as an ASCII string (ADR 0018) and the page's
 *   Content-Security-Policy in its headers (ADR 0020). Next.js answers the request that rendered the page (the MISS)
 *   from that same object.
 * - `get` checks the entry's tags (FETCH: the context's tags and soft tags; pages and routes: the entry's
 *   `x-next-cache-tags` header) against their revalidation times, read from Redis in a bounded call or, while Redis
 *   is down or slow, from the process's mirror (kept current by the revalidation channel). An entry written before a
 *   tag expired is no longer served: a revalidation on any instance makes every instance render anew.
 * - `revalidateTag` records the tags' times locally and in Redis, announces them on the channel, then bans the tagged
 *   pages in every Varnish of VARNISH_URLS (ADR 0066).
 */
const { toAsciiHtml } = require('./ascii-html.cjs');
const { pageEntryHeaders } = require('../security/page-entry-csp.cjs');
const { pagePathOf } = require('./cache-entry.cjs');
const { UNAVAILABLE } = require('./redis-store.cjs');
const { revalidationTime, verdict } = require('./tag-times.cjs');
const { banTags } = require('./varnish-bans.cjs');

/** @typedef {import('./cache-entry.cjs').CacheEntry} CacheEntry */
/** @typedef {import('./cache-entry.cjs').CacheControl} CacheControl */
/** @typedef {{ kind?: string, tags?: string[], softTags?: string[] }} GetContext */
/** @typedef {{ fetchCache?: boolean, tags?: string[], cacheControl?: CacheControl }} SetContext */
/** @typedef {{ kind: 'APP_PAGE' | 'PAGES', html: string, headers?: Record<string, string | string[] | number | undefined> }} PageValue */

const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** @param {unknown} value @returns {value is PageValue} */
function isPageWithHtml(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, html } = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  return (kind === 'APP_PAGE' || kind === 'PAGES') && typeof html === 'string';
}

/**
 * Turns a page entry's HTML into ASCII and sets the policy for that HTML, in place.
 * @param {PageValue} page
 */
function preparePage(page) {
  page.html = toAsciiHtml(page.html);
  page.headers = pageEntryHeaders(page.html, page.headers, process.env);
}

/**
 * The tags an entry depends on.
 * @param {CacheEntry} entry
 * @param {GetContext} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  const value = /** @type {{ kind?: unknown, headers?: Record<string, unknown> } | null} */ (entry.value);
  if (ctx.kind === 'FETCH' || value?.kind === 'FETCH') {
    return [...new Set([...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(entry.tags ?? [])])];
  }
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header.length > 0 ? header.split(',') : [];
}

class RouteCache {
  /**
   * @param {{
   *   local: import('./local-store.cjs').LocalStore,
   *   mirror: import('./tag-times.cjs').TagMirror,
   *   redis: import('./redis-store.cjs').RedisStore | null,
   *   now?: () => number,
   * }} parts
   */
  constructor({ local, mirror, redis, now = Date.now }) {
    this.local = local;
    this.mirror = mirror;
    this.redis = redis;
    this.now = now;
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    const local = this.local.get(key);
    if (local) {
      const served = await this.checked(key, local, ctx);
      // Without Redis, or with an entry still valid, the in-process copy answers; an expired one may have been
      // rendered anew by another instance: Redis may hold the newer entry.
      if (served || !this.redis) return served;
    }
    if (!this.redis) return null;
    const stored = await this.redis.get(key);
    if (stored === UNAVAILABLE || !stored) return null;
    if (local && stored.lastModified <= local.lastModified) return null;
    this.local.set(key, stored);
    return this.checked(key, stored, ctx);
  }

  /**
   * The entry as Next.js should see it after checking its tags: null when one of them expired after it was written
   * (the local copy is then dropped), a copy that reads as stale when one went stale after it, else the entry.
   * @param {string} key
   * @param {CacheEntry} entry
   * @param {GetContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async checked(key, entry, ctx) {
    const tags = tagsOf(entry, ctx);
    if (tags.length === 0) return entry;
    const state = verdict(await this.tagTimes(tags), entry.lastModified, this.now());
    if (state === 'expired') {
      this.local.delete(key);
      return null;
    }
    // Served stale and rendered anew in the background: Next.js decides staleness from `lastModified`.
    return state === 'stale' ? { ...entry, lastModified: 1 } : entry;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    if (isPageWithHtml(data)) preparePage(data);
    /** @type {CacheEntry} */
    const entry = { value: data, lastModified: this.now() };
    if (ctx.fetchCache) entry.tags = ctx.tags ?? [];
    else if (ctx.cacheControl) entry.cacheControl = ctx.cacheControl;
    this.local.set(key, entry);
    if (this.redis) await this.redis.set(key, entry, data === null ? null : pagePathOf(key));
  }

  /**
   * The one place a revalidation goes through (the signed route's `revalidateTag`, on this instance).
   * @param {string | string[]} tagOrTags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tagOrTags, durations) {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : [...tagOrTags];
    if (tags.length === 0) return;
    const at = this.now();
    const time = revalidationTime(durations, at);
    this.mirror.record(tags, time);
    if (this.redis) await this.redis.recordRevalidation(tags, time, at);
    // Only now that no instance serves the tagged pages any more may Varnish drop its copies (ADR 0066): a page it
    // fetched again earlier would be the old one.
    await banTags(tags);
  }

  /**
   * Whether a page is held for a pathname (e.g. `/de-AT/view/product/1`), in this process or in Redis.
   * @param {string} pathname
   */
  async hasPage(pathname) {
    const path = pathname === '/' ? '/index' : pathname;
    if (this.local.hasPage(path)) return true;
    if (!this.redis) return false;
    return (await this.redis.hasPage(path)) === true;
  }

  /**
   * Revalidation times of `tags`: Redis's (kept in the mirror too), or the mirror's while Redis is unavailable.
   * @param {string[]} tags
   */
  async tagTimes(tags) {
    if (this.redis) {
      const times = await this.redis.tagTimes(tags);
      if (times !== UNAVAILABLE) {
        times.forEach((time, index) => {
          const tag = tags[index];
          if (time && tag !== undefined) this.mirror.record([tag], time);
        });
        return times.map((time, index) => {
          const [mirrored] = this.mirror.lookup([tags[index] ?? '']);
          return time ?? mirrored;
        });
      }
    }
    return this.mirror.lookup(tags);
  }
}

module.exports = { RouteCache, preparePage };
