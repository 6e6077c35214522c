import * as z from 'zod/mini';

/**
 * What differs per shopper on every page (spec section 3, user state), fetched by the browser from
 * `GET /api/account/me` after the cached page: never rendered into catalogue pages. No token, no cart id: the login
 * token's expiry only, for the refresh timer. zod/mini, loaded by `import()` next to the request it checks (ADR 0016).
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
export type ShopperView = z.infer<typeof shopperSchema>;
