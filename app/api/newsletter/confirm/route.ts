import { NextResponse } from 'next/server';
import { z } from 'zod';
import { newsletterTokenSchema } from '@/contract/account-newsletter';
import { guardedWrite } from '@/lib/request/guarded-write';
import { confirmCall } from '@/lib/newsletter/newsletter-calls';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ token: newsletterTokenSchema }).strict();

/**
 * `POST /api/newsletter/confirm` `{token}`: the button of the confirmation page (the e-mailed link only opens the
 * page, so a mail scanner that follows links confirms nothing). 200 `{status:'active'}`; 404 `link-invalid` for an
 * unknown, used or expired link (also a malformed one); 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 512 }, async ({ body }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'link-invalid' }, { status: 404, headers: NO_STORE });
  const answer = await confirmCall(input.data.token);
  if (answer.ok) return NextResponse.json({ status: 'active' }, { headers: NO_STORE });
  if (answer.error.kind === 'not-found') return NextResponse.json({ error: 'link-invalid' }, { status: 404, headers: NO_STORE });
  return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
});
