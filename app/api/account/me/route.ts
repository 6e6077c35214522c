import { NextResponse, type NextRequest } from 'next/server';
import { loadShopper } from '@/lib/account/shopper-server';
import { clearSessionCookie } from '@/lib/account/session-server';
import { refreshSession } from '@/lib/account/session-refresh-server';
import { tokenState } from '@/lib/account/token-lifecycle';
import { routeContext } from '@/lib/request/server';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * `GET /api/account/me`: the shopper of this browser (lib/account/shopper.ts), the small per-shopper request every
 * page makes after its cached HTML (header name, admin bar, net prices). A session the backend has ended is a guest
 * and its cookie is dropped; 503 `unavailable` when the backend cannot be reached (the page keeps what it showed).
 * A token past two thirds of its life is refreshed here too (ADR 0027: a request that finds it near expiry), so a
 * browser whose timer did not run (a tab asleep) still keeps its session.
 */
export async function GET(request: NextRequest): Promise<Response> {
  // `?country=`: the header's delivery country, on which net prices depend (intra-community-supply.ts).
  const context = routeContext(request, { withCountry: true });
  if (!context.ok) return NextResponse.json({ error: context.error }, { status: 400, headers: PRIVATE });
  const carrier = NextResponse.json(null);
  let current = context.data;
  if (current.session.kind === 'customer' && tokenState(current.session, Date.now()) === 'refresh-due') {
    const renewed = await refreshSession(carrier, current, current.session);
    if (renewed) current = { ...current, session: { ...current.session, ...renewed } };
  }
  const loaded = await loadShopper(current);
  if (!loaded.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  const response = NextResponse.json(loaded.data.shopper, { headers: PRIVATE });
  if (loaded.data.ended) clearSessionCookie(response);
  else for (const cookie of carrier.cookies.getAll()) response.cookies.set(cookie);
  return response;
}
