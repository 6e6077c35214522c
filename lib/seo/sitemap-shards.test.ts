import { checkedShardSize, pagesOf, parseShardName, shardCount, shardExists, shardName, shardRange, shardsOf } from './sitemap-shards';

describe('sitemap shards', () => {
  test('shard counts at the boundaries', () => {
    expect(shardCount(0, 1000)).toBe(0);
    expect(shardCount(1, 1000)).toBe(1);
    expect(shardCount(1000, 1000)).toBe(1);
    expect(shardCount(1001, 1000)).toBe(2);
    // The seeded catalogue (3,250 products) in shards of 1,000: four, the last one with 250.
    expect(shardCount(3250, 1000)).toBe(4);
    expect(shardRange(4, 1000)).toEqual({ offset: 3000, limit: 1000 });
  });

  test('the index lists every type in order, a shard past the end does not exist', () => {
    const counts = { product: 3250, category: 116, brand: 34, content: 0 };
    expect(shardsOf(counts, 1000).map(shardName)).toEqual(['product-1.xml', 'product-2.xml', 'product-3.xml', 'product-4.xml', 'category-1.xml', 'brand-1.xml']);
    expect(shardExists({ type: 'product', index: 4 }, counts, 1000)).toBe(true);
    expect(shardExists({ type: 'product', index: 5 }, counts, 1000)).toBe(false);
    expect(shardExists({ type: 'content', index: 1 }, counts, 1000)).toBe(false);
  });

  test('shard names round-trip; junk, index 0 and leading zeros are refused', () => {
    expect(parseShardName('product-12.xml')).toEqual({ type: 'product', index: 12 });
    expect(parseShardName(shardName({ type: 'content', index: 3 }))).toEqual({ type: 'content', index: 3 });
    for (const bad of ['product-0.xml', 'product-01.xml', 'folder-1.xml', 'product-1.xml.gz', 'product-1', '../product-1.xml', 'product-9999999.xml']) {
      expect(parseShardName(bad)).toBeNull();
    }
  });

  test('shard sizes outside 1..50,000 are refused', () => {
    expect(checkedShardSize(50_000)).toBe(50_000);
    expect(() => checkedShardSize(50_001)).toThrow(RangeError);
    expect(() => checkedShardSize(0)).toThrow(RangeError);
    expect(() => checkedShardSize(2.5)).toThrow(RangeError);
  });

  test('backend pages cover a shard exactly and stop at the total', () => {
    expect(pagesOf({ offset: 200, limit: 250 }, 10_000, 100)).toEqual([
      { offset: 200, limit: 100 },
      { offset: 300, limit: 100 },
      { offset: 400, limit: 50 },
    ]);
    expect(pagesOf({ offset: 3000, limit: 1000 }, 3250, 100).at(-1)).toEqual({ offset: 3200, limit: 50 });
    expect(pagesOf({ offset: 4000, limit: 1000 }, 3250, 100)).toEqual([]);
  });
});
