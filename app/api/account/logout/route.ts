import { NextResponse } from 'next/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import { logoutCall } from '@/lib/account/account-calls';
import { clearSessionCookie } from '@/lib/account/session-server';
import { CART_COOKIE_NAME } from '@/lib/cart/cart-cookie';

/**
 * `POST /api/account/logout`: ends the customer's session at the backend (its token reaches nothing afterwards) and
 * drops the session cookie. The cart cookie of a customer goes too: the cart (with its applied coupon, S4-09) belongs
 * to the customer at the backend since login and comes back, merged, at the next login; this browser starts a guest
 * cart. Always 200 `{status:'logged-out'}`: a failed backend call still logs the browser out. The /logout page's form
 * without JavaScript (a navigation) gets a 303 back to `/logout?done=1` instead.
 */
export const POST = guardedWrite({ body: 'none', maxBytes: 0 }, async ({ request, context }) => {
  const customer = context.session.kind === 'customer';
  if (context.session.kind === 'customer') await logoutCall(context.session.token);
  const navigation = request.headers.get('sec-fetch-mode') === 'navigate';
  const response = navigation
    ? new NextResponse(null, { status: 303, headers: { Location: '/logout?done=1', 'Cache-Control': 'no-store' } })
    : NextResponse.json({ status: 'logged-out' }, { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookie(response);
  if (customer) response.cookies.delete({ name: CART_COOKIE_NAME, path: '/' });
  return response;
});
