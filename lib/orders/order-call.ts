import 'server-only';
import { TimeoutError } from 'ky';
import type { z } from 'zod';
import { backendClient } from '@/lib/api/clients';
import { fail, ok, type Result } from '@/lib/api/result';
import { apiErrorSchema } from '@/lib/contract/common';

/**
 * One call of the backend's order family (order reads, payment state, PayPal follow-ups, order cancel, QR code,
 * withdrawal). These answer domain refusals ('Order not found', 'Withdrawal period over', ...) with a 4xx status and a
 * `{status_code, message}` body that the storefront reads, so the body is parsed whatever the status:
 * `ok` with the answer and its HTTP status; `not-found` for a 404 outside the contract or with the apiError body (no such
 * route or object);
 * `rejected` for the backend's apiError body (a malformed request); `unavailable` when it could not be reached, timed
 * out or answered 5xx; `invalid-response` for any other answer outside the contract. Never throws, never cached.
 */
export type OrderAnswer<T> = { status: number; body: T };

/** Payments and order changes may take the backend a while (a PayPal capture): longer than a page read. */
const ORDER_CALL_TIMEOUT_MS = 8_000;

export async function orderCall<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'get' | 'post'; json?: unknown } = {},
): Promise<Result<OrderAnswer<z.output<S>>>> {
  let response: Response;
  try {
    response = await backendClient()(path, {
      method: init.method ?? 'get',
      ...(init.json !== undefined ? { json: init.json } : {}),
      throwHttpErrors: false,
      timeout: ORDER_CALL_TIMEOUT_MS,
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
    if (response.status === 404) return fail('not-found', `${path}: not found`, 404);
    return fail('invalid-response', `${path}: answer is not JSON (${response.status})`, response.status);
  }
  const refusal = apiErrorSchema.safeParse(body);
  if (refusal.success && response.status === 404) return fail('not-found', `${path}: ${refusal.data.error}`, 404);
  if (refusal.success && response.status >= 400) return fail('rejected', `${path}: ${refusal.data.error}`, response.status);
  const parsed = schema.safeParse(body);
  if (parsed.success) return ok({ status: response.status, body: parsed.data });
  if (response.status === 404) return fail('not-found', `${path}: not found`, 404);
  return fail('invalid-response', `${path}: answer outside the contract (${response.status}): ${parsed.error.message.slice(0, 300)}`, response.status);
}
