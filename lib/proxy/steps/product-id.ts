import { classifyPath } from '@/lib/routing/resolve-path';
import type { ProxyStep } from '../proxy-step';
import { redirectToPath, serverDown } from '../responses';
import { serveNotFound } from '../serve-route';

/**
 * `/product/{id}` (spec section 2): a 301 to the product's rewriting URL in this shop (lib/routing/product-id-lookup.ts,
 * cached), the not-found page with product-fetch-failed when the shop does not show it, the server-down page when
 * the backend cannot answer.
 */
export const productIdStep: ProxyStep = {
  name: 'product-id',
  run: async (input) => {
    const decision = classifyPath(input.request.nextUrl.pathname);
    if (decision.kind !== 'product') return null;
    const outcome = await input.runtime.products.resolve(input.shop, decision.productId);
    switch (outcome.kind) {
      case 'redirect':
        return redirectToPath(input.request, outcome.location, 301);
      case 'not-found':
        return serveNotFound(input, outcome.reason);
      case 'unavailable':
        input.runtime.health.report(false);
        return serverDown(input.request);
      default:
        return serveNotFound(input, 'product-fetch-failed');
    }
  },
};
