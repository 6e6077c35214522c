import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { cartOf } from './support/cart-products';
import { placeOrder } from './support/place-order';

/**
 * Returns from a redirect payment (PayPal in all three shops): only the backend's state counts. A forged 'success'
 * without PayPal's fields shows the payment-processing page, never 'paid'; a cancel at PayPal leads back to the
 * payment step with the cart kept.
 */
test.describe('payment returns', () => {
  test('S2-176 S9-17 S8-29 a forged success return shows the processing page; after 10 s the forced-submit hint', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop).Orders.processing;
    const order = await placeOrder(page, shop, 'PayPal');
    await page.goto(`/api/checkout/return/paypal/success?order_ref=${order.ref}`);
    await expect(page).toHaveURL(/\/checkout\/processing\?order=ORD\d{12}&h=[\w-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading);
    await expect(page.getByText(m.waitBeforeRetry)).toBeVisible();
    await expect(page.getByRole('button', { name: m.checkNow })).toHaveCount(0);
    await expect(page.getByRole('button', { name: m.checkNow })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(m.hint)).toBeVisible();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/checkout/order-status');
    await page.getByRole('button', { name: m.checkNow }).click();
    await asked;
    await expect(page).toHaveURL(/\/checkout\/processing/);
    expect((await cartOf(page)).count).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('S4-39 a cancel at PayPal goes back to the payment step; the cart is kept', async ({ page, shop }) => {
    const order = await placeOrder(page, shop, 'PayPal');
    const token = new URL(order.url).searchParams.get('token');
    expect(token).toMatch(/^[A-Z0-9]{8,40}$/);
    await page.goto(`/api/checkout/return/paypal/cancel?order_ref=${order.ref}&token=${token}`);
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe('/checkout?step=payment&payment=cancelled');
    expect((await cartOf(page)).count).toBe(1);
  });
});
