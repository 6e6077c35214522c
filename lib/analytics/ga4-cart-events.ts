import type { CartLine, CartView } from '@/lib/cart/cart-view';
import { ga4Event, type Ga4Event, type Ga4Item } from './ga4-event';
import { itemOfCartLine, itemsOfCart } from './ga4-items';

/** add_to_cart of added units: value = unit price × quantity added, in the cart's currency. */
export function addToCartEvent(currency: string, items: Ga4Item[]): Ga4Event {
  return ga4Event('add_to_cart', currency, items);
}

/** The lines the cart answered for what was added (by variant): each with the quantity added, not the line's. */
export function addedItems(view: CartView, added: ReadonlyArray<{ pseId: number; quantity: number }>): Ga4Item[] {
  return added.flatMap((entry) => {
    const line = view.lines.find((candidate) => candidate.pseId === entry.pseId);
    return line ? [itemOfCartLine(line, entry.quantity)] : [];
  });
}

/**
 * What a change of the cart's lines (update, decrease, remove, clear) means for GA4: one remove_from_cart with the
 * units taken out, one add_to_cart with the units put in (a quantity raised in the cart), priced as the line was.
 */
export function cartChangeEvents(before: readonly CartLine[], after: CartView): Ga4Event[] {
  const removed: Ga4Item[] = [];
  const added: Ga4Item[] = [];
  for (const line of before) {
    const now = after.lines.find((candidate) => candidate.id === line.id)?.quantity ?? 0;
    if (now < line.quantity) removed.push(itemOfCartLine(line, line.quantity - now));
    if (now > line.quantity) added.push(itemOfCartLine(line, now - line.quantity));
  }
  const currency = after.currency.code;
  return [...(removed.length > 0 ? [ga4Event('remove_from_cart', currency, removed)] : []), ...(added.length > 0 ? [addToCartEvent(currency, added)] : [])];
}

/** view_cart and begin_checkout: the whole cart. */
export function cartEvent(event: 'view_cart' | 'begin_checkout', view: CartView): Ga4Event {
  return ga4Event(event, view.currency.code, itemsOfCart(view.lines), view.coupon ? { coupon: view.coupon } : {});
}
