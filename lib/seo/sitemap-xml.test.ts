import { escapeXml, sitemapIndexXml, SITEMAP_PROTOCOL_MAX_URLS, urlsetXml, xmlUrl, type SitemapUrl } from './sitemap-xml';

describe('sitemap XML', () => {
  test('the five XML special characters are escaped', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  test('URLs are percent-encoded (Unicode slugs, spaces) and then entity-escaped', () => {
    expect(xmlUrl('https://shop.ro/baie/cădiță dușuri.html')).toBe('https://shop.ro/baie/c%C4%83di%C8%9B%C4%83%20du%C8%99uri.html');
    expect(xmlUrl('https://shop.at/a?x=1&y=<2>')).toBe('https://shop.at/a?x=1&amp;y=%3C2%3E');
    // Already encoded URLs stay as they are (no double encoding).
    expect(xmlUrl('https://shop.at/a%20b')).toBe('https://shop.at/a%20b');
  });

  test('a urlset lists loc, lastmod and every alternate, in the sitemap and xhtml namespaces', () => {
    const urls: SitemapUrl[] = [
      {
        loc: 'https://shop.at/bad/wanne-&-co.html',
        lastmod: '2026-11-01',
        alternates: { 'de-AT': 'https://shop.at/bad/wanne-&-co.html', 'ro-RO': 'https://shop.ro/baie/cadă.html', 'x-default': 'https://shop.at/bad/wanne-&-co.html' },
      },
      { loc: 'https://shop.at/only-here', alternates: {} },
    ];
    const xml = urlsetXml(urls);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://shop.at/bad/wanne-&amp;-co.html</loc><lastmod>2026-11-01</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="de-AT" href="https://shop.at/bad/wanne-&amp;-co.html"/>' +
        '<xhtml:link rel="alternate" hreflang="ro-RO" href="https://shop.ro/baie/cad%C4%83.html"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.at/bad/wanne-&amp;-co.html"/></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.at/only-here</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // No raw ampersand survives anywhere in the document.
    expect(xml.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
  });

  test('a urlset refuses more URLs than the protocol allows', () => {
    const urls = Array.from({ length: SITEMAP_PROTOCOL_MAX_URLS + 1 }, (_, i) => ({ loc: `https://shop.at/${i}`, alternates: {} }));
    expect(() => urlsetXml(urls)).toThrow(RangeError);
    expect(() => urlsetXml(urls.slice(1))).not.toThrow();
  });

  test('the index names each shard', () => {
    const xml = sitemapIndexXml([{ loc: 'https://shop.at/sitemaps/product-1.xml' }, { loc: 'https://shop.at/sitemaps/brand-1.xml', lastmod: '2026-11-02' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.at/sitemaps/product-1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://shop.at/sitemaps/brand-1.xml</loc><lastmod>2026-11-02</lastmod></sitemap>');
  });
});
