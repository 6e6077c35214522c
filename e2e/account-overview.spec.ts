import type { Locator, Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { addSavedAddress, storedOrderOfRef } from './support/account-orders';
import { outboxOf, setOrderStatus } from './support/backend-orders';
import { addByApi, cheapInStock } from './support/cart-products';
import { ADDRESSES } from './support/checkout-address';
import { acceptTermsAndOrder, ORDER_PLACED_URL, refOf, reviewWith } from './support/checkout-flow';

/**
 * Issue 42, 'an account worth coming back to' and the prepayment's one reference: the account overview shows the last
 * order with its status and next action (pay, then invoice, then track) and the default address; an unpaid prepayment
 * order shows its bank details (IBAN in fours, the order number as reference) and, in euros, the QR code again; order
 * numbers, IBAN and amounts never break across lines on a phone; 'Log out' closes the account navigation; the order
 * e-mail's link opens the order's page. In every shop: texts, currency and the QR code (euros only) differ.
 */
const PHONE = { width: 390, height: 844 };
const IBAN_IN_FOURS = /^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,3})?$/;

/**
 * An inline element laid out on one line: all its boxes (one per line it spans, and its inline children's) start at
 * the same height; one broken across lines has boxes a line apart.
 */
async function expectOneLine(element: Locator, what: string): Promise<void> {
  await expect(element, what).toBeVisible();
  const lines = await element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight) || 20;
    const tops = [...node.getClientRects()].map((rect) => rect.top);
    return Math.round((Math.max(...tops) - Math.min(...tops)) / lineHeight) + 1;
  });
  expect(lines, what).toBe(1);
}

async function expectUnbrokenOnPhone(page: Page, what: string, elements: Locator[]): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.reload();
  for (const [index, element] of elements.entries()) await expectOneLine(element, `${what} #${index}`);
}

test('S2-39 S2-40 S2-55 S7-27 the overview shows the last order with its next action; an unpaid prepayment shows IBAN and QR code again; numbers stay on one line at 390 px; log out from the account navigation', EVERY_SHOP, async ({ page, shop }) => {
  // An order through the checkout, three status changes and two widths: more than a plain journey's time.
  test.slow();
  const m = messagesOf(shop);
  const texts = m.AccountOverview;
  const account = await freshAccount(shop, 'overview');
  await addSavedAddress(shop, account.customerId);
  await logIn(page, account.email, account.password);

  // Before any order: no orders yet, the default address, 'Log out' in the account navigation.
  await page.goto('/account');
  await expect(page.getByTestId('recent-orders')).toContainText(texts.ordersEmpty);
  await expect(page.getByTestId('default-address')).toContainText(ADDRESSES[shop.name].street);
  const nav = page.getByRole('navigation', { name: m.Account.navLabel });
  await expect(nav.getByRole('link', { name: m.Account.logout, exact: true })).toBeVisible();

  // A prepayment order; the order-placed page on a phone: number, amount, IBAN and reference each on one line.
  await addByApi(page, cheapInStock(shop.name), 1);
  await reviewWith(page, shop.name, m.Checkout, { payment: 'Vorkasse' });
  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrderOfRef(refOf(page, ORDER_PLACED_URL));
  const placed = page.getByTestId('bank-transfer');
  await expect(placed.getByTestId('bank-reference')).toHaveText(order.number);
  await expect(page.getByTestId('order-next-step')).toContainText(order.number);
  await expect(page.getByTestId('order-next-step')).not.toContainText(order.ref);
  await expectUnbrokenOnPhone(page, 'order-placed', [
    page.getByTestId('order-number').locator('span'),
    placed.getByTestId('bank-iban'),
    placed.getByTestId('bank-reference'),
    ...(await page.getByTestId('order-next-step').locator('span').all()),
  ]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The overview: the order with its status and 'pay' as the next action.
  await page.goto('/account');
  const row = page.getByTestId('overview-order');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('overview-order-number')).toHaveText(order.number);
  await expect(row.getByTestId('overview-order-status')).toHaveText(m.Orders.details.statuses.not_paid);
  const action = row.getByTestId('overview-order-action');
  await expect(action).toHaveAttribute('data-action', 'pay');
  await expect(action).toHaveText(texts.pay);
  await expectNoSeriousA11yViolations(page);

  // The unpaid prepayment in the account: bank details with the order number as reference, and the QR code in euros.
  await action.click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${order.id}#bank-transfer$`));
  const transfer = page.getByTestId('bank-transfer');
  await expect(page.getByTestId('order-pay-hint')).toHaveText(m.AccountOrders.detail.payHint);
  await expect(transfer.getByTestId('bank-iban')).toHaveText(IBAN_IN_FOURS);
  await expect(transfer.getByTestId('bank-reference')).toHaveText(order.number);
  if (shop.name === 'ro') {
    await expect(transfer.getByTestId('epc-qr-code')).toHaveCount(0);
    await expect(transfer.getByText(m.Orders.placed.qrOnlyEuro)).toBeVisible();
  } else {
    await expect(transfer.getByRole('img', { name: new RegExp(m.Orders.placed.qrLabel.split('{')[0] ?? '') })).toBeVisible();
  }
  // One identifier: no internal reference on the page, and its own signed page only as a labelled link.
  await expect(page.locator('main')).not.toContainText(order.ref);
  await expect(page.getByTestId('order-invoice-url')).toHaveText(m.AccountOrders.detail.orderPageLink);
  await expectNoSeriousA11yViolations(page);
  await expectUnbrokenOnPhone(page, 'account order', [
    page.getByRole('heading', { level: 1 }).locator('span'),
    page.getByTestId('order-number').locator('span'),
    page.getByTestId('order-detail-total').locator('span'),
    transfer.getByTestId('bank-iban'),
    transfer.getByTestId('bank-reference'),
  ]);

  // On a phone the account navigation scrolls sideways, and 'Log out' stays in view beside it.
  await page.goto('/account');
  await expect(nav.getByRole('link', { name: m.Account.logout, exact: true })).toBeInViewport();
  await expectOneLine(page.getByTestId('overview-order-number'), 'overview number');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Paid: the invoice is the next action; sent with a tracking number: the carrier's tracking page.
  await setOrderStatus(order.id, 'paid');
  await page.reload();
  await expect(action).toHaveAttribute('data-action', 'invoice');
  await expect(action).toHaveAttribute('href', `/api/account/order-document?order=${order.id}&kind=invoice`);
  await page.goto(`/account/order/${order.id}`);
  await expect(page.getByTestId('bank-transfer')).toHaveCount(0);
  await setOrderStatus(order.id, 'sent', undefined, 'TRK4242');
  await page.goto('/account');
  await expect(action).toHaveAttribute('data-action', 'track');
  await expect(action).toHaveAttribute('href', /TRK4242/);
  await expect(row.getByTestId('overview-order-status')).toHaveText(m.Orders.details.statuses.sent);

  // The order e-mail links back to the order's page, which opens without a login.
  const confirmation = (await outboxOf(account.email)).find((mail) => mail.kind === 'order_confirmation')?.body ?? '';
  const link = /https?:\/\/\S+\/guest\/invoice\/\S+/.exec(confirmation)?.[0] ?? '';
  expect(new URL(link).pathname).toMatch(new RegExp(`^/guest/invoice/${order.ref}/[\\w-]{43}$`));

  // Log out from the account navigation.
  await nav.getByRole('link', { name: m.Account.logout, exact: true }).click();
  await expect(page.getByTestId('logout-done')).toBeVisible();
  await page.context().clearCookies();
  const guestPage = await page.goto(new URL(link).pathname);
  expect(guestPage?.status()).toBe(200);
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
});
