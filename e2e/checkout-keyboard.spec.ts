import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock } from './support/cart-products';
import { ADDRESSES } from './support/checkout-address';
import { callFromPage, ORDER_PLACED_URL, paymentIdOf, refOf, storedOrder, uniqueEmail } from './support/checkout-flow';
import { checkoutStateSchema } from '../lib/checkout/checkout-state';
import { outboxOf } from './support/backend-orders';

/**
 * A guest's whole order with the keyboard alone, from the cart to the thank-you page: Tab, typing, the arrow keys in
 * the radio groups, Space on the terms and Enter on the buttons; each step's heading takes the focus. Prepayment: the
 * thank-you page gives the bank details with the EPC QR code for euros, the order e-mail reaches the outbox, and the
 * guest order page opens from it. The keyboard's way is the same in every shop: this runs in the default shop; the
 * county select's place in the tab order is walked in e2e/checkout-address.spec.ts (Romania), the bank details of each
 * shop (in lei without a QR code) in e2e/checkout-payments.spec.ts.
 */

/** Presses Tab until `isTarget` holds for the focused element (at most `max` presses). */
async function tabUntil(page: Page, isTarget: () => Promise<boolean>, max = 80): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error('the element was not reached with the Tab key');
}
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return { name: element?.name ?? '', id: element?.id ?? '', value: element?.value ?? '', text: element?.textContent?.trim() ?? '' };
  });

test('S1-15 S6-01 S2-51 S1-09 S1-08 S2-52 S2-53 S2-54 S7-19 S2-55 a guest orders with the keyboard alone and pays in advance: bank details, QR code in euros, the order e-mail', async ({ page, shop }) => {
  test.slow();
  const m = messagesOf(shop);
  const c = m.Checkout;
  const address = ADDRESSES[shop.name];
  const email = uniqueEmail(shop.name, 'keyboard');
  await addByApi(page, cheapInStock(shop.name), 1);
  await page.goto('/cart');

  // The cart's checkout link.
  await tabUntil(page, async () => (await focused(page)).text === m.CartPage.checkout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The address step.
  await tabUntil(page, async () => (await focused(page)).name === 'email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('phone');
  await page.keyboard.type(address.phone);
  await tabUntil(page, async () => (await focused(page)).name === 'invoice.salutation');
  // A closed select moves to the next option with the arrow key: the first choice after 'please choose'.
  await page.keyboard.press('ArrowDown');
  for (const [field, value] of [
    ['invoice.firstname', 'Anna'],
    ['invoice.lastname', 'Berger'],
    ['invoice.street', address.street],
    ['invoice.zipcode', address.zipcode],
    ['invoice.city', address.city],
  ] as const) {
    await tabUntil(page, async () => (await focused(page)).name === field, 5);
    await page.keyboard.type(value);
  }
  await tabUntil(page, async () => (await focused(page)).text === c.toShipping, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?step=shipping$/);
  await expect(page.getByRole('heading', { level: 2, name: c.steps.shipping })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The shipping step: the parcel service stays chosen; prepayment is picked with the arrow keys.
  const view = checkoutStateSchema.parse((await callFromPage(page, '/api/checkout')).body);
  const prepayment = String(paymentIdOf(view, 'Vorkasse'));
  await tabUntil(page, async () => (await focused(page)).name === 'paymentModuleId');
  for (let press = 0; press < 6 && (await focused(page)).value !== prepayment; press += 1) await page.keyboard.press('ArrowDown');
  expect((await focused(page)).value).toBe(prepayment);
  await expect(page.locator(`input[name="paymentModuleId"][value="${prepayment}"]`)).toBeChecked();
  await tabUntil(page, async () => (await focused(page)).text === c.toReview, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?step=review$/);
  await expect(page.getByRole('heading', { level: 2, name: c.reviewHeading })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // S2-52, S2-53, S2-54: the lines and the totals stand directly above the order button (the box ends with them, the
  // button's bar follows with the button first), and the button names no provider.
  const button = page.getByRole('button', { name: c.orderButton, exact: true });
  await expect(button).toHaveText(c.orderButton);
  for (const method of view.paymentMethods?.options ?? []) await expect(button).not.toContainText(method.title);
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  const layout = await button.evaluate((element) => {
    const box = element.parentElement?.previousElementSibling;
    return {
      first: element.previousElementSibling === null,
      boxEnd: Array.from(box?.children ?? []).slice(-2).map((child) => child.getAttribute('data-testid')),
      totals: box?.lastElementChild?.textContent ?? '',
    };
  });
  expect(layout).toMatchObject({ first: true, boxEnd: ['checkout-lines', 'checkout-totals'] });
  expect(layout.totals).toContain(total);

  await tabUntil(page, async () => (await focused(page)).id === 'checkout-terms');
  await page.keyboard.press('Space');
  await expect(page.locator('#checkout-terms')).toBeChecked();
  await tabUntil(page, async () => (await focused(page)).text === c.orderButton, 10);
  await page.keyboard.press('Enter');

  // S2-55: the thank-you page of a prepayment order.
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrder(refOf(page, ORDER_PLACED_URL));
  const placed = m.Orders.placed;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(placed.heading);
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await expect(page.getByText(placed.confirmationSent.replace('{email}', email))).toBeVisible();
  await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'transfer');
  await expect(page.getByTestId('order-total')).toHaveText(total);
  const transfer = page.getByTestId('bank-transfer');
  await expect(transfer.getByTestId('bank-iban')).toHaveText(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,3})?$/);
  // The transfer's reference is the order number (one identifier), and the sentence above the details names it.
  await expect(transfer.getByTestId('bank-reference')).toHaveText(order.number);
  await expect(page.getByTestId('order-next-step')).toContainText(order.number);
  // The QR code in euros here; each shop's bank details (no QR code in lei) in e2e/checkout-payments.spec.ts.
  await expect(transfer.getByRole('img', { name: new RegExp(placed.qrLabel.split('{')[0] ?? '') })).toBeVisible();
  await expect(page.getByTestId('order-summary').getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await cartOf(page)).count).toBe(0);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expectNoSeriousA11yViolations(page);

  // The order e-mail, with the bank details for the transfer.
  const iban = (await transfer.getByTestId('bank-iban').textContent()) ?? '';
  await expect
    .poll(async () => (await outboxOf(email)).find((mail) => mail.kind === 'order_confirmation' && mail.subject.includes(order.number))?.body ?? '')
    .toContain(`IBAN: ${iban}`);

  // The guest order page from the thank-you page.
  await tabUntil(page, async () => (await focused(page)).text === placed.invoiceLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/guest/invoice/${order.ref}/[\\w-]{43}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Orders.details.heading.replace('{number}', order.number));
  await expect(page.getByTestId('order-status')).toHaveText(m.Orders.details.statuses.not_paid);
  await expectNoSeriousA11yViolations(page);
});
