import type { NextRequest } from 'next/server';
import { cartError, readCartRequest, respondWithCart } from '@/lib/cart/cart-route';
import { clearCart } from '@/lib/cart/server';

/**
 * `GET /api/cart?country=`: the shopper's cart (CartView: lines and totals in the shop currency, no cart id), an
 * empty one without a cart cookie. `DELETE /api/cart`: delete all (the backend's `/cart/clear`).
 * Errors: `{ error }` with 400, 403 (a cart cookie that is not this shop's signed one), 503.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const read = readCartRequest(request);
  if (!read.ok) return read.response;
  return respondWithCart(read.request, read.request.cartId);
}

export async function DELETE(request: NextRequest): Promise<Response> {
  const read = readCartRequest(request);
  if (!read.ok) return read.response;
  const { cartId } = read.request;
  if (cartId !== null) {
    const cleared = await clearCart(read.request.scope, cartId);
    if (!cleared.ok) return cartError(cleared.code);
  }
  return respondWithCart(read.request, cartId);
}
