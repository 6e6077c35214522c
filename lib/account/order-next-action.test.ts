import type { Order } from '@/contract/checkout';
import { nextActionOf } from './order-next-action';

type Facts = Pick<Order, 'status' | 'payment_code' | 'tracking_url' | 'invoice_ref'>;
const order = (facts: Partial<Facts>): Facts => ({ status: 'not_paid', payment_code: 'Vorkasse', tracking_url: null, invoice_ref: null, ...facts });

describe('nextActionOf (account overview)', () => {
  test('an unpaid prepayment order is to be paid', () => {
    expect(nextActionOf(order({}))).toEqual({ kind: 'pay' });
  });

  test('a sent order with a tracking page is to be tracked, at the carrier', () => {
    const url = 'https://tracking.example/?n=TRK1';
    expect(nextActionOf(order({ status: 'sent', tracking_url: url, invoice_ref: 'INV000000000101' }))).toEqual({ kind: 'track', url });
  });

  test('a paid order with an invoice offers the invoice; a sent one without a tracking page too', () => {
    expect(nextActionOf(order({ status: 'paid', payment_code: 'PayPal', invoice_ref: 'INV000000000101' }))).toEqual({ kind: 'invoice' });
    expect(nextActionOf(order({ status: 'sent', invoice_ref: 'INV000000000101' }))).toEqual({ kind: 'invoice' });
  });

  test('cash on delivery, a payment the provider has not confirmed, and a cancelled order offer only the details', () => {
    expect(nextActionOf(order({ payment_code: 'Nachnahme' }))).toEqual({ kind: 'details' });
    expect(nextActionOf(order({ payment_code: 'PayPal' }))).toEqual({ kind: 'details' });
    expect(nextActionOf(order({ status: 'canceled' }))).toEqual({ kind: 'details' });
  });
});
