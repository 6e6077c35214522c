import { TOKEN_LIFE_MS } from '../contract/constants';
import { browserFetch } from './support/browser-calls';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { backendLogin, craftSessionCookie, originOf } from './support/auth';
import { disclosureToggle } from './support/disclosure';

/**
 * Logout (S2-46, S4-09..S4-11) and the silent logout of an expired token (S4-02, S4-03), the same in every shop; the
 * token refresh (S7-35, S4-05) needs no browser: e2e/http/auth-logout.spec.ts.
 */
test.describe('logout', () => {
  test('S2-46 S4-09 S4-10 S4-11 /logout clears the session: header back to Login/Register, the account asks for a login', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'logout');
    await logIn(page, account.email, account.password);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    const header = page.getByRole('banner');
    await expect(disclosureToggle(header, new RegExp(`${m.Account.menuLabel}: Test`))).toBeVisible();
    // That a GET of /logout (a prefetch) logs nobody out is checked without a browser: e2e/http/auth-logout.spec.ts.
    await page.goto('/logout');
    await expect(page.getByTestId('logout-done')).toContainText(m.Auth.loggedOut);
    await expect(disclosureToggle(header, new RegExp(`${m.Account.menuLabel}: ${m.Account.loginRegister}`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session');
    expect(await page.evaluate(() => window.localStorage.getItem('excludeVAT'))).not.toBe('true');
    expect((await browserFetch(page, '/api/account/me')).body).toEqual({ kind: 'guest' });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login-register\?returnTo=%2Faccount$/);
  });

  // The expired session as a guest (/api/account/me, the account's redirect) is checked in e2e/http/auth-logout.spec.ts.
  test('S4-02 S4-03 an expired token logs the customer out silently', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'expired');
    const { token, customerId } = await backendLogin(account.email, account.password);
    const now = Date.now();
    await craftSessionCookie(page, shop, { token, customerId, email: account.email, issuedAt: now - TOKEN_LIFE_MS - 1000, expiresAt: now - 1000 });
    await page.goto('/cart');
    const header = page.getByRole('banner');
    await expect(disclosureToggle(header, new RegExp(`${m.Account.menuLabel}: ${m.Account.loginRegister}`))).toBeVisible();
    await expect(page.getByText(m.Auth.loggedOut)).toHaveCount(0);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login-register\?returnTo=%2Faccount$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-46 without JavaScript the logout page offers a button that logs out', async ({ browser, page: checked, shop }) => {
    const m = messagesOf(shop).Auth;
    const account = await freshAccount(shop, 'nojs');
    const context = await browser.newContext({ baseURL: originOf(shop), javaScriptEnabled: false, locale: shop.locale });
    try {
      const page = await context.newPage();
      const { token, customerId } = await backendLogin(account.email, account.password);
      const now = Date.now();
      await craftSessionCookie(page, shop, { token, customerId, email: account.email, issuedAt: now, expiresAt: now + TOKEN_LIFE_MS });
      await page.goto('/logout');
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('session');
      await page.getByRole('button', { name: m.logoutButton }).click();
      await expect(page).toHaveURL(/\/logout\?done=1$/);
      await expect(page.getByTestId('logout-done')).toContainText(m.loggedOut);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session');
    } finally {
      await context.close();
    }
    // axe needs scripts: the same page, checked in a browser with JavaScript.
    await checked.goto('/logout?done=1');
    await expect(checked.getByTestId('logout-done')).toContainText(m.loggedOut);
    await expectNoSeriousA11yViolations(checked);
  });
});
