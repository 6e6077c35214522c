/**
 * XML of the sitemaps.org protocol: a `<urlset>` of one shard (with `xhtml:link` hreflang alternates, as Google reads
 * them) and the `<sitemapindex>` naming the shards. Every value is entity-escaped, every URL percent-encoded.
 */

/** Limits of the sitemaps.org protocol per file. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;
export const SITEMAP_PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

export type SitemapUrl = {
  loc: string;
  /** W3C date or date-time of the last change, when the backend knows it. */
  lastmod?: string;
  /** hreflang → absolute URL (the object's URLs in every shop, itself included, and x-default). */
  alternates: Partial<Record<string, string>>;
};

export type SitemapRef = { loc: string; lastmod?: string };

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes the five XML special characters. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/**
 * A URL as the protocol wants it: percent-encoded (RFC 3986; Unicode slugs such as Romanian `cădiță` become
 * `c%C4%83di%C8%9B%C4%83`) and then entity-escaped (`&` → `&amp;`).
 */
export function xmlUrl(url: string): string {
  let encoded: string;
  try {
    encoded = new URL(url).href;
  } catch {
    encoded = encodeURI(url);
  }
  return escapeXml(encoded);
}

function urlElement(url: SitemapUrl): string {
  const parts = [`<loc>${xmlUrl(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  for (const [hreflang, href] of Object.entries(url.alternates)) {
    if (href) parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${xmlUrl(href)}"/>`);
  }
  return `<url>${parts.join('')}</url>`;
}

/** One shard: a `<urlset>` of at most 50,000 URLs. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_PROTOCOL_MAX_URLS) {
    throw new RangeError(`a sitemap holds at most ${SITEMAP_PROTOCOL_MAX_URLS} URLs, got ${urls.length}`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index naming every shard. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  if (sitemaps.length > SITEMAP_PROTOCOL_MAX_URLS) {
    throw new RangeError(`a sitemap index names at most ${SITEMAP_PROTOCOL_MAX_URLS} sitemaps, got ${sitemaps.length}`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      (ref) => `<sitemap><loc>${xmlUrl(ref.loc)}</loc>${ref.lastmod ? `<lastmod>${escapeXml(ref.lastmod)}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
