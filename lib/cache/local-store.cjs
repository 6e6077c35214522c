// @ts-check
/**
 * The in-process store of route cache entries (ADR 0063): the whole cache without REDIS_URL (`npm start`, one
 * process), the small tier in front of Redis with it. Bounded by bytes (lru-cache); the least recently used entries
 * go first. It also answers whether a page is held, by pathname, for the proxy while the backend is down.
 */
const { LRUCache } = require('lru-cache');
const { entrySize, isPage, pagePathOf } = require('./cache-entry.cjs');

/** @typedef {import('./cache-entry.cjs').CacheEntry} CacheEntry */

class LocalStore {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    /** @type {Map<string, Set<string>>} page pathname → keys of the page entries held for it */
    this.pages = new Map();
    /** @type {LRUCache<string, CacheEntry>} */
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entrySize(entry),
      dispose: (_entry, key, reason) => {
        if (reason !== 'set') this.forgetPage(key);
      },
    });
  }

  /** @param {string} key */
  get(key) {
    return this.entries.get(key);
  }

  /** @param {string} key @param {CacheEntry} entry */
  set(key, entry) {
    this.entries.set(key, entry);
    const path = pagePathOf(key);
    if (!path || !this.entries.has(key)) return;
    if (isPage(entry)) {
      const keys = this.pages.get(path) ?? new Set();
      keys.add(key);
      this.pages.set(path, keys);
    } else this.forgetPage(key);
  }

  /** @param {string} key */
  delete(key) {
    this.entries.delete(key);
  }

  /** @param {string} pathname e.g. `/de-AT/view/product/1` */
  hasPage(pathname) {
    const keys = this.pages.get(pathname);
    return keys !== undefined && [...keys].some((key) => this.entries.has(key));
  }

  /** Bytes held (by the store's estimate). */
  get size() {
    return this.entries.calculatedSize;
  }

  /** @param {string} key */
  forgetPage(key) {
    const path = pagePathOf(key);
    const keys = path ? this.pages.get(path) : undefined;
    if (!path || !keys) return;
    keys.delete(key);
    if (keys.size === 0) this.pages.delete(path);
  }
}

module.exports = { LocalStore };
