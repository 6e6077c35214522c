import 'server-only';
import { TimeoutError } from 'ky';
import type { z } from 'zod';
import { backendClient } from '@/lib/api/clients';
import { apiErrorSchema } from '@/contract/common';
import { fail, ok, type Result } from '@/lib/api/result';

/**
 * One call of a backend family that answers domain refusals ('Cart not found', 'Order not found', 'Coupon invalid',
 * ...) with a 4xx status and a `{status_code, message}` body the storefront reads (the cart family, the order family).
 * The body is parsed whatever the status: `ok` with the answer and its HTTP status (a success or a domain refusal);
 * `rejected` for the backend's apiError body (`{status_code, error}`: a malformed request) with the backend's text as
 * message; `unavailable` when it could not be reached, timed out or answered 5xx; `invalid-response` for any other
 * answer outside the contract. Never throws, never cached.
 */
export type DomainAnswer<T> = { status: number; body: T };

export type DomainCallInit = {
  method: 'get' | 'post';
  json?: unknown;
  searchParams?: Record<string, string | number>;
  /**
   * A 404 that is no answer of the family (not JSON, the apiError body, or a body outside the schema) means the route
   * or the object does not exist: `not-found`. Without it such a 404 reads like any other status.
   */
  notFoundOn404?: boolean;
};

/** Payments and cart or order changes may take the backend a while (a PayPal capture): longer than a page read. */
const DOMAIN_CALL_TIMEOUT_MS = 8_000;

export async function backendDomainCall<S extends z.ZodType>(path: string, schema: S, init: DomainCallInit): Promise<Result<DomainAnswer<z.output<S>>>> {
  let response: Response;
  try {
    response = await backendClient()(path, {
      method: init.method,
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.searchParams ? { searchParams: init.searchParams } : {}),
      throwHttpErrors: false,
      timeout: DOMAIN_CALL_TIMEOUT_MS,
      cache: 'no-store',
    });
  } catch (error) {
    const message = error instanceof TimeoutError ? 'timed out' : error instanceof Error ? error.message : String(error);
    return fail('unavailable', `${path}: ${message}`);
  }
  if (response.status >= 500) return fail('unavailable', `${path}: upstream answered ${response.status}`, response.status);
  const notFound = init.notFoundOn404 === true && response.status === 404;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (notFound) return fail('not-found', `${path}: not found`, 404);
    return fail('invalid-response', `${path}: answer is not JSON (${response.status})`, response.status);
  }
  // The apiError body ({status_code, error}) first: the answer schemas would accept it too (they ignore `error`).
  const refusal = apiErrorSchema.safeParse(body);
  if (refusal.success && notFound) return fail('not-found', `${path}: ${refusal.data.error}`, 404);
  if (refusal.success && response.status >= 400) return fail('rejected', refusal.data.error, response.status);
  const parsed = schema.safeParse(body);
  if (parsed.success) return ok({ status: response.status, body: parsed.data });
  if (notFound) return fail('not-found', `${path}: not found`, 404);
  return fail('invalid-response', `${path}: answer outside the contract (${response.status}): ${parsed.error.message.slice(0, 300)}`, response.status);
}
