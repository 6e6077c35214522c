import type { ReviewProvider } from './review-providers';

/**
 * A trust badge as the storefront shows it (footer and floating badge): one provider's rating, read from its answer
 * (contract/reviews-badge.ts). Also the body of `GET /api/trust-badges`, which the browser checks with
 * lib/trust/trust-badges-answer.ts.
 */
export type TrustBadge = {
  provider: ReviewProvider;
  ratingValue: number;
  ratingCount: number;
  criteria: Array<{ name: string; value: number }>;
  sealColor: string | null;
  reviewPage: string;
};

export type TrustBadgesResponse = { badges: TrustBadge[] };

/** Whole stars, half star and empty stars of a rating on the five-star scale (rounded to the nearest half). */
export function starsOf(ratingValue: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(5, Math.max(0, ratingValue)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
