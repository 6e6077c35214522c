import { createTranslator } from 'next-intl';
import { test, expect, messagesOf, EVERY_SHOP, ONLY_IN } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, paymentIdOf, refOf, saveAddressByApi, saveShippingByApi, storedOrder } from './support/checkout-flow';
import { DELIVERY_MODULES } from '../backend/db/seed/cart-rules';

/**
 * Local pickup (S1-12): the Romanian shop offers pickup at its showroom, which needs a phone number (the centre calls
 * when the goods are ready, S5-14); the order is then for that centre. Austria and Germany have no pickup centre: the
 * shipping step shows no pickup choice (no greyed option), no hint promises a pickup centre, and a pickup sent anyway
 * is refused with 'no pickup possible' (S8-26); the footer says 'No pickup possible!' (e2e/layout.spec.ts).
 */
test('S1-12 S8-26 no pickup possible in Austria and Germany: no pickup choice, no hint of a pickup centre, a pickup sent anyway is refused', EVERY_SHOP, async ({ page, shop }) => {
  test.skip(shop.name === 'ro', 'the Romanian shop has a pickup centre (the journey below)');
  const c = messagesOf(shop).Checkout;
  const text = createTranslator({ locale: shop.locale, messages: messagesOf(shop), namespace: 'Checkout' });
  await addByApi(page, cheapInStock(shop.name), 1);
  await page.goto('/checkout');
  // The phone's hint speaks of the freight forwarder only: there is no pickup centre to call.
  await expect(page.getByText(text('phoneHint', { pickup: 'no' }))).toBeVisible();
  await expect(page.getByText(text('phoneHint', { pickup: 'yes' }))).toHaveCount(0);
  const state = await saveAddressByApi(page, shop.name);
  expect(state.pickupCentres).toEqual([]);
  await page.goto('/checkout?step=shipping');
  const methods = page.getByRole('group', { name: c.deliveryMethodHeading });
  await expect(methods.getByRole('radio').first()).toBeVisible();
  await expect(methods.locator(`input[value="${DELIVERY_MODULES.pickup}"]`)).toHaveCount(0);
  await expect(methods.locator('input:disabled')).toHaveCount(0);
  await expect(methods.getByText(c.reason['no-pickup'])).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: c.pickupCentre })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const refused = await saveShippingByApi(page, state, { payment: 'Vorkasse', deliveryModuleId: DELIVERY_MODULES.pickup, pickupCentreId: 0 });
  expect(refused.ok ? null : refused.error.error).toBe('no-pickup');
});

test('S1-12 S5-14 local pickup at the Romanian showroom, with a phone number', ONLY_IN.ro, async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  await addByApi(page, cheapInStock(shop.name), 1);
  // Here the phone's hint may say that the pickup centre calls.
  await page.goto('/checkout');
  await expect(page.getByText(createTranslator({ locale: shop.locale, messages: messagesOf(shop), namespace: 'Checkout' })('phoneHint', { pickup: 'yes' }))).toBeVisible();
  const state = await saveAddressByApi(page, shop.name);
  await page.goto('/checkout?step=shipping');
  const methods = page.getByRole('group', { name: c.deliveryMethodHeading });
  await methods.locator(`input[value="${DELIVERY_MODULES.pickup}"]`).check();
  const centre = page.getByRole('combobox', { name: c.pickupCentre });
  const showroom = state.pickupCentres[0];
  if (!showroom) throw new Error('no pickup centre in Romania');
  await centre.selectOption(String(showroom.id));
  const phone = page.getByRole('textbox', { name: new RegExp(`^${c.phone}`) });
  await expect(phone).toHaveValue(state.contact?.phone ?? '');
  await expect(page.getByText(c.pickupPhoneHint)).toBeVisible();
  await phone.fill('');
  await page.getByRole('group', { name: c.paymentMethodHeading }).locator(`input[value="${paymentIdOf(state, 'Vorkasse')}"]`).check();
  await page.getByRole('button', { name: c.toReview }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByText(c.errors.phoneRequired).first()).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await phone.fill('0721 123 456');
  await page.getByRole('button', { name: c.toReview }).click();

  await expect(page.getByRole('heading', { level: 2, name: c.reviewHeading })).toBeFocused();
  await expect(page.getByRole('region', { name: c.deliveryHeading })).toContainText(
    c.pickupAt.replace('{name}', showroom.name).replace('{address}', showroom.address).replace('{zipcode}', showroom.zipcode).replace('{city}', showroom.city),
  );
  await expect(page.getByRole('region', { name: c.invoiceHeading })).toContainText('0721 123 456');
  await acceptTermsAndOrder(page, c);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  expect(storedOrder(refOf(page, ORDER_PLACED_URL)).pickup_center_id).toBe(showroom.id);
});
