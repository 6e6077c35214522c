import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type * as z from 'zod/mini';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { API_CACHE_SECONDS } from '@/contract/constants';
import { routeShop } from '@/lib/request/server';
import type { Shop } from '@/contract/shops';

/** The same answer for every shopper of a shop host (the ids are in the URL), so browsers and CDNs may keep it a while. */
const CACHEABLE = `public, max-age=60, s-maxage=${API_CACHE_SECONDS}, stale-while-revalidate=${API_CACHE_SECONDS}`;

type ListRequest = { ids: number[] };

/**
 * A GET handler of a list endpoint (lib/lists/list-products.ts): the query checked with `request` (400
 * `{error:'bad-request'}`), the answer loaded for the shop of the Host header and checked with `response`, 503
 * `{error:'catalogue-unavailable'}` when the backend cannot be reached.
 */
export function listGetHandler<Out>(
  request: z.ZodMiniType<ListRequest, unknown>,
  response: z.ZodMiniType<Out>,
  load: (shop: Shop, ids: number[]) => Promise<Out>,
): (incoming: NextRequest) => Promise<Response> {
  return async (incoming) => {
    const parsed = request.safeParse(Object.fromEntries(incoming.nextUrl.searchParams));
    if (!parsed.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    try {
      const shop = routeShop(incoming);
      const body = response.parse(await load(shop, parsed.data.ids));
      return NextResponse.json(body, { headers: { 'Cache-Control': CACHEABLE } });
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      return NextResponse.json({ error: 'catalogue-unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    }
  };
}
