import { NextResponse, type NextRequest } from 'next/server';
import type { NotFoundReason } from '@/lib/format/not-found-reason';
import type { Shop } from '@/contract/shops';
import { INTERNAL } from './known-routes';

/** The internal route of the not-found page of one reason in one shop. */
export function notFoundViewPath(shop: Shop, reason: NotFoundReason): string {
  return `/${shop.locale}/${INTERNAL.notFoundView}/${reason}`;
}

/**
 * The proxy's answer for a URL it knows resolves to nothing: a rewrite to the not-found page of the reason, with
 * status 404 on the response. The page renders like any other page, so its server HTML carries the shop layout and
 * the message (a `notFound()` thrown while rendering gives only Next's empty error document: ADR 0021).
 */
export function notFoundRewrite(request: NextRequest, shop: Shop, reason: NotFoundReason): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = notFoundViewPath(shop, reason);
  url.search = '';
  return NextResponse.rewrite(url, { status: 404 });
}
