import 'server-only';
import { backendClient, backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import { loginResponseSchema, logoutResponseSchema } from '@/contract/account';

export type LoggedIn = { token: string; expiresAt: number; customerId: number; email: string };

/** `POST {apiUrl}/api/login` with the shop token: the customer's JWT, or `rejected` (401) for wrong login data. */
export async function loginCall(email: string, password: string): Promise<Result<LoggedIn>> {
  const answer = await requestJson(backendClient(), '/api/login', loginResponseSchema, { method: 'post', json: { email, password }, noStore: true });
  if (!answer.ok) return answer;
  const { token, expires_at: expiresAt, customer_id: customerId, email: accountEmail } = answer.data.data;
  return { ok: true, data: { token, expiresAt, customerId, email: accountEmail } };
}

/** `POST {apiUrl}/api/logout` with the customer's token: the backend ends the token's session. */
export async function logoutCall(token: string): Promise<Result<unknown>> {
  return requestJson(backendFor(token), '/api/logout', logoutResponseSchema, { method: 'post', json: {}, noStore: true });
}
