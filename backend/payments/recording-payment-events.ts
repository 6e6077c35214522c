import type { OrderStatusCode } from '@/contract/checkout';
import type { PaidResult, PaymentEvents, PaymentStart } from './provider';

/** Test support (not a test): a `PaymentEvents` double that keeps orders in memory and records every report. */
export type RecordedReport =
  | { kind: 'paid'; providerRef: string; amountMinor: number; currency: string; transactionId: string; result: PaidResult }
  | { kind: 'failed'; providerRef: string; reason: string }
  | { kind: 'cancelled'; providerRef: string };

type TrackedOrder = { orderId: number; orderRef: string; returnBase: string; status: OrderStatusCode; amountMinor: number; currency: string };

export function createRecordingEvents() {
  const orders = new Map<string, TrackedOrder>();
  const reports: RecordedReport[] = [];
  const close = (providerRef: string, status: OrderStatusCode) => {
    const order = orders.get(providerRef);
    if (!order) return 'unknown-order' as const;
    if (order.status === 'paid') return 'already-paid' as const;
    if (order.status !== 'not_paid') return 'already-closed' as const;
    order.status = status;
    return null;
  };
  const events: PaymentEvents = {
    paid(providerRef, confirmation) {
      const order = orders.get(providerRef);
      let result: PaidResult;
      if (!order) result = 'unknown-order';
      else if (order.status === 'paid') result = 'already-paid';
      else if (order.status !== 'not_paid') result = 'not-payable';
      else if (order.amountMinor !== confirmation.amountMinor || order.currency !== confirmation.currency) result = 'amount-mismatch';
      else {
        order.status = 'paid';
        result = 'paid';
      }
      reports.push({ kind: 'paid', providerRef, ...confirmation, result });
      return result;
    },
    failed(providerRef, reason) {
      reports.push({ kind: 'failed', providerRef, reason });
      return close(providerRef, 'payment_error') ?? 'failed';
    },
    cancelled(providerRef) {
      reports.push({ kind: 'cancelled', providerRef });
      return close(providerRef, 'canceled') ?? 'cancelled';
    },
    orderOf(providerRef) {
      const order = orders.get(providerRef);
      return order ? { orderId: order.orderId, orderRef: order.orderRef, returnBase: order.returnBase, status: order.status } : null;
    },
  };
  return {
    events,
    reports,
    /** What the orders do after `start`: remember the payment's provider reference with the order. */
    track(providerRef: string, start: PaymentStart): void {
      orders.set(providerRef, { orderId: start.orderId, orderRef: start.orderRef, returnBase: start.returnBase, status: 'not_paid', amountMinor: start.amountMinor, currency: start.currency });
    },
    statusOf: (providerRef: string) => orders.get(providerRef)?.status ?? null,
    reportsOf: (providerRef: string) => reports.filter((r) => r.providerRef === providerRef),
  };
}

export type RecordingEvents = ReturnType<typeof createRecordingEvents>;
