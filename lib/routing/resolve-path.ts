import type { RewritingResponse } from '@/contract/rewriting';
import { productTypeSchema } from '@/contract/product-card';
import type { NotFoundReason } from '@/lib/format/not-found-reason';
import { FIXED_SECOND_SEGMENTS, INTERNAL, KNOWN_ROUTE_SEGMENTS, MAX_LOOKUP_PATH_LENGTH, NOT_FOUND_ALIASES, ROUTE_SHAPES } from './known-routes';

/** What the proxy does with a path, decided before any backend call. */
export type PathDecision =
  | { kind: 'pass'; internalPath: string }
  | { kind: 'lookup'; viewUrl: string }
  /** `/product/{id}`: the proxy resolves the product's URL (301) or answers product-fetch-failed. */
  | { kind: 'product'; productId: number }
  /** A path no route serves: the not-found page of this reason, status 404. */
  | { kind: 'not-found'; reason: NotFoundReason }
  | { kind: 'unresolvable' };

/** A product id of a path (`/product/{id}`): 1 to 9 digits, not 0. */
export function productIdOf(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A path under a known first segment: passed when a route serves its shape, else its not-found reason. */
function classifyKnownRoute(first: string, segments: string[]): PathDecision {
  const shape = Object.hasOwn(ROUTE_SHAPES, first) ? ROUTE_SHAPES[first] : undefined;
  if (!shape?.includes(segments.length - 1)) return { kind: 'not-found', reason: 'route-not-found' };
  const second = segments[1];
  const fixed = Object.hasOwn(FIXED_SECOND_SEGMENTS, first) ? FIXED_SECOND_SEGMENTS[first] : undefined;
  if (fixed && second !== undefined && !fixed.has(second)) return { kind: 'not-found', reason: 'route-not-found' };
  if (first === 'product' && second !== undefined) {
    const productId = productIdOf(second);
    return productId === null ? { kind: 'not-found', reason: 'product-fetch-failed' } : { kind: 'product', productId };
  }
  if (first === 'shop-grid-standard' && !productTypeSchema.safeParse(second).success) return { kind: 'not-found', reason: 'sale-not-found' };
  return { kind: 'pass', internalPath: `/${segments.join('/')}` };
}

/** Whether a path's percent-encoding decodes (an invalid one would fail later in the app). */
function hasValidEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Classifies a request path (as the URL carries it, percent-encoded).
 * Known routes pass (prefixed with the shop's locale) when a route serves their shape; other paths under a known
 * segment, `/not-found` and `/404` are the not-found page (route-not-found; an unknown selection type sale-not-found);
 * `/product/{id}` is resolved by the proxy; anything else is looked up by its decoded form without the leading
 * slash. Paths that cannot be rewriting URLs (bad encoding, control characters, too long) are unresolvable without
 * asking the backend.
 */
export function classifyPath(pathname: string): PathDecision {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const first = segments[0];
  if (first === undefined) return { kind: 'pass', internalPath: '' };
  if (KNOWN_ROUTE_SEGMENTS.has(first)) return hasValidEncoding(pathname) ? classifyKnownRoute(first, segments) : { kind: 'unresolvable' };
  if (NOT_FOUND_ALIASES.has(first) && segments.length === 1) return { kind: 'not-found', reason: 'route-not-found' };
  if (pathname.length > MAX_LOOKUP_PATH_LENGTH) return { kind: 'unresolvable' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'unresolvable' };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { kind: 'unresolvable' };
  const viewUrl = decoded.replace(/^\/+/, '');
  if (viewUrl.length === 0) return { kind: 'unresolvable' };
  return { kind: 'lookup', viewUrl };
}

/** Where a resolved rewriting URL leads. */
export type RewriteTarget =
  | { kind: 'rewrite'; internalPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'pse'; pseId: number }
  | { kind: 'unsupported' };

/** Maps the backend's rewriting answer to the internal route, or to a 301 when the URL was moved. */
export function targetForRewriting(answer: RewritingResponse): RewriteTarget {
  if (answer.redirected_url !== null && answer.redirected_url !== answer.url) {
    return { kind: 'redirect', location: `/${answer.redirected_url.replace(/^\/+/, '')}` };
  }
  switch (answer.view) {
    case 'product':
      return { kind: 'rewrite', internalPath: `/${INTERNAL.product}/${answer.view_id}` };
    case 'category':
      return { kind: 'rewrite', internalPath: `/${INTERNAL.category}/${answer.view_id}` };
    case 'brand':
      return { kind: 'rewrite', internalPath: `/${INTERNAL.brand}/${answer.view_id}` };
    case 'content':
      return { kind: 'rewrite', internalPath: `/${INTERNAL.content}/${answer.view_id}` };
    case 'pse':
      return { kind: 'pse', pseId: answer.view_id };
    case 'folder':
      return { kind: 'unsupported' };
  }
}

/** The internal path of a product variant (a PSE URL resolves to its product, showing that variant). */
export function productVariantPath(productId: number, pseId: number): string {
  return `/${INTERNAL.product}/${productId}/${pseId}`;
}
