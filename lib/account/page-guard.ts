import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PAGE_PATH_HEADER } from '@/lib/proxy/responses';
import type { RequestContext } from '@/lib/request/request-context';
import { requestContext } from '@/lib/request/server';
import { loginPathFor } from './last-location';

export type CustomerContext = RequestContext & { session: Extract<RequestContext['session'], { kind: 'customer' }> };

/** The login page that brings the shopper back to this account page (its path as the proxy passed it, checked). */
export async function loginRedirectPath(): Promise<string> {
  const path = (await headers()).get(PAGE_PATH_HEADER);
  return loginPathFor(path !== null && (path === '/account' || path.startsWith('/account/') || path.startsWith('/account?')) ? path : null);
}

/**
 * The request context of an account page: a logged-in customer's, or a redirect to /login-register that returns to the
 * page after the login (a guest, or a session whose token has expired: S4-03). Every account page and its server
 * actions start with it.
 */
export async function customerPageContext(): Promise<CustomerContext> {
  const context = await requestContext();
  if (context.session.kind !== 'customer') redirect(await loginRedirectPath());
  return context as CustomerContext;
}
