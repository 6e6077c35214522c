import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoCustomer, shopCustomer, logIn } from './support/accounts';

/**
 * The demo customers' personal coupons of each shop (backend/db/seed/customer-coupons.ts); Romania has none. A guest's
 * redirect to the login: e2e/http/account-coupons.spec.ts.
 */
const PERSONAL = { at: { code: 'DANKE-ANNA', who: 'private-at' }, de: { code: 'WEBER-TREUE15', who: 'business-de' }, ro: null } as const;

// What each shop's customers find differs (personal coupons, currency): every shop.
test.describe('coupons in the account', EVERY_SHOP, () => {
  test("S1-19 a customer's account lists the coupons they can use: personal ones first, code, value, minimum order, validity", async ({ page, shop }) => {
    const m = messagesOf(shop);
    const personal = PERSONAL[shop.name];
    const customer = personal ? demoCustomer(personal.who) : shopCustomer(shop);
    await logIn(page, customer.email);
    await page.goto('/account/coupons');
    await expect(page.getByRole('heading', { level: 1, name: m.AccountCoupons.title })).toBeVisible();
    const coupons = page.getByRole('list', { name: m.AccountCoupons.title }).getByTestId('account-coupon');
    if (personal) {
      await expect(coupons.first()).toContainText(personal.code);
      await expect(coupons.first()).toContainText(m.AccountCoupons.personal);
    } else {
      await expect(coupons.filter({ hasText: 'BINEVENIT10' })).toContainText(m.AccountCoupons.public);
    }
    // The shop's public 5 € coupon from 50 €: value and minimum in the shop's currency, the validity date.
    const spar = coupons.filter({ hasText: 'SPAR5' });
    await expect(spar).toContainText(shop.name === 'ro' ? 'lei' : '€');
    await expect(spar).toContainText(m.AccountCoupons.minimum.split('{')[0]?.trim() ?? '');
    await expect(spar).toContainText('2099');
    await expect(coupons.filter({ hasText: 'SOMMER2020' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
