import { classifyPath } from '@/lib/routing/resolve-path';
import type { ProxyStep } from '../proxy-step';
import { redirectToPath, serverDown } from '../responses';
import { serveNotFound, serveRoute } from '../serve-route';

/**
 * Any other path is resolved through the backend's URL-rewriting lookup (cached; the last good answer is kept while
 * the backend cannot be reached) and served as its product, category, brand or content route; moved URLs answer 301;
 * unknown URLs and view types the shop does not show the not-found page of their reason (404); a lookup that cannot
 * be answered at all the server-down page (503).
 */
export const rewritingLookupStep: ProxyStep = {
  name: 'rewriting-lookup',
  run: async (input) => {
    const { request, shop, runtime } = input;
    const decision = classifyPath(request.nextUrl.pathname);
    if (decision.kind !== 'lookup') return null;
    const outcome = await runtime.lookup.resolve(shop.theliaLocale, shop.countryId, decision.viewUrl);
    switch (outcome.kind) {
      case 'rewrite':
        return serveRoute(input, outcome.internalPath);
      case 'redirect':
        // The query stays (campaign parameters, listing state): only the path moved.
        return redirectToPath(request, `${outcome.location}${request.nextUrl.search}`, 301);
      case 'unsupported':
        return serveNotFound(input, 'content-type-not-found');
      case 'not-found':
        return serveNotFound(input, outcome.reason);
      case 'unavailable':
        runtime.health.report(false);
        return serverDown(request);
    }
  },
};
