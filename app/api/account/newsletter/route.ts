import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-write';
import { setCustomerNewsletterCall } from '@/lib/newsletter/newsletter-calls';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ subscribed: z.boolean() }).strict();

/**
 * `POST /api/account/newsletter` `{subscribed}`: the logged-in customer subscribes (confirmation e-mail, state
 * `pending`) or unsubscribes (at once). 200 `{status}` (the new state); 401 `login`; 400 bad body; 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 256 }, async ({ body, context }) => {
  if (context.session.kind !== 'customer') return NextResponse.json({ error: 'login' }, { status: 401, headers: NO_STORE });
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const answer = await setCustomerNewsletterCall(context.session.token, input.data.subscribed, context.shop.theliaLocale, context.origin);
  if (!answer.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  return NextResponse.json({ status: answer.data }, { headers: NO_STORE });
});
