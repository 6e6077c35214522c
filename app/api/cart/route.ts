import type { NextRequest } from 'next/server';
import { cartError, cartRequestOf, readCartRequest, respondWithCart } from '@/lib/cart/cart-handlers';
import { clearCart } from '@/lib/cart/server';
import { guardedWrite } from '@/lib/request/guarded-write';

/**
 * `GET /api/cart?country=`: the shopper's cart (CartView: lines and totals in the shop currency, no cart id), an
 * empty one without a cart cookie. `DELETE /api/cart`: delete all (the backend's `/cart/clear`).
 * Errors: `{ error }` with 400, 403 (another site's request, or a cart cookie that is not this shop's signed one),
 * 413, 415, 503.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const read = readCartRequest(request);
  if (!read.ok) return read.error;
  return respondWithCart(read.data, read.data.cartId);
}

export const DELETE = guardedWrite({ body: 'none', maxBytes: 0, withCountry: true }, async ({ context }) => {
  const read = cartRequestOf(context);
  if (!read.ok) return read.error;
  const { cartId } = read.data;
  if (cartId !== null) {
    const cleared = await clearCart(read.data.scope, cartId);
    if (!cleared.ok) return cartError(cleared.error.code);
  }
  return respondWithCart(read.data, cartId);
});
