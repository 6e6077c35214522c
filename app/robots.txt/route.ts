import { robotsTxt } from '@/lib/seo/robots-txt';
import { shopOrigin } from '@/lib/seo/shop-origin';
import { SITEMAP_CACHE_SECONDS } from '@/contract/constants';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** robots.txt of the request's shop: its own sitemap, private routes and filter/sort URLs kept out; cached like the sitemap. */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  return new Response(robotsTxt(shopOrigin(shop.code)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': `public, max-age=${SITEMAP_CACHE_SECONDS}` },
  });
}
