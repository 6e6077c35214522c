import * as z from 'zod/mini';
import type { Shopper } from './shopper';

/** The answer of `GET /api/account/me` as the browser checks it (zod/mini, loaded with the answer: ADR 0016). */
export const shopperAnswerSchema: z.ZodMiniType<Shopper> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guest') }),
  z.object({
    kind: z.literal('customer'),
    customerId: z.number(),
    addressId: z.nullable(z.number()),
    profileName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    isCompany: z.boolean(),
    excludeVAT: z.boolean(),
    countryId: z.nullable(z.number()),
    issuedAt: z.number(),
    expiresAt: z.number(),
  }),
]);
