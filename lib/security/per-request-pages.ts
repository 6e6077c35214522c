/**
/**
 * Pages rendered on every request instead of served from the route cache: the cart and the checkout (read their
 * cookies), the search pages (read the query), the pages of one shopper's order (read its signed link) and the
 * not-found page of each reason (rendered per request so that no junk URL is stored, ADR 0021). Their HTML differs per
 * request, so their Content-Security-Policy names Next.js's inline scripts by a nonce of that request (ADR 0020). Keyed
 * by the internal route's path after the locale.
 * per-request-pages.test.ts fails when a page under app/[locale] starts reading per-request input without being
 * listed here.
 */
export const PER_REQUEST_PAGE_PREFIXES: readonly string[] = [
  'cart', 'checkout', 'search', 'view/not-found', 'order-placed', 'order-failed', 'guest', 'newsletter', 'account', 'login-register', 'logout', 'forgot-password', 'set-password',
];

/** True for an internal page path (`/de-AT/cart`, `/ro-RO/search/bad`, `/de-AT/view/not-found/x`) of a page rendered per request. */
export function isPerRequestPage(internalPathname: string): boolean {
  const rest = internalPathname.split('/').slice(2).join('/');
  return PER_REQUEST_PAGE_PREFIXES.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}
