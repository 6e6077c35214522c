import { z } from 'zod';
import { imageSchema, stockStateSchema } from '@/lib/contract/common';

/**
 * The cart as the storefront hands it to the browser (`/api/cart*`): lines and totals in the shop currency (lei in
 * the Romanian shop), taxed for the delivery country. It never carries the cart id (that stays in the httpOnly
 * cookie and on the server); lines are addressed by their cart item id, which the backend only accepts for the
 * cart of the cookie.
 */
export const fulfilmentOptionSchema = z.object({ id: z.number().int().min(0), name: z.string(), quantity: z.number().min(0) });
export type FulfilmentOption = z.infer<typeof fulfilmentOptionSchema>;

export const cartLineSchema = z.object({
  /** The cart item id. */
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  pseId: z.number().int().positive(),
  ref: z.string(),
  title: z.string(),
  /** Path of the chosen variant's page (PSE_URL), starting with '/'. */
  href: z.string(),
  image: imageSchema.nullable(),
  variation: z.string(),
  brand: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** Quantity rule of the product: the stepper moves by `step` and never goes below `min`. */
  step: z.number().int().positive(),
  min: z.number().int().positive(),
  /** Unit price with tax the shopper pays (shop currency). */
  unitPrice: z.number().nonnegative(),
  /** Unit price before a promotion (shop currency), only when the line is on promotion. */
  unitPriceBefore: z.number().nonnegative().nullable(),
  linePrice: z.number().nonnegative(),
  taxPercent: z.number().min(0).max(100),
  stockState: stockStateSchema,
  quantityRemain: z.number().min(0),
  undeliverable: z.boolean(),
  fulfilmentCenter: z.number().int().min(0),
  /** Centres that hold stock of this variant; the choice is shown only with more than one. */
  fulfilmentOptions: z.array(fulfilmentOptionSchema),
  /** Day (shop time zone, YYYY-MM-DD) the price was fixed; it is guaranteed for that day only. */
  priceDay: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const vatShareSchema = z.object({ percent: z.number().min(0).max(100), amount: z.number().nonnegative() });

export const cartTotalsSchema = z.object({
  /** Value of goods with tax. */
  goods: z.number().nonnegative(),
  /** Postage with tax for the delivery country and the default delivery method; null when it could not be read. */
  shipment: z.number().nonnegative().nullable(),
  /** Value of goods from which shipping is free in this country, or null. */
  freeShippingFrom: z.number().nonnegative().nullable(),
  /** Coupon discount with tax (a positive amount that is taken off). */
  discount: z.number().nonnegative(),
  total: z.number().nonnegative(),
  /** VAT included in the total, by rate. */
  vat: z.array(vatShareSchema),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartViewSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Units in the cart (the header badge). */
  count: z.number().int().min(0),
  totals: cartTotalsSchema,
  coupon: z.string().nullable(),
  /** Delivery country the prices and postage are for. */
  countryId: z.number().int().positive(),
  /** Today in the shop's time zone (YYYY-MM-DD): lines with another priceDay were re-priced or are about to be. */
  today: z.string(),
  /** The shop currency every amount is in (from the locale config). */
  currency: z.object({ code: z.string().length(3), symbol: z.string() }),
});
export type CartView = z.infer<typeof cartViewSchema>;

/** Error codes of `/api/cart*` answers (`{ error }`); the browser maps each to a text of the Cart messages. */
export const cartErrorCodeSchema = z.enum([
  'bad-request',
  'invalid-quantity',
  'unknown-product',
  'unknown-line',
  'not-orderable',
  'not-enough-stock',
  'foreign-cart',
  'coupon-invalid',
  'restore-failed',
  'cart-unavailable',
]);
export type CartErrorCode = z.infer<typeof cartErrorCodeSchema>;
export const cartErrorSchema = z.object({ error: cartErrorCodeSchema });
