import { NextResponse, type NextRequest } from 'next/server';
import { setCartCookie } from '@/lib/cart/cart-handlers';
import { restoreAbandonedCart } from '@/lib/cart/server';
import { routeContext } from '@/lib/request/server';

type Params = { params: Promise<{ token: string }> };

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** A redirect to a path of the same host: the Location is relative, so no request header can choose its target. */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/**
 * `/back-to-cart/{token}` (the link of an abandoned-cart reminder): the backend tells which cart the token restores;
 * its signed cookie is set and the shopper lands on /cart. An unknown or malformed token lands on /cart with
 * `?restore=failed`, which shows why, and leaves the shopper's current cart alone.
 */
export async function GET(request: NextRequest, { params }: Params): Promise<Response> {
  const { token } = await params;
  const context = routeContext(request);
  const restored = TOKEN.test(token) ? await restoreAbandonedCart(token) : null;
  if (!context.ok || !restored?.ok) return seeOther('/cart?restore=failed');
  return setCartCookie(seeOther('/cart'), context.data, restored.data.cartId);
}
