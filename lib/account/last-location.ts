/**
 * lastLocation (spec section 3 app state, S3-55, S4-12, S4-13): the last visited path of the shop, where the shopper
 * goes after logging in. Never the login or password pages; only a same-site path (one leading '/', no scheme, no
 * backslash, no control character) is ever stored or followed, so a crafted value cannot redirect to another site.
 */
export const DEFAULT_LAST_LOCATION = '/';
export const LAST_LOCATION_STORAGE_KEY = 'lastLocation';

const NOT_REMEMBERED = ['/login-register', '/forgot-password', '/logout'];

/** A same-site path: starts with exactly one '/', no backslash, no control or space characters, at most 512 characters. */
export function isSameSitePath(value: string): boolean {
  if (value.length === 0 || value.length > 512) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const resolved = new URL(value, 'http://same.site.invalid');
    return resolved.origin === 'http://same.site.invalid';
  } catch {
    return false;
  }
}

/** Whether a visited path (with its query) is remembered as lastLocation (S4-12, S4-13). */
export function rememberedPath(pathWithQuery: string): string | null {
  if (!isSameSitePath(pathWithQuery)) return null;
  const pathname = pathWithQuery.split(/[?#]/)[0] ?? '';
  if (NOT_REMEMBERED.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return pathWithQuery;
}

/** Where to go after login: the stored lastLocation when it is a same-site path, else '/' (S3-55). */
export function afterLoginPath(stored: string | null | undefined): string {
  return stored !== null && stored !== undefined && rememberedPath(stored) !== null ? stored : DEFAULT_LAST_LOCATION;
}
