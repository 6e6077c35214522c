import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import type { NextResponse } from 'next/server';
import type { NotFoundReason } from '@/lib/format/not-found-reason';
import { listingRoute } from '@/lib/routing/listing-rewrite';
import { notFoundRewrite, notFoundViewPath } from '@/lib/routing/not-found-rewrite';
import type { ProxyInput } from './proxy-step';
import { redirectToPath, rewriteTo, serverDown } from './responses';

/**
 * Whether a route may be rendered now. A cached page is served whatever the backend does (Next.js serves it, stale
 * or not, and keeps it when a revalidation fails); anything else needs the backend. The health's last known state
 * is used without waiting; only a route that is not cached, with a state older than HEALTH_TTL_MS, waits for a probe
 * (bounded by HEALTH_PROBE_TIMEOUT_MS: it needs the backend to render anyway). ADR 0023.
 */
export async function backendAllows({ runtime, shop }: ProxyInput, internalPath: string): Promise<boolean> {
  const state = runtime.health.current();
  if (state.up && state.fresh) return true;
  if (await runtime.routeCache.has(`/${shop.locale}${internalPath}`)) return true;
  if (state.fresh) return state.up;
  return runtime.health.check();
}

/**
 * The common end of every route the proxy serves: a listing's query state becomes a path segment of its internal
 * route (invalid or non-canonical parameters answer 308 to the cleaned URL, ADR 0007), then the route is rewritten
 * under the shop's locale, or the server-down page answers when the backend is needed and down.
 */
export async function serveRoute(input: ProxyInput, internalPath: string): Promise<NextResponse> {
  const { request, shop } = input;
  // The brand and feature value lists are asked for only when a listing's query names one (not on every page's hot
  // path); the first such request waits for the first list rather than accepting an id it cannot check.
  const query = request.nextUrl.searchParams;
  await Promise.all([
    query.has('brand') ? input.runtime.brands.ready(shop.theliaLocale) : undefined,
    query.has('feature') ? input.runtime.featureValues.ready(shop.theliaLocale) : undefined,
  ]);
  const isKnownBrand = (id: number) => input.runtime.brands.checker(shop.theliaLocale)(id);
  const isKnownFeatureValue = (id: number) => input.runtime.featureValues.checker(shop.theliaLocale)(id);
  const listing = listingRoute(internalPath, request.nextUrl.searchParams, isKnownBrand, shopPriceFilterMax(shop), isKnownFeatureValue);
  if (listing.kind === 'redirect') return redirectToPath(request, `${request.nextUrl.pathname}${listing.search}`, 308);
  if (!(await backendAllows(input, listing.internalPath))) return serverDown(request);
  return rewriteTo(request, shop, listing.internalPath);
}

/**
 * The not-found page of a reason (status 404, rendered per request with the shop's layout, never cached: ADR 0021),
 * or the server-down page when the backend that renders its layout is down.
 */
export async function serveNotFound(input: ProxyInput, reason: NotFoundReason): Promise<NextResponse> {
  const path = notFoundViewPath(input.shop, reason).slice(`/${input.shop.locale}`.length);
  if (!(await backendAllows(input, path))) return serverDown(input.request);
  return notFoundRewrite(input.request, input.shop, reason);
}
