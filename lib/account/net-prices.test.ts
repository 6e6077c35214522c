import type { CustomerItem } from '@/contract/account';
import { netPricesFor, vatModeOf } from './net-prices';
import { GUEST_SHOPPER, shopperOf, type CustomerShopper } from './shopper';

const business: CustomerItem = {
  ID: 4, ADDRESS_ID: 9, EMAIL: 'einkauf@haustechnik-weber.example.de', FIRSTNAME: 'Jonas', LASTNAME: 'Weber', REF: 'CUS4', COMPANY: 'Haustechnik Weber GmbH',
  TITLE: 3, ADDRESS_FIRSTNAME: 'Jonas', ADDRESS_LASTNAME: 'Weber', ADDRESS1: 'Industriestraße 7', ADDRESS2: '', ADDRESS3: '', CITY: 'Stuttgart',
  COUNTRY_TITLE: 'Deutschland', STATE_TITLE: '', CELLPHONE: '', PHONE: '', ZIPCODE: '70565', COUNTRY_ID: 5, STATE_ID: null, ADDRESS_TITLE_ID: 3,
  IS_ADMIN: false, IS_COMPANY: true, VAT_NUMBER: 'DE287654321', VAT_STATUS: 'valid', NEWSLETTER: false, LOCALE: 'de_DE',
};
const times = { issuedAt: 1, expiresAt: 2 };
const abroad = { shopCountryId: 13, deliveryCountryId: 5 };

describe('who sees net prices', () => {
  test("S1-20 a business customer whose VAT number passed the check, in another member state's shop delivering home, sees net prices with '0 % VAT'", () => {
    expect(netPricesFor(shopperOf(business, times, abroad))).toBe(true);
    expect(vatModeOf(shopperOf(business, times, abroad))).toBe('net');
  });

  test('S6-04 a business customer with an invalid, unverifiable or unchecked VAT number sees gross prices', () => {
    for (const status of ['invalid', 'error', 'none'] as const) {
      expect(netPricesFor(shopperOf({ ...business, VAT_STATUS: status }, times, abroad))).toBe(false);
      expect(vatModeOf(shopperOf({ ...business, VAT_STATUS: status }, times, abroad))).toBe('gross');
    }
  });

  test('S6-04 the same business customer in its own country\'s shop (domestic) sees and pays gross prices', () => {
    expect(netPricesFor(shopperOf(business, times, { shopCountryId: 5, deliveryCountryId: 5 }))).toBe(false);
    expect(vatModeOf(shopperOf(business, times, { shopCountryId: 5, deliveryCountryId: 5 }))).toBe('gross');
  });

  test('S6-04 a private customer (even with a stored valid status) and a guest see gross prices', () => {
    expect(netPricesFor(shopperOf({ ...business, IS_COMPANY: false }, times, abroad))).toBe(false);
    expect(netPricesFor(GUEST_SHOPPER)).toBe(false);
    // A shopper claiming excludeVAT without being a company (a forged answer) still gets gross prices.
    const forged: CustomerShopper = { ...(shopperOf(business, times, abroad) as CustomerShopper), isCompany: false, excludeVAT: true };
    expect(netPricesFor(forged)).toBe(false);
  });
});
