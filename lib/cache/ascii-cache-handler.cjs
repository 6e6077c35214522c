// @ts-check
/**
 * The route cache of the storefront (next.config `cacheHandler`): Next.js's own file-system cache (memory LRU, files
 * under .next/server, tags and revalidation unchanged), except that the HTML of a cached page is kept as an ASCII
 * string (lib/cache/ascii-html.cjs). A cached page is then written to the socket from a one-byte string, which costs
 * Node.js about a third of what the same page with a '€' or a '★' in it costs (ADR 0018).
 *
 * Plain CommonJS: Next.js imports this file at run time by path, outside the bundler.
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { toAsciiHtml } = require('./ascii-html.cjs');

/** Page entries whose HTML is already ASCII (set here, or read from disk and converted once). */
const converted = new WeakSet();

/** @param {unknown} value @returns {value is { kind: 'APP_PAGE' | 'PAGES', html: string }} */
function isPageWithHtml(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, html } = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  return (kind === 'APP_PAGE' || kind === 'PAGES') && typeof html === 'string';
}

class AsciiHtmlCacheHandler extends FileSystemCache {
  /** @param {Parameters<FileSystemCache['get']>} args */
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    if (isPageWithHtml(value) && !converted.has(value)) {
      value.html = toAsciiHtml(value.html);
      converted.add(value);
    }
    return entry;
  }

  /** @param {Parameters<FileSystemCache['set']>} args */
  async set(...args) {
    const [key, data, ctx] = args;
    if (isPageWithHtml(data)) {
      const ascii = { ...data, html: toAsciiHtml(data.html) };
      converted.add(ascii);
      return super.set(key, /** @type {typeof data} */ (ascii), ctx);
    }
    return super.set(key, data, ctx);
  }
}

module.exports = AsciiHtmlCacheHandler;
