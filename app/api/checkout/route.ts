import type { NextRequest } from 'next/server';
import { checkoutError, neverThrows, requestExpress, respondWithState } from '@/lib/checkout/checkout-handlers';
import { routeContext } from '@/lib/request/server';

/**
 * `GET /api/checkout?country=`: the shopper's checkout (CheckoutState: saved steps without any backend id, the cart
 * priced for the delivery country, delivery and payment methods, totals). `country` is the site country, used only
 * until an address is saved. Errors: `{error}` with 400, 403 (another shop's cart cookie), 409 `cart-empty`, 503.
 */
export async function GET(request: NextRequest): Promise<Response> {
  return neverThrows('view', async () => {
    const context = routeContext(request, { withCountry: true });
    if (!context.ok) return checkoutError('bad-request');
    return respondWithState(context.data, requestExpress(request, context.data), false);
  });
}
