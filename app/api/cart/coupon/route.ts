import { couponInputSchema } from '@/lib/cart/cart-input';
import { cartError, cartRequestOf, respondWithCart } from '@/lib/cart/cart-handlers';
import { applyCoupon } from '@/lib/cart/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

/** `POST /api/cart/coupon` with `{code}`: applies a coupon (`insertCoupon`); 400 `coupon-invalid` leaves the cart as it was. */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES, withCountry: true }, async ({ context, body }) => {
  const read = cartRequestOf(context);
  if (!read.ok) return read.error;
  const input = couponInputSchema.safeParse(body);
  if (!input.success) return cartError('coupon-invalid');
  const { cartId } = read.data;
  if (cartId === null) return cartError('coupon-invalid');
  const applied = await applyCoupon(cartId, input.data.code);
  if (!applied.ok) return cartError(applied.error.code);
  return respondWithCart(read.data, cartId);
});
