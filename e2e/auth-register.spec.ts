import { browserFetch } from './support/browser-calls';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { shopCustomer } from './support/accounts';
import { acceptCaptcha, originOf } from './support/auth';
import { disclosureToggle } from './support/disclosure';

/**
 * Registration (spec section 5 rules as issue 42 amends them: the e-mail address and the password once, the password
 * shown on request, the password rule of ADR 0055; S5-37 captcha; section 8 'email already exists').
 */
test.describe('register', () => {
  const unique = (shop: { name: string }, label: string) => `${label}-${shop.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.${shop.name}`;

  test('S5-37 S3-56 register with the e-mail address and the password once, the password shown by its toggle; the new customer is logged in and lands in the account', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    const email = unique(shop, 'register');
    await page.goto('/login-register?tab=register');
    const form = page.getByTestId('register-form');
    await expect(form.getByRole('textbox', { name: m.Auth.email, exact: true })).toHaveCount(1);
    await expect(form.locator('input[type="password"], input[autocomplete="new-password"]')).toHaveCount(1);
    await form.getByRole('textbox', { name: m.Auth.firstname, exact: true }).fill('Maria');
    await form.getByRole('textbox', { name: m.Auth.lastname, exact: true }).fill('Muster');
    await form.getByRole('textbox', { name: m.Auth.email, exact: true }).fill(email);
    const password = form.getByRole('textbox', { name: m.Auth.password, exact: true });
    await password.fill('Grüne Fliesen im Bad');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = form.getByRole('button', { name: m.Auth.showPassword });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Grüne Fliesen im Bad');
    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await acceptCaptcha(page, m);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: m.Auth.registerSubmit }).click();
    await expect(page).toHaveURL(`${originOf(shop)}/account`);
    await expect(disclosureToggle(page.getByRole('banner'), new RegExp(`${m.Account.menuLabel}: Maria`))).toBeVisible();
    const shopper = (await browserFetch(page, '/api/account/me')).body as Record<string, unknown>;
    expect(shopper).toMatchObject({ kind: 'customer', email, profileName: 'Maria', isCompany: false, excludeVAT: false });
    expect(JSON.stringify(shopper)).not.toMatch(/eyJ/);
  });

  test('S5-20 S5-21 S5-23 S5-28 S5-37 ADR 0055 each rule is told beside its field and in a summary that takes focus; a short or common password is refused; a freemail address is only a hint', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop).Auth;
    await page.goto('/login-register?tab=register');
    const form = page.getByTestId('register-form');
    await form.getByRole('button', { name: m.registerSubmit }).click();
    const summary = form.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(m.errorSummary);
    await expect(form.getByRole('textbox', { name: m.firstname, exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: m.firstname, exact: true }).fill('M');
    await form.getByRole('textbox', { name: m.lastname, exact: true }).fill('X');
    await form.getByRole('textbox', { name: m.email, exact: true }).fill('jemand@gmx.at');
    await expect(form.getByTestId('freemail-hint')).toHaveText(m.freemailHint);
    await form.getByRole('textbox', { name: m.password, exact: true }).fill('Kurz-Pass-9');
    await form.getByRole('button', { name: m.registerSubmit }).click();
    await expect(form.locator('#register-firstname-error')).toHaveText(m.errors.tooShort.replace('{min}', '2'));
    await expect(form.locator('#register-password-error')).toHaveText(m.errors.passwordTooShort.replace('{min}', '12'));
    await expect(form.getByRole('textbox', { name: m.password, exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(m.errors.emailInvalid)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await test.step('ADR 0055 a common password of the shipped list is refused by the server, beside the field', async () => {
      const email = unique(shop, 'common');
      await form.getByRole('textbox', { name: m.firstname, exact: true }).fill('Maria');
      await form.getByRole('textbox', { name: m.lastname, exact: true }).fill('Muster');
      await form.getByRole('textbox', { name: m.email, exact: true }).fill(email);
      await form.getByRole('textbox', { name: m.password, exact: true }).fill('Password1234');
      await form.getByRole('button', { name: m.registerSubmit }).click();
      await expect(form.getByRole('alert')).toHaveText(m.captchaRequired);
      await acceptCaptcha(page, messagesOf(shop));
      await form.getByRole('button', { name: m.registerSubmit }).click();
      await expect(form.locator('#register-password-error')).toHaveText(m.errors.passwordCommon);
      await expect(form.getByTestId('error-summary')).toBeFocused();
      await expect(page).toHaveURL(/\/login-register/);
    });
  });

  test('S5-36 S8-10 S8-11 registering with an e-mail address that has an account reports it', async ({ page, shop }) => {
    const m = messagesOf(shop).Auth;
    const existing = shopCustomer(shop).email;
    await page.goto('/login-register?tab=register');
    const form = page.getByTestId('register-form');
    await form.getByRole('textbox', { name: m.firstname, exact: true }).fill('Maria');
    await form.getByRole('textbox', { name: m.lastname, exact: true }).fill('Muster');
    await form.getByRole('textbox', { name: m.email, exact: true }).fill(existing.toUpperCase());
    await form.getByRole('textbox', { name: m.password, exact: true }).fill('Mein-langes-Passwort');
    await acceptCaptcha(page, messagesOf(shop));
    await form.getByRole('button', { name: m.registerSubmit }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(m.emailExists);
    await expect(alert).toContainText(m.alreadyRegistered);
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: m.loginTab }).click();
    await expect(page.getByRole('tab', { name: m.loginTab })).toHaveAttribute('aria-selected', 'true');
  });
});
