import { classifyPath } from '@/lib/routing/resolve-path';
import type { ProxyStep } from '../proxy-step';
import { serveNotFound, serveRoute } from '../serve-route';

/**
 * The storefront's own routes (spec section 2) pass without a lookup, in the shapes their pages take
 * (lib/routing/known-routes.ts ROUTE_SHAPES). A path below a known route that no page serves (`/contact/x`,
 * `/cart/a/b`), `/not-found`, `/404`, and paths that cannot be URLs at all (bad encoding, control characters) get the
 * not-found page of their reason with status 404, rendered per request and never cached.
 */
export const knownRouteStep: ProxyStep = {
  name: 'known-route',
  run: (input) => {
    const decision = classifyPath(input.request.nextUrl.pathname);
    if (decision.kind === 'unresolvable') return serveNotFound(input, 'rewriting-failed');
    if (decision.kind === 'not-found') return serveNotFound(input, decision.reason);
    if (decision.kind === 'pass') return serveRoute(input, decision.internalPath);
    return null;
  },
};
