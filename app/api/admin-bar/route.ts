import { NextResponse, type NextRequest } from 'next/server';
import { backofficeUrl } from '@/lib/admin/backoffice-url';
import { loadShopper } from '@/lib/account/shopper-server';
import { serverConfig } from '@/lib/env/server-config';
import { routeContext } from '@/lib/request/server';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * `GET /api/admin-bar`: the back office's base URL for the admin bar, answered to an administrator only (403
 * otherwise), so the server's BACKOFFICE_URL reaches no other browser and no cached page. 503 `unavailable`.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  if (!context.ok) return NextResponse.json({ error: 'forbidden' }, { status: 403, headers: PRIVATE });
  const loaded = await loadShopper(context.data);
  if (!loaded.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: PRIVATE });
  const shopper = loaded.data.shopper;
  if (shopper.kind !== 'customer' || !shopper.isAdmin) return NextResponse.json({ error: 'forbidden' }, { status: 403, headers: PRIVATE });
  return NextResponse.json({ backofficeUrl: backofficeUrl(serverConfig()) }, { headers: PRIVATE });
}
