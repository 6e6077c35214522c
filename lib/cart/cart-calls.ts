import 'server-only';
import { TimeoutError } from 'ky';
import type { z } from 'zod';
import { backendClient } from '@/lib/api/clients';
import { apiErrorSchema } from '@/lib/contract/common';
import { fail, ok, type Result } from '@/lib/api/result';

/**
 * One call of the backend's cart family (`/cart/*`, `/customdelivery/postage`, `insertCoupon`). Those answer domain
 * refusals ('Cart not found', 'Coupon invalid', ...) with a 4xx status and a `{status_code, message}` body the
 * storefront must read, so the body is parsed whatever the status: `ok` with the answer and its HTTP status (success
 * or a domain refusal); `rejected` when the backend refused the request itself (400 with the apiError body: a
 * storefront bug or bad input); `unavailable` / `invalid-response` when it could not be reached, timed out, answered
 * 5xx or outside the contract. Never throws.
 */
export type CartAnswer<T> = { status: number; body: T };

const CART_CALL_TIMEOUT_MS = 8_000;

export async function cartCall<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'get' | 'post'; json?: unknown; searchParams?: Record<string, string | number> } = {},
): Promise<Result<CartAnswer<z.output<S>>>> {
  let response: Response;
  try {
    response = await backendClient()(path, {
      method: init.method ?? 'post',
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.searchParams ? { searchParams: init.searchParams } : {}),
      throwHttpErrors: false,
      timeout: CART_CALL_TIMEOUT_MS,
      cache: 'no-store',
    });
  } catch (error) {
    const message = error instanceof TimeoutError ? 'timed out' : error instanceof Error ? error.message : String(error);
    return fail('unavailable', `${path}: ${message}`);
  }
  if (response.status >= 500) return fail('unavailable', `${path}: upstream answered ${response.status}`, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return fail('invalid-response', `${path}: answer is not JSON (${response.status})`, response.status);
  }
  // The apiError body ({status_code, error}) first: the answer schemas would accept it too (they ignore `error`).
  const refusal = apiErrorSchema.safeParse(body);
  if (refusal.success && response.status >= 400) return fail('rejected', refusal.data.error, response.status);
  const parsed = schema.safeParse(body);
  if (parsed.success) return ok({ status: response.status, body: parsed.data });
  return fail('invalid-response', `${path}: answer outside the contract (${response.status}): ${parsed.error.message.slice(0, 300)}`, response.status);
}
