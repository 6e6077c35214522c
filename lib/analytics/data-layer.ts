/**
 * The analytics data layer (Google Tag Manager's `window.dataLayer`). Events are only queued here; the tag manager
 * that sends them on is loaded by the consent code, and only with the shopper's consent.
 */
export type DataLayerItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price: number;
  quantity: number;
};

export type AddToCartEvent = { event: 'add_to_cart'; ecommerce: { currency: string; value: number; items: DataLayerItem[] } };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The GA4 `add_to_cart` event of added units: value = unit price × quantity, in the shop currency. */
export function addToCartEvent(currency: string, item: DataLayerItem): AddToCartEvent {
  return {
    event: 'add_to_cart',
    ecommerce: { currency, value: Math.round(item.price * item.quantity * 100) / 100, items: [item] },
  };
}

export function pushDataLayer(event: AddToCartEvent, target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!target) return;
  target.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  target.dataLayer.push({ ecommerce: null }, event);
}
