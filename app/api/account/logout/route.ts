import { NextResponse } from 'next/server';
import { guardedWrite } from '@/lib/request/guarded-route';
import { logoutCall } from '@/lib/account/account-calls';
import { clearSessionCookie } from '@/lib/account/session-server';

/**
 * `POST /api/account/logout`: ends the customer's session at the backend (its token reaches nothing afterwards) and
 * drops the session cookie. Always 200 `{status:'logged-out'}`: a failed backend call still logs the browser out. The
 * /logout page's form without JavaScript (a navigation) gets a 303 back to `/logout?done=1` instead.
 */
export const POST = guardedWrite({ body: 'none', maxBytes: 0 }, async ({ request, context }) => {
  if (context.session.kind === 'customer') await logoutCall(context.session.token);
  const navigation = request.headers.get('sec-fetch-mode') === 'navigate';
  const response = navigation
    ? new NextResponse(null, { status: 303, headers: { Location: '/logout?done=1', 'Cache-Control': 'no-store' } })
    : NextResponse.json({ status: 'logged-out' }, { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookie(response);
  return response;
});
