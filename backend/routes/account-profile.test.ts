import { ADDRESS_MESSAGES } from '@/contract/checkout';
import { customerResponseSchema, registerResponseSchema } from '@/contract/account';
import {
  ADDRESS_BOOK_MESSAGES,
  PROFILE_MESSAGES,
  addressListResponseSchema,
  addressWriteResponseSchema,
  changePasswordResponseSchema,
  customerUpdateResponseSchema,
} from '@/contract/account-profile';
import { ADDRESS_LIST_LIMIT } from '@/contract/constants';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { loginToken } from '@/backend/test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const PASSWORD = 'Altes-Passwort-1';
let serial = 0;

/** A new account through the registration call, logged in. */
async function freshCustomer(extra: { is_company?: boolean; company?: string; vat_number?: string } = {}) {
  serial += 1;
  const email = `profil-${serial}@example.at`;
  const registered = await t.post('/api/ExternalOrderApi/customer', {
    email, password: PASSWORD, title: 1, firstname: 'Paul', lastname: 'Profil', locale: 'de_AT', is_company: false, company: '', vat_number: '', newsletter: false, ...extra,
  });
  expect(registered.statusCode).toBe(200);
  const { customerId, token } = await loginToken(t, email, PASSWORD);
  expect(registerResponseSchema.parse(registered.json()).data.customer_id).toBe(customerId);
  return { email, customerId, token };
}

const send = (token: string, method: string, path: string, body?: unknown) =>
  t.request(method, path, { token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const addressBody = (extra: object = {}) => ({
  label: 'Zuhause', title: 1, firstname: 'Paul', lastname: 'Profil', company: '', address1: 'Hauptstraße 10', address2: 'Stiege 2', zipcode: '1100', city: 'Wien',
  country_id: 13, phone: '+43 660 1234567', ...extra,
});

async function create(customer: { token: string; customerId: number }, extra: object = {}): Promise<number> {
  const response = await send(customer.token, 'POST', '/api/ExternalOrderApi/address', { customer_id: customer.customerId, ...addressBody(extra) });
  expect(response.statusCode).toBe(200);
  return addressWriteResponseSchema.parse(response.json()).data?.address_id ?? 0;
}

async function list(customer: { token: string; customerId: number }) {
  const response = await send(customer.token, 'GET', `/api/ExternalOrderApi/address/?customer_id=${customer.customerId}&limit=${ADDRESS_LIST_LIMIT}`);
  expect(response.statusCode).toBe(200);
  return addressListResponseSchema.parse(response.json()).AddressItems;
}

describe('address book', () => {
  test('S1-17 S7-06 S7-31 S3-45 a customer creates addresses with its token and lists them, the default first', async () => {
    const customer = await freshCustomer();
    expect(await list(customer)).toEqual([]);
    const first = await create(customer);
    const second = await create(customer, { label: 'Büro', address1: 'Ring 1', address2: '', cellphone: '0664 1234567', phone: '' });
    const items = await list(customer);
    expect(items.map((a) => [a.id, a.is_default])).toEqual([[first, true], [second, false]]);
    expect(items[0]).toMatchObject({ label: 'Zuhause', title: 1, firstname: 'Paul', address1: 'Hauptstraße 10', address2: 'Stiege 2', zipcode: '1100', country_id: 13 });
    expect(items[1]).toMatchObject({ label: 'Büro', cellphone: '0664 1234567', phone: '' });
  });

  test('S7-06 the list holds at most ADDRESS_LIST_LIMIT addresses and refuses a larger limit', async () => {
    const customer = await freshCustomer();
    const insert = t.db.prepare(
      `INSERT INTO address (customer_id, label, title_id, firstname, lastname, company, vat_number, address1, address2, address3, zipcode, city, country_id,
         state_id, phone, cellphone, is_default, created_at) VALUES (?, '', 1, 'Paul', 'Profil', '', '', 'Weg 1', '', '', '1100', 'Wien', 13, NULL, '', '', ?, '2026-01-01')`,
    );
    for (let i = 0; i < ADDRESS_LIST_LIMIT + 5; i += 1) insert.run(customer.customerId, i === 0 ? 1 : 0);
    expect(await list(customer)).toHaveLength(ADDRESS_LIST_LIMIT);
    const over = await send(customer.token, 'GET', `/api/ExternalOrderApi/address/?customer_id=${customer.customerId}&limit=${ADDRESS_LIST_LIMIT + 1}`);
    expect(over.statusCode).toBe(400);
  });

  test('S7-32 an update changes the address; is_default makes it the default and the old default an ordinary one', async () => {
    const customer = await freshCustomer();
    const first = await create(customer);
    const second = await create(customer);
    const updated = await send(customer.token, 'PUT', `/api/ExternalOrderApi/address/${second}`, addressBody({ city: 'Graz', zipcode: '8010', is_default: true }));
    expect(updated.statusCode).toBe(200);
    const items = await list(customer);
    expect(items.map((a) => [a.id, a.is_default, a.city])).toEqual([[second, true, 'Graz'], [first, false, 'Wien']]);
  });

  test('S5-16 S5-17 S5-18 S5-09 an update follows the same postcode, phone and county rules as a new address', async () => {
    const customer = await freshCustomer();
    const id = await create(customer);
    const refusals = [
      [addressBody({ zipcode: '11000' }), ADDRESS_MESSAGES.invalidPostcode],
      [addressBody({ country_id: 5, zipcode: '1100' }), ADDRESS_MESSAGES.invalidPostcode],
      [addressBody({ phone: '0660-1234567' }), ADDRESS_MESSAGES.invalidPhone],
      [addressBody({ country_id: 146, zipcode: '400001', state_id: null }), ADDRESS_MESSAGES.invalidCounty],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await send(customer.token, 'PUT', `/api/ExternalOrderApi/address/${id}`, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 422, body: { status_code: 422, message } });
    }
    expect((await send(customer.token, 'PUT', `/api/ExternalOrderApi/address/${id}`, addressBody({ firstname: 'P' }))).statusCode).toBe(400);
    expect((await list(customer))[0]).toMatchObject({ zipcode: '1100', phone: '+43 660 1234567', country_id: 13 });
  });

  test('S7-33 S5-38 an ordinary address is deleted; the default address cannot be deleted', async () => {
    const customer = await freshCustomer();
    const first = await create(customer);
    const second = await create(customer);
    const refused = await send(customer.token, 'POST', '/api/ExternalOrderApi/address/delete', { address_id: first });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 422, body: { status_code: 422, message: ADDRESS_BOOK_MESSAGES.defaultNotDeletable } });
    expect((await send(customer.token, 'POST', '/api/ExternalOrderApi/address/delete', { address_id: second })).statusCode).toBe(200);
    expect((await list(customer)).map((a) => a.id)).toEqual([first]);
  });

  test("another customer's address id is a 404 exactly like an unknown one, and nothing changes", async () => {
    const owner = await freshCustomer();
    const intruder = await freshCustomer();
    await create(owner);
    const theirs = await create(owner, { city: 'Linz', zipcode: '4020' });
    const unknown = 99_999_999;
    for (const id of [theirs, unknown]) {
      const put = await send(intruder.token, 'PUT', `/api/ExternalOrderApi/address/${id}`, addressBody({ city: 'Salzburg', zipcode: '5020' }));
      const del = await send(intruder.token, 'POST', '/api/ExternalOrderApi/address/delete', { address_id: id });
      expect([put.statusCode, put.json(), del.statusCode, del.json()]).toEqual([
        404, { status_code: 404, message: ADDRESS_BOOK_MESSAGES.notFound }, 404, { status_code: 404, message: ADDRESS_BOOK_MESSAGES.notFound },
      ]);
    }
    const foreignList = await send(intruder.token, 'GET', `/api/ExternalOrderApi/address/?customer_id=${owner.customerId}&limit=100`);
    expect(foreignList.statusCode).toBe(404);
    const foreignCreate = await send(intruder.token, 'POST', '/api/ExternalOrderApi/address', { customer_id: owner.customerId, ...addressBody() });
    expect(foreignCreate.json()).toEqual({ status_code: 404, message: ADDRESS_MESSAGES.customerNotFound });
    expect((await list(owner)).map((a) => [a.id, a.city])).toEqual([[expect.any(Number), 'Wien'], [theirs, 'Linz']]);
  });

  test('the address book needs a customer token; the shop token still creates guest addresses for the checkout', async () => {
    const customer = await freshCustomer();
    expect((await t.get(`/api/ExternalOrderApi/address/?customer_id=${customer.customerId}&limit=100`)).statusCode).toBe(401);
    expect((await t.request('PUT', '/api/ExternalOrderApi/address/1', { body: JSON.stringify(addressBody()) })).statusCode).toBe(401);
    expect((await t.post('/api/ExternalOrderApi/address/delete', { address_id: 1 })).statusCode).toBe(401);
    const guest = await t.post('/api/ExternalOrderApi/guest', { email: 'gast@example.at', title: 1, firstname: 'Gerd', lastname: 'Gast', locale: 'de_AT' });
    const guestId = (guest.json() as { data: { customer_id: number } }).data.customer_id;
    expect((await t.post('/api/ExternalOrderApi/address', { customer_id: guestId, ...addressBody() })).statusCode).toBe(200);
  });
});

describe('personal information and the company VAT number', () => {
  const customerItem = async (token: string) => customerResponseSchema.parse((await send(token, 'GET', '/api/ExternalOrderApi/customer/')).json()).CustomerItems[0];

  test('S3-43 S5-27 title, names and company change; the e-mail address cannot', async () => {
    const customer = await freshCustomer();
    const profile = { title: 5, firstname: 'Verein', lastname: 'Wasser', company: 'Wasserfreunde', vat_number: '' };
    const response = await send(customer.token, 'PUT', '/api/ExternalOrderApi/customer', profile);
    expect(customerUpdateResponseSchema.parse(response.json()).data.vat_status).toBe('none');
    expect(await customerItem(customer.token)).toMatchObject({ TITLE: 5, FIRSTNAME: 'Verein', LASTNAME: 'Wasser', COMPANY: 'Wasserfreunde', EMAIL: customer.email });
    const withEmail = await send(customer.token, 'PUT', '/api/ExternalOrderApi/customer', { ...profile, firstname: 'Anders', email: 'neu@example.at' });
    expect(withEmail.statusCode).toBe(400);
    expect(await customerItem(customer.token)).toMatchObject({ FIRSTNAME: 'Verein', EMAIL: customer.email });
  });

  test('S3-44 S6-03 S5-32 S5-33 a business customer registers with a checked VAT number', async () => {
    const valid = await freshCustomer({ is_company: true, company: 'Bau GmbH', vat_number: 'ATU12345678' });
    const invalid = await freshCustomer({ is_company: true, company: 'Bau GmbH', vat_number: 'ATU12345600' });
    const error = await freshCustomer({ is_company: true, company: 'Bau GmbH', vat_number: 'ATU12345699' });
    const format = await freshCustomer({ is_company: true, company: 'Bau GmbH', vat_number: 'AT12345678' });
    const privateOne = await freshCustomer({ vat_number: 'ATU12345678' });
    const states = await Promise.all([valid, invalid, error, format, privateOne].map(async (c) => (await customerItem(c.token))));
    expect(states.map((item) => [item?.IS_COMPANY, item?.VAT_STATUS])).toEqual([[true, 'valid'], [true, 'invalid'], [true, 'error'], [true, 'invalid'], [false, 'none']]);
    expect(states[4]?.VAT_NUMBER).toBe('');
  });

  test('S5-29 S5-30 S5-31 S5-34 S5-35 S8-22 a changed VAT number is checked: format first, then VIES', async () => {
    const business = await freshCustomer({ is_company: true, company: 'Bau GmbH', vat_number: 'ATU12345678' });
    const update = async (vat: string) => {
      const response = await send(business.token, 'PUT', '/api/ExternalOrderApi/customer', { title: 3, firstname: 'Paul', lastname: 'Profil', company: 'Bau GmbH', vat_number: vat });
      return customerUpdateResponseSchema.parse(response.json()).data.vat_status;
    };
    expect(await update('DE123456700')).toBe('invalid');
    expect(await update('RO1234599')).toBe('error');
    expect(await update('RO12')).toBe('valid');
    expect(await update('DE12345678')).toBe('invalid');
    expect(await update('de 123 456 789')).toBe('valid');
    expect(await customerItem(business.token)).toMatchObject({ VAT_NUMBER: 'DE123456789', VAT_STATUS: 'valid' });
    expect(await update('')).toBe('none');
  });

  test("a business customer's default address with another VAT number checks and stores it", async () => {
    const business = await freshCustomer({ is_company: true, company: 'Bau GmbH', vat_number: 'ATU12345678' });
    const id = await create(business, { company: 'Bau GmbH', vat_number: 'ATU87654300' });
    const response = await send(business.token, 'PUT', `/api/ExternalOrderApi/address/${id}`, addressBody({ company: 'Bau GmbH', vat_number: 'ATU87654321' }));
    expect(addressWriteResponseSchema.parse(response.json()).data?.vat_status).toBe('valid');
    expect(await customerItem(business.token)).toMatchObject({ VAT_NUMBER: 'ATU87654321', VAT_STATUS: 'valid' });
    const other = await create(business, { vat_number: 'ATU11111100' });
    expect(other).toBeGreaterThan(id);
    expect((await customerItem(business.token))?.VAT_STATUS).toBe('valid');
  });
});

describe('change password', () => {
  test('S5-26 S7-30 the old password must match; the new one logs in and other sessions end, this one stays', async () => {
    const customer = await freshCustomer();
    const other = await loginToken(t, customer.email, PASSWORD);
    const wrong = await send(customer.token, 'POST', '/api/changePassword', { old_password: 'falsch', new_password: 'Neues-Passwort-2' });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 422, body: { status_code: 422, message: PROFILE_MESSAGES.wrongOldPassword } });
    await expect(loginToken(t, customer.email, PASSWORD)).resolves.toMatchObject({ customerId: customer.customerId });
    expect((await send(customer.token, 'POST', '/api/changePassword', { old_password: PASSWORD })).statusCode).toBe(400);
    expect((await send(customer.token, 'POST', '/api/changePassword', { old_password: PASSWORD, new_password: 'abc' })).statusCode).toBe(400);

    const changed = await send(customer.token, 'POST', '/api/changePassword', { old_password: PASSWORD, new_password: 'Neues-Passwort-2' });
    expect(changePasswordResponseSchema.parse(changed.json()).data.other_sessions_ended).toBe(2);
    expect((await send(other.token, 'GET', '/api/ExternalOrderApi/customer/')).statusCode).toBe(401);
    expect((await send(customer.token, 'GET', '/api/ExternalOrderApi/customer/')).statusCode).toBe(200);
    await expect(loginToken(t, customer.email, PASSWORD)).rejects.toThrow(/401/);
    await expect(loginToken(t, customer.email, 'Neues-Passwort-2')).resolves.toMatchObject({ customerId: customer.customerId });
  });

  test('the shop token cannot change a password', async () => {
    expect((await t.post('/api/changePassword', { old_password: 'x', new_password: 'yyyy' })).statusCode).toBe(401);
  });
});
