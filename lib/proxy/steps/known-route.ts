import { classifyPath } from '@/lib/routing/resolve-path';
import { INTERNAL } from '@/lib/routing/known-routes';
import type { ProxyStep } from '../proxy-step';
import { rewriteTo } from '../responses';
import { serveRoute } from '../serve-route';

/**
 * The storefront's own routes (spec section 2) pass without a lookup, in the shapes their pages take: a path below a
 * known route that no page serves (`/contact/x`, `/cart/a/b`) gets the not-found page of its shop (one cached page),
 * never a render and cache entry of its own. Paths that cannot be URLs at all (bad encoding, control characters) too.
 */
export const knownRouteStep: ProxyStep = {
  name: 'known-route',
  run: (input) => {
    const decision = classifyPath(input.request.nextUrl.pathname);
    if (decision.kind === 'unresolvable') return rewriteTo(input.request, input.shop, `/${INTERNAL.unresolved}`);
    if (decision.kind === 'unknown-shape') return serveRoute(input, decision.internalPath);
    if (decision.kind === 'pass') return serveRoute(input, decision.internalPath);
    return null;
  },
};
