import type { Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { ADDRESS_OF, shopperOf } from './support/account-book';

const field = (page: Page, name: string) => page.locator(`#personal-${name}`);

/** The shopper view of this browser: excludeVAT follows the VAT check (S6-04). */
const shopper = shopperOf;

test.describe('account: personal information', () => {
  test('S2-177 S3-43 S5-27 title and names change; the e-mail address is read-only with the contact-support note', async ({ page, shop }) => {
    const m = messagesOf(shop).AccountProfile;
    const account = await freshAccount(shop, 'personal');
    await logIn(page, account.email, account.password);
    const response = await page.goto('/account/personal');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: m.personalTitle })).toBeVisible();
    await expect(field(page, 'title')).toHaveValue('mr');
    const email = page.getByTestId('personal-form').getByRole('textbox', { name: m.email });
    await expect(email).toHaveValue(account.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText(m.emailNote)).toBeVisible();
    // S3-43: the one salutation list, the neutral choice first, nothing required.
    const s = messagesOf(shop).Salutation;
    await expect(field(page, 'title').locator('option')).toHaveText([s.none, s.miss, s.mr, s.company, s.association]);
    await expect(field(page, 'vatNumber')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await field(page, 'lastname').fill('K');
    await field(page, 'lastname').blur();
    await expect(page.locator('#personal-lastname-error')).toHaveText(m.errors.tooShort.replace('{min}', '2'));
    await field(page, 'title').selectOption('association');
    await field(page, 'firstname').fill('Wasserfreunde');
    await field(page, 'lastname').fill('Verein');
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
    await page.reload();
    await expect(field(page, 'title')).toHaveValue('association');
    await expect(field(page, 'firstname')).toHaveValue('Wasserfreunde');
    await expect(page.getByTestId('personal-form').getByRole('textbox', { name: m.email })).toHaveValue(account.email);
    expect(await shopper(page)).toMatchObject({ kind: 'customer', firstname: 'Wasserfreunde', isCompany: false, excludeVAT: false });
  });

  test('S3-44 S6-03 S5-29 S5-30 S5-31 S5-33 S8-22 a business VAT number of the shop\'s country: valid, and a wrong format refused before sending', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop).AccountProfile;
    const vat = ADDRESS_OF[shop.name].vat;
    const account = await freshAccount(shop, 'vat', { vatNumber: vat });
    await logIn(page, account.email, account.password);
    await page.goto('/account/personal');
    await expect(field(page, 'vatNumber')).toHaveValue(vat);
    await expect(page.getByTestId('vat-state')).toHaveText(m.vat.valid);
    // A business customer of the shop's own country pays the shop's VAT (a domestic sale): no net prices.
    expect(await shopper(page)).toMatchObject({ isCompany: true, excludeVAT: false });
    await expectNoSeriousA11yViolations(page);

    // S8-22 and S5-29..S5-31: the shop country's format is checked first, in the browser; nothing is sent.
    const wrongFormat = { at: 'AT12345678', de: 'DE12345678', ro: 'RO1' }[shop.name];
    await field(page, 'vatNumber').fill(wrongFormat);
    await field(page, 'vatNumber').blur();
    await expect(page.locator('#personal-vatNumber-error')).toHaveText(m.errors.vatNumber);
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByTestId('error-summary')).toContainText(m.errors.vatNumber);
    expect(await shopper(page)).toMatchObject({ isCompany: true, excludeVAT: false });
  });

  test('S5-32 S5-34 S5-35 the VIES check of a VAT number: not valid, not verified, valid again with net prices for delivery to its member state', async ({ page, shop }) => {
    const m = messagesOf(shop).AccountProfile;
    // A German company in the Austrian shop: net prices when the goods go to Germany (intra-Community supply).
    const vat = ADDRESS_OF.de.vat;
    const germany = ADDRESS_OF.de.countryId;
    const account = await freshAccount(shop, 'vat', { vatNumber: vat });
    await logIn(page, account.email, account.password);
    await page.goto('/account/personal');
    const state = page.getByTestId('vat-state');
    await expect(state).toHaveText(m.vat.valid);

    // S5-34: VIES does not know the number (the sandbox: last digits 00).
    await field(page, 'vatNumber').fill(`${vat.slice(0, -2)}00`);
    await page.getByRole('button', { name: m.save }).click();
    await expect(state).toHaveText(m.vat.notValid);
    expect(await shopper(page, germany)).toMatchObject({ isCompany: true, excludeVAT: false });

    // S5-35: VIES cannot answer (the sandbox: last digits 99).
    await field(page, 'vatNumber').fill(`${vat.slice(0, -2)}99`);
    await page.getByRole('button', { name: m.save }).click();
    await expect(state).toHaveText(m.vat.verifyError);
    expect(await shopper(page, germany)).toMatchObject({ excludeVAT: false });
    await expectNoSeriousA11yViolations(page);

    // S5-32: a verified number again: net prices for this customer.
    await field(page, 'vatNumber').fill(vat);
    await page.getByRole('button', { name: m.save }).click();
    await expect(state).toHaveText(m.vat.valid);
    expect(await shopper(page, germany)).toMatchObject({ excludeVAT: true });
    expect(await shopper(page)).toMatchObject({ excludeVAT: false });
  });
});
