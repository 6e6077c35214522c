import { NextResponse } from 'next/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import { socialLinksCall } from '@/lib/account/social-server';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** `POST /api/account/social/unlink` (S4-56): removes the customer's social link. 200 `{links}`, 401 a guest, 503. */
export const POST = guardedWrite({ body: 'none', maxBytes: 0 }, async ({ context }) => {
  if (context.session.kind !== 'customer') return NextResponse.json({ error: 'not-logged-in' }, { status: 401, headers: NO_STORE });
  const answer = await socialLinksCall({ session: context.session }, 'sandbox', { action: 'unlink' });
  if (!answer.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  return NextResponse.json({ links: answer.data }, { headers: NO_STORE });
});
