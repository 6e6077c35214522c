import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { addSavedAddress, addressCountOf, downloadedPdf, fetchFromPage, storedOrderOfRef } from './support/account-orders';
import { setOrderStatus } from './support/backend-orders';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, refOf, reviewWith } from './support/checkout-flow';

/**
 * A logged-in customer's order (ADR 0029): the checkout knows the account (its e-mail, its saved addresses), the order
 * shows at once in the account's order list and detail, the invoice PDF once it is paid and the credit note once it is
 * refunded; another customer's order id is the not-found page, with no hint. One order serves both: the same in every
 * shop, run in the default shop.
 */
test("S1-16 S2-40 S2-177 S3-34 S3-35 S3-36 S3-37 S3-38 S3-39 S3-40 S7-05 an order placed as a logged-in customer shows in the history with its detail and PDFs; to another customer it is the not-found page", async ({ page, shop }) => {
  // Two customers, an order through the checkout, three status changes and three PDFs: more than a plain journey's time.
  test.slow();
  const m = messagesOf(shop);
  const texts = m.AccountOrders;
  const account = await freshAccount(shop, 'orders');
  await addSavedAddress(shop, account.customerId);
  await logIn(page, account.email, account.password);

  // The checkout of the account: its e-mail (no field for it) and its saved address, picked and filled in.
  await addByApi(page, cheapInStock(shop.name), 1);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-customer-email')).toHaveText(texts.checkout.orderingAs.replace('{email}', account.email));
  await expect(page.getByRole('textbox', { name: m.Checkout.email, exact: true })).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: texts.checkout.savedAddresses }).first();
  await expect(picker).toBeVisible();
  await expect(page.getByRole('group', { name: m.Checkout.invoiceHeading }).getByRole('textbox', { name: m.Checkout.firstname, exact: true })).toHaveValue('Anna');
  await expectNoSeriousA11yViolations(page);

  // The same address as the saved one (the step sends another e-mail: the account's wins), then the order.
  await reviewWith(page, shop.name, m.Checkout, { payment: 'Vorkasse', email: 'someone.else@example.com' });
  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrderOfRef(refOf(page, ORDER_PLACED_URL));
  expect({ customer: order.customer_id, email: order.email }).toEqual({ customer: account.customerId, email: account.email });
  expect(addressCountOf(account.customerId)).toBe(1);

  // The history lists it at once.
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.list.heading);
  const row = page.getByTestId('account-order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(order.number);
  await expect(row).toContainText(m.Orders.details.statuses.not_paid);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: texts.list.detailsOf.replace('{number}', order.number) }).click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${order.id}$`));
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await expect(page.getByTestId('order-ref')).toHaveCount(0);
  await expect(page.getByTestId('order-detail-total')).not.toBeEmpty();
  await expect(page.getByTestId('order-status')).toHaveText(m.Orders.details.statuses.not_paid);
  // The order's page without a login is a labelled link, its address never shown as text.
  await expect(page.getByTestId('order-invoice-url')).toHaveAttribute('href', new RegExp(`/guest/invoice/${order.ref}/[\\w-]{43}$`));
  await expect(page.getByTestId('order-invoice-url')).toHaveText(texts.detail.orderPageLink);
  await expect(page.locator('main')).not.toContainText('/guest/invoice/');
  await expect(page.getByRole('heading', { level: 2, name: m.Orders.details.deliveryAddress })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: m.Orders.details.invoiceAddress })).toBeVisible();
  await expect(page.getByTestId('order-payment-method')).not.toBeEmpty();
  await expect(page.getByTestId('order-delivery-method')).not.toBeEmpty();
  await expect(page.getByText(texts.detail.noDocuments)).toBeVisible();
  await expect(page.getByRole('button', { name: m.Orders.placed.cancel })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Paid and sent: invoice number, date, tracking number and the invoice PDF; no cancel any more.
  await setOrderStatus(order.id, 'paid');
  await setOrderStatus(order.id, 'sent', undefined, 'TRK0042');
  await page.reload();
  // S3-35: the tracking number links to the carrier's tracking page.
  await expect(page.getByTestId('order-tracking').getByRole('link')).toHaveAttribute('href', /TRK0042/);
  const invoiceRef = storedOrderOfRef(order.ref).invoice_ref ?? '';
  // S3-36: the shop's own gap-free series of the year ('INV-AT-2026-000001').
  expect(invoiceRef).toMatch(new RegExp(`^INV-${shop.name.toUpperCase()}-\\d{4}-\\d{6}$`));
  await expect(page.getByTestId('order-invoice-ref')).toHaveText(invoiceRef);
  await expect(page.getByTestId('order-invoice-date')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: m.Orders.placed.cancel })).toHaveCount(0);
  const invoiceLink = page.getByRole('link', { name: texts.detail.invoicePdf.replace('{number}', order.number) });
  const invoice = await downloadedPdf(await fetchFromPage(page, (await invoiceLink.getAttribute('href')) ?? ''));
  expect(invoice.type).toBe('application/pdf');
  expect(invoice.disposition).toMatch(/^attachment; filename="invoice-[\w-]+\.pdf"$/);
  expect(invoice.pdf.text).toContain(order.number);
  expect(invoice.pdf.title).toContain(invoiceRef);
  await expect(page.getByTestId('order-credit-pdf')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Refunded: the credit note.
  await setOrderStatus(order.id, 'refunded');
  await page.reload();
  const credit = await downloadedPdf(await fetchFromPage(page, (await page.getByTestId('order-credit-pdf').getAttribute('href')) ?? ''));
  expect(credit.pdf.text).toContain(order.number);
  // The credit note has a number of its own series and names the invoice it corrects.
  expect(credit.pdf.title).toMatch(new RegExp(` CR-${shop.name.toUpperCase()}-\\d{4}-\\d{6}$`));
  expect(credit.pdf.text).toContain(invoiceRef);

  // S2-40 S7-05: to another customer this order's id, an unknown and a malformed one are the not-found page, with no
  // hint; so are the order's PDFs. (Without a session the order pages send to the login: e2e/http/account-orders.spec.ts.)
  await page.context().clearCookies();
  const other = await freshAccount(shop, 'other');
  await logIn(page, other.email, other.password);
  for (const path of [`/account/order/${order.id}`, '/account/order/999999999', '/account/order/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound['route-not-found']);
    await expect(page.locator('body')).not.toContainText(order.number);
  }
  await expectNoSeriousA11yViolations(page);
  for (const kind of ['invoice', 'credit']) {
    const pdf = await fetchFromPage(page, `/api/account/order-document?order=${order.id}&kind=${kind}`);
    expect(pdf.status, kind).toBe(404);
    expect(pdf.headers['content-type'], kind).not.toMatch(/pdf/);
  }
  await page.goto('/account/orders');
  await expect(page.getByText(texts.list.empty)).toBeVisible();
});
