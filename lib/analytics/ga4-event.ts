import { centsHalfUp } from '@/lib/pricing/cents';

/**
 * GA4 e-commerce events as Google Tag Manager reads them from the data layer
 * (developers.google.com/analytics/devguides/collection/ga4/reference/events). Amounts are numbers with two decimals in
 * the shop currency, as the shopper pays them (ADR 0059): gross for consumers, net at 0 % VAT where the cart and the
 * order are net (a business customer with a checked VAT number).
 */
export type Ga4Item = {
  /** The product id: the same in every event of the path (cards, product page, cart, order). */
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  /** The variant ('Weiß / 60 cm'), as the cart and the order name it. */
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  /** Position in its list, from 0. */
  index?: number;
  price: number;
  quantity: number;
};

export type Ga4EventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'add_to_wishlist'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export type Ga4Ecommerce = {
  currency: string;
  value: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
};

export type Ga4Event = { event: Ga4EventName; ecommerce: Ga4Ecommerce };

/** An amount in the shop currency, rounded half up to the cent (ADR 0056). */
export const money = (amount: number): number => centsHalfUp(amount) / 100;

/** Σ price × quantity of the items (GA4's value: without shipping and fees). */
export const itemsValue = (items: readonly Ga4Item[]): number => money(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/** An event of items in a currency; `value` is the items' value unless given (a purchase takes off its discount). */
export function ga4Event(event: Ga4EventName, currency: string, items: Ga4Item[], extra: Partial<Omit<Ga4Ecommerce, 'currency' | 'items'>> = {}): Ga4Event {
  return { event, ecommerce: { currency, value: itemsValue(items), ...extra, items } };
}
