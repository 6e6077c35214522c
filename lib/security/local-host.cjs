// @ts-check
/**
 * Which request hosts are local (no Strict-Transport-Security for them): `localhost`, `*.localhost`, 127.0.0.1 and
 * the IPv6 loopback `[::1]`.
 *
 * Plain CommonJS: next.config.mjs reads the pattern when it builds its header rules.
 */

/**
 * The local host names as the value of a next.config `has`/`missing` condition of type `host`. Next.js matches it
 * against `^(value)$` on the Host header cut at its first ':' and lower-cased, so an IPv6 literal arrives there as
 * '[' alone; every IPv6 literal therefore counts as local here (browsers ignore HSTS for IP addresses anyway).
 */
const LOCAL_HOST_PATTERN = '(?:localhost|.+\\.localhost|127\\.0\\.0\\.1|\\[.*)';

const LOCAL_HOST = new RegExp(`^${LOCAL_HOST_PATTERN}$`);

/**
 * The host name Next.js matches host conditions against: the Host header up to its first ':', lower-cased.
 * @param {string | undefined} hostHeader
 */
function hostnameForMatching(hostHeader) {
  return (hostHeader ?? '').split(':', 1)[0]?.toLowerCase() ?? '';
}

/**
 * True for a Host header naming this machine (with or without a port).
 * @param {string | undefined} hostHeader
 */
function isLocalHost(hostHeader) {
  return LOCAL_HOST.test(hostnameForMatching(hostHeader));
}

module.exports = { LOCAL_HOST_PATTERN, hostnameForMatching, isLocalHost };
