import 'server-only';
import type { NextResponse } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import type { RequestContext } from '@/lib/request/request-context';
import type { LoggedIn } from './account-calls';
import { SESSION_COOKIE_NAME, sealSession, sessionCookieKey, sessionCookieOptions } from './session-cookie';

/** Writes the session cookie of a fresh (or refreshed) token onto a response. */
export function setSessionCookie(response: NextResponse, context: RequestContext, loggedIn: LoggedIn, now = Date.now()): void {
  const sealed = sealSession(
    { token: loggedIn.token, customerId: loggedIn.customerId, email: loggedIn.email, expiresAt: loggedIn.expiresAt, issuedAt: now },
    context.shop.code,
    sessionCookieKey(serverConfig()),
    now,
  );
  response.cookies.set(SESSION_COOKIE_NAME, sealed, sessionCookieOptions(context.secureCookies, loggedIn.expiresAt, now));
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.delete({ name: SESSION_COOKIE_NAME, path: '/' });
}
