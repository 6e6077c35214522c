import 'server-only';
import { z } from 'zod';
import { err, ok, type Result, type UpstreamError } from '@/lib/api/result';
import {
  orderPaymentStateSchema,
  orderResponseSchema,
  paypalAcceptRequestSchema,
  paypalCancelRequestSchema,
  qrCodeResponseSchema,
  type Order,
  type OrderPaymentState,
  type OrderStatusCode,
} from '@/contract/checkout';
import { cancelAnswerSchema, cancelSucceeded } from './cancel-answer';
import { orderCall, type OrderAnswer } from './order-call';

/**
 * The storefront's calls of the backend's order routes after the pay call (contract: contract/checkout.ts). Each
 * answers a Result with a small closed set of failures and logs what went wrong (S8-35, S8-36: the payment and cancel
 * helpers log errors and report a failure), so a page or route handler decides only what the shopper sees.
 */
export type OrderErrorCode =
  /** No such order (or the backend does not know it any more). */
  | 'not-found'
  /** The backend refused the change (an order already paid cannot be cancelled, a PayPal capture was declined, ...). */
  | 'refused'
  /** The backend could not be reached, timed out, or answered outside the contract. */
  | 'unavailable';
export type OrderFailure = { code: OrderErrorCode; detail: string };
export type OrderOutcome<T> = Result<T, OrderFailure>;

/** Paths of the calls (prefixed with the backend's apiUrl). */
export const ORDER_PATHS = {
  order: (orderId: number) => `api/ExternalOrderApi/order/${orderId}`,
  paymentState: (orderId: number) => `api/ExternalOrderApi/order/${orderId}/payment`,
  paypalAccept: 'paypal/accept',
  paypalCancel: 'paypal/cancel',
  cancel: 'order/cancel',
  qrCode: 'api/ExternalOrderApi/getQrCode',
} as const;

/** The PayPal follow-ups answer the backend's usual `{status_code, message}`. */
const statusAnswerSchema = z.object({ status_code: z.number().int(), message: z.string().optional() });

function failed(call: string, code: OrderErrorCode, detail: string): { ok: false; error: OrderFailure } {
  console.error(`orders: ${call} failed (${code}): ${detail}`);
  return err({ code, detail });
}

/** A call that did not get an answer in the contract. */
function unanswered(call: string, error: UpstreamError): { ok: false; error: OrderFailure } {
  return failed(call, error.kind === 'not-found' ? 'not-found' : 'unavailable', error.message);
}

type Envelope<T> = { status_code: number; message?: string | undefined; data?: T | undefined };

/** An answer with data: the data; a 404 (or a body saying 404): not-found; anything else: refused. */
function dataOf<T>(call: string, answer: OrderAnswer<Envelope<T>>): OrderOutcome<T> {
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body.status_code >= 200 && body.status_code < 300 && body.data !== undefined) return ok(body.data);
  if (status === 404 || body.status_code === 404) return failed(call, 'not-found', body.message ?? `status ${status}`);
  return failed(call, 'refused', body.message ?? `status ${status}`);
}

/** `GET ExternalOrderApi/order/{id}`: the whole order (a guest's: no customer id; the shop token authorises). */
export async function loadOrder(orderId: number): Promise<OrderOutcome<Order>> {
  const answer = await orderCall(ORDER_PATHS.order(orderId), orderResponseSchema);
  return answer.ok ? dataOf('order', answer.data) : unanswered('order', answer.error);
}

/**
 * `GET ExternalOrderApi/order/{id}/payment`: the order's payment state (status, payment outcome, method, cart, when the
 * payment started), answered as the state itself; an unknown order is a 404.
 */
export async function loadPaymentState(orderId: number): Promise<OrderOutcome<OrderPaymentState>> {
  const answer = await orderCall(ORDER_PATHS.paymentState(orderId), orderPaymentStateSchema);
  if (!answer.ok) return unanswered('payment state', answer.error);
  if (answer.data.status >= 200 && answer.data.status < 300) return ok(answer.data.body);
  return failed('payment state', answer.data.status === 404 ? 'not-found' : 'refused', `status ${answer.data.status}`);
}

/** An answer of a change: done when both the HTTP status and the body's status code are 2xx. */
function changeOf(call: string, answer: Result<OrderAnswer<z.output<typeof statusAnswerSchema>>>): OrderOutcome<true> {
  if (!answer.ok) return answer.error.kind === 'rejected' ? failed(call, 'refused', answer.error.message) : unanswered(call, answer.error);
  const { status, body } = answer.data;
  if (status >= 200 && status < 300 && body.status_code >= 200 && body.status_code < 300) return ok(true);
  return failed(call, status === 404 ? 'not-found' : 'refused', body.message ?? `status ${status}`);
}

/**
 * `POST /paypal/accept` (S7-21): the shopper approved the payment on PayPal's page; the backend captures the PayPal
 * order and marks the order paid only if the capture completes.
 */
export async function acceptPaypal(data: { token: string; PayerID: string }): Promise<OrderOutcome<true>> {
  const json = paypalAcceptRequestSchema.parse({ paypal_data: data });
  return changeOf('paypal accept', await orderCall(ORDER_PATHS.paypalAccept, statusAnswerSchema, { method: 'post', json }));
}

/** `POST /paypal/cancel` (S7-21): the shopper left PayPal's page with 'cancel'. */
export async function cancelPaypal(data: { token: string }): Promise<OrderOutcome<true>> {
  const json = paypalCancelRequestSchema.parse({ paypal_data: data });
  return changeOf('paypal cancel', await orderCall(ORDER_PATHS.paypalCancel, statusAnswerSchema, { method: 'post', json }));
}

/**
 * `POST /order/cancel` (S7-23) with the order id: cancels an unpaid order. The answer may be a JSON string (S4-37).
 * Answers the order's status after the cancel when the backend names it.
 */
export async function cancelOrder(orderId: number): Promise<OrderOutcome<{ status: OrderStatusCode }>> {
  const answer = await orderCall(ORDER_PATHS.cancel, cancelAnswerSchema, { method: 'post', json: { order_id: orderId } });
  if (!answer.ok) return answer.error.kind === 'rejected' ? failed('order cancel', 'refused', answer.error.message) : unanswered('order cancel', answer.error);
  const { status, body } = answer.data;
  if (cancelSucceeded(status, body)) return ok({ status: body.status ?? 'canceled' });
  return failed('order cancel', status === 404 ? 'not-found' : 'refused', body.message);
}

export type QrCode = NonNullable<z.output<typeof qrCodeResponseSchema>['data']>;

/** `POST ExternalOrderApi/getQrCode` (S7-27): the EPC payment QR code of a prepayment order in EUR. */
export async function loadQrCode(orderId: number): Promise<OrderOutcome<QrCode>> {
  const answer = await orderCall(ORDER_PATHS.qrCode, qrCodeResponseSchema, { method: 'post', json: { order_id: orderId } });
  return answer.ok ? dataOf('qr code', answer.data) : unanswered('qr code', answer.error);
}
