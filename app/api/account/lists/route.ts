import { NextResponse, type NextRequest } from 'next/server';
import { respondWithAccountLists } from '@/lib/account/account-lists-answer';
import { guardedWrite } from '@/lib/request/guarded-write';
import { routeContext } from '@/lib/request/server';

const MAX_BODY_BYTES = 4096;

/** `GET /api/account/lists`: the logged-in customer's wish list and compare list of this shop (ADR 0031). */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  if (!context.ok) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return respondWithAccountLists(context.data, 'read');
}

/** `PUT /api/account/lists` `{wishlist, compare}`: the browser's lists after a change replace the account's. */
export const PUT = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ context, body }) => respondWithAccountLists(context, 'replace', body));
