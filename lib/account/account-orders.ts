import type { KyInstance } from 'ky';
import { requestJson } from '@/lib/api/request';
import { err, ok, type Result, type UpstreamError } from '@/lib/api/result';
import { orderListResponseSchema, orderResponseSchema, type Order } from '@/contract/checkout';
import { ORDER_LIST_LIMIT } from '@/contract/constants';

/**
 * A customer's orders, read with the customer's token (the backend answers the token customer's
 * own data only; another customer's order is 'not-found' like an unknown one). Never cached (per customer). Each
 * helper logs what went wrong and answers a failure (S8-37), so the page decides only what the shopper sees.
 */
export type AccountReadFailure = 'not-found' | 'unavailable';

function failed(call: string, error: UpstreamError): { ok: false; error: AccountReadFailure } {
  console.error(`account: ${call} failed (${error.kind}): ${error.message}`);
  return err(error.kind === 'not-found' ? 'not-found' : 'unavailable');
}

/** `GET ExternalOrderApi/order/?limit=999` (or the newest `limit`): the customer's orders, newest first. */
export async function fetchAccountOrders(client: KyInstance, limit: number = ORDER_LIST_LIMIT): Promise<Result<Order[], AccountReadFailure>> {
  const answer = await requestJson(client, 'api/ExternalOrderApi/order/', orderListResponseSchema, { searchParams: { limit }, noStore: true });
  return answer.ok ? ok(answer.data.OrderItems) : failed('order list', answer.error);
}

/** `GET ExternalOrderApi/order/{id}`: one of the customer's orders; another customer's is 'not-found'. */
export async function fetchAccountOrder(client: KyInstance, orderId: number): Promise<Result<Order, AccountReadFailure>> {
  const answer = await requestJson(client, `api/ExternalOrderApi/order/${orderId}`, orderResponseSchema, { noStore: true });
  if (!answer.ok) return failed('order', answer.error);
  if (!answer.data.data) return failed('order', { kind: 'not-found', status: answer.data.status_code, message: answer.data.message ?? 'no order' });
  return ok(answer.data.data);
}

/** An order id of a path segment: 1 to 9 digits, not 0; anything else is no order. */
export function orderIdOfSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(segment)) return null;
  return Number(segment);
}
