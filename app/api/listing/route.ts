import { NextResponse, type NextRequest } from 'next/server';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { listingChunkSchema, parseListingChunkRequest } from '@/lib/catalog/listing-chunk';
import { listingApiQuery, listingPages } from '@/lib/catalog/listing-query';
import { getProductList } from '@/lib/catalog/server';
import { getLocaleConfig } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { API_CACHE_SECONDS } from '@/contract/constants';
import { shopByLocale } from '@/contract/shops';

const CACHEABLE = `public, max-age=60, s-maxage=${API_CACHE_SECONDS}, stale-while-revalidate=${API_CACHE_SECONDS}`;

function problem(status: number, error: string): NextResponse {
  return NextResponse.json({ status_code: status, error }, { status, headers: { 'Cache-Control': status === 503 ? 'no-store' : 'public, max-age=60' } });
}

/**
 * `GET /api/listing?locale=de-AT&category=12&sort=price_asc&brand=3,7&price_min=10&price_max=500&page=2`: one chunk
 * of 12 products of a listing, for the infinite scroll. Input and output are validated with zod; a bad query is a
 * 400 with its reason, a page past the end a 404, an unreachable backend a 503. Answers are cacheable like the pages.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const parsed = parseListingChunkRequest(request.nextUrl.searchParams);
  if (!parsed.ok) return problem(400, parsed.error);
  const { locale, base, state } = parsed.data;
  const shop = shopByLocale(locale);
  if (!shop) return problem(400, 'locale: unknown shop');
  try {
    const config = await getLocaleConfig(shop);
    const query = listingApiQuery(base, state, currencyOf(config));
    const list = await getProductList(shop, {
      category: query.category,
      brands: query.brands,
      features: query.features,
      type: query.type,
      order: query.order,
      priceMinEur: query.priceMinEur,
      priceMaxEur: query.priceMaxEur,
      limit: query.limit,
      offset: query.offset,
    });
    const pages = listingPages(list.total);
    if (state.page > pages) return problem(404, `page ${state.page} is past the last page (${pages})`);
    const body = listingChunkSchema.parse({ page: state.page, pages, total: list.total, products: list.products });
    return NextResponse.json(body, { headers: { 'Cache-Control': CACHEABLE } });
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return problem(503, 'the catalogue is unavailable');
    throw error;
  }
}
