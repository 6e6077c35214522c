// @ts-check
/**
 * The Content-Security-Policy of a page kept in the route cache (ADR 0020). The route cache handler calls it where
 * it stores a page's HTML (the first render, a MISS, and every revalidation) and where it reads one back from disk;
 * Next.js sends an entry's `headers` with the page, on the MISS that rendered it and on every HIT. The policy names
 * by hash exactly the inline scripts of that HTML that are Next.js's data-only statements
 * (framework-data-scripts.cjs), plus the storefront's own fixed inline scripts; any other inline script in the page
 * (one injected through back-office HTML, say) is blocked.
 *
 * Plain CommonJS: Next.js loads the route cache handler by path, outside the bundler.
 */
const { pageCsp } = require('./content-security-policy.cjs');
const { isFrameworkDataScript } = require('./framework-data-scripts.cjs');
const { inlineElements, inlineScriptHashes } = require('./script-hashes.cjs');
const { CONSENT_DEFAULT_ELEMENT_ID, CONSENT_DEFAULT_SCRIPT } = require('../consent/consent-default-script.cjs');
const { withXkeyHeader } = require('../cache/xkey-header.cjs');

const CSP_HEADER = 'content-security-policy';

/**
 * True when the page carries the Consent Mode default script, which the layout renders only for a shop with a
 * tag-manager container: then the page may load the container (ADR 0058).
 * @param {string} html
 */
function hasTagManager(html) {
  const id = new RegExp(`(?:^|\\s)id="${CONSENT_DEFAULT_ELEMENT_ID}"`);
  return inlineElements(html, 'script').some(({ attributes, text }) => id.test(attributes) && text === CONSENT_DEFAULT_SCRIPT);
}

/**
 * The entry's response headers with the page's policy for this HTML (any earlier policy replaced), and the page's
 * catalogue tags for Varnish (lib/cache/xkey-header.cjs, ADR 0066).
 * @param {string} html the HTML exactly as it will be sent
 * @param {Record<string, string | string[] | number | undefined> | undefined} headers the entry's headers
 * @param {{ SENTRY_DSN?: string, TAG_MANAGER_URL?: string }} env
 */
function pageEntryHeaders(html, headers, env) {
  const scriptHashes = inlineScriptHashes(html, isFrameworkDataScript);
  const policy = pageCsp({ scriptHashes, sentryDsn: env.SENTRY_DSN, tagManager: hasTagManager(html), tagManagerUrl: env.TAG_MANAGER_URL });
  return { ...withXkeyHeader(headers), [CSP_HEADER]: policy };
}

module.exports = { pageEntryHeaders, CSP_HEADER };
