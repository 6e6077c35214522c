import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount } from './support/accounts';
import { originOf } from './support/auth';
import { addByApi, cartOf, cheapInStock } from './support/cart-products';

/** Issue 42: the checkout's first step offers a customer to log in ('Bereits Kunde? Anmelden'), without losing the cart. */
test('issue 42 checkout: "already a customer? log in" logs in, keeps the guest cart and returns to the checkout', EVERY_SHOP, async ({ page, shop }) => {
  const m = messagesOf(shop);
  const account = await freshAccount(shop, 'checkout-login');
  const product = cheapInStock(shop.name);
  await addByApi(page, product, 2);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 2, name: m.Checkout.steps.address })).toBeVisible();
  const offer = page.getByTestId('checkout-login');
  await expect(offer).toHaveText(`${m.Checkout.existingCustomer} ${m.Checkout.existingCustomerLogin} ${m.Checkout.existingCustomerNote}`);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('link', { name: m.Checkout.existingCustomerLogin }).click();
  await expect(page).toHaveURL(`${originOf(shop)}/login-register?returnTo=%2Fcheckout`);

  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: m.Auth.email, exact: true }).fill(account.email);
  await form.getByRole('textbox', { name: m.Auth.password, exact: true }).fill(account.password);
  await form.getByRole('button', { name: m.Auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/checkout(\?step=address)?$/);
  // Logged in: the checkout orders with the account's e-mail address and no longer offers the login.
  await expect(page.getByTestId('checkout-customer-email')).toContainText(account.email);
  await expect(page.getByTestId('checkout-login')).toHaveCount(0);
  const cart = await cartOf(page);
  expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[product.productId, 2]]);
});
