import type { CartErrorCode, CartView } from './cart-view';
import type { DeliveryWindow } from '@/lib/delivery/delivery-window';
import type { AddLineInput, ChangeLineInput } from './cart-input';
import { browserJsonCall } from '@/lib/api/browser-json-call';
import { err, ok, type Result } from '@/lib/api/result';
import { preload } from '@/lib/query/preload';
import { browserLock, createCartCreationGate } from './cart-creation-gate';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

/**
 * The browser's calls of the storefront's cart endpoints (never the backend's: the cart id stays in the httpOnly
 * cookie). Every answer is checked with the CartView schema; anything else is an error code, never a throw. The
 * schema loads with the first answer, in parallel with the request, not with the page (ADR 0016).
 */
export type CartCallResult = Result<CartView, CartErrorCode>;

async function call(path: string, countryId: number | null, init: { method: string; body?: unknown }): Promise<CartCallResult> {
  const url = countryId === null ? path : `${path}?country=${countryId}`;
  const answer = await browserJsonCall(url, init, preload(importInTurn(() => import('./cart-view'))));
  if (!answer) return err('cart-unavailable');
  const { cartViewSchema, cartErrorSchema } = answer.schemas;
  if (answer.ok) {
    const view = cartViewSchema.safeParse(answer.body);
    return view.success ? ok(view.data) : err('cart-unavailable');
  }
  const error = cartErrorSchema.safeParse(answer.body);
  return err(error.success ? error.data.error : 'cart-unavailable');
}

/**
 * Adds may make the cart (the first one answers with its cookie): until an answer shows that a cart exists they run
 * one at a time, in this tab and across the shop's tabs, so parallel first adds all land in one cart (ADR 0015).
 */
const creationGate = createCartCreationGate(browserLock());
const madeCart = (result: CartCallResult): boolean => result.ok;

async function read(countryId: number | null): Promise<CartCallResult> {
  const result = await call('/api/cart', countryId, { method: 'GET' });
  // A cart with lines was read through the cookie: it exists, adds need not wait for one to be made.
  if (result.ok && result.data.lines.length > 0) creationGate.markCartKnown();
  return result;
}

export const cartApi = {
  get: read,
  add: (countryId: number | null, line: AddLineInput) =>
    creationGate.run(() => call('/api/cart/lines', countryId, { method: 'POST', body: line }), madeCart),
  addMany: (countryId: number | null, lines: AddLineInput[]) =>
    creationGate.run(() => call('/api/cart/lines', countryId, { method: 'POST', body: { lines } }), madeCart),
  change: (countryId: number | null, lineId: number, change: ChangeLineInput) =>
    call(`/api/cart/lines/${lineId}`, countryId, { method: 'PATCH', body: change }),
  remove: (countryId: number | null, lineId: number) => call(`/api/cart/lines/${lineId}`, countryId, { method: 'DELETE' }),
  clear: (countryId: number | null) => call('/api/cart', countryId, { method: 'DELETE' }),
  coupon: (countryId: number | null, code: string) => call('/api/cart/coupon', countryId, { method: 'POST', body: { code } }),
};

/**
 * When the cart would arrive if ordered now (the checkout's rule), or null while unknown; the schema loads with the
 * answer, not with the page.
 */
export async function readDeliveryWindow(countryId: number | null): Promise<DeliveryWindow | null> {
  const url = countryId === null ? '/api/cart/delivery-window' : `/api/cart/delivery-window?country=${countryId}`;
  const answer = await browserJsonCall(url, { method: 'GET' }, preload(importInTurn(() => import('./delivery-window-answer'))));
  if (!answer?.ok) return null;
  const parsed = answer.schemas.deliveryWindowAnswerSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.window : null;
}
