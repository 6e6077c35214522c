import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, refOf, reviewWith, storedOrder, uniqueEmail } from './support/checkout-flow';
import type { ShopProject } from './support/ports';
import { outboxOf, setOrderStatus } from './support/backend-orders';

/** A prepayment order placed through the checkout by a guest with an e-mail address of this run. */
async function placeOrder(page: Page, shop: ShopProject): Promise<{ orderId: number; number: string; email: string }> {
  const email = uniqueEmail(shop.name, 'withdrawal');
  await addByApi(page, cheapInStock(shop.name), 1);
  await reviewWith(page, shop.name, messagesOf(shop).Checkout, { payment: 'Vorkasse', email });
  await acceptTermsAndOrder(page, messagesOf(shop).Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrder(refOf(page, ORDER_PLACED_URL));
  return { orderId: order.id, number: order.number, email };
}

/**
 * The withdrawal of a shipped order (decisions.md, S2-155..S2-157): step one finds it, step two shows it and asks for
 * the confirmation, the receipt gives date and time and the backend e-mails it. An order shipped before the
 * withdrawal period gets a clear message instead.
 */
test.describe('withdrawal of an order', () => {
  test('S2-155 S2-156 S2-157 name, order number, e-mail; the order and confirm; the receipt with date, time and e-mail', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop).Withdrawal;
    const order = await placeOrder(page, shop);
    await setOrderStatus(order.orderId, 'sent');
    await page.goto('/withdrawal');
    const step = page.getByRole('main');
    await step.getByLabel(`${m.name} *`).fill('Maria Muster');
    await step.getByLabel(`${m.orderNumber} *`).fill(order.number);
    await step.getByLabel(`${m.email} *`).fill(order.email);
    await step.getByRole('button', { name: m.check }).click();

    await expect(step.getByRole('heading', { level: 2, name: m.stepTwo })).toBeFocused();
    await expect(step.getByTestId('withdrawal-confirm')).toContainText(order.number);
    await expectNoSeriousA11yViolations(page);
    await step.getByRole('button', { name: m.confirm }).click();

    const receipt = step.getByTestId('withdrawal-receipt');
    await expect(receipt.getByRole('heading', { level: 2, name: m.receiptHeading })).toBeVisible();
    await expect(receipt.getByRole('status')).toContainText(order.number);
    await expect(receipt.getByRole('status')).toContainText(/\d{1,2}:\d{2}/);
    await expect(receipt.getByText(m.receiptSent)).toBeVisible();
    await expect
      .poll(async () => (await outboxOf(order.email)).some((mail) => mail.kind === 'withdrawal_receipt' && `${mail.subject} ${mail.body}`.includes(order.number)))
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('an order shipped before the withdrawal period is said to be past it', async ({ page, shop }) => {
    const m = messagesOf(shop).Withdrawal;
    const order = await placeOrder(page, shop);
    await setOrderStatus(order.orderId, 'sent', new Date(Date.now() - 60 * 24 * 60 * 60 * 1000).toISOString());
    await page.goto('/withdrawal');
    await page.getByLabel(`${m.name} *`).fill('Maria Muster');
    await page.getByLabel(`${m.orderNumber} *`).fill(order.number);
    await page.getByLabel(`${m.email} *`).fill(order.email);
    await page.getByRole('button', { name: m.check }).click();
    await expect(page.getByTestId('withdrawal-period-over').getByRole('alert')).toContainText(order.number);
    await expectNoSeriousA11yViolations(page);
  });
});
