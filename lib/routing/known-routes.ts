/**
 * First path segments of the storefront's own routes (spec section 2). A request whose first segment is one of
 * these is passed to the app; any other path goes through the backend's URL-rewriting lookup.
 * The internal catalogue routes (`/view/...`) are deliberately absent: they are reached only by a rewrite.
 */
export const KNOWN_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'search',
  'newsletter',
  'newsletter-unsubscribe',
  'about',
  'contact',
  'blog',
  'advent-calendar',
  'shop-grid-standard',
  'product',
  'account',
  'guest',
  'login-register',
  'logout',
  'forgot-password',
  'cart',
  'wishlist',
  'compare',
  'checkout',
  'order-placed',
  'order-failed',
  'not-found',
  'back-to-cart',
  'widerrufsformular',
  'team',
  'showrooms',
  'brands',
  'configurators',
  'feedback',
]);

/**
 * What may follow a known route's first segment, as its pages take it (anything else is the not-found page, so a
 * junk path below a known route never renders and caches a page of its own). Routes not listed take nothing more.
 */
export const KNOWN_ROUTE_REST: ReadonlyMap<string, RegExp> = new Map([
  ['search', /^(?:\/[^/]+)?$/],
  ['shop-grid-standard', /^\/(?:new|sale|bestseller)$/],
  ['product', /^\/\d{1,10}$/],
  ['back-to-cart', /^\/[^/]+$/],
]);
const NOTHING_MORE = /^$/;

/** Whether the rest of a path (after its known first segment, '' or '/a/b') fits the route. */
export function fitsKnownRoute(first: string, rest: string): boolean {
  return (KNOWN_ROUTE_REST.get(first) ?? NOTHING_MORE).test(rest);
}

/**
 * Where a known route's path that does not fit goes: one fixed internal path per route (so its own not-found reason
 * shows, as 'Sale was not found' for `/shop-grid-standard/{anything else}`), else the not-found page.
 */
export function misfitTarget(first: string, rest: string): string {
  if (first === 'shop-grid-standard' && /^\/[^/]+$/.test(rest)) return '/shop-grid-standard/no-such-selection';
  return `/${INTERNAL.notFound}`;
}

/** `/404` shows the same page as `/not-found` (spec section 2). */
export const NOT_FOUND_ALIASES: ReadonlySet<string> = new Set(['404']);

/** Internal route prefixes the proxy rewrites to (never reachable from outside). */
export const INTERNAL = {
  product: 'view/product',
  category: 'view/category',
  brand: 'view/brand',
  content: 'view/content',
  unresolved: 'view/unresolved',
  unsupported: 'view/unsupported',
  notFound: 'not-found',
} as const;

/** Longest path the proxy looks up; longer ones cannot be rewriting URLs (Thelia's url column is VARCHAR(255)). */
export const MAX_LOOKUP_PATH_LENGTH = 512;
