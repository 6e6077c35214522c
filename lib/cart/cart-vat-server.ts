import 'server-only';
import { netPricesFor } from '@/lib/account/net-prices';
import { loadShopper } from '@/lib/account/shopper-server';
import type { VatMode } from '@/lib/product/price-display';
import type { RequestContext } from '@/lib/request/request-context';

/**
 * The price mode of a request's cart: net only for a logged-in business customer whose VAT number the backend holds
 * as checked (the customer record read with the session's token, never a flag from the browser). A guest costs no
 * call. When the record cannot be read the cart shows gross prices (the backend prices the order itself).
 */
export async function cartVatMode(context: RequestContext): Promise<VatMode> {
  if (context.session.kind !== 'customer') return 'gross';
  const loaded = await loadShopper(context);
  return loaded.ok && netPricesFor(loaded.data.shopper) ? 'net' : 'gross';
}
