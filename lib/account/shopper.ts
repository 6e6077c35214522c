import * as z from 'zod/mini';
import type { CustomerItem } from '@/lib/contract/account';

/**
 * What differs per shopper on every page (spec section 3, user state), fetched by the browser from
 * `GET /api/account/me` after the cached page: never rendered into catalogue pages. No token, no cart id: the login
 * token's expiry only, for the refresh timer. zod/mini: the browser parses it on every page (ADR 0016).
 */
export const shopperSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guest') }),
  z.object({
    kind: z.literal('customer'),
    customerId: z.int().check(z.positive()),
    addressId: z.nullable(z.int().check(z.positive())),
    /** The first name in lower case (spec section 2: profile name in lower case). */
    profileName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    isCompany: z.boolean(),
    /** Net prices with '0 % VAT': only for a business customer whose VAT number passed the check (decisions.md). */
    excludeVAT: z.boolean(),
    countryId: z.nullable(z.int().check(z.positive())),
    /** The token's issue and expiry time (ms since the epoch). */
    issuedAt: z.int(),
    expiresAt: z.int(),
  }),
]);
export type Shopper = z.infer<typeof shopperSchema>;
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
