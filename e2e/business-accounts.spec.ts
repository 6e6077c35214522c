import { SET_PASSWORD_LINK_LIFE_MS } from '../contract/constants';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ADDRESS_OF } from './support/account-book';
import { browserFetch } from './support/browser-calls';
import { acceptCaptcha } from './support/auth';
import { addByApi, cheapInStock } from './support/cart-products';
import { acceptTermsAndOrder, addressInput, ORDER_PLACED_URL, refOf, saveAddressByApi, saveShippingByApi, uniqueEmail } from './support/checkout-flow';
import { queryE2eDb } from './support/e2e-db';
import { e2eOrderLinks } from './support/order-links';

/** The business data of a customer record as the backend keeps it. */
const businessOf = (email: string) =>
  queryE2eDb<{ guest: number; isCompany: number; company: string; vat: string; status: string; title: number }>(
    'SELECT guest, is_company AS isCompany, company, vat_number AS vat, vat_status AS status, title_id AS title FROM customer WHERE lower(email) = lower(?) ORDER BY guest LIMIT 1',
    email,
  )[0];

/** Becoming a business customer (issue 42): at registration, and by converting a guest order placed as a business. */
test.describe('becoming a business customer', () => {
  test('registration offers the one optional salutation list and a business customer\'s company and VAT number, checked and kept', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    const email = uniqueEmail(shop.name, 'firma-registrierung');
    const vat = ADDRESS_OF[shop.name].vat;
    await page.goto('/login-register?tab=register');
    const form = page.getByTestId('register-form');
    // Nothing gendered preselected: the neutral choice first, the same list as everywhere.
    const salutation = form.getByLabel(m.Auth.title, { exact: true });
    await expect(salutation).toHaveValue('none');
    const s = m.Salutation;
    await expect(salutation.locator('option')).toHaveText([s.none, s.miss, s.mr, s.company, s.association]);
    await form.getByRole('textbox', { name: m.Auth.firstname, exact: true }).fill('Maria');
    await form.getByRole('textbox', { name: m.Auth.lastname, exact: true }).fill('Muster');
    await form.getByLabel(m.Auth.isCompany).check();
    await form.getByRole('textbox', { name: m.Auth.vatNumber, exact: true }).fill(`${vat.slice(0, 2)}1`);
    await form.getByRole('textbox', { name: m.Auth.email, exact: true }).fill(email);
    await form.getByRole('textbox', { name: m.Auth.password, exact: true }).fill('Mein-Passwort-2026');
    await form.getByRole('button', { name: m.Auth.registerSubmit }).click();
    // The company is required and the VAT number must have its country's format.
    await expect(form.getByRole('textbox', { name: m.Auth.company, exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(m.Auth.errors.vatNumber, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('textbox', { name: m.Auth.company, exact: true }).fill('Muster Haustechnik GmbH');
    await form.getByRole('textbox', { name: m.Auth.vatNumber, exact: true }).fill(vat.toLowerCase());
    await acceptCaptcha(page, m);
    await form.getByRole('button', { name: m.Auth.registerSubmit }).click();
    // Registered and logged in, the browser leaves the form (for where the shopper came from).
    await page.waitForURL((url) => !url.pathname.includes('login-register'));
    await page.waitForLoadState('load');
    expect((await browserFetch(page, '/api/account/me')).body).toMatchObject({ kind: 'customer', isCompany: true });
    expect(businessOf(email)).toEqual({ guest: 0, isCompany: 1, company: 'Muster Haustechnik GmbH', vat, status: 'valid', title: 4 });

    // The personal data page shows the business data as kept.
    await page.goto('/account/personal');
    await expect(page.locator('#personal-isCompany')).toBeChecked();
    await expect(page.locator('#personal-company')).toHaveValue('Muster Haustechnik GmbH');
    await expect(page.locator('#personal-vatNumber')).toHaveValue(vat);
    await expect(page.locator('#personal-title')).toHaveValue('none');
    await expect(page.getByTestId('vat-state')).toHaveText(m.AccountProfile.vat.valid);
    await expectNoSeriousA11yViolations(page);
  });

  test("a guest order placed 'als Geschäftskunde' with a VAT number keeps company and number when the guest converts to an account", async ({ page, shop }) => {
    const m = messagesOf(shop);
    const email = uniqueEmail(shop.name, 'firma-gast');
    await addByApi(page, cheapInStock(shop.name), 1);
    const address = await saveAddressByApi(page, shop.name, { business: true, email });
    const shipping = await saveShippingByApi(page, address, { payment: 'Vorkasse' });
    if (!shipping.ok) throw new Error(`the shipping step was refused: ${JSON.stringify(shipping.error)}`);
    await page.goto('/checkout?step=review');
    await acceptTermsAndOrder(page, m.Checkout);
    await expect(page).toHaveURL(ORDER_PLACED_URL);
    const links = e2eOrderLinks(refOf(page, ORDER_PLACED_URL));
    expect(businessOf(email)).toMatchObject({ guest: 1, isCompany: 0 });

    await page.goto(links.invoice);
    const conversion = page.getByTestId('guest-conversion');
    await conversion.getByRole('button', { name: m.AccountOrders.conversion.button }).click();
    await expect(conversion.getByRole('status')).toHaveText(m.AccountOrders.conversion.done.replace('{email}', email).replace('{hours}', String(SET_PASSWORD_LINK_LIFE_MS / 3_600_000)));
    const invoice = addressInput(shop.name, { business: true }).invoice;
    expect(businessOf(email)).toEqual({ guest: 0, isCompany: 1, company: invoice.company, vat: invoice.vatNumber, status: 'valid', title: 3 });
    await expectNoSeriousA11yViolations(page);
  });
});
