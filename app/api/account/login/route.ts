import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-write';
import { loginCall } from '@/lib/account/account-calls';
import { AUTH_LIMITS, clientAddress, tooManyAttempts } from '@/lib/account/auth-limits-server';
import { completeLogin } from '@/lib/account/login-effects-server';
import { checkAll } from '@/lib/account/attempt-limit';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const loginInputSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), password: z.string().min(1).max(128) });
const MAX_BODY_BYTES = 2048;
const BACKEND_LOCK_MS = 15 * 60 * 1000;

/**
 * `POST /api/account/login` `{email, password}`: logs the customer in. 200 `{status:'logged-in'}` with the httpOnly
 * session cookie (the token stays on the server side), the express data dropped and the guest cart assigned to the
 * customer; 400 bad body; 401 `wrong-login` (unknown e-mail and wrong password alike); 429 `too-many-attempts` with
 * Retry-After after too many failures for the account or the client address (the storefront's count, shared by every
 * instance with REDIS_URL, or the backend's); 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ request, body, context }) => {
  const input = loginInputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const address = `login:${clientAddress(request)}`;
  // Accounts are shared by the shops: one count per e-mail address whichever shop is asked.
  const account = `login:${input.data.email}`;
  const verdict = await checkAll([[AUTH_LIMITS.loginFailuresPerAddress, address], [AUTH_LIMITS.loginFailuresPerAccount, account]]);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const loggedIn = await loginCall(input.data.email, input.data.password);
  // The backend's own count of failed logins (every storefront instance) refused: its window is 15 minutes.
  if (!loggedIn.ok && loggedIn.error.status === 429) return tooManyAttempts({ allowed: false, retryAfterMs: BACKEND_LOCK_MS });
  if (!loggedIn.ok) {
    const status = loggedIn.error.status === 401 ? 401 : 503;
    if (status === 401) {
      await Promise.all([AUTH_LIMITS.loginFailuresPerAddress.hit(address), AUTH_LIMITS.loginFailuresPerAccount.hit(account)]);
    }
    return NextResponse.json({ error: status === 401 ? 'wrong-login' : 'unavailable' }, { status, headers: NO_STORE });
  }
  await AUTH_LIMITS.loginFailuresPerAccount.reset(account);
  const response = NextResponse.json({ status: 'logged-in' }, { headers: NO_STORE });
  await completeLogin(response, context, loggedIn.data);
  return response;
});
