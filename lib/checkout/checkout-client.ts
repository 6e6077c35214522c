import { browserJsonCall } from '@/lib/api/browser-json-call';
import { preload } from '@/lib/query/preload';
import type { AddressStepInput } from '@/lib/checkout/address-step-rules';
import type { CheckoutError, CheckoutState } from './checkout-state';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import type { Result } from '@/lib/api/result';

/**
 * The browser's calls of the storefront's checkout endpoints (never the backend's). Every answer is checked with the
 * checkout schemas (zod/mini, loaded with the first answer: ADR 0016); anything else is an error, never a throw.
 */
export type CheckoutCall<T> = Result<T, CheckoutError>;

const unavailable: CheckoutError = { error: 'checkout-unavailable' };

async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }, pick: (schemas: typeof import('./checkout-state'), body: unknown) => T | null): Promise<CheckoutCall<T>> {
  const answer = await browserJsonCall(path, init, preload(importInTurn(() => import('./checkout-state'))));
  if (!answer) return { ok: false, error: unavailable };
  if (answer.ok) {
    const data = pick(answer.schemas, answer.body);
    return data === null ? { ok: false, error: unavailable } : { ok: true, data };
  }
  const error = answer.schemas.checkoutErrorSchema.safeParse(answer.body);
  return { ok: false, error: error.success ? error.data : unavailable };
}

const state = (schemas: typeof import('./checkout-state'), body: unknown): CheckoutState | null => {
  const parsed = schemas.checkoutStateSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

export type ShippingStepInput = {
  deliveryModuleId: number;
  pickupCentreId: number | null;
  paymentModuleId: number;
  message: string;
  completeDelivery: boolean;
  phone?: string;
};

export const checkoutApi = {
  /** The checkout view; `countryId` is the site country, used until an address is saved. */
  get: (countryId: number | null) => call(countryId === null ? '/api/checkout' : `/api/checkout?country=${countryId}`, { method: 'GET' }, state),
  saveAddress: (input: AddressStepInput) => call('/api/checkout/address', { method: 'POST', body: input }, state),
  saveShipping: (input: ShippingStepInput) => call('/api/checkout/shipping', { method: 'POST', body: input }, state),
  order: (input: { attemptId: string; confirmUndeliverable: boolean; termsAccepted: boolean }) =>
    call('/api/checkout/order', { method: 'POST', body: input }, (schemas, body) => {
      const parsed = schemas.orderAnswerSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    }),
};

/** A random id of one order attempt, made when the review step renders (the idempotency key comes from it). */
export function newAttemptId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
