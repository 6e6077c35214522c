import { ORDER_STATUSES, type OrderStatusCode, type PaymentOutcome } from '@/contract/checkout';
import { PAYMENT_RETRY_WAIT_MS } from '@/contract/constants';
import { orderLinkKey, orderLinks } from './order-link';
import { PAYMENT_CANCELLED_PATH, pathOfProgress, progressOf, retryWaitLeftMs, type PaymentProgress } from './payment-progress';

const state = (status: OrderStatusCode, payment: PaymentOutcome) => ({ status, payment });

describe('payment progress', () => {
  test('S4-38 a payment ends as accepted, cancelled, failed or pending, each with its own page', () => {
    const cases: Array<[OrderStatusCode, PaymentOutcome, PaymentProgress]> = [
      ['paid', 'accepted', 'placed'],
      ['not_paid', 'accepted', 'placed'],
      ['not_paid', 'pending', 'pending'],
      ['payment_error', 'failed', 'failed'],
      ['not_paid', 'failed', 'failed'],
      ['canceled', 'cancelled', 'cancelled'],
      ['not_paid', 'cancelled', 'cancelled'],
      ['canceled', 'pending', 'cancelled'],
    ];
    for (const [status, payment, expected] of cases) expect({ status, payment, progress: progressOf(state(status, payment)) }).toEqual({ status, payment, progress: expected });
  });

  test('cash on delivery and prepayment orders are placed without an online payment; settled orders stay placed', () => {
    expect(progressOf(state('not_paid', 'none'))).toBe('placed');
    expect(progressOf(state('canceled', 'none'))).toBe('placed');
    for (const status of ['paid', 'processing', 'sent', 'refunded'] as const) expect(progressOf(state(status, 'none'))).toBe('placed');
  });

  test('S4-44 a paid order stays placed whatever its payment outcome says afterwards', () => {
    for (const payment of ['pending', 'failed', 'cancelled'] as const) expect(progressOf(state('paid', payment))).toBe('placed');
  });

  test('every status of the contract has a progress', () => {
    for (const status of Object.keys(ORDER_STATUSES) as OrderStatusCode[]) expect(['placed', 'pending', 'failed', 'cancelled']).toContain(progressOf(state(status, 'pending')));
  });

  test('each progress leads to its page with the signed links of the order', () => {
    const links = orderLinks('ORD000000000007', orderLinkKey({ token: 't' }));
    expect(pathOfProgress('placed', links)).toBe(links.placed);
    expect(pathOfProgress('pending', links)).toBe(links.processing);
    expect(pathOfProgress('failed', links)).toBe(links.failed);
    expect(pathOfProgress('cancelled', links)).toBe(PAYMENT_CANCELLED_PATH);
    expect(PAYMENT_CANCELLED_PATH).toBe('/checkout?step=payment&payment=cancelled');
  });

  test('S8-29 the wait before a new payment is 2 minutes from the start of the pending one', () => {
    const start = Date.UTC(2026, 5, 1, 10, 0, 0);
    const iso = new Date(start).toISOString();
    expect(PAYMENT_RETRY_WAIT_MS).toBe(120_000);
    expect(retryWaitLeftMs(iso, start)).toBe(120_000);
    expect(retryWaitLeftMs(iso, start + 30_000)).toBe(90_000);
    expect(retryWaitLeftMs(iso, start + 120_000)).toBe(0);
    expect(retryWaitLeftMs(iso, start + 600_000)).toBe(0);
    expect(retryWaitLeftMs(iso, start - 60_000)).toBe(120_000);
    expect(retryWaitLeftMs('not a date', start)).toBe(0);
  });
});
