import { browserFetch } from './support/browser-calls';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn, logOut } from './support/accounts';
import { acceptCaptcha, originOf } from './support/auth';
import { e2eOrderLinks } from './support/order-links';
import { storedOrderOfRef } from './support/account-orders';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, ORDER_PLACED_URL, refOf, reviewWith, uniqueEmail } from './support/checkout-flow';
import { mailedLinkOf, setPasswordOnPage } from './support/set-password';

/**
 * Forgot password and the one-time set-password links (spec section 2 /forgot-password, S8-12; issue 42: a guest who
 * becomes a customer gets a link to set the password, never a password by e-mail), through the backend's outbox.
 */
test.describe('password links', () => {
  test('S2-47 S8-12 /forgot-password asks for the e-mail; an unknown address gets email not found', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Auth.forgotHeading);
    await page.getByTestId('forgot-form').getByRole('textbox', { name: m.Auth.email, exact: true }).fill(`niemand-${shop.name}-${Date.now()}@example.com`);
    await acceptCaptcha(page, m);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: m.Auth.forgotSubmit }).click();
    await expect(page.getByTestId('forgot-form').getByRole('alert')).toHaveText(m.Auth.emailNotFound);
  });

  test('S2-47 S5-37 ADR 0055 a reset link from the outbox sets a new password once (the rule applies) and logs the customer in; the reused link is refused', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'reset');
    await page.goto('/forgot-password');
    await page.getByTestId('forgot-form').getByRole('textbox', { name: m.Auth.email, exact: true }).fill(account.email);
    await acceptCaptcha(page, m);
    await page.getByRole('button', { name: m.Auth.forgotSubmit }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(m.Auth.forgotSent.replace('{email}', account.email));
    const link = await mailedLinkOf(account.email, 'password_reset', originOf(shop));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Auth.resetHeading);
    await expectNoSeriousA11yViolations(page);

    await setPasswordOnPage(page, m, 'Kurz-Pass-9');
    await expect(page.locator('#set-password-error')).toHaveText(m.Auth.errors.passwordTooShort.replace('{min}', '12'));
    await setPasswordOnPage(page, m, 'Password1234');
    await expect(page.locator('#set-password-error')).toHaveText(m.Auth.errors.passwordCommon);
    await expect(page.getByRole('textbox', { name: m.Auth.newPassword, exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await setPasswordOnPage(page, m, 'Neues Passwort am Waschbecken');
    await expect(page).toHaveURL(`${originOf(shop)}/account`);
    expect(((await browserFetch(page, '/api/account/me')).body as { kind: string }).kind).toBe('customer');
    const old = await browserFetch(page, '/api/account/login', { json: { email: account.email, password: account.password } });
    expect(old.status).toBe(401);

    await logOut(page);
    await page.goto(link);
    await setPasswordOnPage(page, m, 'Drittes langes Passwort');
    await expect(page.getByTestId('reset-link-invalid')).toContainText(m.Auth.linkInvalid);
    await expect(page.getByTestId('reset-link-invalid')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await logIn(page, account.email, 'Neues Passwort am Waschbecken');
  });

  test('S4-53 S4-54 issue 42 a guest who becomes a customer gets a one-time set-password link (no password by e-mail); it sets the password and logs in, with the order in the account', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    const email = uniqueEmail(shop.name, 'setpw');
    await addByApi(page, cheapInStock(shop.name), 1);
    await reviewWith(page, shop.name, m.Checkout, { payment: 'Vorkasse', email });
    await acceptTermsAndOrder(page, m.Checkout);
    await expect(page).toHaveURL(ORDER_PLACED_URL);
    const order = storedOrderOfRef(refOf(page, ORDER_PLACED_URL));
    await page.goto(e2eOrderLinks(order.ref).invoice);
    const conversion = page.getByTestId('guest-conversion');
    await expect(conversion).toContainText(m.AccountOrders.conversion.text.replace('{email}', email));
    await conversion.getByRole('button', { name: m.AccountOrders.conversion.button }).click();
    await expect(conversion.getByRole('status')).toHaveText(m.AccountOrders.conversion.done.replace('{email}', email).replace('{hours}', '72'));

    const link = await mailedLinkOf(email, 'guest_conversion', originOf(shop));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Auth.setPasswordHeading);
    await expectNoSeriousA11yViolations(page);
    await setPasswordOnPage(page, m, 'Mein erstes Kundenkonto');
    await expect(page).toHaveURL(`${originOf(shop)}/account`);
    await page.goto('/account/orders');
    await expect(page.getByTestId('account-order-row').getByRole('rowheader')).toHaveText(order.number);

    await logOut(page);
    await page.goto(link);
    await setPasswordOnPage(page, m, 'Noch ein anderes Passwort');
    await expect(page.getByTestId('reset-link-invalid')).toContainText(m.Auth.linkInvalid);
    await logIn(page, email, 'Mein erstes Kundenkonto');
  });
});
