import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, atProvider, isRedirectMethod, ORDER_PLACED_URL, refOf, reviewWith, SHOP_METHODS, storedOrder, uniqueEmail } from './support/checkout-flow';
import { queryE2eDb } from './support/e2e-db';
import { outboxOf } from './support/backend-orders';

/**
 * Every payment method the shop offers, through the real checkout and the real provider sandboxes: the order button
 * sends the browser to the provider's page (Stripe: the session page made from the `cs_test_` id the pay route
 * answers), the shopper pays there, and only the provider's signed confirmation marks the order paid; prepayment and
 * cash on delivery go straight to /order-placed. Each order empties the cart; the order e-mail and, for an online
 * payment, the payment-received e-mail reach the outbox. Each shop has its own methods and currency: every shop. A
 * prepayment order's thank-you page gives the shop's bank details, with the EPC QR code in euros and without it in lei.
 */
const NEXT_STEP = { PayPal: 'paid', StripePayment: 'paid', GlobalPayments: 'paid', Sofort: 'paid', Vorkasse: 'transfer', Nachnahme: 'courier' } as const;

test('S1-08 S1-10 S2-55 S4-35 S4-36 S4-38 S4-45 S7-14 S7-15 S7-16 S7-17 S7-18 S7-19 every method of the shop paid through its provider: order placed, paid, cart empty, e-mails sent; the bank details of a prepayment', EVERY_SHOP, async ({ page, shop }) => {
  test.slow();
  const m = messagesOf(shop);
  for (const [index, method] of SHOP_METHODS[shop.name].entries()) {
    await test.step(method, async () => {
      await addByApi(page, cheapInStock(shop.name), 1);
      const email = uniqueEmail(shop.name, method.toLowerCase());
      const state = await reviewWith(page, shop.name, m.Checkout, { payment: method, email });
      const title = state.paymentMethods?.options.find((option) => option.code === method)?.title ?? '';
      await expect(page.getByRole('region', { name: m.Checkout.methodsSummary })).toContainText(title);
      if (index === 0) await expectNoSeriousA11yViolations(page);
      await acceptTermsAndOrder(page, m.Checkout);

      if (isRedirectMethod(method)) {
        const provider = await atProvider(page, method, 'pay');
        // S4-36: the card provider's answer is a session id, which the storefront turns into the session page.
        if (method === 'StripePayment') expect(provider.pathname).toMatch(/^\/sandbox\/stripe\/c\/pay\/cs_test_\w+$/);
      }
      await expect(page).toHaveURL(ORDER_PLACED_URL, { timeout: 20_000 });
      const order = storedOrder(refOf(page, ORDER_PLACED_URL));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Orders.placed.heading);
      await expect(page.getByTestId('order-number')).toHaveText(order.number);
      await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', NEXT_STEP[method]);
      // S7-14..S7-19: the order was made by the pay route of the chosen method.
      expect(queryE2eDb<{ method: string }>('SELECT method FROM order_payment WHERE order_id = ?', order.id)).toEqual([{ method }]);
      expect(order.status).toBe(isRedirectMethod(method) ? 'paid' : 'not_paid');
      if (method === 'Vorkasse') {
        // S2-55: the bank details with the order number as reference, the IBAN in groups of four; the EPC QR code is
        // for euros only.
        const transfer = page.getByTestId('bank-transfer');
        await expect(transfer.getByTestId('bank-iban')).toHaveText(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,3})?$/);
        await expect(transfer.getByTestId('bank-reference')).toHaveText(order.number);
        if (shop.name === 'ro') {
          await expect(transfer.getByTestId('epc-qr-code')).toHaveCount(0);
          await expect(transfer.getByText(m.Orders.placed.qrOnlyEuro)).toBeVisible();
        } else {
          await expect(transfer.getByRole('img', { name: new RegExp(m.Orders.placed.qrLabel.split('{')[0] ?? '') })).toBeVisible();
        }
      }
      await expect.poll(async () => (await cartOf(page)).count).toBe(0);
      if (index === 0) await expectNoSeriousA11yViolations(page);

      const kinds = isRedirectMethod(method) ? ['order_confirmation', 'payment_received'] : ['order_confirmation'];
      await expect
        .poll(async () => (await outboxOf(email)).filter((mail) => `${mail.subject} ${mail.body}`.includes(order.number)).map((mail) => mail.kind).sort())
        .toEqual(kinds);
    });
  }
});
