import type { RewritingResponse } from '@/lib/contract/rewriting';
import { fitsKnownRoute, INTERNAL, misfitTarget, KNOWN_ROUTE_SEGMENTS, MAX_LOOKUP_PATH_LENGTH, NOT_FOUND_ALIASES } from './known-routes';

/** What the proxy does with a path, decided before any backend call. */
export type PathDecision =
  | { kind: 'pass'; internalPath: string }
  /** A known route's first segment with a rest its pages do not take (`/contact/x`): a fixed not-found route. */
  | { kind: 'unknown-shape'; internalPath: string }
  | { kind: 'lookup'; viewUrl: string }
  | { kind: 'unresolvable' };

/**
 * Classifies a request path (as the URL carries it, percent-encoded).
 * Known routes pass (prefixed with the shop's locale); `/404` becomes `/not-found`; anything else is looked up
 * by its decoded form without the leading slash. Paths that cannot be rewriting URLs (bad encoding, control
 * characters, too long) are unresolvable without asking the backend.
 */
export function classifyPath(pathname: string): PathDecision {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const first = segments[0];
  if (first === undefined) return { kind: 'pass', internalPath: '' };
  if (KNOWN_ROUTE_SEGMENTS.has(first)) {
    const rest = segments.slice(1).map((segment) => `/${segment}`).join('');
    if (!isValidEncoding(rest)) return { kind: 'unresolvable' };
    return fitsKnownRoute(first, rest) ? { kind: 'pass', internalPath: `/${segments.join('/')}` } : { kind: 'unknown-shape', internalPath: misfitTarget(first, rest) };
  }
  if (NOT_FOUND_ALIASES.has(first) && segments.length === 1) return { kind: 'pass', internalPath: `/${INTERNAL.notFound}` };
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

/** Whether a path's percent-encoding decodes (an invalid one would fail later in the app). */
function isValidEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
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
