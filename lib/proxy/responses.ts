import { NextResponse, type NextRequest } from 'next/server';
import type { Shop } from '@/contract/shops';

/**
 * The request header that tells an account page its own path and query (for the login page's `returnTo`): set here
 * for account pages only, from the request URL, and removed from every other request, so a browser cannot set it.
 */
export const PAGE_PATH_HEADER = 'x-shop-page-path';

const isAccountPage = (internalPath: string) => internalPath === '/account' || internalPath.startsWith('/account/');

/** Rewrites to a route under the shop's internal `[locale]` segment (the URL in the browser stays as it is). */
export function rewriteTo(request: NextRequest, shop: Shop, internalPath: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${shop.locale}${internalPath}`;
  if (!isAccountPage(internalPath) && !request.headers.has(PAGE_PATH_HEADER)) return NextResponse.rewrite(url);
  const headers = new Headers(request.headers);
  if (isAccountPage(internalPath)) headers.set(PAGE_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  else headers.delete(PAGE_PATH_HEADER);
  return NextResponse.rewrite(url, { request: { headers } });
}

/** The server-down page (503, app/server-down). */
export function serverDown(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = '/server-down';
  url.search = '';
  return NextResponse.rewrite(url);
}

/**
 * A redirect to a path (with its query) of the same host. Next.js's proxy needs an absolute URL and answers it as a
 * relative Location when the host is the request's own (next/dist/server/web/adapter.js), so no request header
 * (Host, X-Forwarded-Host) can choose where it leads.
 */
export function redirectToPath(request: NextRequest, location: string, status: 301 | 308): NextResponse {
  const target = new URL(`/${location.replace(/^[/\\]+/, '')}`, 'http://same-host.invalid');
  const url = request.nextUrl.clone();
  url.pathname = target.pathname;
  url.search = target.search;
  return NextResponse.redirect(url, status);
}
