import type { OrderStatusCode, PaymentOutcome } from '@/contract/checkout';
import type { PaidResult, PaymentEvents } from '@/backend/payments/provider';
import type { Db } from '@/backend/db/open';
import type { OrderMailer } from './order-mailer';
import type { OrderRow, OrderStore } from './order-store';
import { shopDateOf, timeZoneOf } from './shop-day';

/**
 * How an order moves after it was placed: the providers' `PaymentEvents`, the shopper's cancel and the operator's
 * status changes. Payments settle as the providers report them: paid exactly once (compare-and-set on the payment
 * state; amount and currency must be the order's); failed (status payment_error) and cancelled (status canceled) keep
 * the cart. Paying marks the order paid, gives it its invoice number and e-mails the receipt; a redirect payment
 * (pending until now) also empties the cart of the ordered lines and sends the order confirmation, held back until now.
 */
export function createOrderState(db: Db, store: OrderStore, mailer: OrderMailer, now: () => Date) {
  const stamp = () => now().toISOString();
  const transaction = <T>(work: () => T): T => db.transaction(work)();

  /** Accepts the payment of an order whose payment is in state `from`; false when another call got there first. */
  const settlePaid = (order: OrderRow, from: PaymentOutcome, transactionId: string | null, at: string): boolean => {
    if (!store.acceptPayment(order.id, from, transactionId, at)) return false;
    store.setStatus(order.id, 'paid', at);
    store.setInvoice(order.id, shopDateOf(new Date(at), timeZoneOf(order.locale)));
    const paid = store.order(order.id) as OrderRow;
    if (from === 'pending') {
      store.clearOrderedLines(paid, at);
      mailer.confirmation(paid);
    }
    mailer.paymentReceived(paid, at, transactionId);
    return true;
  };

  const located = (providerRef: string) => {
    const payment = store.paymentByProviderRef(providerRef);
    const order = payment ? store.order(payment.orderId) : null;
    return payment && order ? { payment, order } : null;
  };

  const close = <To extends 'failed' | 'cancelled'>(providerRef: string, to: To, reason: string) =>
    transaction((): To | 'unknown-order' | 'already-paid' | 'already-closed' => {
      const found = located(providerRef);
      if (!found) return 'unknown-order' as const;
      const { payment, order } = found;
      if (payment.state === 'accepted') return 'already-paid' as const;
      if (payment.state !== 'pending' || order.status !== 'not_paid') return 'already-closed' as const;
      const at = stamp();
      if (!store.closePayment(order.id, 'pending', to, at, reason)) return 'already-closed' as const;
      store.setStatus(order.id, to === 'failed' ? 'payment_error' : 'canceled', at);
      return to;
    });

  const events: PaymentEvents = {
    paid(providerRef, confirmation): PaidResult {
      return transaction(() => {
        const found = located(providerRef);
        if (!found) return 'unknown-order';
        const { payment, order } = found;
        if (payment.state === 'accepted') return 'already-paid';
        if (payment.state !== 'pending' || order.status !== 'not_paid') return 'not-payable';
        if (confirmation.currency.toUpperCase() !== payment.currency || confirmation.amountMinor !== payment.amountMinor) return 'amount-mismatch';
        if (settlePaid(order, 'pending', confirmation.transactionId, stamp())) return 'paid';
        return store.payment(order.id)?.state === 'accepted' ? 'already-paid' : 'not-payable';
      });
    },
    failed: (providerRef, reason) => close(providerRef, 'failed', reason),
    cancelled: (providerRef) => close(providerRef, 'cancelled', 'cancelled by the customer'),
    orderOf(providerRef) {
      const found = located(providerRef);
      return found ? { orderId: found.order.id, orderRef: found.order.ref, returnBase: found.order.returnBase, status: found.order.status } : null;
    },
  };

  return {
    events,
    /**
     * An operator moves an order (`POST /api/admin/order/{id}/status`) at `at`: 'paid' confirms the receipt of the
     * payment, 'sent' records when (the withdrawal period counts from it) and the tracking number, and gives the order
     * its invoice number; 'canceled' and 'refunded' give an invoiced order its credit note; other statuses are set as
     * they are.
     */
    operatorStatus(orderId: number, status: OrderStatusCode, at: string, trackingNumber: string | null): OrderRow | null {
      return transaction(() => {
        const order = store.order(orderId);
        if (!order) return null;
        if (status === 'paid') {
          const payment = store.payment(order.id);
          if (payment && payment.state !== 'accepted') settlePaid(order, payment.state, null, at);
        }
        const day = shopDateOf(new Date(at), timeZoneOf(order.locale));
        if (status === 'sent') {
          store.setSent(order.id, at, trackingNumber);
          store.setInvoice(order.id, day);
        }
        // An invoiced order cancelled or refunded gets its credit note (once), numbered when it is issued.
        if (status === 'canceled' || status === 'refunded') store.setCredit(order.id, day);
        store.setStatus(order.id, status, at);
        return store.order(order.id);
      });
    },
    /**
     * Cancels an unpaid order (`POST /order/cancel`): its open payment is closed as cancelled. Answers the order as it
     * was when it cannot be canceled (paid, sent, closed), null for an unknown order.
     */
    cancel(orderId: number): { canceled: boolean; order: OrderRow } | null {
      return transaction(() => {
        const order = store.order(orderId);
        if (!order) return null;
        if (order.status === 'canceled') return { canceled: true, order };
        const payment = store.payment(order.id);
        if (order.status !== 'not_paid' || !payment || (payment.state !== 'pending' && payment.state !== 'none')) return { canceled: false, order };
        const at = stamp();
        if (!store.closePayment(order.id, payment.state, 'cancelled', at, 'order canceled')) return { canceled: false, order };
        store.setStatus(order.id, 'canceled', at);
        return { canceled: true, order: store.order(order.id) as OrderRow };
      });
    },
  };
}

export type OrderState = ReturnType<typeof createOrderState>;
