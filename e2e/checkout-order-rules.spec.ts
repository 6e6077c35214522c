import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { cartIdOf, ORDER_PLACED_URL, ordersOfCart, paymentIdOf, refOf, saveAddressByApi, storedOrder } from './support/checkout-flow';

/**
 * The order button's rules on the real checkout: a coupon applied on the shipping step (an invalid code said as such)
 * is in the review's total and in the order's; unchecked terms block the order with a message and nothing reaches the
 * backend; a double click on the order button makes one order.
 */
const COUPON = { at: 'WILLKOMMEN10', de: 'WILLKOMMEN10', ro: 'BINEVENIT10' } as const;

test('S8-30 S7-28 S5-39 a coupon in the checkout and in the order total; unchecked terms block the order; a double click makes one order', async ({ page, shop }) => {
  test.slow();
  const m = messagesOf(shop);
  const c = m.Checkout;
  await addByApi(page, cheapInStock(shop.name), 2);
  const cartId = await cartIdOf(page);
  const state = await saveAddressByApi(page, shop.name);
  await page.goto('/checkout?step=shipping');

  // S8-30: an invalid code says coupon invalid; the shop's welcome code is applied and shown in the summary.
  const field = page.getByRole('textbox', { name: c.couponLabel, exact: true });
  await field.fill('GIBTESNICHT');
  await page.getByRole('button', { name: c.couponApply }).click();
  await expect(page.getByText(c.couponInvalid, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(COUPON[shop.name]);
  await field.press('Enter');
  await expect(page.getByText(c.couponApplied.replace('{code}', COUPON[shop.name]))).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?step=shipping$/);
  await expect(page.getByRole('complementary', { name: c.summaryHeading }).getByText(c.discount)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('group', { name: c.paymentMethodHeading }).locator(`input[value="${paymentIdOf(state, 'Vorkasse')}"]`).check();
  await page.getByRole('button', { name: c.toReview }).click();
  await expect(page.getByRole('heading', { level: 2, name: c.reviewHeading })).toBeFocused();
  const totals = page.getByTestId('checkout-totals');
  await expect(totals.getByText(c.discount)).toBeVisible();
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';

  // S5-39: without the terms the order button only says that they are needed.
  const orderButton = page.getByRole('button', { name: c.orderButton, exact: true });
  await orderButton.click();
  await expect(page.getByRole('alert').filter({ hasText: c.termsRequired })).toBeVisible();
  const terms = page.getByRole('checkbox', { name: new RegExp(c.terms.split('<')[0]?.trim() ?? '') });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\?step=review$/);
  expect(ordersOfCart(cartId)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // A double click on the order button: one order, with the coupon and the total the review showed.
  await terms.check();
  await expect(page.getByRole('alert').filter({ hasText: c.termsRequired })).toHaveCount(0);
  await orderButton.dblclick();
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrder(refOf(page, ORDER_PLACED_URL));
  expect(ordersOfCart(cartId).map((row) => row.ref)).toEqual([order.ref]);
  expect(order.coupon_code).toBe(COUPON[shop.name]);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText(m.Orders.summary.discountCoupon.replace('{code}', COUPON[shop.name]))).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
});
