import { isOrderLinkHash, orderLinkKey } from '@/lib/orders/order-link';
import { orderLinkOfRequest } from '@/lib/orders/order-link-path';
import type { ProxyStep } from '../proxy-step';
import { serveNotFound } from '../serve-route';

/**
 * The pages of one shopper's order (`/order-placed`, `/order-failed`, `/checkout/processing` with `?order=&h=`, and
 * `/guest/invoice/{ref}/{hash}`) open only with the order reference's signed hash (decisions.md): a missing or wrong
 * one is the not-found page (404, rendered on the server like any other, ADR 0021) before the page asks the backend
 * anything. A right one passes on to the known routes; the page checks it again.
 */
export const orderLinkStep: ProxyStep = {
  name: 'order-link',
  run: (input) => {
    const link = orderLinkOfRequest(input.request.nextUrl.pathname, input.request.nextUrl.searchParams);
    if (!link || isOrderLinkHash(link.ref, link.hash, orderLinkKey(input.runtime.config))) return null;
    return serveNotFound(input, 'route-not-found');
  },
};
