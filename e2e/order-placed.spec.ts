import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { cartOf } from './support/cart-products';
import { placeOrder } from './support/place-order';

/**
 * After the pay call of an order paid outside the shop (prepayment; cash on delivery in Romania): the return address
 * leads to /order-placed with its signed link; the page says what happens next, the cart is empty, the guest order
 * page opens from it, and the order can be cancelled while unpaid. The order is placed through the backend's checkout
 * calls (e2e/support/place-order.ts), so these journeys do not depend on the checkout page.
 */
test.describe('order placed', () => {
  test('S2-55 prepayment: thank-you, number, e-mail, transfer with bank details and QR code (EUR) or why not (RON), summary, empty cart', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop).Orders;
    const order = await placeOrder(page, shop, 'Vorkasse');
    expect(new URL(order.url).pathname).toBe('/api/checkout/return/vorkasse/success');
    await page.goto(order.url);
    await expect(page).toHaveURL(/\/order-placed\?order=ORD\d{12}&h=[\w-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.placed.heading);
    await expect(page.getByTestId('order-number')).toHaveText(order.number);
    await expect(page.getByText(m.placed.confirmationSent.replace('{email}', order.email))).toBeVisible();
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'transfer');
    await expect(page.getByTestId('order-next-step')).toContainText(order.number);
    const transfer = page.getByTestId('bank-transfer');
    await expect(transfer.getByTestId('bank-iban')).toHaveText(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
    if (shop.name === 'ro') {
      await expect(transfer.getByTestId('epc-qr-code')).toHaveCount(0);
      await expect(transfer.getByText(m.placed.qrOnlyEuro)).toBeVisible();
    } else {
      await expect(transfer.getByRole('img', { name: new RegExp(m.placed.qrLabel.split('{')[0] ?? '') })).toBeVisible();
    }
    await expect(page.getByTestId('order-summary').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: m.placed.cancel })).toBeVisible();
    await expect.poll(async () => (await cartOf(page)).count).toBe(0);
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), `cart_${shop.name}`)).toBeNull();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: m.placed.invoiceLink }).click();
    await expect(page).toHaveURL(new RegExp(`/guest/invoice/${order.ref}/[\\w-]{43}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.details.heading.replace('{number}', order.number));
    await expect(page.getByTestId('order-status')).toHaveText(m.details.statuses.not_paid);
    await expectNoSeriousA11yViolations(page);
  });

  test('S7-23 S8-23 an unpaid order can be cancelled after a question; a failed cancel says so and keeps the button', async ({ page, shop }) => {
    const m = messagesOf(shop).Orders.placed;
    const order = await placeOrder(page, shop, shop.name === 'ro' ? 'Nachnahme' : 'Vorkasse');
    await page.goto(order.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading);

    await page.route('**/api/checkout/cancel', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"cancel-failed"}' }));
    await page.getByRole('button', { name: m.cancel }).click();
    await page.getByRole('button', { name: m.cancelYes }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.cancelFailed })).toBeVisible();
    await page.unroute('**/api/checkout/cancel');

    await page.getByRole('button', { name: m.cancel }).click();
    await expect(page.getByText(m.cancelQuestion)).toBeVisible();
    await page.getByRole('button', { name: m.cancelYes }).click();
    await expect(page.getByRole('status').filter({ hasText: m.cancelDone })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.headingCancelled);
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'cancelled');
    await expect(page.getByRole('button', { name: m.cancel })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the return address opened in another browser (another cart) is the not-found page, never the order", async ({ browser, page, shop, baseURL }) => {
    const order = await placeOrder(page, shop, 'Vorkasse');
    const stranger = await browser.newPage(baseURL ? { baseURL } : {});
    await stranger.goto(order.url);
    expect(new URL(stranger.url()).pathname).toBe('/not-found');
    await stranger.close();
  });
});
