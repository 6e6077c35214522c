import 'server-only';
import { NextResponse } from 'next/server';
import type { UpstreamError } from '@/lib/api/result';
import type { RequestContext } from '@/lib/request/request-context';
import type { CustomerContext } from './page-guard';

/** What the account route handlers share: their private no-store header, their `{error}` answers and the customer. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/** The error codes of the account routes' JSON answers (`{error}`), read by the forms (address-book-failures.ts). */
export type AccountRouteError = 'login-required' | 'bad-request' | 'invalid' | 'not-found' | 'default-address' | 'wrong-password' | 'failed';

export function accountError(error: AccountRouteError, status: number, extra: Record<string, unknown> = {}): Response {
  return NextResponse.json({ error, ...extra }, { status, headers: PRIVATE });
}

/** The context of a logged-in customer's request, or null for a guest (the routes answer 401). */
export function customerContextOf(context: RequestContext): CustomerContext | null {
  return context.session.kind === 'customer' ? (context as CustomerContext) : null;
}

/**
 * An upstream failure as the route's answer: 401 when the session ended, 404 for an address the customer does not
 * have, 503 `failed` for everything else (the form shows its 'failed to …' text, S8-16..S8-19).
 */
export function upstreamFailure(error: UpstreamError): Response {
  if (error.status === 401) return accountError('login-required', 401);
  if (error.kind === 'not-found') return accountError('not-found', 404);
  return accountError('failed', 503);
}
