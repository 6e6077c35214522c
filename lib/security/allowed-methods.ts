/**
 * Which methods each public path serves, so that anything else is answered 405 with an `Allow` header before
 * Next.js sees it (Next.js answers 500 to methods a web `Request` cannot carry, like TRACE, and to anything but GET
 * and HEAD on its static files; its 405 of a route handler carries no `Allow`).
 *
 * - Route handlers: the methods their `route.ts` exports (ROUTE_HANDLERS, kept in step with app/ by a unit test),
 *   HEAD with GET, and OPTIONS.
 * - Next.js's own files (`/_next/...`) and pages outside the proxy (the bench's blank page, which has no
 *   server action and whose POST body the proxy's action step never sees): GET, HEAD, OPTIONS.
 * - Every other path is a page: GET, HEAD, OPTIONS, and POST only as a server action (server-action-guard.ts).
 */
export type PathClass = 'route-handler' | 'static' | 'page';
export type MethodPolicy = { pathClass: PathClass; allow: readonly string[] };

/** Public path templates of the route handlers under app/ (`[x]` one segment, `[...x]` one or more) and their methods. */
export const ROUTE_HANDLERS: Readonly<Record<string, readonly string[]>> = {
  '/api/cart': ['GET', 'DELETE'],
  '/api/cart/coupon': ['POST'],
  '/api/cart/delivery-window': ['GET'],
  '/api/cart/lines': ['POST'],
  '/api/cart/lines/[lineId]': ['PATCH', 'DELETE'],
  '/api/account/login': ['POST'],
  '/api/account/logout': ['POST'],
  '/api/account/me': ['GET'],
  '/api/account/addresses': ['GET', 'POST'],
  '/api/account/addresses/[id]': ['PUT', 'DELETE'],
  '/api/account/addresses/[id]/default': ['POST'],
  '/api/account/personal': ['PUT'],
  '/api/account/password': ['POST'],
  // Orders in the account, their PDFs and guest conversion (ADR 0029).
  '/api/account/order-document': ['GET'],
  '/api/account/convert-guest': ['POST'],
  '/api/orders/document': ['GET'],
  // Reviews, newsletter, admin bar (ADR 0030).
  '/api/reviews': ['POST'],
  '/api/reviews/rights': ['GET'],
  '/api/newsletter/subscribe': ['POST'],
  '/api/newsletter/confirm': ['POST'],
  '/api/newsletter/unsubscribe': ['POST'],
  '/api/account/newsletter': ['POST'],
  '/api/admin-bar': ['GET'],
  '/api/account/register': ['POST'],
  '/api/account/captcha': ['GET'],
  '/api/account/captcha-worker': ['GET'],
  '/api/account/refresh': ['POST'],
  '/api/account/forgot-password': ['POST'],
  '/api/account/reset-password': ['POST'],
  '/api/account/lists': ['GET', 'PUT'],
  '/api/account/lists/merge': ['POST'],
  '/api/account/social/start': ['GET'],
  '/api/account/social/callback': ['GET'],
  '/api/account/social/unlink': ['POST'],
  '/api/checkout/cancel': ['POST'],
  '/api/checkout/order-status': ['GET'],
  '/api/checkout/return/[method]/[outcome]': ['GET'],
  '/api/checkout': ['GET'],
  '/api/checkout/address': ['POST'],
  '/api/checkout/order': ['POST'],
  '/api/checkout/shipping': ['POST'],
  '/api/compare': ['GET'],
  '/api/error-probe': ['GET'],
  '/api/error-reporting': ['GET'],
  '/api/health': ['GET'],
  '/api/listing': ['GET'],
  '/api/menu': ['GET'],
  '/api/products': ['GET'],
  '/api/revalidate': ['POST'],
  '/api/search': ['GET'],
  '/api/store-info': ['GET'],
  '/api/trust-badges': ['GET'],
  '/back-to-cart/[token]': ['GET'],
  '/media/[...path]': ['GET'],
  '/robots.txt': ['GET'],
  '/server-down': ['GET'],
  '/sitemap.xml': ['GET'],
  '/sitemaps/[shard]': ['GET'],
  '/widerrufsformular': ['GET'],
  // The shop's icons and web app manifest (ADR 0036).
  '/favicon.ico': ['GET'],
  '/icon.svg': ['GET'],
  '/apple-touch-icon.png': ['GET'],
  '/icons/[file]': ['GET'],
  '/manifest.webmanifest': ['GET'],
};

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
/** Pages the proxy's matcher leaves out (proxy.ts): no server action can be checked there. */
const PAGES_OUTSIDE_THE_PROXY: ReadonlySet<string> = new Set(['/bench/blank']);
const ORDER = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => {
      if (/^\[\.\.\..+\]$/.test(segment)) return '[^/]+(?:/[^/]+)*';
      if (/^\[.+\]$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

const HANDLER_PATTERNS = Object.entries(ROUTE_HANDLERS).map(([template, methods]) => {
  const allow = new Set(methods);
  if (allow.has('GET')) allow.add('HEAD');
  allow.add('OPTIONS');
  return { pattern: templatePattern(template), allow: ORDER.filter((method) => allow.has(method)) };
});

/** The methods a path serves. `path` is the raw request path; a trailing slash is ignored (Next.js redirects it). */
export function methodPolicy(path: string): MethodPolicy {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const handler = HANDLER_PATTERNS.find((candidate) => candidate.pattern.test(trimmed));
  if (handler) return { pathClass: 'route-handler', allow: handler.allow };
  if (trimmed.startsWith('/_next/') || PAGES_OUTSIDE_THE_PROXY.has(trimmed)) return { pathClass: 'static', allow: PAGE_METHODS };
  return { pathClass: 'page', allow: PAGE_METHODS };
}
