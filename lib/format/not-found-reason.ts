/**
 * Why a page shows the not-found view (spec section 2, 'Not-found page'). Each reason is also the key of its
 * message in the `NotFound` namespace of messages/*.json.
 */
export const NOT_FOUND_REASONS = [
  'rewriting-failed',
  'product-fetch-failed',
  'category-fetch-failed',
  'brand-fetch-failed',
  'content-fetch-failed',
  'content-type-not-found',
  'route-not-found',
  /** `/shop-grid-standard/{type}` with a type that is not a selection (new, sale, bestseller). */
  'sale-not-found',
] as const;

export type NotFoundReason = (typeof NOT_FOUND_REASONS)[number];

export const DEFAULT_NOT_FOUND_REASON: NotFoundReason = 'route-not-found';

export function isNotFoundReason(value: unknown): value is NotFoundReason {
  return typeof value === 'string' && (NOT_FOUND_REASONS as readonly string[]).includes(value);
}

/** The message key for a reason; an unknown or missing reason is 'route-not-found'. */
export function notFoundMessageKey(reason?: string | null): NotFoundReason {
  return isNotFoundReason(reason) ? reason : DEFAULT_NOT_FOUND_REASON;
}
