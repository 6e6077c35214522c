import { ACCOUNT_SECTION_SLUGS } from '@/lib/account/account-sections';

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
  'set-password',
  'cart',
  'wishlist',
  'compare',
  'checkout',
  'order-placed',
  'order-failed',
  'not-found',
  'back-to-cart',
  'widerrufsformular',
  'withdrawal',
  'team',
  'showrooms',
  'brands',
  'configurators',
  'feedback',
]);

/**
 * How many path segments after the first each storefront route serves (`/search` and `/search/{term}`: 0 and 1).
 * A path under a known first segment that no route serves (`/cart/x`, `/not-found`, a route the shop does not have
 * yet such as `/order-placed`) is the not-found page, decided here so the proxy can answer it with a rendered page and
 * status 404 (ADR 0021). `product` is the proxy's own: `/product/{id}` is resolved by lib/routing/product-id-lookup.ts.
 * Every first-level route of app/[locale] must be listed (known-routes.test.ts checks it).
 */
export const ROUTE_SHAPES: Readonly<Record<string, readonly number[]>> = {
  search: [0, 1],
  about: [0],
  contact: [0],
  blog: [0],
  'advent-calendar': [0],
  'shop-grid-standard': [1],
  product: [1],
  cart: [0],
  checkout: [0, 1],
  wishlist: [0],
  compare: [0],
  'back-to-cart': [1],
  widerrufsformular: [0],
  withdrawal: [0],
  'order-placed': [0],
  'order-failed': [0],
  guest: [3],
  team: [0],
  showrooms: [0],
  brands: [0],
  configurators: [0],
  feedback: [0],
  // Account pages: /account, /account/{section} and /account/order/{id}; login, logout, password reset; the newsletter pages.
  account: [0, 1, 2],
  'login-register': [0],
  logout: [0],
  'forgot-password': [0, 1],
  'set-password': [1],
  newsletter: [0],
  'newsletter-unsubscribe': [0],
};

/**
 * Routes whose second segment is a fixed word, not a value (`/checkout/processing`, `/guest/invoice/{ref}/{hash}`):
 * any other word there is the not-found page, decided by the proxy like any other shape.
 */
export const FIXED_SECOND_SEGMENTS: Readonly<Record<string, ReadonlySet<string>>> = {
  checkout: new Set(['processing']),
  guest: new Set(['invoice']),
  // The account's sections and `order` (lib/account/account-sections.ts).
  account: new Set(ACCOUNT_SECTION_SLUGS),
};

/** `/404` shows the same page as `/not-found` (spec section 2). */
export const NOT_FOUND_ALIASES: ReadonlySet<string> = new Set(['404']);

/** Internal route prefixes the proxy rewrites to (never reachable from outside). */
export const INTERNAL = {
  product: 'view/product',
  category: 'view/category',
  brand: 'view/brand',
  content: 'view/content',
  /** The not-found page of one reason (`view/not-found/{reason}`), rendered as a page with status 404 by the proxy. */
  notFoundView: 'view/not-found',
  notFound: 'not-found',
} as const;

/** Longest path the proxy looks up; longer ones cannot be rewriting URLs (Thelia's url column is VARCHAR(255)). */
export const MAX_LOOKUP_PATH_LENGTH = 512;
