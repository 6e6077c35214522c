import type { Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { ADDRESS_OF, backendAddress, backendAddresses, backendToken } from './support/account-book';
import type { ShopProject } from './support/ports';

const field = (page: Page, name: string) => page.locator(`#address-${name}`);
const cards = (page: Page) => page.getByTestId('address-card');

/** Fills the open address form with the shop's own address. */
async function fillAddress(page: Page, shop: ShopProject, label: string, lastname = 'Muster') {
  const place = ADDRESS_OF[shop.name];
  await field(page, 'label').fill(label);
  await field(page, 'title').selectOption('miss');
  await field(page, 'firstname').fill('Erika');
  await field(page, 'lastname').fill(lastname);
  await field(page, 'street').fill(place.street);
  await field(page, 'zipcode').fill(place.zipcode);
  await field(page, 'city').fill(place.city);
  await field(page, 'phone').fill(place.phone);
}

test.describe('account: the address book', () => {
  test('S1-17 S2-177 S7-06 S7-31 S7-32 S7-33 S7-34 S3-45 S5-38 add, edit, set default and delete; the default address cannot be deleted; the list is fresh after each change', async ({ page, shop }) => {
    const m = messagesOf(shop).AddressBook;
    const account = await freshAccount(shop, 'book');
    await logIn(page, account.email, account.password);
    const response = await page.goto('/account/addresses');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(page.getByText(m.empty)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The first address becomes the default one.
    await page.getByRole('button', { name: m.add }).click();
    await fillAddress(page, shop, 'Zuhause');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(m.defaultBadge);
    await expect(cards(page).first()).toContainText(ADDRESS_OF[shop.name].city);

    // A second one, then edited: the list shows the backend's state after each change.
    await page.getByRole('button', { name: m.add }).click();
    await fillAddress(page, shop, 'Büro', 'Zweite');
    await page.getByRole('button', { name: m.save }).click();
    await expect(cards(page)).toHaveCount(2);
    const office = cards(page).filter({ hasText: 'Büro' });
    await office.getByRole('button', { name: `${m.edit}: Büro` }).click();
    await expect(page.getByRole('heading', { name: m.formEdit })).toBeVisible();
    await field(page, 'addressExtra').fill('Stiege 2, Tür 5');
    await page.getByRole('button', { name: m.save }).click();
    await expect(office).toContainText('Stiege 2, Tür 5');
    const stored = await backendAddresses(await backendToken(account.email, account.password), account.customerId);
    expect(stored.map((a) => [a.label, a.is_default])).toEqual([['Zuhause', true], ['Büro', false]]);

    // S5-38: the default address cannot be deleted (the confirm step first), and stays.
    const home = cards(page).filter({ hasText: 'Zuhause' });
    await home.getByRole('button', { name: `${m.delete}: Zuhause` }).click();
    await expect(home.getByText(m.confirmDelete.replace('{name}', 'Zuhause'))).toBeVisible();
    await home.getByRole('button', { name: m.confirmYes }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.failures.defaultNotDeletable })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);

    // Set the office as default: the badge moves, the old default can now be deleted.
    await office.getByRole('button', { name: `${m.setDefault}: Büro` }).click();
    await expect(page.getByRole('status').filter({ hasText: m.defaultChanged })).toBeVisible();
    await expect(cards(page).first()).toContainText('Büro');
    await expect(cards(page).first()).toContainText(m.defaultBadge);
    await home.getByRole('button', { name: `${m.delete}: Zuhause` }).click();
    await home.getByRole('button', { name: m.confirmNo }).click();
    await expect(cards(page)).toHaveCount(2);
    await home.getByRole('button', { name: `${m.delete}: Zuhause` }).click();
    await home.getByRole('button', { name: m.confirmYes }).click();
    await expect(page.getByRole('status').filter({ hasText: m.deleted })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Büro');
    await expectNoSeriousA11yViolations(page);
  });

  test('S5-09 S5-10 S5-20 S5-21 S5-22 S5-40 the rules of every shop on blur and on submit, announced', async ({ page, shop }) => {
    const m = messagesOf(shop).AddressBook;
    const account = await freshAccount(shop, 'rules');
    await logIn(page, account.email, account.password);
    await page.goto('/account/addresses');
    await page.getByRole('button', { name: m.add }).click();

    // S5-40: submitting the empty form lists every required field in a focused summary.
    await page.getByRole('button', { name: m.save }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    for (const text of [`${m.firstname}: ${m.errors.required}`, `${m.lastname}: ${m.errors.required}`, `${m.street}: ${m.errors.required}`, `${m.zipcode}: ${m.errors.required}`, `${m.city}: ${m.errors.required}`]) {
      await expect(summary).toContainText(text);
    }
    // The salutation is optional: never in the summary; the one list, 'none' first and chosen.
    await expect(summary).not.toContainText(m.titleField);
    await expect(field(page, 'title')).toHaveValue('none');
    const s = messagesOf(shop).Salutation;
    await expect(field(page, 'title').locator('option')).toHaveText([s.none, s.miss, s.mr, s.company, s.association]);
    await expectNoSeriousA11yViolations(page);

    await fillAddress(page, shop, 'Zuhause');
    // S5-21: names of one character; S5-22: a label of fewer than 4 characters.
    await field(page, 'firstname').fill('E');
    await field(page, 'firstname').blur();
    await expect(page.locator('#address-firstname-error')).toHaveText(m.errors.tooShort.replace('{min}', '2'));
    await expect(field(page, 'firstname')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'firstname').fill('Erika');
    await field(page, 'label').fill('Bü');
    await field(page, 'label').blur();
    await expect(page.locator('#address-label-error')).toHaveText(m.errors.tooShort.replace('{min}', '4'));
    await field(page, 'label').fill('Zuhause');

    // S5-09, S5-10: digits, spaces and + only, 9 to 20 characters.
    for (const phone of ['0660-1234567', '+43 66']) {
      await field(page, 'phone').fill(phone);
      await field(page, 'phone').blur();
      await expect(page.locator('#address-phone-error')).toHaveText(m.errors.phone);
    }
    await field(page, 'phone').fill('1'.repeat(21));
    await expect(field(page, 'phone')).toHaveValue('1'.repeat(20));
  });

  test('S5-11 S5-13 S5-16 S5-17 S5-18 S5-19 the shop country\'s postcode, phone and county rules', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop).AddressBook;
    const account = await freshAccount(shop, 'rules');
    await logIn(page, account.email, account.password);
    await page.goto('/account/addresses');
    await page.getByRole('button', { name: m.add }).click();
    await fillAddress(page, shop, 'Zuhause');
    // Romania's address form starts on the shop's county.
    if (shop.name === 'ro') await expect(field(page, 'county')).toHaveValue('RO-CJ');

    // S5-16..S5-19: the shop country's postcode length.
    const wrongZip = { at: '10600', de: '1011', ro: '40011' }[shop.name];
    await field(page, 'zipcode').fill(wrongZip);
    await field(page, 'zipcode').blur();
    await expect(page.locator('#address-zipcode-error')).toHaveText(m.errors.postcode);
    await field(page, 'zipcode').fill(ADDRESS_OF[shop.name].zipcode);
    await field(page, 'zipcode').blur();
    await expect(page.locator('#address-zipcode-error')).toHaveCount(0);

    // S5-11: the shop's phone_regex (Austria, Romania) wins over the built-in rule; Germany has none.
    await field(page, 'phone').fill(ADDRESS_OF[shop.name].foreignPhone);
    await field(page, 'phone').blur();
    if (shop.name === 'de') await expect(page.locator('#address-phone-error')).toHaveCount(0);
    else await expect(page.locator('#address-phone-error')).toHaveText(m.errors.phone);

    // S5-13: is_phone_required (Romania) asks for a phone or mobile number; elsewhere both may stay empty.
    await field(page, 'phone').fill('');
    await field(page, 'phone').blur();
    if (shop.name === 'ro') await expect(page.locator('#address-phone-error')).toHaveText(m.phoneOrCellphone);
    else await expect(page.locator('#address-phone-error')).toHaveCount(0);
    await field(page, 'cellphone').fill(ADDRESS_OF[shop.name].phone);
    await field(page, 'phone').blur();
    await expect(page.locator('#address-phone-error')).toHaveCount(0);

    // Romania's county is required.
    if (shop.name === 'ro') {
      // Choosing an option does not focus the select: focused first, so that leaving it is a blur.
      await field(page, 'county').focus();
      await field(page, 'county').selectOption('');
      await field(page, 'county').blur();
      await expect(page.locator('#address-county-error')).toHaveText(m.errors.required);
      await field(page, 'county').selectOption('RO-CJ');
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: m.save }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(ADDRESS_OF[shop.name].phone);
  });

  test('S8-16 S8-17 S8-18 S8-19 S8-20 S8-21 each failure says what failed and keeps the form', async ({ page, shop }) => {
    const m = messagesOf(shop).AddressBook;
    const account = await freshAccount(shop, 'fails');
    const token = await backendToken(account.email, account.password);
    await backendAddress(token, account.customerId, shop, 'Zuhause');
    await backendAddress(token, account.customerId, shop, 'Lager');
    await logIn(page, account.email, account.password);
    await page.goto('/account/addresses');
    await expect(cards(page)).toHaveCount(2);
    const alert = page.getByRole('alert');
    const down = { status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'failed' }) };

    // S8-16: adding fails; what was typed stays.
    await page.route('**/api/account/addresses', (route) => (route.request().method() === 'POST' ? route.fulfill(down) : route.fallback()));
    await page.getByRole('button', { name: m.add }).click();
    await fillAddress(page, shop, 'Neue Adresse');
    await page.getByRole('button', { name: m.save }).click();
    await expect(alert.filter({ hasText: m.failures.failedAdd })).toBeVisible();
    await expect(field(page, 'label')).toHaveValue('Neue Adresse');
    await expect(field(page, 'street')).toHaveValue(ADDRESS_OF[shop.name].street);
    await page.getByRole('button', { name: m.cancel }).click();

    // S8-17: updating fails.
    await page.route('**/api/account/addresses/*', (route) => (route.request().method() === 'PUT' || route.request().method() === 'DELETE' ? route.fulfill(down) : route.fallback()));
    const store = cards(page).filter({ hasText: 'Lager' });
    await store.getByRole('button', { name: `${m.edit}: Lager` }).click();
    await field(page, 'city').fill('Andere Stadt');
    await page.getByRole('button', { name: m.save }).click();
    await expect(alert.filter({ hasText: m.failures.failedUpdate })).toBeVisible();
    await expect(field(page, 'city')).toHaveValue('Andere Stadt');
    await page.getByRole('button', { name: m.cancel }).click();

    // S8-18: deleting fails.
    await store.getByRole('button', { name: `${m.delete}: Lager` }).click();
    await store.getByRole('button', { name: m.confirmYes }).click();
    await expect(alert.filter({ hasText: m.failures.failedDelete })).toBeVisible();

    // S8-19: saving the default address fails.
    await page.route('**/api/account/addresses/*/default', (route) => route.fulfill(down));
    await store.getByRole('button', { name: `${m.setDefault}: Lager` }).click();
    await expect(alert.filter({ hasText: m.failures.failedSave })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    // S8-20: the list cannot be fetched after a change.
    await page.route('**/api/account/addresses', (route) => (route.request().method() === 'GET' ? route.fulfill(down) : route.fallback()));
    await store.getByRole('button', { name: `${m.setDefault}: Lager` }).click();
    await expect(alert.filter({ hasText: m.failures.fetchError })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    // S8-21: no answer at all is an unknown error.
    await page.route('**/api/account/addresses/*', (route) => route.abort());
    await store.getByRole('button', { name: `${m.delete}: Lager` }).click();
    await store.getByRole('button', { name: m.confirmYes }).click();
    await expect(alert.filter({ hasText: m.failures.unknownError })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.unrouteAll({ behavior: 'wait' });
    expect((await backendAddresses(token, account.customerId)).map((a) => [a.label, a.is_default])).toEqual([['Lager', true], ['Zuhause', false]]);
  });
});
