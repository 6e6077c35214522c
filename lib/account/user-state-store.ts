import { create } from 'zustand';
import type { Shopper } from './shopper';

/**
 * The user state of the spec (section 3, S3-56) in the browser, filled from `useShopper()` (GET /api/account/me):
 * userLoggedIn, userInfo, the token's expiry (never the token itself: it stays in the httpOnly cookie, decisions.md),
 * isAdmin, isCompany, excludeVAT, profileName, customer_id, address_id and country_id. `user_identifier` is the
 * customer's e-mail address. Logout and a silent logout reset it to the guest state (S4-09..S4-11).
 */
export type UserState = {
  userLoggedIn: boolean;
  userInfo: { firstname: string; lastname: string; email: string } | null;
  token: { expiresAt: number } | null;
  user_identifier: string | null;
  isAdmin: boolean;
  isCompany: boolean;
  excludeVAT: boolean;
  profileName: string;
  customer_id: number | null;
  address_id: number | null;
  country_id: number | null;
};

export const GUEST_USER_STATE: UserState = {
  userLoggedIn: false, userInfo: null, token: null, user_identifier: null, isAdmin: false, isCompany: false, excludeVAT: false,
  profileName: '', customer_id: null, address_id: null, country_id: null,
};

/** The user state of a shopper (pure). */
export function userStateOf(shopper: Shopper): UserState {
  if (shopper.kind === 'guest') return GUEST_USER_STATE;
  return {
    userLoggedIn: true,
    userInfo: { firstname: shopper.firstname, lastname: shopper.lastname, email: shopper.email },
    token: { expiresAt: shopper.expiresAt },
    user_identifier: shopper.email,
    isAdmin: shopper.isAdmin,
    isCompany: shopper.isCompany,
    excludeVAT: shopper.excludeVAT,
    profileName: shopper.profileName,
    customer_id: shopper.customerId,
    address_id: shopper.addressId,
    country_id: shopper.countryId,
  };
}

export const useUserStateStore = create<UserState & { setUser: (state: UserState) => void; clearUser: () => void }>()((set) => ({
  ...GUEST_USER_STATE,
  setUser: (state) => set(state),
  clearUser: () => set(GUEST_USER_STATE),
}));
