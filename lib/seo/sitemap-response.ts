import { SITEMAP_CACHE_SECONDS } from '@/contract/constants';
import type { ShopCode } from '@/contract/shops';
import type { ShopOrigins } from './alternates';
import { sitemapUrls, type SitemapObject } from './sitemap-entries';
import { parseShardName, shardExists, shardName, shardRange, shardsOf, type ShardRange, type SitemapType } from './sitemap-shards';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

export type SitemapCounts = Record<SitemapType, number>;

/** Where a shop's sitemap data comes from (the backend through sitemap-source.ts; fakes in tests). */
export type SitemapLoaders = {
  counts: () => Promise<SitemapCounts>;
  objects: (type: SitemapType, range: ShardRange) => Promise<SitemapObject[]>;
};

export type SitemapContext = { shop: ShopCode; origins: ShopOrigins; shardSize: number };

/** Seconds a crawler should wait before asking again when the backend is down. */
const RETRY_AFTER_SECONDS = 120;

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': `public, max-age=${SITEMAP_CACHE_SECONDS}`,
};

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra } });
}

/** A shop whose backend cannot answer gets 503 with Retry-After, never a truncated or empty sitemap. */
function unavailable(error: unknown): Response {
  console.error('sitemap: backend unavailable:', error instanceof Error ? error.message : error);
  return plain(503, 'Sitemap temporarily unavailable: the shop backend cannot be reached.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/** `/sitemap.xml`: the index of the shop's shards, on the shop's own origin. */
export async function sitemapIndexResponse(loaders: SitemapLoaders, context: SitemapContext): Promise<Response> {
  let counts: SitemapCounts;
  try {
    counts = await loaders.counts();
  } catch (error) {
    return unavailable(error);
  }
  const origin = context.origins[context.shop];
  const refs = shardsOf(counts, context.shardSize).map((ref) => ({ loc: `${origin}/sitemaps/${shardName(ref)}` }));
  return new Response(sitemapIndexXml(refs), { status: 200, headers: XML_HEADERS });
}

/** `/sitemaps/{type}-{n}.xml`: one shard; an unknown name or a shard past the end is a 404. */
export async function sitemapShardResponse(loaders: SitemapLoaders, name: string, context: SitemapContext): Promise<Response> {
  const ref = parseShardName(name);
  if (!ref) return plain(404, 'No such sitemap.');
  let objects: SitemapObject[];
  try {
    const counts = await loaders.counts();
    if (!shardExists(ref, counts, context.shardSize)) return plain(404, 'No such sitemap.');
    objects = await loaders.objects(ref.type, shardRange(ref.index, context.shardSize));
  } catch (error) {
    return unavailable(error);
  }
  return new Response(urlsetXml(sitemapUrls(objects, context.shop, context.origins)), { status: 200, headers: XML_HEADERS });
}
