import { PAY_MESSAGES, orderPaymentStateSchema, orderResponseSchema, type Order } from '@/contract/checkout';
import { PAYMENT_RETRY_WAIT_MS } from '@/contract/constants';
import type { PaymentEvents } from '@/backend/payments/provider';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport, newKey } from '@/backend/test-checkout';
import { allRecordingProviders, type RecordingProvider } from '@/backend/test-payment-provider';
import { createRepos } from './repos';

let clock = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
let providers: RecordingProvider[];
let events: PaymentEvents;

beforeAll(async () => {
  providers = allRecordingProviders();
  t = await createTestApp({ now: () => clock, providers });
  c = checkoutSupport(t);
  events = createRepos(t.db, () => clock).orderState.events;
}, 60_000);
afterAll(() => t.close());

const order = async (id: number): Promise<Order> => orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${id}`)).json()).data as Order;
const mails = (orderId: number) => t.db.prepare('SELECT kind, subject, body FROM mail_outbox WHERE order_id = ? ORDER BY id').all(orderId) as { kind: string; subject: string; body: string }[];
const refOf = (orderId: number) => (t.db.prepare('SELECT provider_ref AS ref FROM order_payment WHERE order_id = ?').get(orderId) as { ref: string }).ref;

/** A PayPal order of a fresh Austrian cart, pending at the provider. */
async function pending(method: 'PayPal' | 'StripePayment' = 'PayPal') {
  const [product] = c.products(1);
  const who = await c.shopper('de_AT');
  const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 2 }]);
  const body = c.payload('de_AT', cartId, who, method);
  const data = await c.paid(method, body);
  const placed = await order(data.order_id);
  return { cartId, who, body, data, placed, ref: refOf(data.order_id), minor: Math.round(placed.total_taxed * 100), pse: product! };
}

describe('payments reported by the providers', () => {
  test('S4-38 S4-45 a confirmed payment marks the order paid exactly once, empties the cart and sends the confirmation and receipt once', async () => {
    const { placed, ref, minor, cartId, data } = await pending();
    expect(events.orderOf(ref)).toEqual({ orderId: placed.id, orderRef: placed.ref, returnBase: 'https://www.sanitaer-haus.at/api/checkout/return', status: 'not_paid' });
    expect(mails(placed.id)).toEqual([]);
    expect(events.paid(ref, { amountMinor: minor, currency: 'EUR', transactionId: 'PAYID-1' })).toBe('paid');
    expect(events.paid(ref, { amountMinor: minor, currency: 'EUR', transactionId: 'PAYID-1' })).toBe('already-paid');
    const paid = await order(placed.id);
    expect(paid).toMatchObject({ status: 'paid', payment: 'accepted', invoice_ref: expect.stringMatching(/^INV-AT-2026-\d{6}$/), invoice_date: '2026-11-22' });
    expect(c.cartLines(cartId)).toEqual([]);
    const sent = mails(placed.id);
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmation', 'payment_received']);
    expect(sent[0]?.body).toContain('Ihre Zahlung ist bei uns eingegangen.');
    expect(sent[1]?.body).toContain('Transaktionsnummer: PAYID-1');
    expect(events.failed(ref, 'late decline')).toBe('already-paid');
    expect(events.cancelled(ref)).toBe('already-paid');
    const state = orderPaymentStateSchema.parse((await t.get(`/api/ExternalOrderApi/order/${placed.id}/payment`)).json());
    expect(state).toEqual({ order_id: placed.id, order_ref: placed.ref, order_number: data.order_number, cart_id: cartId, status: 'paid', payment: 'accepted', payment_code: 'PayPal', payment_started_at: '2026-11-22T10:00:00.000Z' });
  });

  test('S4-44 a paid order cannot be paid again: its submission key answers "Order already paid"', async () => {
    const { body, ref, minor } = await pending();
    events.paid(ref, { amountMinor: minor, currency: 'EUR', transactionId: 'PAYID-2' });
    const again = await c.pay('PayPal', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status_code: 409, message: PAY_MESSAGES.alreadyPaid });
  });

  test('a confirmation of another amount or currency changes nothing', async () => {
    const { placed, ref, minor, cartId } = await pending('StripePayment');
    expect(events.paid(ref, { amountMinor: minor - 1, currency: 'EUR', transactionId: 'pi_1' })).toBe('amount-mismatch');
    expect(events.paid(ref, { amountMinor: minor, currency: 'RON', transactionId: 'pi_1' })).toBe('amount-mismatch');
    expect(await order(placed.id)).toMatchObject({ status: 'not_paid', payment: 'pending', invoice_ref: null });
    expect(c.cartLines(cartId)).toHaveLength(1);
    expect(mails(placed.id)).toEqual([]);
    expect(events.paid(ref, { amountMinor: minor, currency: 'eur', transactionId: 'pi_1' })).toBe('paid');
  });

  test('S4-40 S4-41 S4-42 a failed payment closes the order as a payment error and keeps the cart; the next key makes a new order with a new number', async () => {
    const { placed, ref, minor, cartId, body, pse } = await pending();
    expect(events.failed(ref, 'card declined')).toBe('failed');
    expect(events.failed(ref, 'card declined')).toBe('already-closed');
    expect(events.paid(ref, { amountMinor: minor, currency: 'EUR', transactionId: 'late' })).toBe('not-payable');
    expect(await order(placed.id)).toMatchObject({ status: 'payment_error', payment: 'failed' });
    expect(c.cartLines(cartId)).toEqual([{ pseId: pse.pseId, quantity: 2 }]);
    const retry = await c.paid('Vorkasse', { ...body, session_id: newKey(), payment_module_id: 106 });
    expect(retry.order_id).not.toBe(placed.id);
    expect(retry.order_number).not.toBe(placed.number);
    expect(c.cartLines(cartId)).toEqual([]);
    const replay = await c.paid('PayPal', body);
    expect(replay).toMatchObject({ order_id: placed.id, status: 'payment_error' });
  });

  test('S4-39 a payment cancelled by the shopper cancels the order and keeps the cart', async () => {
    const { placed, ref, cartId } = await pending();
    expect(events.cancelled(ref)).toBe('cancelled');
    expect(events.cancelled(ref)).toBe('already-closed');
    expect(events.failed(ref, 'x')).toBe('already-closed');
    expect(await order(placed.id)).toMatchObject({ status: 'canceled', payment: 'cancelled' });
    expect(c.cartLines(cartId)).toHaveLength(1);
  });

  test('unknown provider references are reported as unknown', () => {
    expect(events.paid('NOPE', { amountMinor: 1, currency: 'EUR', transactionId: 'x' })).toBe('unknown-order');
    expect(events.failed('NOPE', 'x')).toBe('unknown-order');
    expect(events.cancelled('NOPE')).toBe('unknown-order');
    expect(events.orderOf('NOPE')).toBeNull();
  });

  test(`S8-29 a new payment of a cart waits ${PAYMENT_RETRY_WAIT_MS / 60000} minutes after a pending one started`, async () => {
    const start = clock;
    try {
      const { body, placed } = await pending();
      const retry = { ...body, session_id: newKey(), payment_module_id: 106 };
      clock = new Date(start.getTime() + PAYMENT_RETRY_WAIT_MS - 1000);
      const early = await c.pay('Vorkasse', retry);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({ status_code: 429, message: PAY_MESSAGES.waitBeforeRetry });
      clock = new Date(start.getTime() + PAYMENT_RETRY_WAIT_MS + 1000);
      const later = await c.paid('Vorkasse', retry);
      expect(later.order_id).not.toBe(placed.id);
    } finally {
      clock = start;
    }
  });
});
