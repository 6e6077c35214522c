import * as z from 'zod/mini';
import { cartViewSchema, vatShareSchema } from '@/lib/cart/cart-view';
import { DELIVERY_KINDS } from '@/contract/delivery-kinds';
import { CHECKOUT_STEPS } from './checkout-steps';
import { SALUTATIONS } from '@/lib/address/salutation';
import { addressFieldsShape } from '@/lib/address/address-shape';

/**
 * The checkout as the storefront hands it to the browser (`GET /api/checkout` and the answers of the step saves): what
 * the shopper saved (never the backend's customer or address ids, never the cart id), the cart priced for the delivery
 * country, the delivery and payment methods offered there, and the totals with the chosen method's postage and fee.
 * Amounts are in the shop currency. zod/mini: the browser checks the answers with it (ADR 0016).
 */
export const checkoutAddressSchema = z.object({
  salutation: z.enum(SALUTATIONS),
  ...addressFieldsShape(() => z.string(), z.int().check(z.positive())),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

export const checkoutContactSchema = z.object({ email: z.string(), phone: z.string(), business: z.boolean() });
export type CheckoutContact = z.infer<typeof checkoutContactSchema>;

export const shippingChoiceSchema = z.object({
  deliveryModuleId: z.int().check(z.positive()),
  pickupCentreId: z.nullable(z.int().check(z.minimum(0))),
  paymentModuleId: z.int().check(z.positive()),
  message: z.string(),
  completeDelivery: z.boolean(),
});
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;

const shopDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Expected delivery by an option (lib/delivery/delivery-window.ts), in shop calendar dates; pickup: ready from `from`. */
export const deliveryWindowSchema = z.object({ kind: z.enum(DELIVERY_KINDS), from: shopDate, to: shopDate });

export const deliveryOptionSchema = z.object({
  id: z.int().check(z.positive()),
  code: z.string(),
  title: z.string(),
  /** Postage with tax in the shop currency, 0 when free. */
  postage: z.number().check(z.nonnegative()),
  pickup: z.boolean(),
  /** When the goods would arrive by this option if ordered now; null when a line has no delivery time. */
  window: z.optional(z.nullable(deliveryWindowSchema)),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const paymentOptionSchema = z.object({
  id: z.int().check(z.positive()),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  conditions: z.string(),
  /** Logo path on the storefront's media route. */
  logo: z.string(),
  /** Surcharge with tax in the shop currency, 0 when none. */
  fee: z.number().check(z.nonnegative()),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const pickupCentreSchema = z.object({ id: z.int().check(z.minimum(0)), name: z.string(), address: z.string(), zipcode: z.string(), city: z.string() });
export type PickupCentre = z.infer<typeof pickupCentreSchema>;

export const checkoutTotalsSchema = z.object({
  goods: z.number().check(z.nonnegative()),
  /** Postage of the chosen delivery method; null when it could not be read. */
  shipping: z.nullable(z.number().check(z.nonnegative())),
  /** The postage is the freight forwarder's (the cart holds bulky items and the goods are not picked up). */
  freight: z.boolean(),
  /** The chosen payment method's surcharge. */
  fee: z.number().check(z.nonnegative()),
  discount: z.number().check(z.nonnegative()),
  total: z.number().check(z.nonnegative()),
  vat: z.array(vatShareSchema),
  /** Delivered outside the EU: a tax-free export, shown instead of a VAT line (lib/delivery/export.ts). */
  taxFreeExport: z.optional(z.boolean()),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

const methodsOf = <T extends z.ZodMiniType>(option: T) =>
  z.object({ options: z.array(option), selectedId: z.nullable(z.int().check(z.positive())), unavailable: z.boolean() });

export const checkoutStateSchema = z.object({
  contact: z.nullable(checkoutContactSchema),
  invoiceAddress: z.nullable(checkoutAddressSchema),
  /** null: delivered to the invoice address. */
  deliveryAddress: z.nullable(checkoutAddressSchema),
  shipping: z.nullable(shippingChoiceSchema),
  deliveryCountryId: z.int().check(z.positive()),
  cart: cartViewSchema,
  /** Titles of the cart's bulky items that go by freight forwarder. */
  freightTitles: z.array(z.string()),
  /** Methods of the delivery country; null until an address is saved. */
  deliveryMethods: z.nullable(methodsOf(deliveryOptionSchema)),
  /** Pickup centres of the delivery country (none: 'No pickup possible!'). */
  pickupCentres: z.array(pickupCentreSchema),
  paymentMethods: z.nullable(methodsOf(paymentOptionSchema)),
  totals: checkoutTotalsSchema,
  reachable: z.enum(CHECKOUT_STEPS),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** Error codes of `/api/checkout*` answers (`{ error }`); the browser maps each to a text of the Checkout messages. */
export const CHECKOUT_ERROR_CODES = [
  'bad-request',
  'invalid',
  'foreign-cart',
  'cart-empty',
  'session-expired',
  'address-missing',
  'shipping-missing',
  'delivery-unavailable',
  'payment-unavailable',
  'products-unavailable',
  'undeliverable-confirm',
  'all-undeliverable',
  'no-deliveries',
  'no-pickup',
  'terms-required',
  'wait-before-retry',
  'already-paid',
  'coupon-invalid',
  'checkout-unavailable',
  'order-failed',
] as const;
export const checkoutErrorCodeSchema = z.enum(CHECKOUT_ERROR_CODES);
export type CheckoutErrorCode = z.infer<typeof checkoutErrorCodeSchema>;

/** An error answer: the code, the fields at fault (`invalid`), and the cart lines concerned (titles). */
export const checkoutErrorSchema = z.object({
  error: checkoutErrorCodeSchema,
  fields: z.optional(z.record(z.string(), z.string())),
  titles: z.optional(z.array(z.string())),
});
export type CheckoutError = z.infer<typeof checkoutErrorSchema>;

/** The order call's answer: where the browser goes next (the provider's page, or the shop's return address). */
export const orderAnswerSchema = z.object({ next: z.string() });
