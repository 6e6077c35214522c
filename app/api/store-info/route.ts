import { NextResponse } from 'next/server';
import { getStoreInfo } from '@/lib/layout/server';
import { routeShop } from '@/lib/request/server';

/** Phone and support hours for the header box (fetched in the browser; cached on the server with the config). */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  const store = await getStoreInfo(shop);
  if (!store.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  return NextResponse.json(store.data, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
