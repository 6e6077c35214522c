import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-route';
import { AUTH_LIMITS, clientAddress, tooManyAttempts } from '@/lib/account/auth-limits-server';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/register-rules';
import { resetPasswordCall } from '@/lib/account/session-calls';
import { clearSessionCookie } from '@/lib/account/session-server';
import { resetTokenSchema } from '@/lib/contract/account-session';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ token: z.string().max(100), password: z.string().max(200), passwordConfirm: z.string().max(200) }).strict();

/**
 * `POST /api/account/reset-password` `{token, password, passwordConfirm}`: sets the new password with a reset link's
 * token; every session of the customer ends (this browser's cookie too). 200 `{status:'reset'}`; 400 `invalid` with
 * `problem` (passwordTooShort, passwordMismatch); 410 `link-invalid` (used, expired or unknown link); 429; 503.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 2048 }, async ({ request, body }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const address = `reset:${clientAddress(request)}`;
  const verdict = AUTH_LIMITS.resetPerAddress.check(address);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  AUTH_LIMITS.resetPerAddress.hit(address);
  const { token, password, passwordConfirm } = input.data;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return NextResponse.json({ error: 'invalid', problem: 'passwordTooShort' }, { status: 400, headers: NO_STORE });
  }
  if (password !== passwordConfirm) return NextResponse.json({ error: 'invalid', problem: 'passwordMismatch' }, { status: 400, headers: NO_STORE });
  if (!resetTokenSchema.safeParse(token).success) return NextResponse.json({ error: 'link-invalid' }, { status: 410, headers: NO_STORE });
  const reset = await resetPasswordCall(token, password);
  if (!reset.ok) {
    if (reset.error.status === 410) return NextResponse.json({ error: 'link-invalid' }, { status: 410, headers: NO_STORE });
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  }
  const response = NextResponse.json({ status: 'reset' }, { headers: NO_STORE });
  clearSessionCookie(response);
  return response;
});
