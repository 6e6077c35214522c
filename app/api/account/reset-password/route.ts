import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-write';
import { loginCall } from '@/lib/account/account-calls';
import { AUTH_LIMITS, clientAddress, tooManyAttempts } from '@/lib/account/auth-limits-server';
import { newPasswordProblem } from '@/lib/account/common-passwords';
import { completeLogin } from '@/lib/account/login-effects-server';
import { resetPasswordCall } from '@/lib/account/session-calls';
import { clearSessionCookie } from '@/lib/account/session-server';
import { resetTokenSchema } from '@/contract/account-session';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ token: z.string().max(100), password: z.string().max(600) }).strict();

/**
 * `POST /api/account/reset-password` `{token, password}`: sets the password with a one-time link's token (a reset
 * link, or the set-password link of a guest who became a customer); every earlier session of the customer ends and
 * this browser is logged in with the new password (a new session). 200 `{status:'reset', loggedIn}`; 400 `invalid`
 * with `problem` (required, tooShort, tooLong, common: lib/account/password-policy.ts); 410 `link-invalid` (used,
 * expired or unknown link); 429; 503.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 4096 }, async ({ request, body, context }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const address = `reset:${clientAddress(request)}`;
  const verdict = await AUTH_LIMITS.resetPerAddress.check(address);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  await AUTH_LIMITS.resetPerAddress.hit(address);
  const { token, password } = input.data;
  const problem = newPasswordProblem(password);
  if (problem) return NextResponse.json({ error: 'invalid', problem }, { status: 400, headers: NO_STORE });
  if (!resetTokenSchema.safeParse(token).success) return NextResponse.json({ error: 'link-invalid' }, { status: 410, headers: NO_STORE });
  const reset = await resetPasswordCall(token, password);
  if (!reset.ok) {
    if (reset.error.status === 410) return NextResponse.json({ error: 'link-invalid' }, { status: 410, headers: NO_STORE });
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  }
  // The old sessions are over; the new password opens a new one here (if that fails, the page asks to log in).
  const loggedIn = await loginCall(reset.data.email, password);
  const response = NextResponse.json({ status: 'reset', loggedIn: loggedIn.ok }, { headers: NO_STORE });
  if (loggedIn.ok) await completeLogin(response, context, loggedIn.data);
  else clearSessionCookie(response);
  return response;
});
