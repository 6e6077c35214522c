// @ts-check
/**
 * The security headers every response of the storefront carries besides its Content-Security-Policy (ADR 0020).
 *
 * Plain CommonJS: next.config.mjs builds its header rules from them.
 */
const { isLocalHost } = require('./local-host.cjs');

/** @typedef {{ key: string, value: string }} Header */

/**
 * Browser features no page of the shop uses, switched off for the page and anything it embeds. Payment goes through
 * the payment provider's own pages, never the Payment Request API; showrooms are found by address, not location.
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** @type {ReadonlyArray<Header>} */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  // For browsers without CSP's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** HTTPS only, for a year, on the shop's host and its subdomains; sent for hosts other than this machine only. */
/** @type {Header} */
const STRICT_TRANSPORT_SECURITY = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

/**
 * The headers (apart from the policy) for a request with this Host header.
 * @param {string | undefined} hostHeader
 * @returns {Header[]}
 */
function securityHeadersFor(hostHeader) {
  return isLocalHost(hostHeader) ? [...SECURITY_HEADERS] : [...SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY];
}

module.exports = { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, DISABLED_FEATURES, securityHeadersFor };
