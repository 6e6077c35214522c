import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';

/**
 * Social account link (S4-55, S4-56) on /account/connections against the reference backend's sandbox identity
 * provider (OpenID Connect code flow with PKCE): allow links the sandbox account, unlink removes it, deny changes nothing.
 */
test.describe('linked accounts', () => {
  test('S4-55 S4-56 a social account is linked through the identity provider and unlinked again', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'sozial');
    const idpAccount = `tester-${shop.name}-${Date.now()}@idp-sandbox.example`;
    await logIn(page, account.email, account.password);
    await page.goto('/account/connections');
    await expect(page.getByRole('heading', { level: 1, name: m.SocialLogin.title })).toBeVisible();
    await expect(page.getByText(m.SocialLogin.notLinked)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: m.SocialLogin.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link your account with the shop' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Sandbox account (e-mail)').fill(idpAccount);
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(/\/account\/connections\?result=linked$/);
    await expect(page.getByTestId('social-result')).toHaveText(m.SocialLogin.resultLinked);
    await expect(page.getByTestId('social-connection')).toContainText(idpAccount);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: m.SocialLogin.unlink }).click();
    await expect(page.getByTestId('social-result')).toHaveText(m.SocialLogin.resultUnlinked);
    await expect(page.getByText(m.SocialLogin.notLinked)).toBeVisible();
    await page.reload();
    await expect(page.getByText(m.SocialLogin.notLinked)).toBeVisible();
  });

  // A callback without the flow cookie (forged) is refused: e2e/http/account-connections.spec.ts.
  test('S4-55 denying at the identity provider links nothing', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const account = await freshAccount(shop, 'sozial-nein');
    await logIn(page, account.email, account.password);
    await page.goto('/account/connections');
    await page.getByRole('button', { name: m.SocialLogin.link }).click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByTestId('social-result')).toHaveText(m.SocialLogin.resultDenied);
    await expect(page.getByText(m.SocialLogin.notLinked)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
