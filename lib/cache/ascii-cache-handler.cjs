// @ts-check
/**
 * The route cache of the storefront (next.config `cacheHandler`): Next.js's own file-system cache (memory LRU, files
 * under .next/server, tags and revalidation unchanged), except that
 * - the HTML of a cached page is kept as an ASCII string (lib/cache/ascii-html.cjs). A cached page is then written to
 *   the socket from a one-byte string, which costs Node.js about a third of what the same page with a '€' or a '★'
 *   in it costs (ADR 0018);
 * - a cached page carries its Content-Security-Policy in the entry's headers, naming its inline scripts by hash
 *   (lib/security/page-entry-csp.cjs, ADR 0020);
 * - a cached page carries its catalogue tags in an `xkey` header for Varnish (lib/cache/xkey-header.cjs, through
 *   pageEntryHeaders), and a revalidation bans those tags in every Varnish of VARNISH_URLS once Next.js has recorded
 *   them (lib/cache/varnish-bans.cjs, ADR 0066): a page Varnish fetches after the ban is the new one.
 * The first three happen to the entry Next.js hands to `set`, in place: Next.js answers the request that rendered the
 * page (the MISS) from that same object, so the first visitor gets the same HTML and policy as every later one.
 *
 * Plain CommonJS: Next.js imports this file at run time by path, outside the bundler.
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { toAsciiHtml } = require('./ascii-html.cjs');
const { pageEntryHeaders } = require('../security/page-entry-csp.cjs');
const { banTags } = require('./varnish-bans.cjs');

/** @typedef {{ kind: 'APP_PAGE' | 'PAGES', html: string, headers?: Record<string, string | string[] | number | undefined> }} PageEntry */

/** Page entries already made ASCII and given their policy (set here, or read from disk and done once). */
const converted = new WeakSet();

/** @param {unknown} value @returns {value is PageEntry} */
function isPageWithHtml(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, html } = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  return (kind === 'APP_PAGE' || kind === 'PAGES') && typeof html === 'string';
}

/**
 * Turns a page entry's HTML into ASCII and sets the policy for that HTML, in place.
 * @param {PageEntry} page
 */
function prepare(page) {
  page.html = toAsciiHtml(page.html);
  page.headers = pageEntryHeaders(page.html, page.headers, process.env);
  converted.add(page);
}

class AsciiHtmlCacheHandler extends FileSystemCache {
  /** @param {Parameters<FileSystemCache['get']>} args */
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    if (isPageWithHtml(value) && !converted.has(value)) prepare(value);
    return entry;
  }

  /** @param {Parameters<FileSystemCache['set']>} args */
  async set(...args) {
    const [, data] = args;
    if (isPageWithHtml(data)) prepare(data);
    return super.set(...args);
  }

  /** @param {Parameters<FileSystemCache['revalidateTag']>} args */
  async revalidateTag(...args) {
    await super.revalidateTag(...args);
    const [tags] = args;
    await banTags(typeof tags === 'string' ? [tags] : tags);
  }
}

module.exports = AsciiHtmlCacheHandler;
