import { allShopOrigins } from '@/lib/seo/page-metadata';
import { sitemapShardResponse } from '@/lib/seo/sitemap-response';
import { sitemapLoaders } from '@/lib/seo/sitemap-source';
import { SITEMAP_SHARD_SIZE } from '@/contract/constants';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** One shard of the request's shop, `/sitemaps/{product|category|brand|content}-{n}.xml`. */
export async function GET(request: Request, { params }: { params: Promise<{ shard: string }> }): Promise<Response> {
  const { shard } = await params;
  const shop = routeShop(request);
  return sitemapShardResponse(sitemapLoaders(shop.code), shard, { shop: shop.code, origins: allShopOrigins(), shardSize: SITEMAP_SHARD_SIZE });
}
