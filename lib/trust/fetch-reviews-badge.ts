import { reviewsBadgeResponseSchema } from '@/contract/reviews-badge';
import { REVIEWS_BADGE_CACHE_SECONDS } from '@/contract/constants';
import { reviewsBadgeQuery, type ReviewProvider } from './review-providers';
import type { TrustBadge } from './trust-badge';

/** Base URL of each provider's reviews widget GET; a provider without one is not asked. */
export type ReviewProviderBases = Partial<Record<ReviewProvider, string>>;

/**
 * Longest wait for a provider while a page renders: a badge is never worth a slow page, so a slow provider is
 * treated as down (the page renders without its badge).
 */
export const REVIEWS_PROVIDER_TIMEOUT_MS = 1_500;

/** Next.js data-cache tag of a provider's answers (for a manual revalidation). */
export const reviewsBadgeTag = (provider: ReviewProvider) => `reviews-badge:${provider}`;

type Query = { shopId: string; src: string; lang: string };

async function askProvider(url: string, provider: ReviewProvider, pastCache: boolean): Promise<unknown> {
  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(REVIEWS_PROVIDER_TIMEOUT_MS),
  };
  // Only 200 answers enter Next.js's data cache, so an outage is not remembered for the cache's 1800 s.
  if (pastCache) init.cache = 'no-store';
  else init.next = { revalidate: REVIEWS_BADGE_CACHE_SECONDS, tags: [reviewsBadgeTag(provider)] };
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${provider} answered ${response.status}`);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a maintenance page with 200): an answer outside the contract, like a JSON of the wrong shape.
    return undefined;
  }
}

/**
 * The provider's reviews badge (spec section 7: GET with shopid, type, src, lang), validated (S3-64) and cached
 * 1800 s (S9-06), or null when the provider is not configured, down, slow or answers outside its contract. A 200 with
 * junk may already sit in the data cache: it is asked once more past the cache (as lib/api/request.ts does, ADR 0023).
 * Never throws, and never reports the shop backend unhealthy: a provider is not the backend.
 */
export async function fetchReviewsBadge(bases: ReviewProviderBases, provider: ReviewProvider, query: Query): Promise<TrustBadge | null> {
  const base = bases[provider];
  if (!base) return null;
  const url = `${base.replace(/\/+$/, '')}/badge?${reviewsBadgeQuery(query).toString()}`;
  for (const pastCache of [false, true]) {
    let body: unknown;
    try {
      body = await askProvider(url, provider, pastCache);
    } catch {
      return null;
    }
    const parsed = reviewsBadgeResponseSchema.safeParse(body);
    if (parsed.success) {
      const answer = parsed.data;
      return {
        provider,
        ratingValue: answer.ratingvalue,
        ratingCount: answer.ratingcount,
        criteria: answer.criteria,
        sealColor: answer.sealcolor,
        reviewPage: answer.reviewpage,
      };
    }
  }
  return null;
}
