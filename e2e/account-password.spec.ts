import type { Page } from '@playwright/test';
import { browserFetch } from './support/browser-calls';
import { test, expect, messagesOf, presetConsent } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { E2E_PORTS } from './support/ports';
import { shopperOf } from './support/account-book';

const field = (page: Page, name: string) => page.locator(`#password-${name}`);

test.describe('account: change password', () => {
  test('S2-177 S5-26 S7-30 the old password must match; afterwards other devices are logged out and the new password logs in', async ({ page, browser, shop }) => {
    const m = messagesOf(shop).AccountProfile;
    const account = await freshAccount(shop, 'password');
    const origin = `http://${shop.host}:${E2E_PORTS.storefront}`;
    // Another device, logged in first.
    const other = await browser.newContext({ baseURL: origin });
    await presetConsent(other, 'denied');
    const otherPage = await other.newPage();
    await logIn(otherPage, account.email, account.password);
    expect((await shopperOf(otherPage)).kind).toBe('customer');

    await logIn(page, account.email, account.password);
    const response = await page.goto('/account/password');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: m.passwordTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // S5-26: both passwords are required; the new one follows the password rule (ADR 0055: 12 characters) and its confirmation.
    await page.getByRole('button', { name: m.changePassword }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(`${m.oldPassword}: ${m.errors.required}`);
    await expect(summary).toContainText(`${m.newPassword}: ${m.errors.required}`);
    await field(page, 'newPassword').fill('abc');
    await field(page, 'newPassword').blur();
    await expect(page.locator('#password-newPassword-error')).toHaveText(m.errors.tooShort.replace('{min}', '12'));
    await field(page, 'newPassword').fill('Neues-Passwort-7');
    await field(page, 'confirmation').fill('Neues-Passwort-8');
    await field(page, 'confirmation').blur();
    await expect(page.locator('#password-confirmation-error')).toHaveText(m.errors.mismatch);
    await field(page, 'confirmation').fill('Neues-Passwort-7');

    // A wrong old password is refused and changes nothing.
    await field(page, 'oldPassword').fill('Falsches-Passwort');
    await page.getByRole('button', { name: m.changePassword }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.wrongOldPassword })).toBeVisible();
    await expect(field(page, 'newPassword')).toHaveValue('Neues-Passwort-7');
    expect((await shopperOf(otherPage)).kind).toBe('customer');

    await field(page, 'oldPassword').fill(account.password);
    await page.getByRole('button', { name: m.changePassword }).click();
    await expect(page.getByRole('status').filter({ hasText: m.passwordChanged })).toBeVisible();
    await expect(field(page, 'oldPassword')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    // This device stays logged in; the other one is logged out.
    expect((await shopperOf(page)).kind).toBe('customer');
    expect((await shopperOf(otherPage)).kind).toBe('guest');
    await other.close();

    // The old password no longer logs in; the new one does.
    const old = await browserFetch(page, '/api/account/login', { method: 'POST', json: { email: account.email, password: account.password } });
    expect(old.status).toBe(401);
    await logIn(page, account.email, 'Neues-Passwort-7');
    await page.goto('/account/password');
    await expect(page.getByRole('heading', { level: 1, name: m.passwordTitle })).toBeVisible();
  });
});
