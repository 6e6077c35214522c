import type { NextRequest, NextResponse } from 'next/server';
import { benchRoutesEnabled, benchThroughProxyStep } from '@/lib/proxy/steps/bench-through-proxy';
import { knownRouteStep } from '@/lib/proxy/steps/known-route';
import { orderLinkStep } from '@/lib/proxy/steps/order-link';
import { productIdStep } from '@/lib/proxy/steps/product-id';
import { rewritingLookupStep } from '@/lib/proxy/steps/rewriting-lookup';
import { serverActionStep } from '@/lib/proxy/steps/server-action';
import { proxyRuntime } from '@/lib/proxy/proxy-runtime';
import { runSteps, type ProxyStep } from '@/lib/proxy/proxy-step';
import { shopOfRequest } from '@/lib/shop/request-shop';
import { applySecurityHeaders } from '@/lib/security/proxy-security';

/**
 * Next.js 16 proxy (the file formerly called middleware.ts; it runs on Node.js), a composition of small named steps
 * (lib/proxy/steps, each unit-tested): the shop by host first, then
 * 0. a POST for a server action with a foreign origin or a body React did not send is refused (ADR 0022);
 * 1. the pages of one shopper's order open only with the order's signed hash (else the not-found page, 404);
 * 2. known routes pass in the shapes their pages take, rewritten under the shop's internal `[locale]` segment; other
 *    paths below them, `/not-found` and `/404` get the not-found page of their reason (404, rendered on the server:
 *    ADR 0021);
 * 3. `/product/{id}` answers 301 to the product's URL;
 * 4. any other path is resolved through the backend's URL-rewriting lookup (cached) and rewritten to the product,
 *    category, brand or content route; moved URLs answer 301; unknown URLs the not-found page (404).
 * Both end in lib/proxy/serve-route.ts: a listing's query state becomes a path segment (ADR 0007), and a route that
 * needs the backend while it is down gets the server-down page (503); cached pages are served regardless (ADR 0023).
 */
const STEPS: readonly ProxyStep[] = [
  serverActionStep,
  ...(benchRoutesEnabled() ? [benchThroughProxyStep] : []),
  orderLinkStep,
  knownRouteStep,
  productIdStep,
  rewritingLookupStep,
];

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const runtime = proxyRuntime();
  const shop = shopOfRequest(request.headers, runtime.config);
  // Security headers the proxy decides (a nonce policy for pages rendered per request, ADR 0020), on every answer.
  return applySecurityHeaders(request, await runSteps(STEPS, { request, shop, runtime }));
}

export const config = {
  // Route handlers outside the shop's pages (media, API, robots.txt, sitemaps, the shop's icons and manifest), Next's
  // own files and the blank bench page never run through the proxy. Every other path does, file-like ones included, so no request reaches the
  // internal `[locale]` segment without it. The server-down page does too when asked for directly: like any unknown
  // path it is looked up (404 while the backend is up); the proxy's own rewrite to it is not matched again.
  matcher: [
    '/((?!_next/|api/|media/|bench/blank$|robots\\.txt$|sitemap\\.xml$|sitemaps/|favicon\\.ico$|icon\\.svg$|apple-touch-icon\\.png$|manifest\\.webmanifest$|icons/).*)',
  ],
};
