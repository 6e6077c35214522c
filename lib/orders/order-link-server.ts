import 'server-only';
import { serverConfig } from '@/lib/env/server-config';
import { isOrderLinkHash, orderLinkKey, orderLinks, type OrderLinks } from './order-link';
import { orderIdOfRef } from './order-ref';

/** The signed links of an order with this server's key (ORDER_LINK_SECRET, or derived from the shop token). */
export function signedOrderLinks(ref: string): OrderLinks {
  return orderLinks(ref, orderLinkKey(serverConfig()));
}

/**
 * The order id of a link's reference and hash (query values or path segments as they arrived), or null when either is
 * missing, repeated, malformed or does not check: the caller answers that like an unknown page.
 */
export function checkedOrderId(ref: unknown, hash: unknown): number | null {
  if (typeof ref !== 'string' || typeof hash !== 'string') return null;
  if (!isOrderLinkHash(ref, hash, orderLinkKey(serverConfig()))) return null;
  return orderIdOfRef(ref);
}
