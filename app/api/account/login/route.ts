import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-route';
import { loginCall } from '@/lib/account/account-calls';
import { setSessionCookie } from '@/lib/account/session-server';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const loginInputSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), password: z.string().min(1).max(128) });
const MAX_BODY_BYTES = 2048;

/**
 * `POST /api/account/login` `{email, password}`: logs the customer in. 200 `{status:'logged-in'}` with the httpOnly
 * session cookie (the token stays on the server side); 400 bad body; 401 `wrong-login` (unknown e-mail and wrong
 * password alike); 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ body, context }) => {
  const input = loginInputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const loggedIn = await loginCall(input.data.email, input.data.password);
  if (!loggedIn.ok) {
    const status = loggedIn.error.status === 401 ? 401 : 503;
    return NextResponse.json({ error: status === 401 ? 'wrong-login' : 'unavailable' }, { status, headers: NO_STORE });
  }
  const response = NextResponse.json({ status: 'logged-in' }, { headers: NO_STORE });
  setSessionCookie(response, context, loggedIn.data);
  return response;
});
