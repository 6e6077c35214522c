import * as z from 'zod/mini';
import { REVIEW_PROVIDERS } from './review-providers';
import type { TrustBadgesResponse } from './trust-badge';

/**
 * The browser's check of `GET /api/trust-badges` (zod/mini, ADR 0016), loaded by `import()` next to the request it
 * checks (through importInTurn, ADR 0049), so pages do not carry it.
 */
const rating = z.number().check(z.gte(0), z.lte(5));
export const trustBadgesAnswerSchema = z.object({
  badges: z.array(
    z.object({
      provider: z.enum(REVIEW_PROVIDERS),
      ratingValue: rating,
      ratingCount: z.int().check(z.gte(0)),
      criteria: z.array(z.object({ name: z.string(), value: rating })),
      sealColor: z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
      reviewPage: z.string().check(z.regex(/^https?:\/\//i)),
    }),
  ),
});

export const parseTrustBadgesAnswer = (value: unknown): TrustBadgesResponse => trustBadgesAnswerSchema.parse(value);
