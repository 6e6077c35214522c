import type { Ga4Event } from './ga4-event';

/** What a wish-list button knows of its product for analytics: its price as the page shows it, brand and currency. */
export type WishlistAnalytics = { price: number; brand: string | null; currency: string };

/**
 * add_to_wishlist of a product put on the wish list (cards and the product page). Only type imports here: the buttons
 * are on every catalogue page, so this adds a few bytes to their code and no module.
 */
export function addToWishlistEvent(productId: number, title: string, { price, brand, currency }: WishlistAnalytics): Ga4Event {
  return {
    event: 'add_to_wishlist',
    ecommerce: { currency, value: price, items: [{ item_id: String(productId), item_name: title, ...(brand ? { item_brand: brand } : {}), price, quantity: 1 }] },
  };
}
