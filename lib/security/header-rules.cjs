// @ts-check
/**
 * The `headers()` rules of next.config.mjs (ADR 0020). Next.js applies them by the request's own path, before the
 * proxy runs, to every kind of response: pages, route handlers, redirects, not-found pages, /_next/static files and
 * public files.
 * - Every path: the security headers, and Strict-Transport-Security unless the host is this machine.
 * - Paths that are never pages (the proxy's matcher skips them): the policy that runs nothing. Pages get their
 *   policy elsewhere (the route cache entry or the proxy) and the server-down page sets its own, so none of them
 *   gets a second one from here.
 *
 * Plain CommonJS: next.config.mjs imports it.
 */
const { resourceCsp } = require('./content-security-policy.cjs');
const { LOCAL_HOST_PATTERN } = require('./local-host.cjs');
const { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } = require('./security-headers.cjs');

/** File endings the proxy's matcher skips (proxy.ts): static files at any depth. */
const STATIC_FILE_ENDINGS = 'png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|woff2?|txt|xml|pdf|webmanifest';

/** Paths of responses that are no page (path-to-regexp sources, as next.config takes them). */
const RESOURCE_SOURCES = [
  '/_next/:path*',
  '/api/:path*',
  '/media/:path*',
  '/sitemaps/:path*',
  '/sitemap.xml',
  '/robots.txt',
  `/:path*/:file([^/]+\\.(?:${STATIC_FILE_ENDINGS}))`,
];

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ type: 'host', value: string }} HostCondition
 * @typedef {{ source: string, headers: Header[], missing?: HostCondition[] }} HeaderRule
 */

/** @returns {HeaderRule[]} */
function securityHeaderRules() {
  const policy = { key: 'Content-Security-Policy', value: resourceCsp() };
  return [
    { source: '/(.*)', headers: [...SECURITY_HEADERS] },
    { source: '/(.*)', missing: [{ type: 'host', value: LOCAL_HOST_PATTERN }], headers: [STRICT_TRANSPORT_SECURITY] },
    ...RESOURCE_SOURCES.map((source) => ({ source, headers: [policy] })),
  ];
}

module.exports = { securityHeaderRules, RESOURCE_SOURCES };
