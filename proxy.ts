import { NextResponse, type NextRequest } from 'next/server';
import { describeConfigProblem, readConfig, type ShopConfig } from '@/lib/env/config-schema';
import { createClient } from '@/lib/api/request';
import { shopOfRequest } from '@/lib/shop/request-shop';
import type { Shop } from '@/lib/shop/shops';
import { classifyPath } from '@/lib/routing/resolve-path';
import { INTERNAL } from '@/lib/routing/known-routes';
import { RewritingLookup } from '@/lib/routing/rewriting-lookup';
import { BackendHealth } from '@/lib/routing/backend-health';
import { listingRoute } from '@/lib/routing/listing-rewrite';
import { refuseMalformedServerAction } from '@/lib/security/server-action-body';

/**
 * Next.js 16 proxy (the file formerly called middleware.ts; it runs on Node.js).
 * 1. host → shop (locale, country id);
 * 2. known routes pass, rewritten under the shop's internal `[locale]` segment;
 * 3. any other path is resolved through the backend's URL-rewriting lookup (cached) and rewritten to the
 *    product, category, brand or content route; moved URLs answer 301; unknown URLs the not-found page (404);
 * 4. a listing's query state (sort, brand, price_min, price_max, page) becomes a segment of its internal route, so the
 *    page stays cached per state; invalid or non-canonical listing parameters answer 308 to the cleaned URL (ADR 0007);
 * 5. when the backend cannot be reached: the server-down page (503).
 */

type ProxyState = { config: ShopConfig; lookup: RewritingLookup; health: BackendHealth };
let state: ProxyState | undefined;

function proxyState(): ProxyState {
  if (state) return state;
  const result = readConfig(process.env);
  if (!result.ok) throw new Error(describeConfigProblem(result));
  const config = result.config;
  state = {
    config,
    lookup: new RewritingLookup(createClient(config.apiUrl, config.token)),
    health: new BackendHealth(`${config.apiUrl}/api/ConfigApi`, config.token),
  };
  return state;
}

function rewriteTo(request: NextRequest, shop: Shop, internalPath: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${shop.locale}${internalPath}`;
  return NextResponse.rewrite(url);
}

/** A route that may be a listing: its canonical query state goes into the path, anything else is cleaned by a 308. */
function rewriteRoute(request: NextRequest, shop: Shop, internalPath: string): NextResponse {
  const listing = listingRoute(internalPath, request.nextUrl.searchParams);
  if (listing.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.search = listing.search;
    return NextResponse.redirect(url, 308);
  }
  return rewriteTo(request, shop, listing.internalPath);
}

function serverDown(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = '/server-down';
  url.search = '';
  return NextResponse.rewrite(url);
}

/**
 * `npm run bench` compares cached pages with a blank page behind this proxy, like every page: the path takes the steps
 * of a known route (shop by host, backend health, rewrite) to the blank prerendered page, which is otherwise outside
 * the matcher (ADR 0017).
 */
const BENCH_THROUGH_PROXY = '/bench/through-proxy';
const BENCH_BLANK = '/bench/blank';

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const refused = await refuseMalformedServerAction(request);
  if (refused) return refused;
  const { config, lookup, health } = proxyState();
  const shop = shopOfRequest(request.headers, config);
  if (request.nextUrl.pathname === BENCH_THROUGH_PROXY) {
    if (!(await health.isUp())) return serverDown(request);
    const url = request.nextUrl.clone();
    url.pathname = BENCH_BLANK;
    return NextResponse.rewrite(url);
  }
  const decision = classifyPath(request.nextUrl.pathname);

  if (decision.kind === 'unresolvable') return rewriteTo(request, shop, `/${INTERNAL.unresolved}`);
  if (decision.kind === 'pass') {
    if (!(await health.isUp())) return serverDown(request);
    return rewriteRoute(request, shop, decision.internalPath);
  }

  const outcome = await lookup.resolve(shop.theliaLocale, shop.countryId, decision.viewUrl);
  switch (outcome.kind) {
    case 'rewrite':
      return rewriteRoute(request, shop, outcome.internalPath);
    case 'redirect': {
      const url = request.nextUrl.clone();
      url.pathname = outcome.location;
      return NextResponse.redirect(url, 301);
    }
    case 'unsupported':
      return rewriteTo(request, shop, `/${INTERNAL.unsupported}`);
    case 'not-found':
      return rewriteTo(request, shop, `/${INTERNAL.unresolved}`);
    case 'unavailable':
      health.report(false);
      return serverDown(request);
  }
}

export const config = {
  // Static files, images, the media and API routes and the blank bench page never run through the proxy. The
  // server-down page does when asked for directly: like any unknown path it is looked up, so it answers 404 while the
  // backend is up (the proxy's own rewrite to it is not matched again).
  matcher: [
    '/((?!_next/|api/|media/|bench/blank|favicon\\.ico|robots\\.txt|sitemap|manifest\\.webmanifest|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|woff2?|txt|xml|pdf)$).*)',
  ],
};
