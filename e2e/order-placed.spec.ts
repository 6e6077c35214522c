import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, refOf, reviewWith, storedOrder } from './support/checkout-flow';

/**
 * An order paid outside the shop (prepayment), placed through the checkout, can be cancelled from /order-placed while
 * it is unpaid, after a question; a cancel that fails says so and keeps the button. The same in every shop: this runs
 * in the default shop. (The page's thank-you, bank details and guest order link are walked in
 * e2e/checkout-keyboard.spec.ts; Romania's cash on delivery and its 'courier' next step in e2e/checkout-payments.spec.ts.)
 */
test('S1-11 S7-23 S8-23 an unpaid order can be cancelled after a question; a failed cancel says so and keeps the button', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const placed = m.Orders.placed;
  await addByApi(page, cheapInStock(shop.name), 1);
  await reviewWith(page, shop.name, m.Checkout, { payment: 'Vorkasse' });
  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const ref = refOf(page, ORDER_PLACED_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(placed.heading);
  await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'transfer');

  await page.route('**/api/checkout/cancel', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"cancel-failed"}' }));
  // The button is disabled until the page has hydrated: the click waits for it, once.
  await page.getByRole('button', { name: placed.cancel }).click();
  await expect(page.getByText(placed.cancelQuestion)).toBeVisible();
  await page.getByRole('button', { name: placed.cancelYes }).click();
  await expect(page.getByRole('alert').filter({ hasText: placed.cancelFailed })).toBeVisible();
  await page.unroute('**/api/checkout/cancel');
  expect(storedOrder(ref).status).toBe('not_paid');

  await page.getByRole('button', { name: placed.cancel }).click();
  await expect(page.getByText(placed.cancelQuestion)).toBeVisible();
  await page.getByRole('button', { name: placed.cancelYes }).click();
  await expect(page.getByRole('status').filter({ hasText: placed.cancelDone })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(placed.headingCancelled);
  await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'cancelled');
  await expect(page.getByRole('button', { name: placed.cancel })).toHaveCount(0);
  expect(storedOrder(ref).status).toBe('canceled');
  // The page is read again after the cancel; its title comes back with the refreshed metadata.
  await expect(page).toHaveTitle(/\S/);
  await expectNoSeriousA11yViolations(page);
});
