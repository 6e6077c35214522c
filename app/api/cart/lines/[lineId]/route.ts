import { changeLineInputSchema, idParamSchema, inputErrorCode } from '@/lib/cart/cart-input';
import { quantityAfterDecrease } from '@/lib/cart/cart-rules';
import { cartError, cartRequestOf, respondWithCart, type CartRequest } from '@/lib/cart/cart-route';
import { getFulfilmentCenters } from '@/lib/cart/fulfilment-server';
import { deleteLine, readCart, updateLine } from '@/lib/cart/server';
import { guardedWrite } from '@/lib/request/guarded-route';
import type { RequestContext } from '@/lib/request/request-context';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

type Params = { lineId: string };

function target(context: RequestContext, params: Params): { ok: true; request: CartRequest; cartId: number; lineId: number } | { ok: false; response: Response } {
  const read = cartRequestOf(context);
  if (!read.ok) return read;
  const lineId = idParamSchema.safeParse(params.lineId);
  if (!lineId.success) return { ok: false, response: cartError('bad-request') };
  // No cart: no line of this shopper can have that id.
  if (read.request.cartId === null) return { ok: false, response: cartError('unknown-line') };
  return { ok: true, request: read.request, cartId: read.request.cartId, lineId: lineId.data };
}

/**
 * `PATCH /api/cart/lines/{id}` with `{action:'update', quantityCount}` (0 removes the line), `{action:'decrease',
 * quantityCount}` (below 1 removes it) or `{action:'fulfilment', centerId}` (a centre the shop offers, else
 * 'bad-request'); answers the CartView.
 */
export const PATCH = guardedWrite<Params>({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES, withCountry: true }, async ({ context, body, params }) => {
  const found = target(context, params);
  if (!found.ok) return found.response;
  const input = changeLineInputSchema.safeParse(body);
  if (!input.success) return cartError(inputErrorCode(input.error));
  const { scope } = found.request;
  let quantity: number;
  let fulfilmentCenter: number | undefined;
  if (input.data.action === 'update') quantity = input.data.quantityCount;
  else {
    // Decrease and centre changes start from the line's current quantity, read from the backend (never the browser's).
    const current = await readCart(scope, found.cartId);
    if (!current.ok) return cartError(current.error.code);
    const line = current.data.cart?.items.find((item) => item.cartItemId === found.lineId);
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
  const updated = await updateLine(scope, found.cartId, found.lineId, { quantity, ...(fulfilmentCenter !== undefined ? { fulfilmentCenter } : {}) });
  if (!updated.ok) return cartError(updated.error.code);
  return respondWithCart(found.request, found.cartId);
});

/** `DELETE /api/cart/lines/{id}`: removes the line; answers the CartView. */
export const DELETE = guardedWrite<Params>({ body: 'none', maxBytes: 0, withCountry: true }, async ({ context, params }) => {
  const found = target(context, params);
  if (!found.ok) return found.response;
  const deleted = await deleteLine(found.request.scope, found.cartId, found.lineId);
  if (!deleted.ok) return cartError(deleted.error.code);
  return respondWithCart(found.request, found.cartId);
});
