import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { cartOf } from './support/cart-products';
import { e2eOrderLinks } from './support/order-links';
import { placeOrder } from './support/place-order';

/**
 * Returns from a redirect payment (PayPal, offered in all three shops) through the provider's sandbox page: only the
 * backend's state counts. Approve: captured, order placed, cart emptied. A card declined at capture: order failed,
 * the cart kept, pay again with a new order. Cancel: back to the payment methods. A forged 'success' without PayPal's
 * fields shows the payment-processing page, never 'paid'.
 */
async function onPaypalPage(page: Page, url: string, button: RegExp): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: button }).click();
}

test.describe('payment returns', () => {
  test('S4-38 S7-21 S4-45 approved at PayPal: captured by the backend, the order-placed page says paid, the cart is empty', async ({ page, shop }) => {
    const m = messagesOf(shop).Orders;
    const order = await placeOrder(page, shop, 'PayPal');
    await onPaypalPage(page, order.url, /^Approve payment$/);
    await expect(page).toHaveURL(/\/order-placed\?order=ORD\d{12}&h=[\w-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.placed.heading);
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'paid');
    await expect(page.getByRole('button', { name: m.placed.cancel })).toHaveCount(0);
    await expect.poll(async () => (await cartOf(page)).count).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // S4-44: the paid order's failed-payment link says that it is already paid.
    await page.goto(e2eOrderLinks(order.ref).failed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.failed.alreadyPaidHeading);
    await expect(page.getByText(m.failed.alreadyPaid.replace('{number}', order.number))).toBeVisible();
  });

  test('S4-40 S4-41 S4-42 S4-43 a card declined at capture: payment not successful, order closed, cart kept, pay again with a new order', async ({ page, shop }) => {
    const m = messagesOf(shop).Orders.failed;
    const order = await placeOrder(page, shop, 'PayPal');
    await onPaypalPage(page, order.url, /declined/);
    await expect(page).toHaveURL(/\/order-failed\?order=ORD\d{12}&h=[\w-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading);
    await expect(page.getByText(m.text.replace('{number}', order.number))).toBeVisible();
    await expect(page.getByText(m.advice)).toBeVisible();
    await expect(page.getByTestId('pay-again')).toHaveAttribute('href', '/checkout?step=shipping');
    expect((await cartOf(page)).count).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('S4-39 S7-21 cancelled at PayPal: back to the payment methods with the cancelled message, the cart kept', async ({ page, shop }) => {
    const order = await placeOrder(page, shop, 'PayPal');
    await onPaypalPage(page, order.url, /^Cancel and return to the shop$/);
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe('/checkout?step=payment&payment=cancelled');
    expect((await cartOf(page)).count).toBe(1);
  });

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
});
