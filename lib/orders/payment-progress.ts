import type { OrderPaymentState, OrderStatusCode } from '@/contract/checkout';
import { PAYMENT_RETRY_WAIT_MS } from '@/contract/constants';
import type { OrderLinks } from './order-link';

/**
 * Where an order's payment stands, for the shopper: the payment return (design step 5), the payment-processing page's
 * polling and the pages after payment all decide from the backend's state alone, never from what the browser's return
 * address says (a forged 'success' of an unpaid order is still pending).
 */
export type PaymentProgress =
  /** Paid (or refunded later), or a cash-on-delivery / prepayment order placed: the order-placed page. */
  | 'placed'
  /** A redirect payment not confirmed yet: the payment-processing page. */
  | 'pending'
  /** The payment failed; the order is closed as a payment error and the cart kept: the order-failed page. */
  | 'failed'
  /** The shopper cancelled at the provider; the cart is kept: back to the payment step. */
  | 'cancelled';

const SETTLED: ReadonlySet<OrderStatusCode> = new Set(['paid', 'processing', 'sent', 'refunded']);

/** An order that has been paid (and perhaps shipped or refunded since): it cannot be paid again (S4-44). */
export function isSettled(status: OrderStatusCode): boolean {
  return SETTLED.has(status);
}

export function progressOf(state: Pick<OrderPaymentState, 'status' | 'payment'>): PaymentProgress {
  if (isSettled(state.status) || state.payment === 'accepted') return 'placed';
  if (state.payment === 'failed' || state.status === 'payment_error') return 'failed';
  if (state.payment === 'cancelled') return 'cancelled';
  // Cash on delivery and prepayment have no online payment: placed (or cancelled by the shopper: the order page says so).
  if (state.payment === 'none') return 'placed';
  if (state.status === 'canceled') return 'cancelled';
  return 'pending';
}

/** The payment step of the checkout with 'transaction cancelled by customer' (S4-39); the cart is kept. */
export const PAYMENT_CANCELLED_PATH = '/checkout?step=payment&payment=cancelled';
/** The checkout's step with the payment methods, to pay again with another method and a new order (S4-42). */
export const PAY_AGAIN_PATH = '/checkout?step=shipping';

/** The page a shopper goes to for a payment's progress. */
export function pathOfProgress(progress: PaymentProgress, links: OrderLinks): string {
  switch (progress) {
    case 'placed':
      return links.placed;
    case 'pending':
      return links.processing;
    case 'failed':
      return links.failed;
    case 'cancelled':
      return PAYMENT_CANCELLED_PATH;
  }
}

/** How often the payment-processing page asks for the payment state. */
export const PAYMENT_STATUS_POLL_MS = 2_000;

/**
 * How long a shopper must still wait before a new payment of the same cart (S8-29: PAYMENT_RETRY_WAIT_MS after a
 * pending payment started); 0 once the wait is over or when the start time cannot be read.
 */
export function retryWaitLeftMs(paymentStartedAt: string, now: number): number {
  const started = Date.parse(paymentStartedAt);
  if (Number.isNaN(started)) return 0;
  return Math.max(0, Math.min(PAYMENT_RETRY_WAIT_MS, started + PAYMENT_RETRY_WAIT_MS - now));
}
