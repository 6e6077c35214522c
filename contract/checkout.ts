import { z } from 'zod';
import { DELIVERY_KINDS } from '@/contract/delivery-kinds';
import { theliaLocaleSchema } from './common';
import { postalAddressSchema, titleIdSchema } from './address';

/**
 * The checkout calls of the shop backend (spec section 7: checkout GETs, pay POSTs and their payload, PayPal follow-ups,
 * amazon/pay, order/cancel, local pickup, getQrCode) and the guest (express) customer and address calls the checkout
 * needs before it pays. Amounts are always the backend's: the storefront never sends a price.
 *
 * Domain refusals answer their HTTP status with `{status_code, message}` (and `data` where named below); malformed
 * requests are a 400 with the apiError body `{status_code, error}`.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const email = z.string().trim().email().max(254);

/** Payment method codes (spec section 3, S3-32). */
export const PAYMENT_METHOD_CODES = ['PayPal', 'GlobalPayments', 'Sofort', 'StripePayment', 'Nachnahme', 'Vorkasse'] as const;
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/** The pay route of each method (spec section 7, S7-14..S7-19). */
export const PAY_ROUTES: Record<PaymentMethodCode, string> = {
  PayPal: '/paypal/pay',
  GlobalPayments: '/globalpayments/pay',
  Sofort: '/sofort/pay',
  StripePayment: '/stripe/pay',
  Nachnahme: '/ramburs/pay',
  Vorkasse: '/vorkasse/pay',
};

/** The lower-case name of each method in return addresses (`{api_call}/{slug}/{outcome}`). */
export const PAYMENT_METHOD_SLUGS: Record<PaymentMethodCode, string> = {
  PayPal: 'paypal',
  GlobalPayments: 'globalpayments',
  Sofort: 'sofort',
  StripePayment: 'stripe',
  Nachnahme: 'ramburs',
  Vorkasse: 'vorkasse',
};

/** A card-provider pay result that starts with this prefix is a checkout session id, not a URL (S4-36). */
export const CARD_SESSION_PREFIX = 'cs_';

/**
 * `GET {apiUrl}/api/getActivePaymentMethods/{cartId}?country_id&locale`: the payment modules a cart can be paid with in
 * the delivery country, ordered by position.
 */
export const paymentMethodSchema = z.object({
  id,
  code: paymentMethodCodeSchema,
  /** Name in the request's locale ('Vorkasse (Überweisung)', 'Plata ramburs'). */
  title: z.string(),
  /** One sentence on how the method works, in the request's locale. */
  description: z.string(),
  /** Conditions (fee, limits) in the request's locale; '' when none. */
  conditions: z.string(),
  /** Logo path on the backend's media route (`/media/payment/paypal.svg`). */
  logo: z.string(),
  position: z.number().int(),
  /** Surcharge with tax (EUR) the method adds to the order, 0 when none (cash on delivery in Romania). */
  fee_taxed: z.number().nonnegative(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const activePaymentMethodsResponseSchema = z.array(paymentMethodSchema);

/**
 * `POST {apiUrl}/api/ExternalOrderApi/guest`: the customer record of a guest (express) checkout. Guests cannot log in;
 * the same e-mail in a later checkout makes a new guest record (orders stay separate until the accounts work joins
 * them after e-mail confirmation).
 */
export const guestCustomerRequestSchema = z.object({
  email,
  title: titleIdSchema,
  firstname: z.string().trim().min(2).max(100),
  lastname: z.string().trim().min(2).max(100),
  locale: theliaLocaleSchema,
});
export const guestCustomerResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ customer_id: id, ref: z.string() }).optional(),
});

/**
 * The pay payload (spec section 7, S7-20), the same for the six pay routes.
 * - `api_call`: the storefront's return base; providers send the shopper back to `{api_call}/{slug}/{outcome}` with
 *   `outcome` success | cancel | failure and the provider's own query fields plus `order_ref`.
 * - `session_id`: the idempotency key of this order submission ([A-Za-z0-9_-]{16,128}). The same key again answers the
 *   first submission's order and payment; a new key after a failed or cancelled payment makes a new order.
 * - `appliedCoupon`: the coupon the shopper applied, re-checked by the backend (never a discount amount).
 * - `confirm_undeliverable` (reference backend): true once the shopper accepted that undeliverable lines stay behind.
 * - `fulfilment_center_id` (reference backend): the pickup centre when the delivery module is local pickup.
 */
export const payRequestSchema = z.object({
  cart_id: id,
  customer_id: id,
  appliedCoupon: z.string().trim().max(64).nullable(),
  api_call: z.string().url().max(300),
  session_id: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  email,
  delivery_address_id: id,
  delivery_module_id: id,
  invoice_address_id: id,
  payment_module_id: id,
  postage_tax_rule_title: z.string().max(100),
  country_id: id,
  locale: theliaLocaleSchema,
  isCompany: z.boolean(),
  message: z.string().max(1000),
  isCompleteDelivery: z.boolean(),
  guest: z.boolean(),
  confirm_undeliverable: z.boolean().default(false),
  fulfilment_center_id: z.number().int().min(0).max(MAX_ID).nullable().default(null),
});
export type PayRequest = z.input<typeof payRequestSchema>;

/** Order statuses (Thelia's order_status 1..6, plus the close after a failed payment). */
export const ORDER_STATUSES = {
  not_paid: 1,
  paid: 2,
  processing: 3,
  sent: 4,
  canceled: 5,
  refunded: 6,
  payment_error: 7,
} as const;
export const orderStatusCodeSchema = z.enum(['not_paid', 'paid', 'processing', 'sent', 'canceled', 'refunded', 'payment_error']);
export type OrderStatusCode = z.infer<typeof orderStatusCodeSchema>;

/** Where a payment stands (spec section 4: accepted, cancelled, failed, pending; 'none' for cash on delivery and prepayment). */
export const paymentOutcomeSchema = z.enum(['accepted', 'cancelled', 'failed', 'pending', 'none']);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/** Pay answer: the order made for this submission and where the shopper goes next. */
export const payResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z
    .object({
      order_id: id,
      order_ref: z.string(),
      order_number: z.string(),
      /**
       * The provider's page to send the shopper to, or for the card provider a checkout session id starting with
       * CARD_SESSION_PREFIX (S4-36). For cash on delivery and prepayment: `{api_call}/{slug}/success?order_ref=...`.
       */
      url: z.string(),
      status: orderStatusCodeSchema,
    })
    .optional(),
  /** Refusals that name cart lines ('Products no longer available', 'Undeliverable items'): their cart item ids. */
  items: z.array(id).optional(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

/** The backend's refusal texts of the pay routes (spec section 8, 'Orders'). */
export const PAY_MESSAGES = {
  productsUnavailable: 'Products no longer available',
  undeliverableItems: 'Undeliverable items',
  allUndeliverable: 'All items undeliverable',
  noDeliveries: 'No deliveries for this cart and country',
  noPickup: 'No pickup possible',
  alreadyPaid: 'Order already paid',
  waitBeforeRetry: 'Payment pending, wait 2 minutes before retrying',
  methodUnavailable: 'Payment method not available',
  emptyCart: 'Cart is empty',
  addressMismatch: 'Address not found',
} as const;

/** `POST {apiUrl}/paypal/accept` (S7-21): the return from PayPal's approve page; the backend captures the PayPal order. */
export const paypalAcceptRequestSchema = z.object({
  paypal_data: z.object({ token: z.string().regex(/^[A-Z0-9]{8,40}$/), PayerID: z.string().regex(/^[A-Z0-9]{8,20}$/) }),
});
/** `POST {apiUrl}/paypal/cancel` (S7-21): the shopper left PayPal's page with 'cancel'. */
export const paypalCancelRequestSchema = z.object({ paypal_data: z.object({ token: z.string().regex(/^[A-Z0-9]{8,40}$/) }) });

/** `POST {apiUrl}/amazon/pay` (S7-22). No shop offers Amazon Pay today: the backend answers 409 methodUnavailable. */
export const amazonPayRequestSchema = z.object({
  cart_id: id,
  amazon_session_id: z.string().min(1).max(200),
  customer_note: z.string().max(1000).default(''),
});

/** `POST {apiUrl}/order/cancel` (S7-23): cancels an unpaid order. The answer may be a JSON string of this object (S4-37). */
export const orderCancelRequestSchema = z.object({ order_id: id });
export const orderCancelResultSchema = z.object({ status_code: z.number().int(), message: z.string(), status: orderStatusCodeSchema.optional() });

/** Payment status of one order, for the return addresses and the payment-processing page. */
export const orderPaymentStateSchema = z.object({
  order_id: id,
  order_ref: z.string(),
  order_number: z.string(),
  cart_id: id,
  status: orderStatusCodeSchema,
  payment: paymentOutcomeSchema,
  payment_code: paymentMethodCodeSchema,
  /** When the payment was started (ISO); a new payment of the same cart waits PAYMENT_RETRY_WAIT_MS after it while pending. */
  payment_started_at: z.string(),
});
export type OrderPaymentState = z.infer<typeof orderPaymentStateSchema>;

/** An address of an order as it was given (Thelia's order_address): the postal address with its country and county titles. */
const orderAddressSchema = z.object({
  ...postalAddressSchema.shape,
  country_title: z.string(),
  state_title: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One line of an order: a snapshot taken when the order was placed (Thelia's order_product). */
export const orderProductSchema = z.object({
  id,
  product_id: id,
  pse_id: id,
  ref: z.string(),
  title: z.string(),
  variation: z.string(),
  quantity: z.number().int().positive(),
  /** Unit prices frozen at order time, in the order's currency. */
  unit_price_untaxed: z.number().nonnegative(),
  unit_price_taxed: z.number().nonnegative(),
  tax_percent: z.number().min(0).max(100),
  total_taxed: z.number().nonnegative(),
  was_in_promo: z.boolean(),
  url: z.string(),
  image: z.string().nullable(),
});

/** Bank details of a prepayment order: the transfer names the order number (`reference`), the one identifier the shopper sees. */
export const bankDetailsSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank: z.string(),
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  reference: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/**
 * `GET {apiUrl}/api/ExternalOrderApi/order/{id}` (spec section 7; `customer_id` query for customers): the whole order.
 * Amounts are in the order's currency (`currency`, at `currency_rate` against EUR when the order was placed).
 */
export const orderSchema = z.object({
  id,
  ref: z.string(),
  number: z.string(),
  cart_id: id,
  customer_id: id,
  guest: z.boolean(),
  email: z.string(),
  locale: theliaLocaleSchema,
  created_at: z.string(),
  status: orderStatusCodeSchema,
  payment: paymentOutcomeSchema,
  payment_code: paymentMethodCodeSchema,
  payment_title: z.string(),
  delivery_module_id: id,
  delivery_title: z.string(),
  pickup_center: z.object({ id: z.number().int().nonnegative(), name: z.string(), address: z.string() }).nullable(),
  currency: z.string().length(3),
  currency_rate: z.number().positive(),
  total_untaxed: z.number().nonnegative(),
  total_taxed: z.number().nonnegative(),
  /** VAT per rate: [{percent, amount}]. */
  taxes: z.array(z.object({ percent: z.number(), amount: z.number() })),
  postage_taxed: z.number().nonnegative(),
  postage_untaxed: z.number().nonnegative(),
  postage_tax_rule_title: z.string(),
  payment_fee_taxed: z.number().nonnegative(),
  coupon_code: z.string().nullable(),
  discount_taxed: z.number().nonnegative(),
  down_payment: z.number().nonnegative(),
  message: z.string(),
  is_complete_delivery: z.boolean(),
  invoice_ref: z.string().nullable(),
  invoice_date: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's tracking page of the consignment (with the tracking number), null without one. */
  tracking_url: z.string().url().nullable(),
  delivery_address: orderAddressSchema,
  invoice_address: orderAddressSchema,
  products: z.array(orderProductSchema),
  bank_details: bankDetailsSchema.nullable(),
  /** Last day of the withdrawal period (ISO date), null while the order has not been sent. */
  withdrawal_until: z.string().nullable(),
  /**
   * Added for the reference backend: the expected delivery window frozen when the order was placed (shop calendar
   * dates; pickup: ready for collection from `from`), null without one. Absent from a backend that has none.
   */
  /** Added for the reference backend: delivered outside the EU, a tax-free export (0 % VAT). Absent: not known. */
  tax_free_export: z.boolean().optional(),
  delivery_window: z
    .object({ kind: z.enum(DELIVERY_KINDS), from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .nullable()
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ status_code: z.number().int(), message: z.string().optional(), data: orderSchema.optional() });

/**
 * `POST {apiUrl}/api/ExternalOrderApi/getQrCode` (S7-27): the EPC payment QR code ('BCD' format, EPC069-12) of a
 * prepayment order in EUR. `modules` are the QR code's rows, '1' dark and '0' light. Orders in another currency answer
 * 409 'QR code only for EUR transfers'.
 */
export const qrCodeRequestSchema = z.object({ order_id: id });
export const qrCodeResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ payload: z.string(), modules: z.array(z.string().regex(/^[01]+$/)), bank_details: bankDetailsSchema }).optional(),
});

/** Local pickup (S7-24, S7-25): the pickup centre of the cart's coming order, and its address as delivery address. */
export const localPickupRequestSchema = z.object({ cart_id: id, fulfilment_center_id: z.number().int().min(0).max(MAX_ID) });
export const LOCAL_PICKUP_MESSAGES = { order: 'Order Local Pickup Updated', address: 'Order Local Pickup Address Updated' } as const;
export const localPickupResponseSchema = z.object({ status_code: z.number().int(), message: z.string() });

/**
 * Withdrawal (decisions.md; reference backend): `POST {apiUrl}/api/ExternalOrderApi/withdrawal/check` finds the order by
 * number and e-mail (step one), `.../withdrawal/confirm` records the withdrawal and e-mails the receipt (step two).
 * A number and e-mail that do not match answer 404 'Order not found' whether or not the order exists.
 */
export const withdrawalRequestSchema = z.object({
  name: z.string().trim().min(2).max(200),
  order_number: z.string().trim().min(1).max(40),
  email,
  locale: theliaLocaleSchema,
});
export const withdrawalCheckResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z
    .object({
      order_number: z.string(),
      order_date: z.string(),
      /** false when the withdrawal period has ended; the backend then refuses the confirmation with 409. */
      within_period: z.boolean(),
      withdrawal_until: z.string().nullable(),
      products: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
    })
    .optional(),
});
export const withdrawalConfirmResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ order_number: z.string(), received_at: z.string() }).optional(),
});
export const WITHDRAWAL_MESSAGES = { notFound: 'Order not found', periodOver: 'Withdrawal period over' } as const;

/**
 * Refusal texts of the guest and address calls (`{status_code, message}`): 404 customerNotFound; 422 for an address
 * the country's rules refuse (postcode digits per country: AT 4, DE 5, RO 6; phone digits, spaces and '+' with 9-20
 * characters when given; a Romanian address needs its county, other countries none).
 */
export const ADDRESS_MESSAGES = {
  customerNotFound: 'Customer not found',
  invalidPostcode: 'Invalid postal code format',
  invalidPhone: 'Invalid phone number',
  invalidCountry: 'Country not available',
  invalidCounty: 'Invalid county',
} as const;

/**
 * Romanian counties (județe, Thelia's state table): `GET {apiUrl}/api/ExternalOrderApi/county/{id}` answers one,
 * `GET {apiUrl}/api/ExternalOrderApi/county/?country_id=146` all of a country by title. `postcode_prefixes` are the
 * first two digits of the county's postal codes (București 01-06), for prefilling the county from the postcode.
 */
export const countySchema = z.object({
  id,
  country_id: id,
  /** ISO 3166-2 code ('RO-AB', 'RO-B'). */
  code: z.string(),
  title: z.string(),
  postcode_prefixes: z.array(z.string().regex(/^\d{2}$/)),
});
export type County = z.infer<typeof countySchema>;
export const countiesResponseSchema = z.array(countySchema);

/** Texts of the order calls besides PAY_MESSAGES (order/cancel, getQrCode, order reads). */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  canceled: 'Order canceled',
  notCancelable: 'Order can no longer be canceled',
  couponInvalid: 'Coupon invalid',
  qrOnlyEur: 'QR code only for EUR transfers',
  qrOnlyPrepayment: 'QR code only for prepayment orders',
} as const;

/** `GET {apiUrl}/api/ExternalOrderApi/order/?customer_id&limit` (limit at most ORDER_LIST_LIMIT): newest first. */
export const orderListResponseSchema = z.object({ OrderItems: z.array(orderSchema) });
/** `GET {apiUrl}/api/order_product/?order_id=`: the lines of one order. */
export const orderProductListResponseSchema = z.object({ OrderProductItems: z.array(orderProductSchema.extend({ order_id: id })) });

/** `GET {fastApi}/order_local_pickup/?order_id=`: the pickup centre of an order, null when it is delivered. */
export const orderLocalPickupResponseSchema = z.object({
  order_id: id,
  fulfilment_center_id: z.number().int().nonnegative().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
});

/** `GET {apiUrl}/api/outbox?to={email}` (reference backend): the e-mails the shop sent, newest first. */
export const OUTBOX_MAIL_KINDS = ['order_confirmation', 'payment_received', 'withdrawal_receipt', 'guest_conversion', 'newsletter_confirmation', 'password_reset'] as const;
export const outboxMessageSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  /** Plain-text body. */
  body: z.string(),
  kind: z.enum(OUTBOX_MAIL_KINDS),
  locale: theliaLocaleSchema,
  order_id: id.nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

/**
 * `POST {apiUrl}/api/admin/order/{id}/status` (reference backend, shop token): an operator moves an order. `at` (ISO)
 * back-dates the change: 'sent' at a date more than RETURN_DAYS ago ends the withdrawal period; 'paid' records the
 * receipt of a transfer or cash payment (payment accepted, 'payment received' e-mail). Answers orderResponseSchema.
 */
export const adminOrderStatusRequestSchema = z.object({
  status: orderStatusCodeSchema,
  at: z.iso.datetime({ offset: true }).optional(),
  tracking_number: z.string().trim().min(1).max(60).optional(),
});
