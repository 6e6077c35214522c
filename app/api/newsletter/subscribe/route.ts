import { NextResponse } from 'next/server';
import { z } from 'zod';
import { accountEmailSchema } from '@/contract/account';
import { guardedWrite } from '@/lib/request/guarded-write';
import { subscribeCall } from '@/lib/newsletter/newsletter-calls';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ email: accountEmailSchema }).strict();

/**
 * `POST /api/newsletter/subscribe` `{email}`: starts the double opt-in (the confirmation e-mail with the link to
 * /newsletter?confirm=). 200 `{status:'confirmation-sent'}` whether or not the address reads the newsletter already;
 * 400 `invalid-email`; 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 1024 }, async ({ body, context }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'invalid-email' }, { status: 400, headers: NO_STORE });
  const answer = await subscribeCall(input.data.email, context.shop.theliaLocale, context.origin);
  if (!answer.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  return NextResponse.json({ status: 'confirmation-sent' }, { headers: NO_STORE });
});
