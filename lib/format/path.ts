import { APP_LOCALES } from '@/contract/shops';

/**
 * The shopper-facing path: the browser normally shows paths without a locale (the proxy rewrites internally), but
 * a prefixed path ('/de-AT/checkout') is accepted too. Trailing slashes are dropped; the root stays '/'.
 */
export function shopPath(pathname: string | null | undefined): string {
  let path = (pathname ?? '/').split(/[?#]/)[0] ?? '/';
  for (const locale of APP_LOCALES) {
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) {
      path = path.slice(locale.length + 1) || '/';
      break;
    }
  }
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** True when the current path is `route` or below it ('/checkout' matches '/checkout' and '/checkout/step-2'). */
export function isOnRoute(pathname: string | null | undefined, route: string): boolean {
  const path = shopPath(pathname);
  return path === route || path.startsWith(`${route}/`);
}
