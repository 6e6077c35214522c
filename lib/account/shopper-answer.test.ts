import type { Shopper } from './shopper';
import { parseShopperAnswer } from './shopper-answer';

const customer: Shopper = {
  kind: 'customer', customerId: 7, addressId: null, profileName: 'anna', firstname: 'Anna', lastname: 'Berger', email: 'anna@example.at',
  isAdmin: false, isCompany: false, excludeVAT: false, countryId: 13, issuedAt: 1_000, expiresAt: 2_000,
};

describe("the browser's check of /api/account/me", () => {
  test('reads the guest and a customer as the server answers them', () => {
    expect(parseShopperAnswer({ kind: 'guest' })).toEqual({ kind: 'guest' });
    expect(parseShopperAnswer(customer)).toEqual(customer);
  });

  test('refuses an answer outside the contract', () => {
    expect(() => parseShopperAnswer({ kind: 'customer', customerId: 7 })).toThrow();
    expect(() => parseShopperAnswer({ ...customer, customerId: -1 })).toThrow();
    expect(() => parseShopperAnswer({ kind: 'admin' })).toThrow();
  });
});
