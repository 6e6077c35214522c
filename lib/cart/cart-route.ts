import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { serverConfig } from '@/lib/env/server-config';
import { shopOfRequest } from '@/lib/shop/request-shop';
import { CART_COOKIE_NAME, cartCookieKey, cartCookieOptions, readCartCookie, signCartId } from './cart-cookie';
import { statusOfCartError } from './cart-errors';
import { countryParamSchema } from './cart-input';
import type { CartErrorCode, CartView } from './cart-view';
import { loadCartView } from './cart-view-server';
import type { CartScope } from './server';

const NO_STORE = { 'Cache-Control': 'no-store', Vary: 'Host, Cookie' } as const;

/** What every cart endpoint knows about its request: the shop, the delivery country, the cart of the cookie. */
export type CartRequest = {
  scope: CartScope;
  host: string;
  /** The cart id of a valid cookie, null without one. */
  cartId: number | null;
};

export type CartRequestOutcome = { ok: true; request: CartRequest } | { ok: false; response: NextResponse };

function host(request: NextRequest): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost';
}

/** A cookie whose signature does not match (edited, or from another shop) is refused and dropped. */
export function readCartRequest(request: NextRequest): CartRequestOutcome {
  const config = serverConfig();
  const shop = shopOfRequest(request.headers, config);
  const country = countryParamSchema.safeParse(request.nextUrl.searchParams.get('country') ?? undefined);
  if (!country.success) return { ok: false, response: cartError('bad-request') };
  const cookie = readCartCookie(request.cookies.get(CART_COOKIE_NAME)?.value, shop.code, cartCookieKey(config));
  if (cookie.kind === 'forged') {
    const response = cartError('foreign-cart');
    response.cookies.delete({ name: CART_COOKIE_NAME, path: '/' });
    return { ok: false, response };
  }
  return {
    ok: true,
    request: { scope: { shop, countryId: country.data ?? shop.countryId }, host: host(request), cartId: cookie.kind === 'valid' ? cookie.cartId : null },
  };
}

/** An error answer `{ error }` with its status; never cached. */
export function cartError(code: CartErrorCode): NextResponse {
  return NextResponse.json({ error: code }, { status: statusOfCartError(code), headers: NO_STORE });
}

/** Sets the signed cookie of a cart (after it was made or restored), or drops it (`null`). */
export function setCartCookie(response: NextResponse, request: CartRequest, cartId: number | null): NextResponse {
  if (cartId === null) response.cookies.delete({ name: CART_COOKIE_NAME, path: '/' });
  else response.cookies.set(CART_COOKIE_NAME, signCartId(cartId, request.scope.shop.code, cartCookieKey(serverConfig())), cartCookieOptions(request.host));
  return response;
}

/**
 * Answers with the current view of `cartId` (200, or `status`), keeping the cookie in step: set when the cart is new
 * or restored, refreshed on every change, dropped when the backend no longer knows the cart.
 */
export async function respondWithCart(request: CartRequest, cartId: number | null, status = 200): Promise<NextResponse> {
  let loaded;
  try {
    loaded = await loadCartView(request.scope, cartId);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return cartError('cart-unavailable');
    throw error;
  }
  if (!loaded.ok) {
    console.error(`cart view: ${loaded.detail}`);
    return cartError(loaded.code);
  }
  const body: CartView = loaded.view;
  const response = NextResponse.json(body, { status, headers: NO_STORE });
  if (!loaded.exists) return cartId === null && request.cartId === null ? response : setCartCookie(response, request, null);
  return setCartCookie(response, request, cartId);
}

/** Reads a JSON body; anything that is not JSON is undefined (the schema then refuses it). */
export async function jsonBody(request: NextRequest): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}
