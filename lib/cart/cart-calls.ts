import 'server-only';
import { TimeoutError } from 'ky';
import type { z } from 'zod';
import { backendClient } from '@/lib/api/clients';
import { apiErrorSchema } from '@/lib/contract/common';

/**
 * One call of the backend's cart family (`/cart/*`, `/customdelivery/postage`, `insertCoupon`). Those answer domain
 * refusals ('Cart not found', 'Coupon invalid', ...) with a 4xx status and a `{status_code, message}` body the
 * storefront must read, so the body is parsed whatever the status. The outcome is a value, never a throw.
 */
export type CartCallOutcome<T> =
  /** The backend answered in the contract's shape (success or a domain refusal with its status_code). */
  | { kind: 'answer'; status: number; body: T }
  /** The backend refused the request itself (400 with the apiError body): a storefront bug or bad input. */
  | { kind: 'malformed'; status: number; error: string }
  /** Unreachable, timed out, 5xx, or an answer outside the contract. */
  | { kind: 'unavailable'; message: string };

const CART_CALL_TIMEOUT_MS = 8_000;

export async function cartCall<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'get' | 'post'; json?: unknown; searchParams?: Record<string, string | number> } = {},
): Promise<CartCallOutcome<z.output<S>>> {
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
    return { kind: 'unavailable', message: `${path}: ${message}` };
  }
  if (response.status >= 500) return { kind: 'unavailable', message: `${path}: upstream answered ${response.status}` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'unavailable', message: `${path}: answer is not JSON (${response.status})` };
  }
  // The apiError body ({status_code, error}) first: the answer schemas would accept it too (they ignore `error`).
  const refusal = apiErrorSchema.safeParse(body);
  if (refusal.success && response.status >= 400) return { kind: 'malformed', status: response.status, error: refusal.data.error };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { kind: 'answer', status: response.status, body: parsed.data };
  return { kind: 'unavailable', message: `${path}: answer outside the contract (${response.status}): ${parsed.error.message.slice(0, 300)}` };
}
