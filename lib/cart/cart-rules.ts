import type { CartAddResponse } from '@/contract/cart';
import { CART_NOT_FOUND_MESSAGE } from '@/contract/cart-not-found';
import { DEFAULT_FULFILMENT_CENTER } from '@/contract/constants';

/**
 * The spec's cart rules (section 4, 'Cart actions'), as pure functions over cart lines. The browser applies them to
 * show a change at once (optimistic update, rolled back when the storefront refuses it); the server applies the
 * answer rules (success, 'Cart not found', cart id fallback) around the backend calls.
 */
export type RuleLine = { id: number; pseId: number; quantity: number; fulfilmentCenter: number; undeliverable: boolean };

/** Adding an item whose product sale element is already in the cart updates that line's quantity; else it is a new line. */
export function addItem<L extends RuleLine>(lines: readonly L[], item: L): L[] {
  const existing = lines.findIndex((line) => line.pseId === item.pseId);
  if (existing === -1) return [...lines, item];
  return lines.map((line, i) => (i === existing ? { ...line, quantity: item.quantity } : line));
}

/** The line of a PSE after adding `added` units: the existing quantity plus `added`, or `added` for a new line. */
export function quantityAfterAdd(lines: readonly RuleLine[], pseId: number, added: number): number {
  return (lines.find((line) => line.pseId === pseId)?.quantity ?? 0) + added;
}

/**
 * Removing an item: a line with quantity 1 is removed; otherwise the line keeps the remaining quantity (removed too
 * when nothing remains).
 */
export function removeItem<L extends RuleLine>(lines: readonly L[], lineId: number, remaining: number): L[] {
  return lines.flatMap((line) => {
    if (line.id !== lineId) return [line];
    if (line.quantity <= 1 || remaining <= 0) return [];
    return [{ ...line, quantity: remaining }];
  });
}

/** Updating a line to a quantity of 0 or below removes it; otherwise the line takes the quantity. */
export function updateItem<L extends RuleLine>(lines: readonly L[], lineId: number, quantity: number): L[] {
  return lines.flatMap((line) => (line.id !== lineId ? [line] : quantity <= 0 ? [] : [{ ...line, quantity }]));
}

/** A line's quantity after decreasing it by `by` units: 0 (the line goes) when less than 1 would remain. */
export function quantityAfterDecrease(quantity: number, by: number): number {
  return quantity - by < 1 ? 0 : quantity - by;
}

/** Decreasing a line by `by` units; below 1 the line is removed. */
export function decreaseItem<L extends RuleLine>(lines: readonly L[], lineId: number, by: number): L[] {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) return [...lines];
  return updateItem(lines, lineId, quantityAfterDecrease(line.quantity, by));
}

/** Delete all: the cart is empty. */
export function clearItems<L extends RuleLine>(_lines: readonly L[]): L[] {
  return [];
}

/** Changing the fulfilment centre of a line sets its selectedFulfilmentCenter (default: the central warehouse, 0). */
export function changeFulfilmentCenter<L extends RuleLine>(lines: readonly L[], lineId: number, centerId: number = DEFAULT_FULFILMENT_CENTER): L[] {
  return lines.map((line) => (line.id === lineId ? { ...line, fulfilmentCenter: centerId } : line));
}

/** Set undeliverable: marks the lines of the given PSEs as undeliverable (to the delivery country) and clears the others. */
export function setUndeliverable<L extends RuleLine>(lines: readonly L[], undeliverablePseIds: ReadonlySet<number>): L[] {
  return lines.map((line) => ({ ...line, undeliverable: undeliverablePseIds.has(line.pseId) }));
}

/** Adding counts as success only if status_code is 200 and the returned quantity is present. */
export function isAddSuccess(response: CartAddResponse): response is CartAddResponse & { data: NonNullable<CartAddResponse['data']> } {
  return response.status_code === 200 && typeof response.data?.quantity === 'number';
}

/** A 'Cart not found' answer: the storefront makes a new cart (and retries the call once). */
export function isCartNotFound(response: { status_code: number; message?: string | undefined }): boolean {
  return response.status_code === 404 && response.message === CART_NOT_FOUND_MESSAGE;
}

/** The cart id of a call: the one just set (for example a cart made a moment ago), else the persisted one. */
export function resolveCartId(current: number | null | undefined, persisted: number | null | undefined): number | null {
  return current ?? persisted ?? null;
}
