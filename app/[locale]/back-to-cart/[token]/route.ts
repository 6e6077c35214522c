import { NextResponse, type NextRequest } from 'next/server';
import { setCartCookie } from '@/lib/cart/cart-route';
import { restoreAbandonedCart } from '@/lib/cart/server';
import { serverConfig } from '@/lib/env/server-config';
import { shopOfRequest } from '@/lib/shop/request-shop';

type Params = { params: Promise<{ token: string }> };

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `/back-to-cart/{token}` (the link of an abandoned-cart reminder): the backend tells which cart the token restores;
 * its signed cookie is set and the shopper lands on /cart. An unknown or malformed token lands on /cart with
 * `?restore=failed`, which shows why, and leaves the shopper's current cart alone.
 */
export async function GET(request: NextRequest, { params }: Params): Promise<Response> {
  const { token } = await params;
  const shop = shopOfRequest(request.headers, serverConfig());
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost';
  const target = new URL('/cart', `${request.nextUrl.protocol}//${host}`);
  const restored = TOKEN.test(token) ? await restoreAbandonedCart(token) : null;
  if (!restored?.ok) {
    target.searchParams.set('restore', 'failed');
    return NextResponse.redirect(target, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  }
  const response = NextResponse.redirect(target, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  return setCartCookie(response, { scope: { shop, countryId: shop.countryId }, host, cartId: null }, restored.cartId);
}
