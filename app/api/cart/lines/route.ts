import { addLineInputSchema, addLinesInputSchema, inputErrorCode } from '@/lib/cart/cart-input';
import { cartError, cartRequestOf, respondWithCart, setCartCookie } from '@/lib/cart/cart-handlers';
import { addToCart } from '@/lib/cart/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

/**
 * `POST /api/cart/lines` with `{productId, pseId, quantity}`, or `{lines: [...]}` for several at once (multi-add):
 * adds to the shopper's cart (a new one without a cookie) and answers the whole CartView. Lines are added in order;
 * a refused line answers its error, and the lines before it stay in the cart (whose cookie is set even then).
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES, withCountry: true }, async ({ context, body }) => {
  const read = cartRequestOf(context);
  if (!read.ok) return read.error;
  const isMany = typeof body === 'object' && body !== null && 'lines' in body;
  const parsed = isMany ? addLinesInputSchema.safeParse(body) : addLineInputSchema.safeParse(body);
  if (!parsed.success) return cartError(inputErrorCode(parsed.error));
  const lines = 'lines' in parsed.data ? parsed.data.lines : [parsed.data];
  let cartId = read.data.cartId;
  for (const line of lines) {
    const added = await addToCart(read.data.scope, cartId, line);
    if (!added.ok) {
      if (added.error.code === 'cart-unavailable') console.error(`add to cart: ${added.error.detail}`);
      const response = cartError(added.error.code);
      return cartId !== read.data.cartId ? setCartCookie(response, context, cartId) : response;
    }
    cartId = added.data.cartId;
  }
  return respondWithCart(read.data, cartId);
});
