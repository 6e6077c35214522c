import type { OrderStatusCode, PaymentMethodCode } from '@/contract/checkout';
import { goodsTotal, isCancellable, nextStepOf, transferReference } from './order-view';

const order = (status: OrderStatusCode, payment_code: PaymentMethodCode) => ({ status, payment_code });

describe('order view rules', () => {
  test('S7-23 only an unpaid prepayment or cash-on-delivery order offers cancel', () => {
    expect(isCancellable(order('not_paid', 'Vorkasse'))).toBe(true);
    expect(isCancellable(order('not_paid', 'Nachnahme'))).toBe(true);
    expect(isCancellable(order('paid', 'Vorkasse'))).toBe(false);
    expect(isCancellable(order('canceled', 'Nachnahme'))).toBe(false);
    for (const method of ['PayPal', 'GlobalPayments', 'Sofort', 'StripePayment'] as const) expect(isCancellable(order('not_paid', method))).toBe(false);
  });

  test('S2-55 what happens next depends on the method and on what the backend says of the payment', () => {
    expect(nextStepOf(order('paid', 'PayPal'))).toBe('paid');
    expect(nextStepOf(order('sent', 'Vorkasse'))).toBe('paid');
    expect(nextStepOf(order('not_paid', 'Vorkasse'))).toBe('transfer');
    expect(nextStepOf(order('not_paid', 'Nachnahme'))).toBe('courier');
    expect(nextStepOf(order('not_paid', 'StripePayment'))).toBe('awaiting-payment');
    expect(nextStepOf(order('canceled', 'Vorkasse'))).toBe('cancelled');
    expect(nextStepOf(order('payment_error', 'PayPal'))).toBe('payment-failed');
    expect(nextStepOf(order('refunded', 'PayPal'))).toBe('refunded');
  });

  test('S2-55 a transfer carries the order number the shopper sees (the bank details say so), never the internal reference', () => {
    const placed = { ref: 'ORD000000000042', number: 'AT-2026-000042' };
    expect(transferReference(placed, { reference: 'AT-2026-000042' })).toBe('AT-2026-000042');
    expect(transferReference(placed, null)).toBe('AT-2026-000042');
  });

  test('the value of goods is the sum of the lines with VAT, in cents', () => {
    expect(goodsTotal({ products: [{ total_taxed: 10.1 }, { total_taxed: 0.2 }] })).toBe(10.3);
  });
});
