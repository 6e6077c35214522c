import { changeLineInputSchema, idParamSchema, inputErrorCode } from '@/lib/cart/cart-input';
import { err, ok, type Result } from '@/lib/api/result';
import { quantityAfterDecrease } from '@/lib/cart/cart-rules';
import { cartError, cartRequestOf, respondWithCart, type CartRequest } from '@/lib/cart/cart-handlers';
import { getFulfilmentCenters } from '@/lib/cart/fulfilment-server';
import { deleteLine, readCart, updateLine } from '@/lib/cart/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import type { RequestContext } from '@/lib/request/request-context';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

type Params = { lineId: string };

/** The cart request of a line's handler with its cart and line id, or the answer that refuses it. */
function target(context: RequestContext, params: Params): Result<{ request: CartRequest; cartId: number; lineId: number }, Response> {
  const read = cartRequestOf(context);
  if (!read.ok) return read;
  const lineId = idParamSchema.safeParse(params.lineId);
  if (!lineId.success) return err(cartError('bad-request'));
  // No cart: no line of this shopper can have that id.
  if (read.data.cartId === null) return err(cartError('unknown-line'));
  return ok({ request: read.data, cartId: read.data.cartId, lineId: lineId.data });
}

/**
 * `PATCH /api/cart/lines/{id}` with `{action:'update', quantityCount}` (0 removes the line), `{action:'decrease',
 * quantityCount}` (below 1 removes it) or `{action:'fulfilment', centerId}` (a centre the shop offers, else
 * 'bad-request'); answers the CartView.
 */
export const PATCH = guardedWrite<Params>({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES, withCountry: true }, async ({ context, body, params }) => {
  const found = target(context, params);
  if (!found.ok) return found.error;
  const input = changeLineInputSchema.safeParse(body);
  if (!input.success) return cartError(inputErrorCode(input.error));
  const { scope } = found.data.request;
  let quantity: number;
  let fulfilmentCenter: number | undefined;
  if (input.data.action === 'update') quantity = input.data.quantityCount;
  else {
    // Decrease and centre changes start from the line's current quantity, read from the backend (never the browser's).
    const current = await readCart(scope, found.data.cartId);
    if (!current.ok) return cartError(current.error.code);
    const line = current.data.cart?.items.find((item) => item.cartItemId === found.data.lineId);
    if (!line) return cartError('unknown-line');
    if (input.data.action === 'decrease') quantity = quantityAfterDecrease(line.quantity, input.data.quantityCount);
    else {
      // Only a centre the shop offers (its country's and the central warehouse), never another shop's showroom.
      const centerId = input.data.centerId;
      if (!(await getFulfilmentCenters(scope.shop)).some((centre) => centre.id === centerId)) return cartError('bad-request');
      quantity = line.quantity;
      fulfilmentCenter = centerId;
    }
  }
  const updated = await updateLine(scope, found.data.cartId, found.data.lineId, { quantity, ...(fulfilmentCenter !== undefined ? { fulfilmentCenter } : {}) });
  if (!updated.ok) return cartError(updated.error.code);
  return respondWithCart(found.data.request, found.data.cartId);
});

/** `DELETE /api/cart/lines/{id}`: removes the line; answers the CartView. */
export const DELETE = guardedWrite<Params>({ body: 'none', maxBytes: 0, withCountry: true }, async ({ context, params }) => {
  const found = target(context, params);
  if (!found.ok) return found.error;
  const deleted = await deleteLine(found.data.request.scope, found.data.cartId, found.data.lineId);
  if (!deleted.ok) return cartError(deleted.error.code);
  return respondWithCart(found.data.request, found.data.cartId);
});
