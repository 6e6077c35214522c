import type { NextRequest } from 'next/server';
import { couponInputSchema } from '@/lib/cart/cart-input';
import { cartError, jsonBody, readCartRequest, respondWithCart } from '@/lib/cart/cart-route';
import { applyCoupon } from '@/lib/cart/server';

/** `POST /api/cart/coupon` with `{code}`: applies a coupon (`insertCoupon`); 400 `coupon-invalid` leaves the cart as it was. */
export async function POST(request: NextRequest): Promise<Response> {
  const read = readCartRequest(request);
  if (!read.ok) return read.response;
  const input = couponInputSchema.safeParse(await jsonBody(request));
  if (!input.success) return cartError('coupon-invalid');
  const { cartId } = read.request;
  if (cartId === null) return cartError('coupon-invalid');
  const applied = await applyCoupon(cartId, input.data.code);
  if (!applied.ok) return cartError(applied.code);
  return respondWithCart(read.request, cartId);
}
