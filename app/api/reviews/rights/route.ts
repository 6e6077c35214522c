import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { routeContext } from '@/lib/request/server';
import { reviewRightsCall } from '@/lib/reviews/review-calls';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;
const querySchema = z.object({ pse: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647)) });

/**
 * `GET /api/reviews/rights?pse=`: may this shopper review the product of the variant (the product page's review
 * island asks after the cached page)? `{state}`: guest (log in first), allowed, not-buyer, already-reviewed. The
 * backend is asked with the customer's own token for the customer of the session only. 400 bad pse, 503 unavailable.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  const query = querySchema.safeParse({ pse: request.nextUrl.searchParams.get('pse') ?? '' });
  if (!context.ok || !query.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: PRIVATE });
  const session = context.data.session;
  if (session.kind !== 'customer') return NextResponse.json({ state: 'guest' }, { headers: PRIVATE });
  const rights = await reviewRightsCall(session, query.data.pse);
  if (!rights.ok) {
    if (rights.error.kind === 'not-found') return NextResponse.json({ error: 'not-found' }, { status: 404, headers: PRIVATE });
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  }
  return NextResponse.json({ state: rights.data.allowed ? 'allowed' : (rights.data.reason ?? 'not-buyer') }, { headers: PRIVATE });
}
