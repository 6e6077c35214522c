/**
 * Where the shopper goes after logging in (issue 42: where they were going, never simply the home page): the page
 * that asked them to log in (`?returnTo=`: a protected page, the checkout, the account link), else the remembered
 * lastLocation (spec section 3 app state, S4-12, S4-13: the last visited path, never the login or password pages),
 * else the account. Only a same-site path (one leading '/', no scheme, no backslash, no control character) is ever
 * stored or followed, so a crafted value (`//evil.com`, `https://evil.com`) cannot redirect to another site.
 */
export const DEFAULT_LAST_LOCATION = '/';
export const LAST_LOCATION_STORAGE_KEY = 'lastLocation';
/** The query parameter of /login-register naming the page to go back to. */
export const RETURN_TO_PARAM = 'returnTo';
/** Where a login goes when nothing names a page: the account (issue 42), not the home page. */
export const AFTER_LOGIN_DEFAULT = '/account';

const NOT_REMEMBERED = ['/login-register', '/forgot-password', '/set-password', '/logout'];

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

/** A `returnTo` value as the login page takes it: a same-site path that is not a login or password page, else null. */
export function returnToOf(value: unknown): string | null {
  return typeof value === 'string' ? rememberedPath(value) : null;
}

/** The login page that goes back to `returnTo` afterwards (a value that is no same-site path is left out). */
export function loginPathFor(returnTo: string | null): string {
  const checked = returnToOf(returnTo);
  return checked === null ? '/login-register' : `/login-register?${RETURN_TO_PARAM}=${encodeURIComponent(checked)}`;
}

/**
 * Where to go after login: the checked `returnTo`, else the stored lastLocation unless it is the default '/' (S3-55:
 * nothing remembered), else the account.
 */
export function afterLoginPath(returnTo: string | null | undefined, stored: string | null | undefined): string {
  const asked = returnToOf(returnTo);
  if (asked !== null) return asked;
  const remembered = returnToOf(stored);
  return remembered !== null && remembered !== DEFAULT_LAST_LOCATION ? remembered : AFTER_LOGIN_DEFAULT;
}
