import type { BankDetails, Order, OrderStatusCode } from '@/contract/checkout';
import { paysOffline, unpaidOrderStep, type UnpaidOrderStep } from '@/lib/payment/payment-methods';

/**
 * What the pages after payment say about an order, from the backend's order alone (pure rules, no I/O).
 */

/** An unpaid prepayment or cash-on-delivery order can be cancelled by the shopper (S7-23). */
export function isCancellable(order: Pick<Order, 'status' | 'payment_code'>): boolean {
  return order.status === 'not_paid' && paysOffline(order.payment_code);
}

/**
 * What happens next, shown on the order-placed page. An unpaid order waits for what its method says
 * (lib/payment/payment-methods.ts): prepayment for the transfer with the bank details' reference, cash on delivery for
 * the courier, a redirect payment for the provider's confirmation.
 */
export type NextStep =
  /** Paid: shipped within the delivery time. */
  | 'paid'
  | UnpaidOrderStep
  | 'cancelled'
  | 'payment-failed'
  | 'refunded';

const PAID: ReadonlySet<OrderStatusCode> = new Set(['paid', 'processing', 'sent']);

export function nextStepOf(order: Pick<Order, 'status' | 'payment_code'>): NextStep {
  if (PAID.has(order.status)) return 'paid';
  if (order.status === 'refunded') return 'refunded';
  if (order.status === 'canceled') return 'cancelled';
  if (order.status === 'payment_error') return 'payment-failed';
  return unpaidOrderStep(order.payment_code);
}

/**
 * The reference a prepayment transfer must carry: the one of the bank details (and of their QR code and the order
 * e-mail), which is the order number the shopper sees everywhere (issue 42: one identifier, never the internal ref).
 */
export function transferReference(order: Pick<Order, 'number'>, bank: Pick<BankDetails, 'reference'> | null): string {
  return bank?.reference ?? order.number;
}

/** Value of goods: the order lines with VAT. */
export function goodsTotal(order: { products: ReadonlyArray<{ total_taxed: number }> }): number {
  return Math.round(order.products.reduce((sum, line) => sum + line.total_taxed, 0) * 100) / 100;
}
