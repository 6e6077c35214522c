import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, shopCustomer } from './support/accounts';
import { originOf } from './support/auth';
import { CookieJar, shopCall } from './support/http-session';
import { disclosureToggle } from './support/disclosure';

/**
 * Logging in (spec section 2 /login-register, section 4 lastLocation, section 8 login errors; issue 42: one neutral
 * refusal, and the shopper lands where they were going).
 */
test.describe('login', () => {
  test('S8-08 S8-09 issue 42 a wrong password and an unknown e-mail get one neutral message, said once', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop).Auth;
    const form = page.getByTestId('login-form');
    const submit = async (email: string, password: string) => {
      await form.getByRole('textbox', { name: m.email, exact: true }).fill(email);
      await form.getByRole('textbox', { name: m.password, exact: true }).fill(password);
      await form.getByRole('button', { name: m.loginSubmit }).click();
    };

    await test.step('S8-08 S8-09 a wrong password and an unknown e-mail get the same neutral message, once on the page', async () => {
      expect(m.wrongLogin).toBe(shop.name === 'ro' ? 'E-mail sau parolă incorectă.' : 'E-Mail oder Passwort ist falsch.');
      const alerts: string[] = [];
      for (const email of [shopCustomer(shop).email, `niemand-${shop.name}@example.com`]) {
        await page.goto('/login-register');
        await submit(email, 'falsches-passwort');
        const alert = form.getByRole('alert');
        await expect(alert).toHaveText(m.wrongLogin);
        await expect(page.getByText(m.wrongLogin)).toHaveCount(1);
        await expect(page.getByTestId('login-problem')).toBeFocused();
        alerts.push((await alert.innerHTML()) ?? '');
      }
      expect(alerts[0]).toBe(alerts[1]);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('S2-44 S2-45 /login-register: the login and register tabs; a locked account is told so', async ({ page, shop }) => {
    const m = messagesOf(shop).Auth;
    await test.step('S2-44 S2-45 the login and register tabs; ?tab=register opens the register tab', async () => {
      await page.goto('/login-register');
      const login = page.getByRole('tab', { name: m.loginTab });
      const register = page.getByRole('tab', { name: m.registerTab });
      await expect(login).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: m.loginHeading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await login.focus();
      await page.keyboard.press('ArrowRight');
      await expect(register).toBeFocused();
      await expect(register).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: m.registerHeading })).toBeVisible();
      await page.goto('/login-register?tab=register');
      await expect(page.getByRole('tab', { name: m.registerTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('register-form')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    const form = page.getByTestId('login-form');
    const submit = async (email: string, password: string) => {
      await form.getByRole('textbox', { name: m.email, exact: true }).fill(email);
      await form.getByRole('textbox', { name: m.password, exact: true }).fill(password);
      await form.getByRole('button', { name: m.loginSubmit }).click();
    };

    // The lock itself (429, Retry-After) is checked in e2e/http/auth-login.spec.ts; here what the form says.
    await test.step('a login refused for too many attempts is told in a translated message', async () => {
      const account = await freshAccount(shop, 'brute');
      const jar = new CookieJar();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await shopCall(shop, '/api/account/login', jar, { json: { email: account.email, password: `falsch-${attempt}` } })).status).toBe(401);
      }
      await page.goto('/login-register');
      await submit(account.email, account.password);
      await expect(form.getByRole('alert')).toContainText(m.tooManyAttempts.split('{')[0]!.trim());
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('S4-12 S2-110 S2-114 S2-39 S2-177 login from /login-register goes back to the last page; header and account show the customer', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'login');
    await page.goto('/cart');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lastLocation'))).toBe('/cart');
    await page.goto('/login-register');
    const form = page.getByTestId('login-form');
    await form.getByRole('textbox', { name: m.Auth.email, exact: true }).fill(account.email);
    await form.getByRole('textbox', { name: m.Auth.password, exact: true }).fill(account.password);
    await form.getByRole('button', { name: m.Auth.loginSubmit }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const header = page.getByRole('banner');
    const menu = disclosureToggle(header, new RegExp(`${m.Account.menuLabel}: Test`));
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(header.getByRole('link', { name: m.Account.account, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: m.Account.logout, exact: true })).toBeVisible();
    await header.getByRole('link', { name: m.Account.account, exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-greeting')).toHaveText(m.Account.greeting.replace('{name}', 'Test Kunde'));
    const nav = page.getByRole('navigation', { name: m.Account.navLabel });
    await expect(nav.getByRole('link', { name: m.Account.sections.overview })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: m.Account.sections.orders })).toHaveAttribute('href', '/account/orders');
    await expectNoSeriousA11yViolations(page);
  });

  test('S4-13 S3-55 the login page is not remembered; with nothing remembered, and for a lastLocation of another site, the shopper goes to the account', async ({ page, shop }) => {
    const m = messagesOf(shop).Auth;
    const account = await freshAccount(shop, 'home');
    const form = page.getByTestId('login-form');
    const logInWithForm = async () => {
      await form.getByRole('textbox', { name: m.email, exact: true }).fill(account.email);
      await form.getByRole('textbox', { name: m.password, exact: true }).fill(account.password);
      await form.getByRole('button', { name: m.loginSubmit }).click();
    };
    await test.step('S4-13 S3-55 with nothing remembered the shopper goes to the account, not the home page', async () => {
      await page.goto('/login-register');
      await page.goto('/login-register?tab=register');
      expect(await page.evaluate(() => window.localStorage.getItem('lastLocation'))).toBeNull();
      await page.getByRole('tab', { name: m.loginTab }).click();
      await logInWithForm();
      await expect(page).toHaveURL(`${originOf(shop)}/account`);
    });
    await test.step('a lastLocation pointing to another site is never followed (no open redirect)', async () => {
      await page.context().clearCookies();
      await page.goto('/login-register');
      await page.evaluate(() => window.localStorage.setItem('lastLocation', '//evil.example/'));
      await logInWithForm();
      await expect(page).toHaveURL(`${originOf(shop)}/account`);
    });
  });

  test('issue 42 login from a protected page returns there; the header link leads to the account; //evil.com and https://evil.com are refused as returnTo', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'return');
    const form = page.getByTestId('login-form');
    const logInWithForm = async () => {
      await form.getByRole('textbox', { name: m.Auth.email, exact: true }).fill(account.email);
      await form.getByRole('textbox', { name: m.Auth.password, exact: true }).fill(account.password);
      await form.getByRole('button', { name: m.Auth.loginSubmit }).click();
    };
    await test.step('a protected account page sends a guest to the login page, which brings them back to it', async () => {
      await page.goto('/account/addresses');
      await expect(page).toHaveURL(`${originOf(shop)}/login-register?returnTo=%2Faccount%2Faddresses`);
      await expectNoSeriousA11yViolations(page);
      await logInWithForm();
      await expect(page).toHaveURL(`${originOf(shop)}/account/addresses`);
      await expect(page.getByRole('heading', { level: 1, name: m.AddressBook.title })).toBeVisible();
    });
    await test.step('a returnTo of another site is ignored: the shopper goes to the account', async () => {
      for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
        await page.context().clearCookies();
        await page.goto(`/login-register?returnTo=${encodeURIComponent(evil)}`);
        await page.evaluate(() => window.localStorage.clear());
        await logInWithForm();
        await expect(page).toHaveURL(`${originOf(shop)}/account`);
      }
    });
    await test.step('the header login link, from the home page, lands in the account', async () => {
      await page.context().clearCookies();
      await page.goto('/');
      const header = page.getByRole('banner');
      const link = header.locator('a[href="/login-register?returnTo=%2Faccount"]').first();
      await expect(link).toHaveCount(1);
      await page.goto((await link.getAttribute('href')) ?? '');
      await logInWithForm();
      await expect(page).toHaveURL(`${originOf(shop)}/account`);
    });
  });
});
