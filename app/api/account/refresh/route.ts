import { NextResponse } from 'next/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { refreshSession } from '@/lib/account/session-refresh-server';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * `POST /api/account/refresh`: the browser's token timer at two thirds of the token's life (S4-05). The storefront
 * calls the backend's refreshToken with customer_id, email and the token (S7-35) and re-seals the cookie with the new
 * token. 200 `{issuedAt, expiresAt}`; 401 `{error:'no-session', message}` without a session (S5-45: 'Missing
 * customer_id or email in local storage'); 502 `refresh-failed` (only logged by the browser, S8-38).
 */
export const POST = guardedWrite({ body: 'none', maxBytes: 0 }, async ({ context }) => {
  if (context.session.kind !== 'customer') {
    return NextResponse.json({ error: 'no-session', message: ACCOUNT_MESSAGES.missingCustomer }, { status: 401, headers: NO_STORE });
  }
  const response = NextResponse.json({ status: 'refreshed' }, { headers: NO_STORE });
  const refreshed = await refreshSession(response, context, context.session);
  if (!refreshed) return NextResponse.json({ error: 'refresh-failed' }, { status: 502, headers: NO_STORE });
  const answer = NextResponse.json(refreshed, { headers: NO_STORE });
  for (const cookie of response.cookies.getAll()) answer.cookies.set(cookie);
  return answer;
});
