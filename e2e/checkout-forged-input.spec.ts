import { orderAnswerSchema } from '../lib/checkout/checkout-state';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, callFromPage, cartIdOf, ORDER_PLACED_URL, ordersOfCart, paymentIdOf, refOf, reviewWith, storedOrder } from './support/checkout-flow';

/**
 * What a shopper can forge from the browser changes nothing: a 'success' return without the provider's confirmation
 * shows the payment-processing page (never 'paid'), another shopper's return address is the not-found page, and an
 * order call with a price, another cart's id or a coupon of its own places the order of the caller's cart at the
 * checkout's prices. While a payment is open, a new order is asked to wait (S8-29).
 */
test('S2-176 S9-17 S8-29 forged returns and order fields: the processing page, no foreign order, the prices of the checkout', async ({ browser, page, shop, baseURL }) => {
  test.slow();
  const m = messagesOf(shop);
  const processing = m.Orders.processing;

  // A PayPal payment left open at the provider.
  await addByApi(page, cheapInStock(shop.name), 1);
  const cartId = await cartIdOf(page);
  const state = await reviewWith(page, shop.name, m.Checkout, { payment: 'PayPal' });
  await acceptTermsAndOrder(page, m.Checkout);
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/paypal/'));
  const [open] = ordersOfCart(cartId);
  if (!open) throw new Error('no order for the open payment');

  // Another shopper: the first one's return address is not found; extra fields in the order call change nothing.
  const stranger = await browser.newPage(baseURL ? { baseURL } : {});
  await addByApi(stranger, cheapInStock(shop.name), 1);
  const strangerCart = await cartIdOf(stranger);
  await stranger.goto(`/api/checkout/return/paypal/success?order_ref=${open.ref}`);
  expect(new URL(stranger.url()).pathname).toBe('/not-found');
  await expect(stranger.getByText(open.number)).toHaveCount(0);
  await reviewWith(stranger, shop.name, m.Checkout, { payment: 'Vorkasse' });
  const total = (await stranger.getByTestId('checkout-total').textContent()) ?? '';
  // S5-39: an order call without the terms tick places nothing, whatever else it says.
  const untick = await callFromPage(stranger, '/api/checkout/order', { attemptId: 'forged-attempt-0123456789', confirmUndeliverable: false });
  expect({ status: untick.status, body: untick.body }).toEqual({ status: 422, body: { error: 'terms-required' } });
  expect(ordersOfCart(strangerCart)).toEqual([]);
  const answer = await callFromPage(stranger, '/api/checkout/order', {
    attemptId: 'forged-attempt-0123456789',
    confirmUndeliverable: false,
    termsAccepted: true,
    cartId,
    cart_id: cartId,
    price: 0.01,
    total_taxed: 0.01,
    appliedCoupon: 'WILLKOMMEN10',
    payment_module_id: paymentIdOf(state, 'PayPal'),
  });
  expect(answer.status).toBe(200);
  await stranger.goto(orderAnswerSchema.parse(answer.body).next);
  await expect(stranger).toHaveURL(ORDER_PLACED_URL);
  const placed = storedOrder(refOf(stranger, ORDER_PLACED_URL));
  expect(placed).toMatchObject({ cart_id: strangerCart, coupon_code: null });
  await expect(stranger.getByTestId('order-next-step')).toHaveAttribute('data-step', 'transfer');
  await expect(stranger.getByTestId('order-total')).toHaveText(total);
  expect(ordersOfCart(cartId).map((order) => order.ref)).toEqual([open.ref]);
  await stranger.close();

  // S2-176, S9-17: a 'success' without PayPal's fields: the processing page, the forced-submit hint after 10 s. The
  // page's clock is the browser's, so the 10 s are fast-forwarded instead of waited for (time runs on meanwhile).
  await page.clock.install();
  await page.goto(`/api/checkout/return/paypal/success?order_ref=${open.ref}`);
  await expect(page).toHaveURL(/\/checkout\/processing\?order=ORD\d{12}&h=[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(processing.heading);
  await expect(page.getByText(processing.waitBeforeRetry)).toBeVisible();
  await expect(page.getByRole('button', { name: processing.checkNow })).toHaveCount(0);
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('button', { name: processing.checkNow })).toBeVisible();
  await expect(page.getByText(processing.hint)).toBeVisible();
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/checkout/order-status');
  await page.getByRole('button', { name: processing.checkNow }).click();
  await asked;
  await expect(page).toHaveURL(/\/checkout\/processing/);
  expect(storedOrder(open.ref).status).toBe('not_paid');
  expect((await cartOf(page)).count).toBe(1);
  await expectNoSeriousA11yViolations(page);

  // S8-29: a new order while the payment is open is asked to wait.
  await page.goto('/checkout?step=review');
  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page.getByTestId('order-refusal')).toContainText(m.Checkout.reason['wait-before-retry']);
  expect(ordersOfCart(cartId)).toHaveLength(1);
});
