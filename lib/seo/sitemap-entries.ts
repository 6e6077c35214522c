import { SHOPS, type ShopCode } from '@/contract/shops';
import { hreflangAlternates, type ShopOrigins } from './alternates';
import { absoluteUrl } from './origin-rule';
import type { SitemapUrl } from './sitemap-xml';
import type { PerLocale } from '@/contract/product-card';

/** What a sitemap needs of a catalogue object: its URL in every shop locale, and its last change when known. */
export type SitemapObject = { urls: PerLocale; lastmod?: string };

/**
 * The `<url>` entries of one shop: each object that has a URL in the shop's locale, on the shop's own origin, with
 * the same object's URLs on the other shops as hreflang alternates (plus x-default). Objects without a URL in this
 * locale are left out; a URL listed twice is listed once.
 */
export function sitemapUrls(objects: readonly SitemapObject[], shop: ShopCode, origins: ShopOrigins): SitemapUrl[] {
  const locale = SHOPS[shop].theliaLocale;
  const seen = new Set<string>();
  const out: SitemapUrl[] = [];
  for (const object of objects) {
    const own = object.urls[locale]?.trim();
    if (!own) continue;
    const loc = absoluteUrl(origins[shop], own);
    if (seen.has(loc)) continue;
    seen.add(loc);
    out.push({ loc, ...(object.lastmod ? { lastmod: object.lastmod } : {}), alternates: hreflangAlternates(object.urls, origins, shop) });
  }
  return out;
}
