import { sitemapUrls } from './sitemap-entries';

const origins = { at: 'https://shop.at', de: 'https://shop.de', ro: 'https://shop.ro' };

describe('sitemap entries', () => {
  test("each object on the shop's own origin with the other shops' URLs as alternates and x-default", () => {
    const [entry] = sitemapUrls([{ urls: { de_AT: 'bad/wanne.html', de_DE: 'bad/wanne-de.html', ro_RO: 'baie/cada.html' } }], 'de', origins);
    expect(entry).toEqual({
      loc: 'https://shop.de/bad/wanne-de.html',
      alternates: {
        'de-AT': 'https://shop.at/bad/wanne.html',
        'de-DE': 'https://shop.de/bad/wanne-de.html',
        'ro-RO': 'https://shop.ro/baie/cada.html',
        'x-default': 'https://shop.at/bad/wanne.html',
      },
    });
  });

  test('without an Austrian URL x-default is the current shop; lastmod is kept when known', () => {
    const [entry] = sitemapUrls([{ urls: { de_DE: 'a.html', ro_RO: 'b.html' }, lastmod: '2026-10-31' }], 'ro', origins);
    expect(entry?.alternates['x-default']).toBe('https://shop.ro/b.html');
    expect(entry?.lastmod).toBe('2026-10-31');
  });

  test("objects without a URL in the shop's locale are left out, duplicates listed once, lone objects have no alternates", () => {
    const entries = sitemapUrls(
      [{ urls: { de_AT: 'nur-at.html' } }, { urls: { ro_RO: 'conditii-de-garantie.html' } }, { urls: { ro_RO: 'conditii-de-garantie.html' } }, { urls: { ro_RO: ' ' } }],
      'ro',
      origins,
    );
    expect(entries).toEqual([{ loc: 'https://shop.ro/conditii-de-garantie.html', alternates: {} }]);
  });
});
