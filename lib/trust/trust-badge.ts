import { z } from 'zod';
import { REVIEW_PROVIDERS } from './review-providers';

/**
 * A trust badge as the storefront shows it (footer and floating badge): one provider's rating, read from its answer
 * (lib/contract/reviews-badge.ts). Also the body of `GET /api/trust-badges`, so the browser validates it with this.
 */
export const trustBadgeSchema = z.object({
  provider: z.enum(REVIEW_PROVIDERS),
  ratingValue: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  criteria: z.array(z.object({ name: z.string(), value: z.number().min(0).max(5) })),
  sealColor: z.string().nullable(),
  reviewPage: z.string(),
});
export type TrustBadge = z.infer<typeof trustBadgeSchema>;

export const trustBadgesResponseSchema = z.object({ badges: z.array(trustBadgeSchema) });
export type TrustBadgesResponse = z.infer<typeof trustBadgesResponseSchema>;

/** Whole stars, half star and empty stars of a rating on the five-star scale (rounded to the nearest half). */
export function starsOf(ratingValue: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(5, Math.max(0, ratingValue)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
