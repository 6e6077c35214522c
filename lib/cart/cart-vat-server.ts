import 'server-only';
import { netPricesFor } from '@/lib/account/net-prices';
import { loadShopper } from '@/lib/account/shopper-server';
import type { VatMode } from '@/lib/product/price-display';
import type { RequestContext } from '@/lib/request/request-context';

/**
 * The price mode of a request's cart: net (0 %) only for an intra-Community supply (intra-community-supply.ts) to
 * the delivery country given (the checkout's address country; the shop's delivery-country choice by default), read
 * from the customer record with the session's token, never from a flag of the browser. A guest costs no call. When
 * the record cannot be read the cart shows gross prices (the backend prices the order itself, with the same rule).
 */
export async function cartVatMode(context: RequestContext, deliveryCountryId = context.deliveryCountryId): Promise<VatMode> {
  if (context.session.kind !== 'customer') return 'gross';
  const loaded = await loadShopper({ ...context, deliveryCountryId });
  return loaded.ok && netPricesFor(loaded.data.shopper) ? 'net' : 'gross';
}
