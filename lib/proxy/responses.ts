import { NextResponse, type NextRequest } from 'next/server';
import type { Shop } from '@/lib/shop/shops';

/** Rewrites to a route under the shop's internal `[locale]` segment (the URL in the browser stays as it is). */
export function rewriteTo(request: NextRequest, shop: Shop, internalPath: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${shop.locale}${internalPath}`;
  return NextResponse.rewrite(url);
}

/** The server-down page (503, app/server-down). */
export function serverDown(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = '/server-down';
  url.search = '';
  return NextResponse.rewrite(url);
}

/**
 * A redirect to a path of the same host. The Location is relative (RFC 9110 allows it), so no request header (Host,
 * X-Forwarded-Host) can choose where it leads.
 */
export function redirectToPath(location: string, status: 301 | 308): NextResponse {
  const safe = `/${location.replace(/^[/\\]+/, '')}`;
  return new NextResponse(null, { status, headers: { Location: safe } });
}
