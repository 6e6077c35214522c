import { NextResponse, type NextRequest } from 'next/server';
import { setCartCookie } from '@/lib/cart/cart-route';
import { restoreAbandonedCart } from '@/lib/cart/server';
import { serverConfig } from '@/lib/env/server-config';
import { shopOfRequest } from '@/lib/shop/request-shop';

type Params = { params: Promise<{ token: string }> };

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** A 303 to `location`, relative so that the shopper stays on the host they came from (no URL built from headers). */
function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * `/back-to-cart/{token}` (the link of an abandoned-cart reminder): the backend tells which cart the token restores;
 * its signed cookie is set and the shopper lands on /cart. An unknown or malformed token lands on /cart with
 * `?restore=failed`, which shows why, and leaves the shopper's current cart alone.
 */
export async function GET(request: NextRequest, { params }: Params): Promise<Response> {
  const { token } = await params;
  const shop = shopOfRequest(request.headers, serverConfig());
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost';
  const restored = TOKEN.test(token) ? await restoreAbandonedCart(token) : null;
  if (!restored?.ok) return seeOther('/cart?restore=failed');
  return setCartCookie(seeOther('/cart'), { scope: { shop, countryId: shop.countryId }, host, cartId: null }, restored.cartId);
}
