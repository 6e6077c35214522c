import * as z from 'zod/mini';
import { imageSchema, stockStateSchema } from '@/contract/product-card';

/**
 * The cart as the storefront hands it to the browser (`/api/cart*`): lines and totals in the shop currency (lei in
 * the Romanian shop), taxed for the delivery country. It never carries the cart id (that stays in the httpOnly
 * cookie and on the server); lines are addressed by their cart item id, which the backend only accepts for the
 * cart of the cookie.
 */
export const fulfilmentOptionSchema = z.object({ id: z.int().check(z.minimum(0)), name: z.string(), quantity: z.number().check(z.minimum(0)) });
export type FulfilmentOption = z.infer<typeof fulfilmentOptionSchema>;

export const cartLineSchema = z.object({
  /** The cart item id. */
  id: z.int().check(z.positive()),
  productId: z.int().check(z.positive()),
  pseId: z.int().check(z.positive()),
  ref: z.string(),
  title: z.string(),
  /** Path of the chosen variant's page (PSE_URL), starting with '/'. */
  href: z.string(),
  image: z.nullable(imageSchema),
  variation: z.string(),
  brand: z.nullable(z.string()),
  quantity: z.int().check(z.positive()),
  /** Quantity rule of the product: the stepper moves by `step` and never goes below `min`. */
  step: z.int().check(z.positive()),
  min: z.int().check(z.positive()),
  /** Unit price with tax the shopper pays (shop currency). */
  unitPrice: z.number().check(z.nonnegative()),
  /** Unit price before a promotion (shop currency), only when the line is on promotion. */
  unitPriceBefore: z.nullable(z.number().check(z.nonnegative())),
  linePrice: z.number().check(z.nonnegative()),
  taxPercent: z.number().check(z.minimum(0), z.maximum(100)),
  stockState: stockStateSchema,
  quantityRemain: z.number().check(z.minimum(0)),
  undeliverable: z.boolean(),
  fulfilmentCenter: z.int().check(z.minimum(0)),
  /** Centres that hold stock of this variant; the choice is shown only with more than one. */
  fulfilmentOptions: z.array(fulfilmentOptionSchema),
  /** Day (shop time zone, YYYY-MM-DD) the price was fixed; it is guaranteed for that day only. */
  priceDay: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const vatShareSchema = z.object({ percent: z.number().check(z.minimum(0), z.maximum(100)), amount: z.number().check(z.nonnegative()) });

export const cartTotalsSchema = z.object({
  /** Value of goods with tax. */
  goods: z.number().check(z.nonnegative()),
  /** Postage with tax for the delivery country and the default delivery method; null when it could not be read. */
  shipment: z.nullable(z.number().check(z.nonnegative())),
  /** Value of goods from which shipping is free in this country, or null. */
  freeShippingFrom: z.nullable(z.number().check(z.nonnegative())),
  /** Coupon discount with tax (a positive amount that is taken off). */
  discount: z.number().check(z.nonnegative()),
  total: z.number().check(z.nonnegative()),
  /** VAT included in the total, by rate (lib/pricing/vat-breakdown.ts). */
  vat: z.array(vatShareSchema),
  /** The rate of the postage's tax rule, which a payment fee follows; absent when the postage carries no VAT. */
  shipmentVatPercent: z.optional(z.number().check(z.nonnegative())),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartViewSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Units in the cart (the header badge). */
  count: z.int().check(z.minimum(0)),
  totals: cartTotalsSchema,
  coupon: z.nullable(z.string()),
  /** True when every amount is net with '0 % VAT': a business customer with a checked VAT number (ADR 0031). */
  vatExcluded: z.optional(z.boolean()),
  /** Delivery country the prices and postage are for. */
  countryId: z.int().check(z.positive()),
  /** Today in the shop's time zone (YYYY-MM-DD): lines with another priceDay were re-priced or are about to be. */
  today: z.string(),
  /** The shop currency every amount is in (from the locale config). */
  currency: z.object({ code: z.string().check(z.length(3)), symbol: z.string() }),
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
