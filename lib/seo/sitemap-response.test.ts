import { UpstreamUnavailableError } from '@/lib/api/result';
import type { SitemapObject } from './sitemap-entries';
import { sitemapIndexResponse, sitemapShardResponse, type SitemapCounts, type SitemapLoaders } from './sitemap-response';
import type { SitemapType } from './sitemap-shards';

const origins = { at: 'https://shop.at', de: 'https://shop.de', ro: 'https://shop.ro' };

/** A catalogue of `n` products with URLs in all three locales, and a few categories, brands and contents. */
function fakeCatalogue(products: number): SitemapLoaders & { calls: string[] } {
  const lists: Record<SitemapType, SitemapObject[]> = {
    product: Array.from({ length: products }, (_, i) => ({ urls: { de_AT: `p-${i}.html`, de_DE: `p-${i}-de.html`, ro_RO: `produs-${i}.html` } })),
    category: [{ urls: { de_AT: 'bad', de_DE: 'bad', ro_RO: 'baie' } }],
    brand: [{ urls: { de_AT: 'grohe', de_DE: 'grohe', ro_RO: 'grohe' } }],
    content: [{ urls: { de_AT: 'agb.html', de_DE: 'agb.html', ro_RO: 'termeni-si-conditii.html' } }, { urls: { ro_RO: 'conditii-de-garantie.html' } }],
  };
  const calls: string[] = [];
  return {
    calls,
    counts: async (): Promise<SitemapCounts> => ({
      product: lists.product.length,
      category: lists.category.length,
      brand: lists.brand.length,
      content: lists.content.length,
    }),
    objects: async (type, range) => {
      calls.push(`${type}:${range.offset}+${range.limit}`);
      return lists[type].slice(range.offset, range.offset + range.limit);
    },
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap responses', () => {
  test('the index lists the shards of the seeded catalogue size (3,250 products in shards of 1,000) on the shop origin', async () => {
    const response = await sitemapIndexResponse(fakeCatalogue(3250), { shop: 'de', origins, shardSize: 1000 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(locs(await response.text())).toEqual([
      'https://shop.de/sitemaps/product-1.xml',
      'https://shop.de/sitemaps/product-2.xml',
      'https://shop.de/sitemaps/product-3.xml',
      'https://shop.de/sitemaps/product-4.xml',
      'https://shop.de/sitemaps/category-1.xml',
      'https://shop.de/sitemaps/brand-1.xml',
      'https://shop.de/sitemaps/content-1.xml',
    ]);
  });

  test('a shard holds exactly its range: the last product shard the remaining 250', async () => {
    const loaders = fakeCatalogue(3250);
    const context = { shop: 'at' as const, origins, shardSize: 1000 };
    const first = locs(await (await sitemapShardResponse(loaders, 'product-1.xml', context)).text());
    const last = locs(await (await sitemapShardResponse(loaders, 'product-4.xml', context)).text());
    expect(first).toHaveLength(1000);
    expect(first[0]).toBe('https://shop.at/p-0.html');
    expect(first[999]).toBe('https://shop.at/p-999.html');
    expect(last).toHaveLength(250);
    expect(last.at(-1)).toBe('https://shop.at/p-3249.html');
    expect(loaders.calls).toEqual(['product:0+1000', 'product:3000+1000']);
  });

  test("a shard's entries carry the other shops' URLs and x-default", async () => {
    const xml = await (await sitemapShardResponse(fakeCatalogue(1), 'content-1.xml', { shop: 'ro', origins, shardSize: 1000 })).text();
    expect(xml).toContain(
      '<url><loc>https://shop.ro/termeni-si-conditii.html</loc>' +
        '<xhtml:link rel="alternate" hreflang="de-AT" href="https://shop.at/agb.html"/>' +
        '<xhtml:link rel="alternate" hreflang="de-DE" href="https://shop.de/agb.html"/>' +
        '<xhtml:link rel="alternate" hreflang="ro-RO" href="https://shop.ro/termeni-si-conditii.html"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.at/agb.html"/></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.ro/conditii-de-garantie.html</loc></url>');
  });

  test('an unknown shard name or a shard past the end is a 404', async () => {
    const loaders = fakeCatalogue(3250);
    const context = { shop: 'at' as const, origins, shardSize: 1000 };
    expect((await sitemapShardResponse(loaders, 'product-5.xml', context)).status).toBe(404);
    expect((await sitemapShardResponse(loaders, 'folder-1.xml', context)).status).toBe(404);
    expect(loaders.calls).toEqual([]);
  });

  test('a shop whose backend is down answers 503 with Retry-After, for the index and for a shard', async () => {
    const down: SitemapLoaders = {
      counts: () => Promise.reject(new UpstreamUnavailableError('product list: connect ECONNREFUSED')),
      objects: () => Promise.reject(new UpstreamUnavailableError('unreachable')),
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const response of [
        await sitemapIndexResponse(down, { shop: 'at', origins, shardSize: 1000 }),
        await sitemapShardResponse(down, 'product-1.xml', { shop: 'at', origins, shardSize: 1000 }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.text()).not.toContain('<urlset');
      }
      const halfDown: SitemapLoaders = { ...fakeCatalogue(10), objects: down.objects };
      expect((await sitemapShardResponse(halfDown, 'product-1.xml', { shop: 'at', origins, shardSize: 1000 })).status).toBe(503);
    } finally {
      errors.mockRestore();
    }
  });
});
