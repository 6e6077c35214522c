import { NextResponse } from 'next/server';
import { guardedWrite } from '@/lib/request/guarded-route';
import { logoutCall } from '@/lib/account/account-calls';
import { clearSessionCookie } from '@/lib/account/session-server';

/**
 * `POST /api/account/logout`: ends the customer's session at the backend (its token reaches nothing afterwards) and
 * drops the session cookie. Always 200 `{status:'logged-out'}`: a failed backend call still logs the browser out.
 */
export const POST = guardedWrite({ body: 'none', maxBytes: 0 }, async ({ context }) => {
  if (context.session.kind === 'customer') await logoutCall(context.session.token);
  const response = NextResponse.json({ status: 'logged-out' }, { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookie(response);
  return response;
});
