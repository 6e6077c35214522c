import type { TheliaLocale } from '@/contract/common';
import type { PaymentMethodCode } from '@/contract/checkout';

/**
 * The seam between the orders (backend/repo/order-*.ts, routes/pay.ts) and the payment providers' sandboxes
 * (backend/payments/*-sandbox.ts). A pay route places the order (not paid) in one transaction, then asks the order's
 * provider to start a payment; the provider answers where the shopper goes. The provider later reports the outcome
 * through `PaymentEvents`, and only after it checked the provider's signed confirmation (capture, signed event,
 * signed response): a shopper's browser returning to the shop never marks an order paid.
 */

export type RedirectProviderCode = Exclude<PaymentMethodCode, 'Nachnahme' | 'Vorkasse'>;

export type PaymentStart = {
  orderId: number;
  orderRef: string;
  orderNumber: string;
  /** Amount to charge in minor units (cents, bani) of `currency`. */
  amountMinor: number;
  currency: 'EUR' | 'RON';
  locale: TheliaLocale;
  email: string;
  /** Where the provider sends the shopper back: `{base}/{slug}/success|cancel|failure` (the pay payload's api_call). */
  returnBase: string;
};

export type PaymentStarted =
  /** Send the shopper to this page (PayPal approve page, Global Payments hand-off page, Klarna page). */
  | { kind: 'redirect'; url: string; providerRef: string }
  /** Hand this checkout session id to the storefront, which opens the session's page (Stripe Checkout). */
  | { kind: 'session'; sessionId: string; providerRef: string };

export interface PaymentProvider {
  readonly code: RedirectProviderCode;
  start(input: PaymentStart): PaymentStarted;
}

/** Outcome of reporting a confirmed payment. */
export type PaidResult = 'paid' | 'already-paid' | 'amount-mismatch' | 'unknown-order' | 'not-payable';

/** What the orders offer the providers (implemented by the order repository). */
export interface PaymentEvents {
  /** A signed confirmation of `amountMinor` arrived for the order's payment `providerRef`: mark it paid (once). */
  paid(providerRef: string, confirmation: { amountMinor: number; currency: string; transactionId: string }): PaidResult;
  /** The provider declined or the payment failed: close the order as payment error, keep the cart. */
  failed(providerRef: string, reason: string): 'failed' | 'unknown-order' | 'already-paid' | 'already-closed';
  /** The shopper cancelled at the provider: cancel the unpaid order, keep the cart. */
  cancelled(providerRef: string): 'cancelled' | 'unknown-order' | 'already-paid' | 'already-closed';
  /** The order a payment belongs to (for building return addresses), or null. */
  orderOf(providerRef: string): { orderId: number; orderRef: string; returnBase: string; status: string } | null;
}
