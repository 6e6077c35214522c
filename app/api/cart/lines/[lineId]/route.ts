import type { NextRequest } from 'next/server';
import { changeLineInputSchema, idParamSchema, inputErrorCode } from '@/lib/cart/cart-input';
import { quantityAfterDecrease } from '@/lib/cart/cart-rules';
import { cartError, jsonBody, readCartRequest, respondWithCart, type CartRequest } from '@/lib/cart/cart-route';
import { deleteLine, readCart, updateLine } from '@/lib/cart/server';

type Params = { params: Promise<{ lineId: string }> };

async function target(request: NextRequest, params: Params['params']): Promise<{ ok: true; request: CartRequest; cartId: number; lineId: number } | { ok: false; response: Response }> {
  const read = readCartRequest(request);
  if (!read.ok) return read;
  const lineId = idParamSchema.safeParse((await params).lineId);
  if (!lineId.success) return { ok: false, response: cartError('bad-request') };
  // No cart: no line of this shopper can have that id.
  if (read.request.cartId === null) return { ok: false, response: cartError('unknown-line') };
  return { ok: true, request: read.request, cartId: read.request.cartId, lineId: lineId.data };
}

/**
 * `PATCH /api/cart/lines/{id}` with `{action:'update', quantityCount}` (0 removes the line), `{action:'decrease',
 * quantityCount}` (below 1 removes it) or `{action:'fulfilment', centerId}`; answers the CartView.
 */
export async function PATCH(request: NextRequest, { params }: Params): Promise<Response> {
  const found = await target(request, params);
  if (!found.ok) return found.response;
  const input = changeLineInputSchema.safeParse(await jsonBody(request));
  if (!input.success) return cartError(inputErrorCode(input.error));
  const { scope } = found.request;
  let quantity: number;
  let fulfilmentCenter: number | undefined;
  if (input.data.action === 'update') quantity = input.data.quantityCount;
  else {
    // Decrease and centre changes start from the line's current quantity, read from the backend (never the browser's).
    const current = await readCart(scope, found.cartId);
    if (!current.ok) return cartError(current.code);
    const line = current.cart?.items.find((item) => item.cartItemId === found.lineId);
    if (!line) return cartError('unknown-line');
    if (input.data.action === 'decrease') quantity = quantityAfterDecrease(line.quantity, input.data.quantityCount);
    else {
      quantity = line.quantity;
      fulfilmentCenter = input.data.centerId;
    }
  }
  const updated = await updateLine(scope, found.cartId, found.lineId, { quantity, ...(fulfilmentCenter !== undefined ? { fulfilmentCenter } : {}) });
  if (!updated.ok) return cartError(updated.code);
  return respondWithCart(found.request, found.cartId);
}

/** `DELETE /api/cart/lines/{id}`: removes the line; answers the CartView. */
export async function DELETE(request: NextRequest, { params }: Params): Promise<Response> {
  const found = await target(request, params);
  if (!found.ok) return found.response;
  const deleted = await deleteLine(found.request.scope, found.cartId, found.lineId);
  if (!deleted.ok) return cartError(deleted.code);
  return respondWithCart(found.request, found.cartId);
}
