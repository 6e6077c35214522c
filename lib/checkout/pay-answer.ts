import { COUPON_INVALID_MESSAGE } from '@/contract/cart';
import { err, ok, type Result } from '@/lib/api/result';
import { CARD_SESSION_PREFIX, PAY_MESSAGES, type PayResponse, type PaymentMethodCode } from '@/contract/checkout';
import { paymentMethod } from '@/lib/payment/payment-methods';
import type { CheckoutErrorCode } from './checkout-state';

/**
 * What the storefront makes of a pay answer: where the browser goes next (S4-35: the returned URL; S4-36: for the
 * card provider a checkout session id, which opens the provider's session page), or the refusal the shopper is told
 * about (spec section 8, 'Orders'), with the cart lines it names.
 */
export type OrderRefusal = { code: CheckoutErrorCode; items: number[] };

/** The card provider's session page: STRIPE_CHECKOUT_URL, default `{apiUrl}/sandbox/stripe/c/pay/`. */
export function stripeCheckoutBase(config: { apiUrl: string; stripeCheckoutUrl?: string | undefined }): string {
  return config.stripeCheckoutUrl ?? `${config.apiUrl}/sandbox/stripe/c/pay/`;
}

const SESSION_ID = new RegExp(`^${CARD_SESSION_PREFIX}[A-Za-z0-9_]{1,200}$`);

/** Where the shopper goes for a pay answer's `url`; null when it is neither a session id of the card provider nor an http(s) URL. */
export function redirectAfterPay(method: PaymentMethodCode, url: string, stripeBase: string): string | null {
  if (paymentMethod(method).flow === 'card-session' && url.startsWith(CARD_SESSION_PREFIX)) return SESSION_ID.test(url) ? `${stripeBase}${url}` : null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const REFUSALS: Readonly<Record<string, CheckoutErrorCode>> = {
  [PAY_MESSAGES.productsUnavailable]: 'products-unavailable',
  [PAY_MESSAGES.undeliverableItems]: 'undeliverable-confirm',
  [PAY_MESSAGES.allUndeliverable]: 'all-undeliverable',
  [PAY_MESSAGES.noDeliveries]: 'no-deliveries',
  [PAY_MESSAGES.noPickup]: 'no-pickup',
  [PAY_MESSAGES.alreadyPaid]: 'already-paid',
  [PAY_MESSAGES.waitBeforeRetry]: 'wait-before-retry',
  [PAY_MESSAGES.methodUnavailable]: 'payment-unavailable',
  [PAY_MESSAGES.emptyCart]: 'cart-empty',
  [COUPON_INVALID_MESSAGE]: 'coupon-invalid',
};

/** The refusal of a backend refusal text (and status, for answers without a known text). */
export function refusalOf(status: number, message: string | undefined, items: readonly number[] = []): OrderRefusal {
  const known = message === undefined ? undefined : REFUSALS[message];
  return { code: known ?? (status === 429 ? 'wait-before-retry' : 'order-failed'), items: [...items] };
}

export function payOutcome(method: PaymentMethodCode, answer: { status: number; body: PayResponse }, stripeBase: string): Result<{ next: string }, OrderRefusal> {
  const { status, body } = answer;
  if (status < 300 && body.data) {
    const next = redirectAfterPay(method, body.data.url, stripeBase);
    if (next) return ok({ next });
    console.error(`checkout pay ${method}: answer url is not an address (${body.data.url.slice(0, 80)})`);
    return err({ code: 'order-failed', items: [] });
  }
  return err(refusalOf(status, body.message, body.items ?? []));
}
