import type { CustomerItem } from '@/lib/contract/account';
import type { ShopperView } from './shopper-schema';

/** The shopper view (guest or customer); its schema is lib/account/shopper-schema.ts, loaded with the request it checks. */
export type Shopper = ShopperView;
export type CustomerShopper = Extract<Shopper, { kind: 'customer' }>;

export const GUEST_SHOPPER: Shopper = { kind: 'guest' };

/** The shopper view of a customer record and the session's token times. */
export function shopperOf(item: CustomerItem, times: { issuedAt: number; expiresAt: number }): Shopper {
  return {
    kind: 'customer', customerId: item.ID, addressId: item.ADDRESS_ID, profileName: item.FIRSTNAME.toLowerCase(), firstname: item.FIRSTNAME,
    lastname: item.LASTNAME, email: item.EMAIL, isAdmin: item.IS_ADMIN, isCompany: item.IS_COMPANY,
    excludeVAT: item.IS_COMPANY && item.VAT_STATUS === 'valid', countryId: item.COUNTRY_ID, issuedAt: times.issuedAt, expiresAt: times.expiresAt,
  };
}
