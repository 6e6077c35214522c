import { createTranslator } from 'next-intl';
import { test, expect, messagesOf, EVERY_SHOP, ONLY_IN } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import { ADDRESSES, fillAddressStep, invoiceGroup, saveAddressStep } from './support/checkout-address';

// The server's redirect of an empty cart to /cart (S2-51) is checked without a browser: e2e/http/checkout-address.spec.ts.
test.describe('checkout: the address step', () => {
  test('salutation optional: the one list with a neutral first choice, nothing gendered preselected, the step saves without one', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop).Checkout;
    const s = messagesOf(shop).Salutation;
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/checkout');
    const salutation = invoiceGroup(page, m).getByRole('combobox', { name: m.salutation });
    await expect(salutation).toHaveValue('none');
    await expect(salutation).not.toHaveAttribute('required', /.*/);
    await expect(salutation.locator('option')).toHaveText([s.none, s.miss, s.mr, s.company, s.association]);
    await expectNoSeriousA11yViolations(page);
    await fillAddressStep(page, shop.name, m, null);
    await saveAddressStep(page, m);
    await expectNoSeriousA11yViolations(page);
  });

  test('S2-51 S5-40 fields are checked when left and all at once on submit, with a summary; a server error keeps the form', async ({ page, shop }) => {
    const m = messagesOf(shop).Checkout;
    await addByApi(page, cheapInStock(shop.name), 1);
    const response = await page.goto('/checkout');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(page.getByText(m.secureNote)).toBeVisible();
    await expect(page.getByRole('navigation', { name: m.steps.label }).getByText(m.steps.address)).toHaveAttribute('aria-current', 'step');
    // Every address field carries its billing autocomplete token.
    const invoice = invoiceGroup(page, m);
    await expect(invoice.getByRole('textbox', { name: m.firstname, exact: true })).toHaveAttribute('autocomplete', 'billing given-name');
    await expect(invoice.getByRole('textbox', { name: m.street, exact: true })).toHaveAttribute('autocomplete', 'billing address-line1');
    await expect(invoice.getByRole('textbox', { name: m.zipcode, exact: true })).toHaveAttribute('autocomplete', 'billing postal-code');
    await expect(page.getByText(createTranslator({ locale: shop.locale, messages: messagesOf(shop), namespace: 'Checkout' })('phoneHint', { pickup: 'no' }))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // On blur: a wrong e-mail is said when the field is left, and the message goes once it is fixed.
    const email = page.getByRole('textbox', { name: m.email, exact: true });
    await email.fill('anna@');
    await email.press('Tab');
    await expect(page.getByText(m.errors.email)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(ADDRESSES[shop.name].email);
    await email.press('Tab');
    await expect(page.getByText(m.errors.email)).toHaveCount(0);

    // On submit: every error at once, in a summary that takes the focus; no request leaves the page.
    await page.getByRole('button', { name: m.toShipping }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).not.toHaveCount(0);
    // The salutation is optional (salutation.ts): never asked for.
    await expect(summary).not.toContainText(m.salutation);
    await expect(summary).toContainText(`${m.invoiceHeading}: ${m.zipcode}`);
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoSeriousA11yViolations(page);
    // A summary link takes the focus to its field.
    await summary.getByRole('link', { name: new RegExp(`${m.invoiceHeading}: ${m.firstname}`) }).click();
    await expect(invoice.getByRole('textbox', { name: m.firstname, exact: true })).toBeFocused();

    await fillAddressStep(page, shop.name, m);
    await invoice.getByRole('textbox', { name: m.zipcode, exact: true }).fill('12');
    await invoice.getByRole('textbox', { name: m.zipcode, exact: true }).press('Tab');
    await expect(invoice.getByText(m.errors.postcode)).toBeVisible();
    await invoice.getByRole('textbox', { name: m.zipcode, exact: true }).fill(ADDRESSES[shop.name].zipcode);

    // The storefront cannot be reached: the shopper is told, and nothing typed is lost.
    await page.route('**/api/checkout/address', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'checkout-unavailable' }) }));
    await page.getByRole('button', { name: m.toShipping }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.reason['checkout-unavailable'] })).toBeFocused();
    await expect(invoice.getByRole('textbox', { name: m.street, exact: true })).toHaveValue(ADDRESSES[shop.name].street);
    await expect(page.getByRole('textbox', { name: m.email, exact: true })).toHaveValue(ADDRESSES[shop.name].email);
    await page.unroute('**/api/checkout/address');

    await saveAddressStep(page, m);
    await expectNoSeriousA11yViolations(page);
    // A reload keeps the saved address (the express cookie, 30 minutes).
    await page.goto('/checkout?step=address');
    await expect(invoiceGroup(page, m).getByRole('textbox', { name: m.street, exact: true })).toHaveValue(ADDRESSES[shop.name].street);
  });

  // Romania is a delivery country of the Romanian shop only.
  test('a Romanian address chooses its county (județ) from the list, prefilled from the postcode until one is chosen', ONLY_IN.ro, async ({ page, shop }) => {
    const m = messagesOf(shop).Checkout;
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/checkout');
    const invoice = invoiceGroup(page, m);
    const county = invoice.getByRole('combobox', { name: m.county, exact: true });
    await expect(county).toHaveAttribute('autocomplete', 'billing address-level1');
    await expect(county).toHaveAttribute('required', '');
    await expect(county).toHaveValue('');
    // Every county of the backend, by name.
    await expect(county.locator('option')).toHaveCount(43);
    await expect(county.locator('option[value="RO-B"]')).toHaveText('București');

    // Empty and required: said on submit, in the summary too.
    await page.getByRole('button', { name: m.toShipping }).click();
    await expect(page.getByTestId('error-summary')).toContainText(`${m.invoiceHeading}: ${m.county}`);
    await expect(county).toHaveAttribute('aria-invalid', 'true');

    // The postcode's first two digits fill it (Cluj 40xxxx), and it follows the postcode while not chosen.
    const zipcode = invoice.getByRole('textbox', { name: m.zipcode, exact: true });
    await zipcode.fill('400620');
    await expect(county).toHaveValue('RO-CJ');
    // The keyboard reaches the prefilled county after the city and the country (the keyboard journey's order, in
    // e2e/checkout-keyboard.spec.ts, runs in a shop without counties).
    await invoice.getByRole('textbox', { name: m.city, exact: true }).focus();
    for (let press = 0; press < 5 && (await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)) !== 'invoice.county'; press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(county).toBeFocused();
    await expect(invoice.locator('select[name="invoice.county"] option:checked')).toHaveText(ADDRESSES.ro.county ?? '');
    await zipcode.fill('030167');
    await expect(county).toHaveValue('RO-B');
    // Chosen by the shopper: a new postcode leaves it.
    await county.selectOption({ label: 'Ilfov' });
    await zipcode.fill('400620');
    await expect(county).toHaveValue('RO-IF');
    await expectNoSeriousA11yViolations(page);

    // Saved as chosen, and shown again after a reload.
    await fillAddressStep(page, shop.name, m);
    await expect(county).toHaveValue('RO-CJ');
    await saveAddressStep(page, m);
    await page.goto('/checkout?step=address');
    await expect(invoiceGroup(page, m).getByRole('combobox', { name: m.county, exact: true })).toHaveValue('RO-CJ');
  });

  test('S4-58 S8-32 changing the delivery country asks first; only a yes updates the site country', async ({ page, shop }) => {
    const m = messagesOf(shop).Checkout;
    const header = messagesOf(shop).Header;
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/checkout');
    const invoice = invoiceGroup(page, m);
    const country = invoice.getByRole('combobox', { name: m.country, exact: true });
    await expect(country).toHaveValue(String(ADDRESSES[shop.name].countryId));
    const other = shop.name === 'at' ? '5' : shop.name === 'de' ? '13' : '78';
    const otherTitle = (await country.locator(`option[value="${other}"]`).textContent()) ?? '';

    await country.selectOption(other);
    const question = page.getByRole('group', { name: m.countryQuestion.replaceAll('{country}', otherTitle) });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: m.countryYes.replace('{country}', otherTitle) })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: new RegExp(m.countryNo.split('{current}')[0] ?? '') }).click();
    await expect(country).toHaveValue(String(ADDRESSES[shop.name].countryId));
    await expect(country).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('country_id'))).toBeNull();

    await country.selectOption(other);
    await page.getByRole('button', { name: m.countryYes.replace('{country}', otherTitle) }).click();
    await expect(country).toHaveValue(other);
    expect(await page.evaluate(() => localStorage.getItem('country_id'))).toBe(other);
    // The header's country (disabled on the checkout) follows.
    if (await page.getByRole('combobox', { name: header.deliveryCountry }).count()) {
      await expect(page.getByRole('combobox', { name: header.deliveryCountry })).toHaveValue(other);
    }
  });
});
