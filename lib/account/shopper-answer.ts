import * as z from 'zod/mini';
import type { Shopper } from './shopper';

/**
 * The browser's check of `GET /api/account/me` (lib/account/shopper.ts's schema in zod/mini, ADR 0016), loaded by
 * `import()` next to the request it checks, so pages do not carry it.
 */
const id = z.int().check(z.positive());
export const shopperAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guest') }),
  z.object({
    kind: z.literal('customer'),
    customerId: id,
    addressId: z.nullable(id),
    profileName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    isCompany: z.boolean(),
    excludeVAT: z.boolean(),
    countryId: z.nullable(id),
    issuedAt: z.int(),
    expiresAt: z.int(),
  }),
]);

export const parseShopperAnswer = (value: unknown): Shopper => shopperAnswerSchema.parse(value);
