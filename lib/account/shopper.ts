import type { CustomerItem } from '@/lib/contract/account';

/**
 * What differs per shopper on every page (spec section 3, user state), fetched by the browser from
 * `GET /api/account/me` after the cached page (checked with shopper-answer.ts): never rendered into catalogue pages. No
 * token, no cart id: the login token's times only, for the refresh timer. No zod here: page modules import it.
 */
export type CustomerShopper = {
  kind: 'customer';
  customerId: number;
  addressId: number | null;
  /**
   * The first name as the customer entered it. The spec's 'profile name in lower case' (S2-114) is not kept (ADR 0057):
   * a name is a proper noun ('Ioana', 'McLean', 'Țăranu'), and lower-casing it greets the customer wrongly.
   */
  profileName: string;
  firstname: string;
  lastname: string;
  email: string;
  isAdmin: boolean;
  isCompany: boolean;
  /** Net prices with '0 % VAT': only for a business customer whose VAT number passed the check (decisions.md). */
  excludeVAT: boolean;
  countryId: number | null;
  /** The token's issue and expiry time (ms since the epoch). */
  issuedAt: number;
  expiresAt: number;
};
export type Shopper = { kind: 'guest' } | CustomerShopper;

export const GUEST_SHOPPER: Shopper = { kind: 'guest' };

/** The shopper view of a customer record and the session's token times. */
export function shopperOf(item: CustomerItem, times: { issuedAt: number; expiresAt: number }): Shopper {
  return {
    kind: 'customer', customerId: item.ID, addressId: item.ADDRESS_ID, profileName: item.FIRSTNAME, firstname: item.FIRSTNAME,
    lastname: item.LASTNAME, email: item.EMAIL, isAdmin: item.IS_ADMIN, isCompany: item.IS_COMPANY,
    excludeVAT: item.IS_COMPANY && item.VAT_STATUS === 'valid', countryId: item.COUNTRY_ID, issuedAt: times.issuedAt, expiresAt: times.expiresAt,
  };
}
