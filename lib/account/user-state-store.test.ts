import type { Shopper } from './shopper';
import { GUEST_USER_STATE, useUserStateStore, userStateOf } from './user-state-store';

const customer: Shopper = {
  kind: 'customer', customerId: 7, addressId: 3, profileName: 'anna', firstname: 'Anna', lastname: 'Berger', email: 'anna@example.at',
  isAdmin: false, isCompany: true, excludeVAT: true, countryId: 13, issuedAt: 1_000, expiresAt: 2_000,
};

describe('user state', () => {
  test('S3-56 S3-62 the user state holds the login, user info, token expiry, user_identifier, flags, profile name, customer_id and address_id; never the token', () => {
    const state = userStateOf(customer);
    expect(state).toEqual({
      userLoggedIn: true, userInfo: { firstname: 'Anna', lastname: 'Berger', email: 'anna@example.at' }, token: { expiresAt: 2_000 },
      user_identifier: 'anna@example.at', isAdmin: false, isCompany: true, excludeVAT: true, profileName: 'anna', customer_id: 7, address_id: 3, country_id: 13,
    });
    expect(JSON.stringify(state)).not.toMatch(/eyJ/);
  });

  test('S4-09 S4-10 S4-11 clearing (logout) empties the user state and sets isCompany and excludeVAT to false', () => {
    useUserStateStore.getState().setUser(userStateOf(customer));
    useUserStateStore.getState().clearUser();
    const { setUser: _set, clearUser: _clear, ...state } = useUserStateStore.getState();
    expect(state).toEqual(GUEST_USER_STATE);
    expect(state.isCompany).toBe(false);
    expect(state.excludeVAT).toBe(false);
    expect(state.customer_id).toBeNull();
    expect(state.address_id).toBeNull();
    expect(state.user_identifier).toBeNull();
  });
});
