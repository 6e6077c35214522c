import 'server-only';
import type { z } from 'zod';
import { backendDomainCall, type DomainAnswer } from '@/lib/api/backend-domain-call';
import type { Result } from '@/lib/api/result';

/**
 * One call of the backend's order family (order reads, payment state, PayPal follow-ups, order cancel, QR code,
 * withdrawal, guest conversion). These answer domain refusals ('Order not found', 'Withdrawal period over', ...) with a
 * 4xx status and a `{status_code, message}` body that the storefront reads: `ok` with the answer and its HTTP status;
 * `not-found` for a 404 outside the contract or with the apiError body (no such route or object); `rejected` for the
 * backend's apiError body (a malformed request); `unavailable` / `invalid-response` otherwise (backendDomainCall).
 * Reads unless told otherwise. Never throws, never cached.
 */
export type OrderAnswer<T> = DomainAnswer<T>;

export function orderCall<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'get' | 'post'; json?: unknown } = {},
): Promise<Result<OrderAnswer<z.output<S>>>> {
  return backendDomainCall(path, schema, { ...init, method: init.method ?? 'get', notFoundOn404: true });
}
