import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { UpstreamUnavailableError, err, ok, type Result } from '@/lib/api/result';
import { serverConfig } from '@/lib/env/server-config';
import type { RequestContext } from '@/lib/request/request-context';
import { routeContext } from '@/lib/request/server';
import { theliaLogin } from '@/lib/request/session';
import { CART_COOKIE_NAME, cartCookieKey, cartCookieOptions, signCartId } from './cart-cookie';
import { statusOfCartError } from './cart-errors';
import type { CartErrorCode, CartView } from './cart-view';
import { cartVatMode } from './cart-vat-server';
import { loadCartView } from './cart-view-server';
import type { CartScope } from './server';

const NO_STORE = { 'Cache-Control': 'no-store', Vary: 'Host, Cookie' } as const;

/** What every cart endpoint knows about its request: the request context, the scope of its cart calls, the cart. */
export type CartRequest = {
  context: RequestContext;
  scope: CartScope;
  /** The cart id of a valid cookie, null without one. */
  cartId: number | null;
};

/** The cart request, or the answer that refuses it. */
export type CartRequestOutcome = Result<CartRequest, NextResponse>;

/** The scope of the backend's cart calls for a request: its shop, delivery country and customer. */
export function cartScopeOf(context: RequestContext): CartScope {
  return { shop: context.shop, countryId: context.deliveryCountryId, login: theliaLogin(context.session) };
}

/** A cookie whose signature does not match (edited, or from another shop) is refused and dropped. */
export function cartRequestOf(context: RequestContext): CartRequestOutcome {
  if (context.cart.kind === 'forged') {
    const response = cartError('foreign-cart');
    response.cookies.delete({ name: CART_COOKIE_NAME, path: '/' });
    return err(response);
  }
  return ok({ context, scope: cartScopeOf(context), cartId: context.cart.kind === 'valid' ? context.cart.cartId : null });
}

/** The cart request of a read (GET) handler, with its `?country=`. */
export function readCartRequest(request: NextRequest): CartRequestOutcome {
  const context = routeContext(request, { withCountry: true });
  if (!context.ok) return err(cartError('bad-request'));
  return cartRequestOf(context.data);
}

/** An error answer `{ error }` with its status; never cached. */
export function cartError(code: CartErrorCode): NextResponse {
  return NextResponse.json({ error: code }, { status: statusOfCartError(code), headers: NO_STORE });
}

/** Sets the signed cookie of a cart (after it was made or restored), or drops it (`null`). */
export function setCartCookie(response: NextResponse, context: RequestContext, cartId: number | null): NextResponse {
  if (cartId === null) response.cookies.delete({ name: CART_COOKIE_NAME, path: '/' });
  else response.cookies.set(CART_COOKIE_NAME, signCartId(cartId, context.shop.code, cartCookieKey(serverConfig())), cartCookieOptions(context.secureCookies));
  return response;
}

/**
 * Answers with the current view of `cartId` (200, or `status`), keeping the cookie in step: set when the cart is new
 * or restored, refreshed on every change, dropped when the backend no longer knows the cart.
 */
export async function respondWithCart(request: CartRequest, cartId: number | null, status = 200): Promise<NextResponse> {
  let loaded;
  try {
    loaded = await loadCartView(request.scope, cartId, new Date(), await cartVatMode(request.context, request.scope.countryId));
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return cartError('cart-unavailable');
    throw error;
  }
  if (!loaded.ok) {
    console.error(`cart view: ${loaded.error.detail}`);
    return cartError(loaded.error.code);
  }
  const body: CartView = loaded.data.view;
  const response = NextResponse.json(body, { status, headers: NO_STORE });
  if (!loaded.data.exists) return cartId === null && request.cartId === null ? response : setCartCookie(response, request.context, null);
  return setCartCookie(response, request.context, cartId);
}
