import { SITEMAP_PROTOCOL_MAX_URLS } from './sitemap-xml';

/**
 * Shards of a shop's sitemap: `/sitemaps/{type}-{n}.xml`, n from 1, each holding at most `size` URLs of one type.
 * Shard n of a type holds the objects at positions (n - 1) * size up to n * size - 1 of that type's list.
 */
export const SITEMAP_TYPES = ['product', 'category', 'brand', 'content'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export type ShardRef = { type: SitemapType; index: number };
export type ShardRange = { offset: number; limit: number };

export function shardName(ref: ShardRef): string {
  return `${ref.type}-${ref.index}.xml`;
}

/** `product-2.xml` → { type: 'product', index: 2 }; anything else (junk, index 0, leading zeros) → null. */
export function parseShardName(name: string): ShardRef | null {
  const match = /^(product|category|brand|content)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return { type: match[1] as SitemapType, index: Number(match[2]) };
}

/** A usable shard size: a whole number from 1 to the protocol's 50,000. */
export function checkedShardSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > SITEMAP_PROTOCOL_MAX_URLS) {
    throw new RangeError(`sitemap shard size must be a whole number from 1 to ${SITEMAP_PROTOCOL_MAX_URLS}, got ${size}`);
  }
  return size;
}

/** Number of shards for `total` objects: none for an empty type. */
export function shardCount(total: number, size: number): number {
  return Math.ceil(Math.max(0, total) / checkedShardSize(size));
}

/** Positions of shard `index` (from 1) in the type's list. */
export function shardRange(index: number, size: number): ShardRange {
  const checked = checkedShardSize(size);
  return { offset: (index - 1) * checked, limit: checked };
}

/** Every shard of a shop, types in a fixed order, for the sitemap index. */
export function shardsOf(counts: Record<SitemapType, number>, size: number): ShardRef[] {
  return SITEMAP_TYPES.flatMap((type) =>
    Array.from({ length: shardCount(counts[type], size) }, (_, i) => ({ type, index: i + 1 })),
  );
}

/** True when shard `ref` exists for these counts (a shard past the end is a 404, not an empty file). */
export function shardExists(ref: ShardRef, counts: Record<SitemapType, number>, size: number): boolean {
  return ref.index <= shardCount(counts[ref.type], size);
}

/** The backend pages (offset, limit ≤ pageSize) that cover a range, stopping at `total`. */
export function pagesOf(range: ShardRange, total: number, pageSize: number): ShardRange[] {
  const end = Math.min(range.offset + range.limit, total);
  const pages: ShardRange[] = [];
  for (let offset = range.offset; offset < end; offset += pageSize) pages.push({ offset, limit: Math.min(pageSize, end - offset) });
  return pages;
}
