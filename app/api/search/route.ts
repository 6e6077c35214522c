import { NextResponse } from 'next/server';
import type { SearchError, SearchResult } from '@/lib/search/search-result';
import { parseSearchParams } from '@/lib/search/search-request';
import { searchCatalogue } from '@/lib/search/server';
import { routeShop } from '@/lib/request/server';
import { shopPriceFilterMax } from '@/lib/shop/price-filter';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/search?term=&category=1,2&brand=3&feature=12,40&price_min=&price_max=&sort=&page=&size=`: one chunk of the shop's search
 * results (the shop from the Host header). 200 SearchResult, 400 `{error:'bad-request'}` for bad input, 503
 * `{error:'search-unavailable'}` when the engine cannot be reached or answers wrongly. Never cached (per term); the
 * `Server-Timing` header tells the time spent in the engine (`engine`) and in total (`total`).
 */
export async function GET(request: Request): Promise<Response> {
  const started = performance.now();
  const shop = routeShop(request);
  const parsed = parseSearchParams(new URL(request.url).searchParams, shopPriceFilterMax(shop));
  if (!parsed.ok) {
    const body: SearchError & { message: string } = { error: 'bad-request', message: parsed.error };
    return NextResponse.json(body, { status: 400, headers: NO_STORE });
  }
  const outcome = await searchCatalogue(shop, parsed.data);
  if (!outcome.ok) {
    console.error(`GET /api/search: ${outcome.error}`);
    const body: SearchError = { error: 'search-unavailable' };
    return NextResponse.json(body, { status: 503, headers: NO_STORE });
  }
  const body: SearchResult = outcome.data.result;
  const timing = `engine;dur=${outcome.data.engineMs.toFixed(1)}, total;dur=${(performance.now() - started).toFixed(1)}`;
  return NextResponse.json(body, { headers: { ...NO_STORE, 'Server-Timing': timing, Vary: 'Host' } });
}
