/**
 * Pages rendered on every request instead of served from the route cache: the cart (reads its cookie) and the search
 * pages (read the query). Their HTML differs per request, so their Content-Security-Policy names Next.js's inline
 * scripts by a nonce of that request (ADR 0020). Keyed by the internal route's first segment after the locale.
 * per-request-pages.test.ts fails when a page under app/[locale] starts reading per-request input without being
 * listed here.
 */
export const PER_REQUEST_PAGE_SEGMENTS: ReadonlySet<string> = new Set(['cart', 'search']);

/** True for an internal page path (`/de-AT/cart`, `/ro-RO/search/bad`) of a page rendered per request. */
export function isPerRequestPage(internalPathname: string): boolean {
  const segment = internalPathname.split('/')[2];
  return segment !== undefined && PER_REQUEST_PAGE_SEGMENTS.has(segment);
}
