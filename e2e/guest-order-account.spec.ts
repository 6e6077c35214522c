import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { downloadedPdf, fetchFromPage, storedOrderOfRef } from './support/account-orders';
import { setOrderStatus } from './support/backend-orders';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, callFromPage, ORDER_PLACED_URL, refOf, reviewWith, uniqueEmail } from './support/checkout-flow';
import { e2eOrderLinks } from './support/order-links';
import { originOf } from './support/auth';
import { mailedLinkOf, setPasswordOnPage } from './support/set-password';

/**
 * A guest's order by its signed link (decisions.md): the same order detail screen as the account's with the invoice
 * PDF, a wrong hash the not-found page, and the offer to become a customer: a one-time link to set the password comes
 * by e-mail (the outbox) and opens the account, whose history then holds the order.
 */
test('S2-41 S2-42 S2-43 S6-02 S4-53 S4-54 a guest opens the order by its link, downloads the invoice and converts to an account', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const texts = m.AccountOrders;
  const email = uniqueEmail(shop.name, 'convert');
  await addByApi(page, cheapInStock(shop.name), 1);
  await reviewWith(page, shop.name, m.Checkout, { payment: 'Vorkasse', email });
  await acceptTermsAndOrder(page, m.Checkout);
  await expect(page).toHaveURL(ORDER_PLACED_URL);
  const order = storedOrderOfRef(refOf(page, ORDER_PLACED_URL));
  const links = e2eOrderLinks(order.ref);

  // S2-43: a changed hash and the hash of another reference are the not-found page.
  const flipped = `${links.hash.slice(0, -1)}${links.hash.endsWith('A') ? 'B' : 'A'}`;
  for (const hash of [flipped, e2eOrderLinks(order.ref === 'ORD000099999999' ? 'ORD000099999998' : 'ORD000099999999').hash]) {
    const response = await page.goto(`/guest/invoice/${order.ref}/${hash}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).not.toContainText(order.number);
  }
  expect((await fetchFromPage(page, `/api/orders/document?order=${order.ref}&h=${flipped}&kind=invoice`)).status).toBe(404);

  // S2-41 S6-02: the order detail screen, without logging in; the invoice once paid.
  await setOrderStatus(order.id, 'paid');
  await page.context().clearCookies();
  const response = await page.goto(links.invoice);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await expect(page.getByTestId('order-status')).toHaveText(m.Orders.details.statuses.paid);
  // One identifier for the shopper (the order number), and the page does not show its own address as text.
  await expect(page.getByTestId('order-ref')).toHaveCount(0);
  await expect(page.getByTestId('order-invoice-url')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(links.invoice);
  const invoice = await downloadedPdf(await fetchFromPage(page, (await page.getByTestId('order-invoice-pdf').getAttribute('href')) ?? ''));
  expect(invoice.disposition).toMatch(/^attachment; /);
  expect(invoice.pdf.text).toContain(order.number);
  await expectNoSeriousA11yViolations(page);

  // S4-53 S4-54: one button; a set-password link comes by e-mail and opens the account with the order in its history.
  const conversion = page.getByTestId('guest-conversion');
  await expect(conversion).toContainText(texts.conversion.text.replace('{email}', email));
  await conversion.getByRole('button', { name: texts.conversion.button }).click();
  await expect(conversion.getByRole('status')).toHaveText(texts.conversion.done.replace('{email}', email).replace('{hours}', '72'));
  const link = await mailedLinkOf(email, 'guest_conversion', originOf(shop));
  await expectNoSeriousA11yViolations(page);

  // Converted: the guest page offers it no more, and a second request is refused as already registered.
  await page.reload();
  await expect(page.getByTestId('guest-conversion')).toHaveCount(0);
  expect((await callFromPage(page, '/api/account/convert-guest', { order: order.ref, h: links.hash })).status).toBe(409);

  await page.goto(link);
  await setPasswordOnPage(page, m, 'Gast wird Stammkunde');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/orders');
  await expect(page.getByTestId('account-order-row').getByRole('rowheader')).toHaveText(order.number);
  await expectNoSeriousA11yViolations(page);
});
