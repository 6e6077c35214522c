import { NextResponse } from 'next/server';
import { z } from 'zod';
import { convertGuest } from '@/lib/account/guest-conversion-server';
import { checkedOrderId } from '@/lib/orders/order-link-server';
import { loadOrder } from '@/lib/orders/server';
import { guardedWrite } from '@/lib/request/guarded-write';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
/** `{order, h}`: the guest order link's reference and hash; nothing else is taken from the browser. */
const inputSchema = z.object({ order: z.string().max(40), h: z.string().max(64) }).strict();
const MAX_BODY_BYTES = 1024;

const answer = (body: Record<string, string>, status: number) => NextResponse.json(body, { status, headers: NO_STORE });

/**
 * `POST /api/account/convert-guest` `{order, h}` (S4-53, S4-54): the guest of the order behind a checked link turns
 * the guest customer into an account; the backend e-mails a one-time set-password link. 200 `{status:'converted'}`; 400 bad body;
 * 404 `not-found` (wrong hash, unknown order); 409 `already-registered` (an account has the e-mail, or the order's
 * customer is one); 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ body }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return answer({ error: 'bad-request' }, 400);
  const orderId = checkedOrderId(input.data.order, input.data.h);
  if (orderId === null) return answer({ error: 'not-found' }, 404);
  const order = await loadOrder(orderId);
  if (!order.ok) return order.error.code === 'not-found' ? answer({ error: 'not-found' }, 404) : answer({ error: 'unavailable' }, 503);
  if (!order.data.guest) return answer({ error: 'already-registered' }, 409);
  const converted = await convertGuest(orderId);
  if (!converted.ok) return answer({ error: converted.error }, converted.error === 'already-registered' ? 409 : converted.error === 'not-found' ? 404 : 503);
  return answer({ status: 'converted' }, 200);
});
