import 'server-only';
import type { NextResponse } from 'next/server';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { refreshTokenResponseSchema } from '@/contract/account';
import type { RequestContext } from '@/lib/request/request-context';
import { refreshInput } from './refresh-input';
import { setSessionCookie } from './session-server';

type CustomerSession = { token: string; customerId: number; email: string };

/**
 * Refreshes the session's token (S7-35: `POST /api/refreshToken` with customer_id, email and the Authorization
 * header) and re-seals the cookie on `response` with the new token. A failure is only logged (S8-38) and answers
 * null: the old token stays until it expires.
 */
export async function refreshSession(response: NextResponse, context: RequestContext, session: CustomerSession, now = Date.now()): Promise<{ issuedAt: number; expiresAt: number } | null> {
  const input = refreshInput(session);
  if (!input.ok) {
    console.warn(`token refresh: ${input.error}`);
    return null;
  }
  const answer = await requestJson(backendFor(session.token), '/api/refreshToken', refreshTokenResponseSchema, { method: 'post', json: input.data, noStore: true });
  if (!answer.ok) {
    console.warn(`token refresh failed: ${answer.error.kind} ${answer.error.status ?? ''}`);
    return null;
  }
  setSessionCookie(response, context, { token: answer.data.token, expiresAt: answer.data.expires_at, customerId: session.customerId, email: session.email }, now);
  return { issuedAt: now, expiresAt: answer.data.expires_at };
}
