import 'server-only';
import type { NextResponse } from 'next/server';
import { chunkName, MAX_CHUNKS } from '@/lib/request/express-cookie-names';
import type { RequestContext } from '@/lib/request/request-context';
import type { LoggedIn } from './account-calls';
import { assignCartCall } from './session-calls';
import { setSessionCookie } from './session-server';

/**
 * What storing a new login token does besides the session cookie: the express (guest checkout) data is dropped
 * (S4-07) and the guest cart becomes the customer's (`/cart/assignCustomer`; the cart cookie stays valid). A failed
 * cart assignment is only logged: the login stands.
 */
export async function completeLogin(response: NextResponse, context: RequestContext, loggedIn: LoggedIn): Promise<void> {
  setSessionCookie(response, context, loggedIn);
  for (let index = 0; index < MAX_CHUNKS; index += 1) response.cookies.delete({ name: chunkName(index), path: '/' });
  if (context.cart.kind === 'valid') {
    const assigned = await assignCartCall(context.cart.cartId, loggedIn.email);
    if (!assigned.ok) console.warn(`login: cart ${context.cart.cartId} not assigned: ${assigned.error.message}`);
  }
}
