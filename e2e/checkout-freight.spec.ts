import { test, expect, messagesOf, ONLY_IN } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, freightInStock } from './support/cart-products';
import { ADDRESSES, fillAddressStep, saveAddressStep } from './support/checkout-address';
import { acceptTermsAndOrder, callFromPage, ORDER_PLACED_URL, paymentIdOf, refOf, reviewWith, storedOrder } from './support/checkout-flow';
import { checkoutStateSchema } from '../lib/checkout/checkout-state';
import { DELIVERY_MODULES } from '../backend/db/seed/cart-rules';

/**
 * A bulky item goes by freight forwarder: the forwarder calls ahead, so the phone number is required; the postage is
 * the freight rate of the delivery country (90 € to Germany and Austria), shown as the freight surcharge with its
 * explanation on the shipping step, in the review and in the order. The way through runs in the default shop (Austria);
 * Germany's freight rate is checked on its review.
 */
test('S5-15 S1-09 a freight item: the phone is required, the freight surcharge explained, postage 90 € in euro countries', async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const item = freightInStock(shop.name);
  await addByApi(page, item, 1);
  await page.goto('/checkout');
  await fillAddressStep(page, shop.name, c);
  const phone = page.getByRole('textbox', { name: new RegExp(`^${c.phone}`) });
  await phone.fill('');
  await page.getByRole('button', { name: c.toShipping }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByTestId('error-summary')).toContainText(c.phone);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(c.errors.phoneRequired).first()).toBeVisible();
  await phone.fill(ADDRESSES[shop.name].phone);
  await saveAddressStep(page, c);

  const explained = c.freightExplain.replace('{titles}', item.title);
  const note = page.getByTestId('freight-note');
  await expect(note).toContainText(c.freightLine);
  await expect(note).toContainText(explained);
  await expectNoSeriousA11yViolations(page);
  const view = checkoutStateSchema.parse((await callFromPage(page, '/api/checkout')).body);
  expect(view.freightTitles).toEqual([item.title]);
  await page.getByRole('group', { name: c.paymentMethodHeading }).locator(`input[value="${paymentIdOf(view, 'Vorkasse')}"]`).check();
  await page.getByRole('button', { name: c.toReview }).click();
  await expect(page.getByRole('heading', { level: 2, name: c.reviewHeading })).toBeFocused();

  const shipping = page.getByTestId('checkout-totals').getByTestId('checkout-shipping');
  await expect(shipping.locator('dt')).toContainText(c.freightLine);
  await expect(shipping.locator('dt')).toContainText(explained);
  const postage = (await shipping.locator('dd').textContent()) ?? '';
  expect(postage).toMatch(/^(€\s)?90,00(\s€)?$/);
  await acceptTermsAndOrder(page, c);

  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrder(refOf(page, ORDER_PLACED_URL));
  expect(order.productIds).toEqual([item.productId]);
  await expect(page.getByTestId('order-shipping')).toHaveText(postage);
});

test('S5-15 S1-09 the freight rate to Germany: postage 90 €, shown as the explained freight surcharge', ONLY_IN.de, async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const item = freightInStock(shop.name);
  await addByApi(page, item, 1);
  // A freight cart is offered the forwarder, not the parcel (checkout-delivery-window.spec.ts).
  await reviewWith(page, shop.name, c, { payment: 'Vorkasse', deliveryModuleId: DELIVERY_MODULES.freight });
  const shipping = page.getByTestId('checkout-totals').getByTestId('checkout-shipping');
  await expect(shipping.locator('dt')).toContainText(c.freightLine);
  await expect(shipping.locator('dt')).toContainText(c.freightExplain.replace('{titles}', item.title));
  await expect(shipping.locator('dd')).toHaveText(/^(€\s)?90,00(\s€)?$/);
});
