// @ts-check
/**
 * The Content-Security-Policy values of the storefront, by response kind (ADR 0020):
 * - pages: scripts only from the storefront itself ('self': Next.js's chunks under /_next/static) plus the inline
 *   scripts the policy names by hash (a cached page) or by nonce (a page rendered per request); never
 *   'unsafe-inline' for scripts;
 * - self-contained documents (the server-down page): nothing but their own inline script and style, by hash;
 * - everything else (static files, images, JSON, XML, text): nothing at all.
 * Each one forbids framing, plugins, other base URLs and form targets outside the shop.
 *
 * Plain CommonJS: the route cache handler (loaded by Next.js by path, outside the bundler) builds page policies too.
 */
const { OWN_INLINE_SCRIPT_HASHES } = require('./own-inline-script-hashes.cjs');
const { tagManagerCspSources } = require('../consent/tag-manager-csp.cjs');

/** @typedef {ReadonlyArray<readonly [string, ReadonlyArray<string>]>} Directives */

const SELF = "'self'";
const NONE = "'none'";

/** Directives every response shares: no framing (clickjacking), no plugins, no foreign <base> or form targets. */
/** @type {Directives} */
const COMMON = [
  ['object-src', [NONE]],
  ['base-uri', [SELF]],
  ['form-action', [SELF]],
  ['frame-ancestors', [NONE]],
];

/** @param {Directives} directives */
function serialize(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The origin error reports go to, read from a Sentry DSN (`https://key@o1.ingest.sentry.io/2` →
 * `https://o1.ingest.sentry.io`); null without a DSN or for one that is no http(s) URL.
 * @param {string | undefined} dsn
 */
function sentryOrigin(dsn) {
  if (!dsn || dsn.trim() === '') return null;
  try {
    const url = new URL(dsn.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} nonce
 * @returns {boolean} true for a nonce that can stand in a policy (base64 characters only)
 */
function isValidNonce(nonce) {
  return /^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(nonce);
}

/**
 * The policy of an HTML page.
 * Styles keep 'unsafe-inline': React writes `style` attributes (next/image's `color:transparent`, the sales bar's
 * colours, widths of rating stars) and the pages carry `<style>` elements (breakpoint rules, the sales bar's hide
 * rule); style attributes cannot be allowed by hash without 'unsafe-hashes'.
 * Images may be `data:` URLs (small SVG drawings inside the CSS). Fonts (if any: the shop uses system fonts) and everything the
 * browser fetches come from the storefront itself; the error-reporting origin is added when a DSN is configured,
 * with `blob:` workers for its session replay. A page of a shop with a tag-manager container (`tagManager`) may load
 * the container from TAG_MANAGER_URL (`tagManagerUrl`, default Google's) and its tags may send there (ADR 0058).
 * @param {{ scriptHashes?: ReadonlyArray<string>, nonce?: string, sentryDsn?: string, tagManager?: boolean, tagManagerUrl?: string }} options
 */
function pageCsp({ scriptHashes = [], nonce, sentryDsn, tagManager = false, tagManagerUrl }) {
  if (nonce !== undefined && !isValidNonce(nonce)) throw new Error('invalid CSP nonce');
  const reporting = sentryOrigin(sentryDsn);
  const tags = tagManager ? tagManagerCspSources(tagManagerUrl) : { script: [], connect: [], img: [] };
  const scripts = [SELF, ...(nonce ? [`'nonce-${nonce}'`] : []), ...new Set([...OWN_INLINE_SCRIPT_HASHES, ...scriptHashes]), ...tags.script];
  return serialize([
    ['default-src', [SELF]],
    ['script-src', scripts],
    ['style-src', [SELF, "'unsafe-inline'"]],
    ['img-src', [SELF, 'data:', ...tags.img]],
    ['font-src', [SELF]],
    ['connect-src', [SELF, ...(reporting ? [reporting] : []), ...tags.connect]],
    ['worker-src', reporting ? [SELF, 'blob:'] : [SELF]],
    ...COMMON,
  ]);
}

/**
 * The policy of a self-contained HTML document of the storefront's own making (no framework scripts): only its own
 * inline scripts and styles, named by hash.
 * @param {{ scriptHashes: ReadonlyArray<string>, styleHashes: ReadonlyArray<string> }} options
 */
function documentCsp({ scriptHashes, styleHashes }) {
  return serialize([
    ['default-src', [NONE]],
    ['script-src', scriptHashes.length > 0 ? [...scriptHashes] : [NONE]],
    ['style-src', styleHashes.length > 0 ? [...styleHashes] : [NONE]],
    ['img-src', [SELF]],
    ...COMMON,
  ]);
}

/** The policy of every response that is no page: static files, images, JSON, XML and text run nothing. */
function resourceCsp() {
  return serialize([['default-src', [NONE]], ...COMMON]);
}

module.exports = { pageCsp, documentCsp, resourceCsp, sentryOrigin, isValidNonce };
