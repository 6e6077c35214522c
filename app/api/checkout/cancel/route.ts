import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-write';
import { checkedOrderId } from '@/lib/orders/order-link-server';
import { isCancellable } from '@/lib/orders/order-view';
import { cancelOrder, loadOrder } from '@/lib/orders/server';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
/** `{order, h}`: the order link's reference and hash; nothing else is taken from the browser. */
const cancelInputSchema = z.object({ order: z.string().max(40), h: z.string().max(64) });
const MAX_BODY_BYTES = 1024;

const answer = (body: Record<string, string>, status: number) => NextResponse.json(body, { status, headers: NO_STORE });

/**
 * `POST /api/checkout/cancel` `{order, h}`: the shopper cancels an unpaid prepayment or cash-on-delivery order from
 * its order-placed page (S7-23: `POST /order/cancel` with the order id). 200 `{status:'canceled'}`; 400 bad body;
 * 404 `not-found` (wrong hash, unknown order); 409 `not-cancellable` (paid, already cancelled, paid online);
 * 409 `cancel-failed` when the backend refuses, 503 `cancel-failed` when it cannot be reached (the page shows S8-23).
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ body }) => {
  const input = cancelInputSchema.safeParse(body);
  if (!input.success) return answer({ error: 'bad-request' }, 400);
  const orderId = checkedOrderId(input.data.order, input.data.h);
  if (orderId === null) return answer({ error: 'not-found' }, 404);
  const order = await loadOrder(orderId);
  if (!order.ok) return order.error.code === 'not-found' ? answer({ error: 'not-found' }, 404) : answer({ error: 'cancel-failed' }, 503);
  if (!isCancellable(order.data)) return answer({ error: 'not-cancellable' }, 409);
  const cancelled = await cancelOrder(orderId);
  if (!cancelled.ok) return answer({ error: 'cancel-failed' }, cancelled.error.code === 'unavailable' ? 503 : 409);
  return answer({ status: cancelled.data.status }, 200);
});
