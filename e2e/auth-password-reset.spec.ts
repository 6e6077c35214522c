import { browserFetch } from './support/browser-calls';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { outboxOf } from './support/backend-orders';
import { acceptCaptcha, originOf } from './support/auth';

/** Forgot password and the reset link (spec section 2 /forgot-password, S8-12) through the backend's outbox. */
test.describe('password reset', () => {
  test('S2-47 S8-12 /forgot-password asks for the e-mail; an unknown address gets email not found', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Auth.forgotHeading);
    await page.getByLabel(`${m.Auth.email} *`).fill(`niemand-${shop.name}-${Date.now()}@example.com`);
    await acceptCaptcha(page, m);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: m.Auth.forgotSubmit }).click();
    await expect(page.getByTestId('forgot-form').getByRole('alert')).toHaveText(m.Auth.emailNotFound);
  });

  test('S2-47 S5-37 a reset link from the outbox sets a new password once; the reused link is refused', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'reset');
    await page.goto('/forgot-password');
    await page.getByLabel(`${m.Auth.email} *`).fill(account.email);
    await acceptCaptcha(page, m);
    await page.getByRole('button', { name: m.Auth.forgotSubmit }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(m.Auth.forgotSent.replace('{email}', account.email));
    const mail = (await outboxOf(account.email)).find((message) => message.kind === 'password_reset');
    const link = mail?.body.match(/https?:\/\/\S+\/forgot-password\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link?.startsWith(`${originOf(shop)}/forgot-password/`)).toBe(true);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Auth.resetHeading);
    await page.getByLabel(`${m.Auth.newPassword} *`).fill('Neues-Passwort-9');
    await page.getByLabel(`${m.Auth.passwordConfirm} *`).fill('Neues-Passwort-9');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: m.Auth.resetSubmit }).click();
    await expect(page.getByTestId('reset-done')).toContainText(m.Auth.resetDone);
    await logIn(page, account.email, 'Neues-Passwort-9');
    const old = await browserFetch(page, '/api/account/login', { json: { email: account.email, password: account.password } });
    expect(old.status).toBe(401);

    await page.goto(link!);
    await page.getByLabel(`${m.Auth.newPassword} *`).fill('Drittes-Passwort');
    await page.getByLabel(`${m.Auth.passwordConfirm} *`).fill('Drittes-Passwort');
    await page.getByRole('button', { name: m.Auth.resetSubmit }).click();
    await expect(page.getByTestId('reset-link-invalid')).toContainText(m.Auth.linkInvalid);
    await expectNoSeriousA11yViolations(page);
    await logIn(page, account.email, 'Neues-Passwort-9');
  });
});
