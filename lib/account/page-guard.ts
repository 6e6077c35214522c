import 'server-only';
import { redirect } from 'next/navigation';
import type { RequestContext } from '@/lib/request/request-context';
import { requestContext } from '@/lib/request/server';

export type CustomerContext = RequestContext & { session: Extract<RequestContext['session'], { kind: 'customer' }> };

/**
 * The request context of an account page: a logged-in customer's, or a redirect to /login-register (a guest, or a
 * session whose token has expired: S4-03). Every account page and its server actions start with it.
 */
export async function customerPageContext(): Promise<CustomerContext> {
  const context = await requestContext();
  if (context.session.kind !== 'customer') redirect('/login-register');
  return context as CustomerContext;
}
