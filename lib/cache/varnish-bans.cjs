// @ts-check
/**
 * Bans in every Varnish in front of the storefront (ADR 0066): after a signed revalidation has dropped cache tags,
 * each Varnish named in VARNISH_URLS (comma-separated base URLs) gets one PURGE request whose `xkey-purge` header lists
 * the catalogue tags among them (lib/cache/xkey-header.cjs); its VCL (deploy/varnish/storefront.vcl) removes every
 * page indexed under one of them. A request is bounded (2 s); a Varnish that is down or refuses is logged and
 * skipped, never thrown into the revalidation: the storefront's own cache has already dropped the tags, and Varnish
 * keeps a page at most its s-maxage.
 *
 * Plain CommonJS: called from the route cache handler, which Next.js loads at run time outside the bundler.
 */
const { isCatalogueTag } = require('./xkey-header.cjs');

const BAN_TIMEOUT_MS = 2_000;
const PURGE_HEADER = 'xkey-purge';

/**
 * The Varnish base URLs of VARNISH_URLS (http or https); anything else is reported in `invalid`.
 * @param {string | undefined} value
 * @returns {{ urls: URL[], invalid: string[] }}
 */
function varnishUrls(value) {
  /** @type {URL[]} */
  const urls = [];
  /** @type {string[]} */
  const invalid = [];
  for (const item of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) urls.push(url);
    else invalid.push(item);
  }
  return { urls, invalid };
}

/**
 * @typedef {{ url: string, ok: boolean, detail: string }} BanResult
 * @typedef {{ env?: Record<string, string | undefined>, timeoutMs?: number, log?: (line: string) => void }} BanOptions
 */

/**
 * One PURGE per Varnish, all at once; resolves when every one has answered or timed out, never rejects.
 * @param {readonly string[]} tags the revalidated tags (others than the catalogue's are left out)
 * @param {BanOptions} [options]
 * @returns {Promise<BanResult[]>}
 */
async function banTags(tags, options = {}) {
  const { env = process.env, timeoutMs = BAN_TIMEOUT_MS, log = (line) => console.error(line) } = options;
  const { urls, invalid } = varnishUrls(env.VARNISH_URLS);
  for (const item of invalid) log(`[varnish-bans] VARNISH_URLS entry '${item}' is no http(s) URL; skipped`);
  const keys = [...new Set(tags.filter(isCatalogueTag))];
  if (keys.length === 0 || urls.length === 0) return [];
  return Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { method: 'PURGE', headers: { [PURGE_HEADER]: keys.join(' ') }, signal: AbortSignal.timeout(timeoutMs) });
        const detail = (await response.text()).trim().slice(0, 200);
        if (!response.ok) log(`[varnish-bans] ${url.origin} refused the ban of ${keys.join(' ')}: ${response.status} ${detail}`);
        return { url: url.href, ok: response.ok, detail: `${response.status} ${detail}` };
      } catch (error) {
        const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        log(`[varnish-bans] ${url.origin} did not take the ban of ${keys.join(' ')}: ${detail}`);
        return { url: url.href, ok: false, detail };
      }
    }),
  );
}

module.exports = { banTags, varnishUrls, BAN_TIMEOUT_MS, PURGE_HEADER };
