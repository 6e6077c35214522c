import { test, expect, messagesOf, ONLY_IN } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock } from './support/cart-products';
import { callFromPage, cartIdOf, ORDER_PLACED_URL, ordersOfCart, paymentIdOf, refOf, saveAddressByApi, storedOrder } from './support/checkout-flow';
import { withE2eDb } from './support/e2e-db';

/**
 * The order button's rules on the real checkout, for a company ordering as a guest: a coupon applied on the shipping
 * step (an invalid code said as such) is in the review's total and in the order's; unchecked terms block the order
 * with a message and nothing reaches the backend; a line the stock no longer covers is refused by name; a double
 * click on the order button makes one order, a company's guest order. The rules are the same in every shop and run in
 * the default shop; each other shop's own welcome code (and its VAT number's form) is checked on its shipping step.
 */
const COUPON = { at: 'WILLKOMMEN10', de: 'WILLKOMMEN10', ro: 'BINEVENIT10' } as const;

test('S8-30 S7-28 S5-39 S8-24 S6-08 a coupon in the checkout and the order total; unchecked terms block the order; an unavailable line is named; a double click makes one order', async ({ page, shop }) => {
  test.slow();
  const m = messagesOf(shop);
  const c = m.Checkout;
  const kept = cheapInStock(shop.name);
  const scarce = cheapInStock(shop.name, kept.productId);
  await addByApi(page, kept, 2);
  await addByApi(page, scarce, 1);
  const cartId = await cartIdOf(page);
  const state = await saveAddressByApi(page, shop.name, { business: true });
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
  await expect(page.getByRole('region', { name: c.invoiceHeading })).toContainText('Berger Haustechnik GmbH');

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

  // S8-24: the stock no longer covers a line (this cart's line now asks for more than there is): refused by name.
  await terms.check();
  await expect(page.getByRole('alert').filter({ hasText: c.termsRequired })).toHaveCount(0);
  withE2eDb(
    (db) => db.prepare('UPDATE cart_item SET quantity = (SELECT quantity + 1 FROM product_sale_elements WHERE id = ?) WHERE cart_id = ? AND pse_id = ?').run(scarce.pseId, cartId, scarce.pseId),
    { readonly: false },
  );
  await orderButton.click();
  const refusal = page.getByTestId('order-refusal');
  await expect(refusal).toContainText(c.reason['products-unavailable'].replace('{titles}', scarce.title));
  await expect(refusal.getByRole('link', { name: c.toCart })).toBeVisible();
  expect(ordersOfCart(cartId)).toEqual([]);
  const line = (await cartOf(page)).lines.find((candidate) => candidate.pseId === scarce.pseId);
  expect((await callFromPage(page, `/api/cart/lines/${line?.id ?? 0}`, undefined, 'DELETE')).status).toBe(200);

  // A double click on the order button: one order, with the coupon and the total the review showed.
  await page.goto('/checkout?step=review');
  await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveCount(1);
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await terms.check();
  await orderButton.dblclick();
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrder(refOf(page, ORDER_PLACED_URL));
  expect(ordersOfCart(cartId).map((row) => row.ref)).toEqual([order.ref]);
  expect(order).toMatchObject({ coupon_code: COUPON[shop.name], is_company: 1, guest: 1 });
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText(m.Orders.summary.discountCoupon.replace('{code}', COUPON[shop.name]))).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
});

test("S8-30 the shop's welcome code is applied on the shipping step and shown in the summary", { tag: [ONLY_IN.de.tag, ONLY_IN.ro.tag] }, async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const kept = cheapInStock(shop.name);
  await addByApi(page, kept, 2);
  await addByApi(page, cheapInStock(shop.name, kept.productId), 1);
  // A company with the VAT number of the shop's country (saveAddressByApi throws if the step refuses it).
  await saveAddressByApi(page, shop.name, { business: true });
  await page.goto('/checkout?step=shipping');
  const field = page.getByRole('textbox', { name: c.couponLabel, exact: true });
  await field.fill(COUPON[shop.name]);
  await field.press('Enter');
  await expect(page.getByText(c.couponApplied.replace('{code}', COUPON[shop.name]))).toBeVisible();
  await expect(page.getByRole('complementary', { name: c.summaryHeading }).getByText(c.discount)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
