/**
 * Whether a Host (or forwarded host) value is a host name or address with an optional port, as RFC 9110 expects:
 * DNS labels (letters, digits, `-`, `_`), an IPv4 address or a bracketed IPv6 address, and a port of 1 to 5 digits up
 * to 65535. Anything else (`at.localhost:99999`, `at.localhost:abc`, `not a url`, `user@host`, `host/path`) is refused
 * with 400: Next.js and route handlers build URLs from these headers, and an invalid one makes them throw.
 */
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::(\\d{1,5}))?$`);

export function isValidHost(value: string): boolean {
  if (value.length === 0 || value.length > 260) return false;
  const match = HOST_PATTERN.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || Number(port) <= 65535;
}

/** An X-Forwarded-Host value: one host, or a comma-separated list of them (each proxy may add one). */
export function isValidForwardedHost(value: string): boolean {
  return value.split(',').every((part) => isValidHost(part.trim()));
}
