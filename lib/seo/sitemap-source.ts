import 'server-only';
import { unstable_cache } from 'next/cache';
import { backendClient, helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { UpstreamUnavailableError, type Result } from '@/lib/api/result';
import { brandListResponseSchema } from '@/contract/brand';
import { categoryMenuResponseSchema, type MenuCategory } from '@/contract/category';
import type { TheliaLocale } from '@/contract/common';
import { contentFolderSchema, contentResponseSchema } from '@/contract/content';
import { productListResponseSchema } from '@/contract/product';
import { getLocaleConfig } from '@/lib/layout/server';
import { SITEMAP_CACHE_SECONDS, SITEMAP_PRODUCT_PAGE_SIZE } from '@/contract/constants';
import { SHOPS, type Shop, type ShopCode } from '@/contract/shops';
import type { SitemapObject } from './sitemap-entries';
import type { SitemapCounts, SitemapLoaders } from './sitemap-response';
import { pagesOf, type ShardRange, type SitemapType } from './sitemap-shards';
import type { PerLocale } from '@/contract/product-card';

/**
 * The sitemap's data, read through the backend's production contract (no sitemap endpoint): products from the
 * listing (`GET /api/products/`, 100 per call, order `newest`: creation date then id, the steadiest order the
 * contract offers, so shards cached at different times rarely shift), categories from the menu tree, brands from `brand_list`, contents from the
 * locale config's content ids and their folders. Lists that carry only the requested locale's URL (menu, brand
 * list) are read in all three locales and joined by id, which gives every object's URL per locale for hreflang.
 * Results are cached (unstable_cache, 1 hour, tag `sitemap:{locale}`); reads inside are uncached by design.
 */
const LOCALES: readonly TheliaLocale[] = Object.values(SHOPS).map((shop) => shop.theliaLocale);
const PARALLEL_READS = 6;

export const sitemapTag = (locale: TheliaLocale) => `sitemap:${locale}`;

function required<T>(result: Result<T>, what: string): T {
  if (result.ok) return result.data;
  throw new UpstreamUnavailableError(`${what}: ${result.error.message}`);
}

/** Like `required`, but a missing object (404) is null: the config may name a content that no longer exists. */
function optional<T>(result: Result<T>, what: string): T | null {
  if (!result.ok && result.error.kind === 'not-found') return null;
  return required(result, what);
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(fn))));
  return out;
}

async function productPage(shop: Shop, offset: number, limit: number) {
  const result = await requestJson(backendClient(), 'api/products/', productListResponseSchema, {
    searchParams: { country_id: shop.countryId, locale: shop.theliaLocale, limit, offset, order: 'newest' },
    noStore: true,
  });
  return required(result, `product list at ${offset}`);
}

async function productCount(shop: Shop): Promise<number> {
  return (await productPage(shop, 0, 1)).total;
}

async function productObjects(shop: Shop, range: ShardRange): Promise<SitemapObject[]> {
  const total = await productCount(shop);
  const pages = await mapLimited(pagesOf(range, total, SITEMAP_PRODUCT_PAGE_SIZE), PARALLEL_READS, (page) =>
    productPage(shop, page.offset, page.limit),
  );
  return pages.flatMap((page) => page.products.map((product) => ({ urls: product.urls })));
}

/** Joins per-locale lists by id: the order of the shop's own list, with each object's URL in every locale. */
function joinByLocale(shop: Shop, lists: ReadonlyMap<TheliaLocale, readonly { id: number; url: string }[]>): SitemapObject[] {
  const urls = new Map<number, PerLocale>();
  for (const [locale, list] of lists) {
    for (const item of list) if (item.url) urls.set(item.id, { ...urls.get(item.id), [locale]: item.url });
  }
  return (lists.get(shop.theliaLocale) ?? []).flatMap((item) => {
    const entry = urls.get(item.id);
    return entry ? [{ urls: entry }] : [];
  });
}

function flattenMenu(tree: readonly MenuCategory[]): { id: number; url: string }[] {
  return tree.flatMap((node) => [{ id: node.Id, url: node.URL }, ...flattenMenu(node.children)]);
}

async function categoryObjects(shop: Shop): Promise<SitemapObject[]> {
  const trees = await Promise.all(
    LOCALES.map(async (locale) => {
      const result = await requestJson(helperClient(), 'category_menu/custom_attribute/', categoryMenuResponseSchema, {
        searchParams: { locale },
        noStore: true,
      });
      return [locale, flattenMenu(required(result, `category menu ${locale}`))] as const;
    }),
  );
  return joinByLocale(shop, new Map(trees));
}

async function brandObjects(shop: Shop): Promise<SitemapObject[]> {
  const lists = await Promise.all(
    LOCALES.map(async (locale) => {
      const result = await requestJson(helperClient(), 'brand_list', brandListResponseSchema, { searchParams: { locale }, noStore: true });
      return [locale, required(result, `brand list ${locale}`)] as const;
    }),
  );
  return joinByLocale(shop, new Map(lists));
}

async function contentOf(shop: Shop, id: number) {
  const result = await requestJson(helperClient(), 'content/custom_attribute/', contentResponseSchema, {
    searchParams: { content_id: id, locale: shop.theliaLocale },
    noStore: true,
  });
  return optional(result, `content ${id}`)?.[0] ?? null;
}

async function contentObjects(shop: Shop): Promise<SitemapObject[]> {
  const config = await getLocaleConfig(shop);
  const named = [...new Set([...config.content_ids, ...config.left_menu_content_ids, ...config.right_menu_content_ids])];
  const first = (await mapLimited(named, PARALLEL_READS, (id) => contentOf(shop, id))).filter((c) => c !== null);
  const folderIds = [...new Set(first.map((content) => content.folder_id).filter((id) => id > 0))];
  const folders = await mapLimited(folderIds, PARALLEL_READS, async (folderId) => {
    const result = await requestJson(helperClient(), 'content_folder', contentFolderSchema, {
      searchParams: { folder_id: folderId, locale: shop.theliaLocale },
      noStore: true,
    });
    return optional(result, `content folder ${folderId}`);
  });
  const known = new Set(named);
  const more = [...new Set(folders.flatMap((folder) => folder?.contents.map((content) => content.id) ?? []))].filter((id) => !known.has(id));
  const rest = (await mapLimited(more, PARALLEL_READS, (id) => contentOf(shop, id))).filter((c) => c !== null);
  return [...first, ...rest].sort((a, b) => a.id - b.id).map((content) => ({ urls: content.urls }));
}

async function allObjects(shop: Shop, type: Exclude<SitemapType, 'product'>): Promise<SitemapObject[]> {
  if (type === 'category') return categoryObjects(shop);
  if (type === 'brand') return brandObjects(shop);
  return contentObjects(shop);
}

async function uncachedCounts(code: ShopCode): Promise<SitemapCounts> {
  const shop = SHOPS[code];
  const [product, category, brand, content] = await Promise.all([
    productCount(shop),
    categoryObjects(shop).then((list) => list.length),
    brandObjects(shop).then((list) => list.length),
    contentObjects(shop).then((list) => list.length),
  ]);
  return { product, category, brand, content };
}

async function uncachedObjects(code: ShopCode, type: SitemapType, offset: number, limit: number): Promise<SitemapObject[]> {
  const shop = SHOPS[code];
  if (type === 'product') return productObjects(shop, { offset, limit });
  return (await allObjects(shop, type)).slice(offset, offset + limit);
}

/** The backend loaders of one shop's sitemap, cached for an hour (a failed read is never cached). */
export function sitemapLoaders(code: ShopCode): SitemapLoaders {
  const options = { revalidate: SITEMAP_CACHE_SECONDS, tags: [sitemapTag(SHOPS[code].theliaLocale)] };
  const counts = unstable_cache(uncachedCounts, ['sitemap-counts'], options);
  const objects = unstable_cache(uncachedObjects, ['sitemap-objects'], options);
  return {
    counts: () => counts(code),
    objects: (type, range) => objects(code, type, range.offset, range.limit),
  };
}
