import { ADDRESS_MESSAGES, countiesResponseSchema, countySchema, guestCustomerResponseSchema } from '@/contract/checkout';
import { addressCreateResponseSchema } from '@/contract/address';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { matchesZipFormat } from './address-check';

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const bucharest = () => (t.db.prepare("SELECT id FROM state WHERE isocode = 'RO-B'").get() as { id: number }).id;
const address = (extra: object) =>
  t.post('/api/ExternalOrderApi/address', {
    customer_id: customerId, title: 1, firstname: 'Max', lastname: 'Muster', address1: 'Hauptstraße 10/A/4/15', zipcode: '1100', city: 'Wien', country_id: 13, ...extra,
  });

describe('guest customers, addresses and counties', () => {
  test('S1-15 S6-01 a guest gets a customer record with a CUS ref; the same e-mail again makes another guest', async () => {
    const body = { email: 'gast@example.at', title: 2, firstname: 'Maria', lastname: 'Muster', locale: 'de_AT' };
    const first = guestCustomerResponseSchema.parse((await t.post('/api/ExternalOrderApi/guest', body)).json());
    const second = guestCustomerResponseSchema.parse((await t.post('/api/ExternalOrderApi/guest', body)).json());
    expect(first.status_code).toBe(200);
    expect(first.data?.ref).toBe(`CUS${String(first.data?.customer_id).padStart(12, '0')}`);
    expect(second.data?.customer_id).not.toBe(first.data?.customer_id);
    expect(t.db.prepare('SELECT guest, email, locale FROM customer WHERE id = ?').get(first.data?.customer_id)).toEqual({ guest: 1, email: 'gast@example.at', locale: 'de_AT' });
    customerId = first.data?.customer_id ?? 0;
    for (const bad of [{ ...body, email: 'nope' }, { ...body, firstname: 'M' }, { ...body, locale: 'fr_FR' }, { ...body, title: 0 }]) {
      expect((await t.post('/api/ExternalOrderApi/guest', bad)).statusCode).toBe(400);
    }
  });

  test('an address keeps street and postcode as typed (leading zeros, Austrian door numbers); the first becomes the default', async () => {
    const created = addressCreateResponseSchema.parse((await address({ zipcode: '01067', city: 'Dresden', country_id: 5, phone: '+49 351 1234567' })).json());
    expect(created.status_code).toBe(200);
    expect(t.db.prepare('SELECT address1, zipcode, is_default AS isDefault, phone FROM address WHERE id = ?').get(created.data?.address_id)).toEqual({
      address1: 'Hauptstraße 10/A/4/15', zipcode: '01067', isDefault: 1, phone: '+49 351 1234567',
    });
    const second = addressCreateResponseSchema.parse((await address({})).json());
    expect(t.db.prepare('SELECT is_default AS isDefault FROM address WHERE id = ?').get(second.data?.address_id)).toEqual({ isDefault: 0 });
  });

  test('S5-16 S5-17 S5-18 S5-19 postcodes: Austria 4 digits, Germany 5, Romania 6; a wrong one is "Invalid postal code format"', async () => {
    const refused = { status_code: 422, message: ADDRESS_MESSAGES.invalidPostcode };
    for (const [country, zipcode] of [[13, '110'], [13, '11000'], [5, '1067'], [5, 'A1067'], [146, '04191'], [146, '0419199']] as const) {
      const response = await address({ country_id: country, zipcode, state_id: country === 146 ? bucharest() : null });
      expect({ country, zipcode, status: response.statusCode, body: response.json() }).toEqual({ country, zipcode, status: 422, body: refused });
    }
    expect((await address({ country_id: 146, zipcode: '041919', state_id: bucharest(), city: 'București' })).statusCode).toBe(200);
    expect(matchesZipFormat('811 01', 'NNN NN')).toBe(true);
    expect(matchesZipFormat('81101', 'NNN NN')).toBe(false);
  });

  test('S5-09 S5-10 a phone, when given, has digits, spaces and + only, 9 to 20 characters', async () => {
    for (const phone of ['+43 660', '12345678', '0660-1234567', '+43 (660) 1234567']) {
      expect((await address({ phone })).json()).toEqual({ status_code: 422, message: ADDRESS_MESSAGES.invalidPhone });
    }
    expect((await address({ cellphone: 'abc defg hij' })).json()).toEqual({ status_code: 422, message: ADDRESS_MESSAGES.invalidPhone });
    expect((await address({ phone: '1'.repeat(21) })).statusCode).toBe(400);
    for (const phone of ['', '123456789', '0660 1234567', '+40 21 123 45 67']) expect((await address({ phone })).statusCode).toBe(200);
  });

  test('a Romanian address needs a Romanian county; other countries none; unknown customers and countries are refused', async () => {
    const county = { status_code: 422, message: ADDRESS_MESSAGES.invalidCounty };
    expect((await address({ country_id: 146, zipcode: '041919', state_id: null })).json()).toEqual(county);
    expect((await address({ state_id: bucharest() })).json()).toEqual(county);
    expect((await address({ country_id: 146, zipcode: '041919', state_id: 9999 })).json()).toEqual(county);
    expect((await address({ customer_id: 99_999_999 })).json()).toEqual({ status_code: 404, message: ADDRESS_MESSAGES.customerNotFound });
    expect((await address({ country_id: 999 })).json()).toEqual({ status_code: 422, message: ADDRESS_MESSAGES.invalidCountry });
    expect((await address({ zipcode: '' })).statusCode).toBe(400);
  });

  test('S7-06 the counties of Romania: 41 județe and București, by id and as a list with their postcode prefixes', async () => {
    const list = countiesResponseSchema.parse((await t.get('/api/ExternalOrderApi/county/?country_id=146')).json());
    expect(list).toHaveLength(42);
    expect(new Set(list.map((c) => c.code)).size).toBe(42);
    const b = list.find((c) => c.code === 'RO-B');
    expect(b).toMatchObject({ title: 'București', postcode_prefixes: ['01', '02', '03', '04', '05', '06'], country_id: 146 });
    expect(list.find((c) => c.code === 'RO-CJ')?.postcode_prefixes).toEqual(['40']);
    const prefixes = list.flatMap((c) => c.postcode_prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(countySchema.parse((await t.get(`/api/ExternalOrderApi/county/${b?.id}`)).json())).toEqual(b);
    expect((await t.get('/api/ExternalOrderApi/county/9999')).statusCode).toBe(404);
    expect(countiesResponseSchema.parse((await t.get('/api/ExternalOrderApi/county/?country_id=13')).json())).toEqual([]);
    expect((await t.get('/api/ExternalOrderApi/county/', null)).statusCode).toBe(401);
  });
});
