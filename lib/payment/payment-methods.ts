import { PAYMENT_METHOD_SLUGS, type PaymentMethodCode } from '@/contract/checkout';
import type { ShopCode } from '@/contract/shops';
import type { Messages } from '@/lib/i18n/messages';

/**
 * What the storefront knows of each payment method, in one place (the model: saleor/storefront's supported payment
 * apps). The contract keeps what the backend speaks (the codes, pay routes and return slugs in contract/checkout.ts);
 * the backend's payment module gives the shopper-facing title, description, conditions, fee and logo of the checkout.
 * Every other storefront file asks this registry instead of naming a method code.
 */

/**
 * How a method is paid once the order button is pressed:
 * - 'provider-redirect': the pay answer's url is the provider's page; the provider sends the shopper back to the
 *   payment return (`/api/checkout/return/{slug}/{outcome}`).
 * - 'card-session': the same, but the pay answer may be a checkout session id of the card provider, which opens the
 *   provider's session page (S4-36).
 * - 'bank-transfer': offline prepayment; the shopper transfers the amount with the order's bank details.
 * - 'cash-on-delivery': offline; the shopper pays the courier.
 */
export type PaymentFlow = 'provider-redirect' | 'card-session' | 'bank-transfer' | 'cash-on-delivery';

/** What the pages after the order (order-placed page, order views, account) say an unpaid order of a flow waits for. */
export type UnpaidOrderStep = 'transfer' | 'courier' | 'awaiting-payment';

const UNPAID_ORDER_STEP: Readonly<Record<PaymentFlow, UnpaidOrderStep>> = {
  'provider-redirect': 'awaiting-payment',
  'card-session': 'awaiting-payment',
  'bank-transfer': 'transfer',
  'cash-on-delivery': 'courier',
};

/** Key of a method's name in the `PaymentMethod` messages (one name per kind: both card providers are 'card'). */
export type PaymentLabelKey = keyof Messages['PaymentMethod'];

export type PaymentMethodEntry = {
  code: PaymentMethodCode;
  /** Its name in the shop's language where the storefront names it itself (the footer's tiles). */
  labelKey: PaymentLabelKey;
  flow: PaymentFlow;
  /**
   * The return from the provider carries a decision the backend must be told of before the payment state is read:
   * PayPal's approval (`/paypal/accept`, which captures) or its cancel (`/paypal/cancel`), S7-21.
   */
  returnFollowUp: 'paypal' | null;
  /** The shops that offer it, with its place in their list (1 first): the design's order, the backend's too. */
  offeredIn: Readonly<Partial<Record<ShopCode, number>>>;
};

export const PAYMENT_METHODS: Readonly<Record<PaymentMethodCode, PaymentMethodEntry>> = {
  PayPal: { code: 'PayPal', labelKey: 'paypal', flow: 'provider-redirect', returnFollowUp: 'paypal', offeredIn: { at: 1, de: 1, ro: 2 } },
  GlobalPayments: { code: 'GlobalPayments', labelKey: 'card', flow: 'provider-redirect', returnFollowUp: null, offeredIn: { de: 2, ro: 1 } },
  Sofort: { code: 'Sofort', labelKey: 'klarna', flow: 'provider-redirect', returnFollowUp: null, offeredIn: { at: 3, de: 3 } },
  StripePayment: { code: 'StripePayment', labelKey: 'card', flow: 'card-session', returnFollowUp: null, offeredIn: { at: 2 } },
  // Only for parcels within Romania (the backend offers it only there).
  Nachnahme: { code: 'Nachnahme', labelKey: 'cashOnDelivery', flow: 'cash-on-delivery', returnFollowUp: null, offeredIn: { ro: 3 } },
  Vorkasse: { code: 'Vorkasse', labelKey: 'prepayment', flow: 'bank-transfer', returnFollowUp: null, offeredIn: { at: 4, de: 4, ro: 4 } },
};

export function paymentMethod(code: PaymentMethodCode): PaymentMethodEntry {
  return PAYMENT_METHODS[code];
}

/** Paid outside the shop (prepayment by transfer, cash to the courier): such an order can wait unpaid. */
export function paysOffline(code: PaymentMethodCode): boolean {
  const { flow } = PAYMENT_METHODS[code];
  return flow === 'bank-transfer' || flow === 'cash-on-delivery';
}

/** What an unpaid order of the method waits for. */
export function unpaidOrderStep(code: PaymentMethodCode): UnpaidOrderStep {
  return UNPAID_ORDER_STEP[PAYMENT_METHODS[code].flow];
}

/** The methods a shop offers, in its order. */
export function paymentMethodsOf(shop: ShopCode): PaymentMethodEntry[] {
  return Object.values(PAYMENT_METHODS)
    .flatMap((entry) => {
      const place = entry.offeredIn[shop];
      return place === undefined ? [] : [{ entry, place }];
    })
    .sort((a, b) => a.place - b.place)
    .map(({ entry }) => entry);
}

const METHOD_OF_SLUG: ReadonlyMap<string, PaymentMethodCode> = new Map(
  Object.values(PAYMENT_METHODS).map((entry) => [PAYMENT_METHOD_SLUGS[entry.code], entry.code]),
);

/** The method of a return address's slug (`/api/checkout/return/{slug}/...`); null for a slug the shop never sends. */
export function paymentMethodOfSlug(slug: string): PaymentMethodCode | null {
  return METHOD_OF_SLUG.get(slug) ?? null;
}
