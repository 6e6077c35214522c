import 'server-only';
import { err, ok, type Result } from '@/lib/api/result';
import { guestConversionResponseSchema } from '@/contract/account-orders';
import { orderCall } from '@/lib/orders/order-call';

export type ConversionFailure = 'already-registered' | 'not-found' | 'unavailable';

/**
 * `POST ExternalOrderApi/customer/convert` {order_id} (shop token; S4-53, S4-54): the order's guest customer becomes an
 * account and the backend e-mails a one-time link to set its password. Only called for an order whose link hash was checked. An account with
 * the e-mail (or a conversion done before) is 'already-registered'; failures are logged.
 */
export async function convertGuest(orderId: number): Promise<Result<{ customerId: number }, ConversionFailure>> {
  const answer = await orderCall('api/ExternalOrderApi/customer/convert', guestConversionResponseSchema, { method: 'post', json: { order_id: orderId } });
  if (!answer.ok) {
    console.error(`guest conversion of order ${orderId} failed (${answer.error.kind}): ${answer.error.message}`);
    return err(answer.error.kind === 'not-found' ? 'not-found' : 'unavailable');
  }
  const { status, body } = answer.data;
  if (status === 200 && body.data) return ok({ customerId: body.data.customer_id });
  console.error(`guest conversion of order ${orderId} refused (${status}): ${body.message}`);
  if (status === 409) return err('already-registered');
  return err(status === 404 ? 'not-found' : 'unavailable');
}
