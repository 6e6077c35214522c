import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { outboxOf } from './support/backend-orders';
import { addByApi, cartProduct, cheapInStock, freightInStock } from './support/cart-products';
import { acceptTermsAndOrder, addressInput, callFromPage, ORDER_PLACED_URL, paymentIdOf, saveAddressByApi, saveShippingByApi, uniqueEmail } from './support/checkout-flow';
import { checkoutStateSchema, type CheckoutState } from '../lib/checkout/checkout-state';
import { windowDates } from '../lib/delivery/window-format';
import type { Page } from '@playwright/test';

/**
 * One delivery promise (issue 42): each shipping option states when the goods arrive (lib/delivery/delivery-window.ts:
 * cutoff, working days, holidays, the slowest line), the review repeats the chosen option's window, and the window
 * frozen with the order is the one the order-placed page and the confirmation e-mail name. A cart that must go by
 * freight is offered the forwarder (and pickup), never a parcel twin at the freight price; a delivery outside the EU
 * is a tax-free export, not a VAT line without an amount.
 */
async function checkoutView(page: Page): Promise<CheckoutState> {
  return checkoutStateSchema.parse((await callFromPage(page, '/api/checkout')).body);
}

const choiceOf = (page: Page, moduleId: number) => page.locator('label').filter({ has: page.locator(`input[name="deliveryModuleId"][value="${moduleId}"]`) });

test('the cart and each shipping option show the delivery window; the review, the order-placed page and the confirmation e-mail repeat it', EVERY_SHOP, async ({ page, shop }) => {
  const m = messagesOf(shop);
  const c = m.Checkout;
  await addByApi(page, cheapInStock(shop.name), 1);
  // The cart page promises by the same rule: its window is the parcel option's below.
  await page.goto('/cart');
  const cartWindow = page.getByTestId('cart-summary-window').getByTestId('delivery-window');
  await expect(cartWindow).toHaveAttribute('data-kind', 'parcel');
  const cartPromise = { text: await cartWindow.textContent(), from: await cartWindow.getAttribute('data-from'), to: await cartWindow.getAttribute('data-to') };
  await expectNoSeriousA11yViolations(page);
  const email = uniqueEmail(shop.name, 'window');
  await saveAddressByApi(page, shop.name, { email });
  await page.goto('/checkout?step=shipping');
  await expect(page.getByRole('heading', { level: 2, name: c.steps.shipping })).toBeVisible();

  const view = await checkoutView(page);
  const options = (view.deliveryMethods?.options ?? []).filter((option) => !option.pickup || view.pickupCentres.length > 0);
  expect(options.length).toBeGreaterThan(0);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: { at: 'Europe/Vienna', de: 'Europe/Berlin', ro: 'Europe/Bucharest' }[shop.name] }).format(new Date());
  for (const option of options) {
    const window = option.window;
    if (!window) throw new Error(`option ${option.title} has no delivery window`);
    expect(window.kind).toBe(option.pickup ? 'pickup' : 'parcel');
    // Never today or earlier, never on a weekend; the range never runs backwards.
    expect(window.from > today).toBe(true);
    expect(window.to >= window.from).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${window.from}T12:00:00Z`).getUTCDay());
    const dates = windowDates(window, shop.locale);
    const text = window.kind === 'pickup' ? m.Delivery.pickup.replace('{date}', dates) : m.Delivery.parcel.replace('{dates}', dates);
    await expect(choiceOf(page, option.id).getByTestId('delivery-window')).toHaveText(text);
  }
  await expectNoSeriousA11yViolations(page);

  const parcel = options.find((option) => !option.pickup);
  if (!parcel?.window) throw new Error('no parcel option');
  expect({ from: parcel.window.from, to: parcel.window.to }).toEqual({ from: cartPromise.from, to: cartPromise.to });
  await expect(choiceOf(page, parcel.id).getByTestId('delivery-window')).toHaveText(cartPromise.text ?? '');
  await choiceOf(page, parcel.id).locator('input').check();
  await page.getByRole('group', { name: c.paymentMethodHeading }).locator(`input[value="${paymentIdOf(view, 'Vorkasse')}"]`).check();
  await page.getByRole('button', { name: c.toReview }).click();
  await expect(page.getByRole('heading', { level: 2, name: c.reviewHeading })).toBeFocused();
  const dates = windowDates(parcel.window, shop.locale);
  await expect(page.getByTestId('delivery-window')).toHaveText(m.Delivery.parcel.replace('{dates}', dates));
  await expectNoSeriousA11yViolations(page);

  await acceptTermsAndOrder(page, c);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const placed = page.getByTestId('order-delivery-window');
  await expect(placed).toHaveText(dates);
  await expect(placed).toHaveAttribute('data-from', parcel.window.from);
  await expect(placed).toHaveAttribute('data-to', parcel.window.to);
  await expectNoSeriousA11yViolations(page);

  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect
    .poll(async () => (await outboxOf(email)).some((mail) => mail.kind === 'order_confirmation' && mail.body.includes(number) && mail.body.includes(dates)))
    .toBe(true);
});

test('a cart that must go by freight: the forwarder with its own window and pickup, no parcel twin at the freight price', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const c = m.Checkout;
  await addByApi(page, freightInStock(shop.name), 1);
  await addByApi(page, cheapInStock(shop.name), 1);
  await saveAddressByApi(page, shop.name);
  await page.goto('/checkout?step=shipping');
  await expect(page.getByRole('heading', { level: 2, name: c.steps.shipping })).toBeVisible();

  const view = await checkoutView(page);
  const options = view.deliveryMethods?.options ?? [];
  expect(options.filter((option) => !option.pickup).map((option) => option.code)).toEqual(['freight']);
  // A pickup option is shown only where there is a centre to pick up from (none in Austria).
  await expect(page.locator('input[name="deliveryModuleId"]')).toHaveCount(options.filter((option) => !option.pickup || view.pickupCentres.length > 0).length);
  const freight = options.find((option) => option.code === 'freight');
  if (!freight?.window) throw new Error('the freight option has no window');
  expect(freight.window.kind).toBe('freight');
  // The forwarder needs at least three working days: never today or tomorrow.
  const tomorrow = new Date(Date.parse(`${view.cart.today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(freight.window.from > tomorrow).toBe(true);
  await expect(choiceOf(page, freight.id)).toBeVisible();
  await expect(page.locator('input[name="deliveryModuleId"]:checked')).toHaveValue(String(freight.id));
  await expect(choiceOf(page, freight.id).getByTestId('delivery-window')).toHaveText(m.Delivery.freight.replace('{dates}', windowDates(freight.window, shop.locale)));
  await expectNoSeriousA11yViolations(page);
});

test('a delivery to Switzerland: the real postage and a tax-free export line, no VAT line without an amount, on the checkout and the order', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const c = m.Checkout;
  const SWITZERLAND = 168;
  await addByApi(page, cartProduct(shop.name, `d.stock_state = 'in_stock' AND d.quantity >= 10`, 'p.id', { deliverableTo: SWITZERLAND }), 1);
  const input = addressInput(shop.name);
  const swiss = { ...input.invoice, street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: SWITZERLAND, county: '' };
  const saved = await callFromPage(page, '/api/checkout/address', { ...input, invoice: swiss, delivery: swiss });
  expect(saved.status).toBe(200);
  await page.goto('/checkout?step=shipping');
  await expect(page.getByRole('heading', { level: 2, name: c.steps.shipping })).toBeVisible();

  const view = await checkoutView(page);
  expect(view.totals.taxFreeExport).toBe(true);
  expect(view.totals.shipping).toBeGreaterThan(0);
  const totals = page.getByTestId('checkout-totals');
  await expect(totals.getByTestId('checkout-tax-free-export').locator('dt')).toHaveText(c.exportNoVat);
  await expect(totals.getByTestId('checkout-shipping').locator('dd')).not.toHaveText(c.free);
  // Every VAT line has an amount.
  for (const amount of await totals.locator('dd').allTextContents()) expect(amount.trim()).not.toBe('');
  await expectNoSeriousA11yViolations(page);

  // The order says the same: the review's totals, then the order-placed page.
  const shipped = await saveShippingByApi(page, view, { payment: 'Vorkasse' });
  expect(shipped.ok).toBe(true);
  await page.goto('/checkout?step=review');
  await expect(page.getByRole('heading', { level: 2, name: c.reviewHeading })).toBeVisible();
  await expect(page.getByTestId('checkout-tax-free-export').first()).toBeVisible();
  await acceptTermsAndOrder(page, c);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  await expect(page.getByTestId('order-tax-free-export').locator('dt')).toHaveText(m.Orders.summary.taxFreeExport);
  await expectNoSeriousA11yViolations(page);
});
