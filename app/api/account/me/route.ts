import { NextResponse, type NextRequest } from 'next/server';
import { loadShopper } from '@/lib/account/shopper-server';
import { clearSessionCookie } from '@/lib/account/session-server';
import { GUEST_SHOPPER } from '@/lib/account/shopper';
import { routeContext } from '@/lib/request/server';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * `GET /api/account/me`: the shopper of this browser (lib/account/shopper.ts), the small per-shopper request every
 * page makes after its cached HTML (header name, admin bar, net prices). A session the backend has ended is a guest
 * and its cookie is dropped; 503 `unavailable` when the backend cannot be reached (the page keeps what it showed).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  if (!context.ok) return NextResponse.json(GUEST_SHOPPER, { headers: PRIVATE });
  const loaded = await loadShopper(context.data);
  if (!loaded.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  const response = NextResponse.json(loaded.data.shopper, { headers: PRIVATE });
  if (loaded.data.ended) clearSessionCookie(response);
  return response;
}
