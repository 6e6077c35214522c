import { orderLinkKey, orderLinks, type OrderLinks } from '../../lib/orders/order-link';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';

/** The signed links of an order as the e2e storefront makes them (its SHOP_TOKEN / ORDER_LINK_SECRET). */
export function e2eOrderLinks(ref: string): OrderLinks {
  return orderLinks(ref, orderLinkKey({ orderLinkSecret: process.env.ORDER_LINK_SECRET?.trim() || undefined, token: process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN }));
}
