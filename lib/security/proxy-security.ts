import { NextResponse, type NextRequest } from 'next/server';
import { pageCsp, resourceCsp } from './content-security-policy.cjs';
import { isPerRequestPage } from './per-request-pages';

const CSP_HEADER = 'content-security-policy';

/** A fresh nonce: 128 random bits in base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The request headers the page will see: the request's own, or, when a proxy step set request headers on its rewrite
 * (NextResponse.rewrite's `request.headers`, e.g. an account page's own path), that step's complete set.
 */
function requestHeadersOf(request: NextRequest, response: NextResponse): Headers {
  const overridden = response.headers.get('x-middleware-override-headers');
  if (overridden === null) return new Headers(request.headers);
  const headers = new Headers();
  for (const name of overridden.split(',')) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * The proxy's part of the security headers (ADR 0020), applied to every answer of the proxy:
 * - a rewrite to a page rendered per request (per-request-pages.ts) gets a policy with a fresh nonce: as a request
 *   header, where Next.js reads the nonce and puts it on every script it writes into the page, and as the
 *   response's header;
 * - a redirect (301, 308) gets the policy that runs nothing;
 * - a rewrite to a cached page passes unchanged: the page's route cache entry carries its policy.
 * The other security headers come from next.config.mjs, for every response.
 * It reads the step's rewrite back from Next.js's proxy headers (`x-middleware-*`, ADR 0070); guarded by
 * lib/security/next-response-shape.test.ts.
 */
export function applySecurityHeaders(request: NextRequest, response: NextResponse, nonce: string = createNonce()): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite === null) {
    if (response.headers.has('location')) response.headers.set(CSP_HEADER, resourceCsp());
    return response;
  }
  const target = new URL(rewrite, request.url);
  if (!isPerRequestPage(target.pathname)) return response;
  // A page rendered per request may carry the shop's tag-manager container; the proxy cannot see the shop's config
  // (ADR 0058), so the policy allows the tag-manager origin (loading it still waits for consent).
  const policy = pageCsp({ nonce, sentryDsn: process.env.SENTRY_DSN, tagManager: true, tagManagerUrl: process.env.TAG_MANAGER_URL });
  const requestHeaders = requestHeadersOf(request, response);
  requestHeaders.set(CSP_HEADER, policy);
  const secured = NextResponse.rewrite(target, { request: { headers: requestHeaders }, headers: response.headers, status: response.status });
  secured.headers.set(CSP_HEADER, policy);
  return secured;
}
