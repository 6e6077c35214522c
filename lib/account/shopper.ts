import type { CustomerItem } from '@/contract/account';
import { intraCommunitySupply, verifiedVatCountryId } from './intra-community-supply';

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
  /**
   * Net prices with '0 % VAT': only for an intra-Community supply (intra-community-supply.ts): a business customer whose
   * checked VAT number belongs to another member state than the shop's, with that member state as delivery country.
   */
  excludeVAT: boolean;
  countryId: number | null;
  /** The token's issue and expiry time (ms since the epoch). */
  issuedAt: number;
  expiresAt: number;
};
export type Shopper = { kind: 'guest' } | CustomerShopper;

export const GUEST_SHOPPER: Shopper = { kind: 'guest' };

/** Where the shopper buys: the shop's country and the delivery country chosen (request-context.ts). */
export type ShopperPlace = { shopCountryId: number; deliveryCountryId: number };

/** The shopper view of a customer record, the session's token times and where the shopper buys. */
export function shopperOf(item: CustomerItem, times: { issuedAt: number; expiresAt: number }, place: ShopperPlace): Shopper {
  const buyerVatCountryId = verifiedVatCountryId({ isCompany: item.IS_COMPANY, vatNumber: item.VAT_NUMBER, vatStatus: item.VAT_STATUS });
  return {
    kind: 'customer', customerId: item.ID, addressId: item.ADDRESS_ID, profileName: item.FIRSTNAME, firstname: item.FIRSTNAME,
    lastname: item.LASTNAME, email: item.EMAIL, isAdmin: item.IS_ADMIN, isCompany: item.IS_COMPANY,
    excludeVAT: intraCommunitySupply({ ...place, buyerVatCountryId }), countryId: item.COUNTRY_ID, issuedAt: times.issuedAt, expiresAt: times.expiresAt,
  };
}
