import 'server-only';
import { z } from 'zod';
import { err, ok, type Result } from '@/lib/api/result';
import { backendDomainCall } from '@/lib/api/backend-domain-call';
import { activeDeliveryResponseSchema } from '@/contract/cart';
import {
  activePaymentMethodsResponseSchema,
  guestCustomerResponseSchema,
  LOCAL_PICKUP_MESSAGES,
  localPickupResponseSchema,
  PAY_ROUTES,
  payResponseSchema,
  type PayRequest,
  type PayResponse,
  type PaymentMethod,
  type PaymentMethodCode,
} from '@/contract/checkout';
import { addressCreateResponseSchema, type AddressCreateRequest } from '@/contract/address';
import type { TheliaLocale } from '@/contract/common';
import type { Shop } from '@/contract/shops';

/**
 * The backend's checkout calls (spec section 7; contract/checkout.ts). Each answers a Result and never throws;
 * a call that fails is logged here with what went wrong (S8-35: the helpers log and answer a failure, never throw).
 */
export type DeliveryModule = z.infer<typeof activeDeliveryResponseSchema>[number];

/** A refusal the backend answered with its status and `{status_code, message}`: the caller maps it. */
export type BackendRefusal = { kind: 'refused'; status: number; message: string; items: number[] };
export type CallFailure = { kind: 'unavailable'; detail: string } | BackendRefusal;

const statusBodySchema = z.object({ status_code: z.number().int(), message: z.string().optional() });

function logFailure(call: string, failure: CallFailure): void {
  console.error(`checkout ${call}: ${failure.kind === 'refused' ? `refused ${failure.status} ${failure.message}` : failure.detail}`);
}

function failed<T>(call: string, failure: CallFailure): Result<T, CallFailure> {
  logFailure(call, failure);
  return err(failure);
}

/** `GET api/getActiveDelivery/{cartId}?country_id&locale`: the delivery modules of the cart in the country, by position. */
export async function readDeliveryModules(shop: Shop, cartId: number, countryId: number): Promise<Result<DeliveryModule[], CallFailure>> {
  const outcome = await backendDomainCall(`api/getActiveDelivery/${cartId}`, z.union([activeDeliveryResponseSchema, statusBodySchema]), {
    method: 'get',
    searchParams: { country_id: countryId, locale: shop.theliaLocale },
  });
  if (!outcome.ok) return failed('delivery modules', { kind: 'unavailable', detail: outcome.error.message });
  const { body, status } = outcome.data;
  if (Array.isArray(body)) return ok(body);
  return failed('delivery modules', { kind: 'refused', status, message: body.message ?? '', items: [] });
}

/** `GET api/getActivePaymentMethods/{cartId}?country_id&locale`: the payment methods of the cart in the country. */
export async function readPaymentMethods(shop: Shop, cartId: number, countryId: number): Promise<Result<PaymentMethod[], CallFailure>> {
  const outcome = await backendDomainCall(`api/getActivePaymentMethods/${cartId}`, z.union([activePaymentMethodsResponseSchema, statusBodySchema]), {
    method: 'get',
    searchParams: { country_id: countryId, locale: shop.theliaLocale },
  });
  if (!outcome.ok) return failed('payment methods', { kind: 'unavailable', detail: outcome.error.message });
  const { body, status } = outcome.data;
  if (Array.isArray(body)) return ok(body);
  return failed('payment methods', { kind: 'refused', status, message: body.message ?? '', items: [] });
}

type Posted<T> = Result<T, CallFailure>;

async function post<S extends z.ZodType<{ status_code: number; message?: string | undefined }>>(
  call: string,
  path: string,
  schema: S,
  json: unknown,
): Promise<Posted<{ status: number; body: z.output<S> }>> {
  const outcome = await backendDomainCall(path, schema, { method: 'post', json });
  if (!outcome.ok) {
    const failure: CallFailure =
      outcome.error.kind === 'rejected'
        ? { kind: 'refused', status: outcome.error.status ?? 400, message: outcome.error.message, items: [] }
        : { kind: 'unavailable', detail: outcome.error.message };
    return failed(call, failure);
  }
  return ok(outcome.data);
}

/** `POST api/ExternalOrderApi/guest`: the guest customer of an express checkout. */
export async function createGuestCustomer(guest: { email: string; title: number; firstname: string; lastname: string; locale: TheliaLocale }): Promise<Posted<number>> {
  const posted = await post('guest customer', 'api/ExternalOrderApi/guest', guestCustomerResponseSchema, guest);
  if (!posted.ok) return posted;
  const { status, body } = posted.data;
  if (status < 300 && body.data) return ok(body.data.customer_id);
  return failed('guest customer', { kind: 'refused', status, message: body.message ?? '', items: [] });
}

/** `POST api/ExternalOrderApi/address`: an address of the customer. */
export async function createAddress(address: AddressCreateRequest): Promise<Posted<number>> {
  const posted = await post('address', 'api/ExternalOrderApi/address', addressCreateResponseSchema, address);
  if (!posted.ok) return posted;
  const { status, body } = posted.data;
  if (status < 300 && body.data) return ok(body.data.address_id);
  return failed('address', { kind: 'refused', status, message: body.message ?? '', items: [] });
}

/**
 * Local pickup (S7-24, S7-25): the pickup centre of the cart's coming order (`/localpickup/order`), then its address as
 * the delivery address (`/localPickupAddress/order`); each succeeds only with its success text.
 */
export async function postLocalPickup(cartId: number, centreId: number): Promise<Posted<true>> {
  const json = { cart_id: cartId, fulfilment_center_id: centreId };
  for (const [path, expected] of [
    ['localpickup/order', LOCAL_PICKUP_MESSAGES.order],
    ['localPickupAddress/order', LOCAL_PICKUP_MESSAGES.address],
  ] as const) {
    const posted = await post('local pickup', path, localPickupResponseSchema, json);
    if (!posted.ok) return posted;
    const { status, body } = posted.data;
    if (status >= 300 || body.message !== expected) return failed('local pickup', { kind: 'refused', status, message: body.message, items: [] });
  }
  return ok(true);
}

/**
 * The pay call of a method (S7-14..S7-19) with the S7-20 payload. Answers the backend's answer, success or domain
 * refusal (the caller reads it: pay-answer.ts); a call that could not be made, or an answer outside the contract, is
 * logged and answered as a failure (S8-35).
 */
export async function pay(code: PaymentMethodCode, payload: PayRequest): Promise<Posted<{ status: number; body: PayResponse }>> {
  const outcome = await backendDomainCall(PAY_ROUTES[code].replace(/^\/+/, ''), payResponseSchema, { method: 'post', json: payload });
  if (!outcome.ok) {
    const failure: CallFailure =
      outcome.error.kind === 'rejected'
        ? { kind: 'refused', status: outcome.error.status ?? 400, message: outcome.error.message, items: [] }
        : { kind: 'unavailable', detail: outcome.error.message };
    return failed(`pay ${code}`, failure);
  }
  if (outcome.data.status >= 300) logFailure(`pay ${code}`, { kind: 'refused', status: outcome.data.status, message: outcome.data.body.message ?? '', items: outcome.data.body.items ?? [] });
  return ok(outcome.data);
}
