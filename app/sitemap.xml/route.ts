import { allShopOrigins } from '@/lib/seo/page-metadata';
import { sitemapIndexResponse } from '@/lib/seo/sitemap-response';
import { sitemapLoaders } from '@/lib/seo/sitemap-source';
import { SITEMAP_SHARD_SIZE } from '@/contract/constants';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** The sitemap index of the request's shop (outside the proxy: the Host header picks the shop here). */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  return sitemapIndexResponse(sitemapLoaders(shop.code), { shop: shop.code, origins: allShopOrigins(), shardSize: SITEMAP_SHARD_SIZE });
}
