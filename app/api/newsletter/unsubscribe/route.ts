import { NextResponse } from 'next/server';
import { z } from 'zod';
import { accountEmailSchema } from '@/contract/account';
import { guardedWrite } from '@/lib/request/guarded-write';
import { unsubscribeCall } from '@/lib/newsletter/newsletter-calls';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ email: accountEmailSchema }).strict();

/**
 * `POST /api/newsletter/unsubscribe` `{email}`: ends a subscription at once. 200 `{status:'unsubscribed'}`; 404
 * `email-not-found` (S8-13); 409 `already-unsubscribed` (S8-14); 400 `invalid-email`; 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 1024 }, async ({ body }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'invalid-email' }, { status: 400, headers: NO_STORE });
  const answer = await unsubscribeCall(input.data.email);
  if (answer.ok) return NextResponse.json({ status: 'unsubscribed' }, { headers: NO_STORE });
  if (answer.error.kind === 'not-found') return NextResponse.json({ error: 'email-not-found' }, { status: 404, headers: NO_STORE });
  if (answer.error.status === 409) return NextResponse.json({ error: 'already-unsubscribed' }, { status: 409, headers: NO_STORE });
  return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
});
