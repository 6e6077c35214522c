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
