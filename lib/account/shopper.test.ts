import type { CustomerItem } from '@/contract/account';
import { shopperOf } from './shopper';

const item: CustomerItem = {
  ID: 4, ADDRESS_ID: 9, EMAIL: 'einkauf@weber.example.de', FIRSTNAME: 'Jonas', LASTNAME: 'Weber', REF: 'CUS000000000004', COMPANY: 'Weber GmbH', TITLE: 3,
  ADDRESS_FIRSTNAME: 'Jonas', ADDRESS_LASTNAME: 'Weber', ADDRESS1: 'Industriestraße 7', ADDRESS2: '', ADDRESS3: '', CITY: 'Stuttgart', COUNTRY_TITLE: 'Deutschland',
  STATE_TITLE: '', CELLPHONE: '', PHONE: '+49 711 1234567', ZIPCODE: '70565', COUNTRY_ID: 5, STATE_ID: null, ADDRESS_TITLE_ID: 3, IS_ADMIN: false,
  IS_COMPANY: true, VAT_NUMBER: 'DE287654321', VAT_STATUS: 'valid', NEWSLETTER: false, LOCALE: 'de_DE',
};
const times = { issuedAt: 1, expiresAt: 2 };
/** The German company in the Austrian shop, delivering to Germany: an intra-Community supply. */
const abroad = { shopCountryId: 13, deliveryCountryId: 5 };

describe('the shopper view', () => {
  test('S3-56 S6-03 a customer record gives the user state: profile name as entered (ADR 0057, not the lower case of S2-114), flags, ids, token times', () => {
    expect(shopperOf(item, times, abroad)).toEqual({
      kind: 'customer', customerId: 4, addressId: 9, profileName: 'Jonas', firstname: 'Jonas', lastname: 'Weber', email: 'einkauf@weber.example.de',
      isAdmin: false, isCompany: true, excludeVAT: true, countryId: 5, issuedAt: 1, expiresAt: 2,
    });
  });

  test('S6-04 excludeVAT only for a business customer whose VAT number passed the check', () => {
    for (const status of ['none', 'invalid', 'error'] as const) expect(shopperOf({ ...item, VAT_STATUS: status }, times, abroad)).toMatchObject({ excludeVAT: false });
    expect(shopperOf({ ...item, IS_COMPANY: false }, times, abroad)).toMatchObject({ excludeVAT: false, isCompany: false });
  });

  test('S6-04 excludeVAT only for an intra-Community supply: not in the own country, not for delivery elsewhere', () => {
    expect(shopperOf(item, times, { shopCountryId: 5, deliveryCountryId: 5 })).toMatchObject({ excludeVAT: false, isCompany: true });
    expect(shopperOf(item, times, { shopCountryId: 13, deliveryCountryId: 13 })).toMatchObject({ excludeVAT: false });
  });
});
