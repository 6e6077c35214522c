import 'server-only';
import type { z } from 'zod';
import { backendDomainCall, type DomainAnswer } from '@/lib/api/backend-domain-call';
import type { Result } from '@/lib/api/result';

/**
 * One call of the backend's cart family (`/cart/*`, `/customdelivery/postage`, `insertCoupon`, and the checkout's
 * calls on the cart). Those answer domain refusals ('Cart not found', 'Coupon invalid', ...) with a 4xx status and a
 * `{status_code, message}` body the storefront must read: `ok` with the answer and its HTTP status (success or a domain
 * refusal); `rejected` when the backend refused the request itself (400 with the apiError body: a storefront bug or bad
 * input); `unavailable` / `invalid-response` otherwise (backendDomainCall). A 404 outside the contract is an
 * invalid answer like any other. Posts unless told otherwise. Never throws.
 */
export type CartAnswer<T> = DomainAnswer<T>;

export function cartCall<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'get' | 'post'; json?: unknown; searchParams?: Record<string, string | number> } = {},
): Promise<Result<CartAnswer<z.output<S>>>> {
  return backendDomainCall(path, schema, { ...init, method: init.method ?? 'post' });
}
