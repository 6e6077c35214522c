import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { pageForms } from '@/backend/payments/sandbox-test-app';
import { orderCounts } from './bench-checkout';

/**
 * The checkout load run's count of the backend's orders: orders per cart, orders marked paid, and paid orders without
 * the provider's confirmation, on a real reference backend with the PayPal sandbox.
 */
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;

beforeAll(async () => {
  t = await createTestApp();
  c = checkoutSupport(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A PayPal order of a new cart, approved on the sandbox page and captured by the backend (`/paypal/accept`). */
async function paidWithPaypal(): Promise<{ cartId: number; orderId: number }> {
  const [product] = c.products(1, { minNet: 20, maxNet: 200 });
  const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
  const order = await c.paid('PayPal', c.payload('de_AT', cartId, await c.shopper('de_AT'), 'PayPal'));
  const page = await t.request('GET', new URL(order.url).pathname + new URL(order.url).search, { token: null });
  const form = pageForms(page.text).find((candidate) => candidate.button === 'Approve payment');
  if (!form) throw new Error('no approve form');
  const approved = await t.request('POST', form.action, {
    token: null,
    body: new URLSearchParams(form.fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const back = new URL(String(approved.headers.location));
  const accept = await t.post('/paypal/accept', { paypal_data: { token: back.searchParams.get('token'), PayerID: back.searchParams.get('PayerID') } });
  expect(accept.statusCode).toBe(200);
  return { cartId, orderId: order.order_id };
}

test('orders, double orders, paid orders and paid orders without the provider\'s confirmation are counted per cart', async () => {
  const [product] = c.products(1, { minNet: 20, maxNet: 200 });
  const prepaymentCart = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
  const prepayment = await c.paid('Vorkasse', c.payload('de_AT', prepaymentCart, await c.shopper('de_AT'), 'Vorkasse'));
  const paypal = await paidWithPaypal();
  const carts = [prepaymentCart, paypal.cartId];
  expect(orderCounts(t.db, carts)).toEqual({ orders: 2, doubleOrders: 0, paid: 1, paidWithoutConfirmation: 0 });
  expect(orderCounts(t.db, [])).toEqual({ orders: 0, doubleOrders: 0, paid: 0, paidWithoutConfirmation: 0 });

  // Marked paid by the operator's route: paid, but no provider confirmed it.
  expect((await t.post(`/api/admin/order/${prepayment.order_id}/status`, { status: 'paid' })).statusCode).toBe(200);
  expect(orderCounts(t.db, carts)).toMatchObject({ paid: 2, paidWithoutConfirmation: 1 });

  // A transaction id the provider's record does not hold.
  t.db.prepare('UPDATE order_payment SET transaction_id = ? WHERE order_id = ?').run('FORGED-CAPTURE', paypal.orderId);
  expect(orderCounts(t.db, carts)).toMatchObject({ paid: 2, paidWithoutConfirmation: 2 });

  // A second order of one cart (the first cancelled) is a double order.
  const [other] = c.products(1, { minNet: 20, maxNet: 200, offset: 1 });
  const twice = await c.cart('de_AT', [{ pse: other!, quantity: 1 }]);
  const who = await c.shopper('de_AT');
  const first = await c.paid('PayPal', c.payload('de_AT', twice, who, 'PayPal'));
  expect((await t.post('/order/cancel', { order_id: first.order_id })).statusCode).toBe(200);
  await c.paid('PayPal', c.payload('de_AT', twice, who, 'PayPal'));
  expect(orderCounts(t.db, [...carts, twice])).toEqual({ orders: 4, doubleOrders: 1, paid: 2, paidWithoutConfirmation: 2 });
}, 60_000);
