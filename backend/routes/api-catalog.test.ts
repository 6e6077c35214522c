import { categoriesResponseSchema } from '@/contract/category';
import { apiErrorSchema } from '@/contract/common';
import { configApiSchema } from '@/contract/config-api';
import { countriesResponseSchema } from '@/contract/country';
import { rewritingResponseSchema, searchUrlResponseSchema } from '@/contract/rewriting';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rewrite = (locale: string, url: string) => `/api/rewriting?view_locale=${locale}&view_url=${encodeURIComponent(url)}`;
const row = <T>(sql: string, ...params: (string | number)[]) => t.db.prepare(sql).get(...params) as T;

describe('GET /api/categories/{id}', () => {
  it('S7-02 categories/{id} answers categoryItems[0] with path, urls and count', async () => {
    const body = await t.getParsed('/api/categories/3?locale=de_DE', categoriesResponseSchema);
    const category = body.categoryItems[0];
    expect(category?.title).toBe('Waschtischarmaturen');
    expect(category?.path.map((c) => c.title)).toEqual(['Bad', 'Armaturen', 'Waschtischarmaturen']);
    expect(category?.urls.ro_RO).toBe('baterii-lavoar.html');
    expect(category?.product_count).toBeGreaterThan(50);
  });

  it('404s for unknown categories', async () => {
    const response = await t.get('/api/categories/99999');
    expect(response.statusCode).toBe(404);
    apiErrorSchema.parse(response.json());
  });
});

describe('GET /api/rewriting', () => {
  it('S7-04 resolves an exact URL of each view type', async () => {
    const cases: [string, string, string][] = [
      ['de_AT', 'agb.html', 'content'],
      ['de_AT', 'Impressum', 'content'],
      ['de_DE', 'bezahlen', 'content'],
      ['de_DE', 'pay', 'content'],
      ['ro_RO', 'termeni-si-conditii.html', 'content'],
      ['ro_RO', 'terms-and-conditions', 'content'],
      ['de_AT', 'bad.html', 'category'],
      ['ro_RO', 'baie.html', 'category'],
      ['de_AT', 'grohe.html', 'brand'],
      ['de_AT', 'rechtliches.html', 'folder'],
    ];
    for (const [locale, url, view] of cases) {
      const body = await t.getParsed(rewrite(locale, url), rewritingResponseSchema);
      expect({ url, view: body.view, redirected: body.redirected_url }).toEqual({ url, view, redirected: null });
    }
  });

  it('resolves a product URL with Romanian letters, encoded or not, with or without a leading slash', async () => {
    const product = row<{ url: string; id: number }>(
      "SELECT url, view_id AS id FROM rewriting_url WHERE view = 'product' AND view_locale = 'ro_RO' AND url LIKE '%ă%' AND redirected IS NULL LIMIT 1",
    );
    const plain = await t.getParsed(rewrite('ro_RO', product.url), rewritingResponseSchema);
    expect(plain).toEqual({ view: 'product', view_id: product.id, view_locale: 'ro_RO', url: product.url, redirected_url: null });
    const slashed = await t.getParsed(rewrite('ro_RO', `/${product.url}`), rewritingResponseSchema);
    expect(slashed.view_id).toBe(product.id);
    const doubleEncoded = await t.getParsed(rewrite('ro_RO', encodeURIComponent(product.url)), rewritingResponseSchema);
    expect(doubleEncoded.view_id).toBe(product.id);
  });

  it('gives the current URL for a redirected row, in every locale', async () => {
    for (const locale of ['de_AT', 'de_DE', 'ro_RO']) {
      const old = row<{ url: string; view: string; id: number }>(
        "SELECT url, view, view_id AS id FROM rewriting_url WHERE view = 'product' AND view_locale = ? AND redirected IS NOT NULL LIMIT 1",
        locale,
      );
      const body = await t.getParsed(rewrite(locale, old.url), rewritingResponseSchema);
      const current = row<{ url: string }>(
        "SELECT url FROM rewriting_url WHERE view = 'product' AND view_id = ? AND view_locale = ? AND redirected IS NULL ORDER BY id LIMIT 1",
        old.id,
        locale,
      );
      expect(body.redirected_url).toBe(current.url);
      expect(body.redirected_url).not.toBe(old.url);
    }
    const category = await t.getParsed(rewrite('de_AT', 'duschen.html'), rewritingResponseSchema);
    expect(category).toMatchObject({ view: 'category', redirected_url: 'dusch-brausesysteme.html' });
    const content = await t.getParsed(rewrite('de_DE', 'versand.html'), rewritingResponseSchema);
    expect(content).toMatchObject({ view: 'content', redirected_url: 'versandkosten' });
  });

  it('S7-04 resolves a variant (PSE) URL', async () => {
    const pse = row<{ url: string; id: number }>("SELECT url, view_id AS id FROM rewriting_url WHERE view = 'pse' AND view_locale = 'de_DE' LIMIT 1");
    const body = await t.getParsed(rewrite('de_DE', pse.url), rewritingResponseSchema);
    expect(body).toMatchObject({ view: 'pse', view_id: pse.id, redirected_url: null });
  });

  it('keeps locales apart: Romanian-only slugs are unknown in the German shops', async () => {
    for (const url of ['conditii-de-garantie.html', 'manual-de-utilizare-1.html', 'termeni-si-conditii.html']) {
      await t.expectError(rewrite('de_AT', url), 404);
      expect((await t.getParsed(rewrite('ro_RO', url), rewritingResponseSchema)).view).toBe('content');
    }
    await t.expectError(rewrite('ro_RO', 'agb.html'), 404);
  });

  it('404s for unknown URLs and 400s for bad parameters', async () => {
    const unknown = await t.get(rewrite('de_AT', 'gibt-es-nicht.html'));
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).status_code).toBe(404);
    await t.expectError(rewrite('de_AT', ''), 404);
    await t.expectError(rewrite('fr_FR', 'agb.html'), 400);
    await t.expectError('/api/rewriting?view_locale=de_AT', 400);
    await t.expectError(rewrite('de_AT', 'x'.repeat(3000)), 400);
    await t.expectError(rewrite('de_AT', '%E0%A4%A'), 404);
  });

  it('S7-44 POST /fast/search_url/ does the same lookup', async () => {
    const response = await t.post('/fast/search_url/', { view_locale: 'de_AT', view_url: 'agb.html' });
    expect(response.statusCode).toBe(200);
    expect(searchUrlResponseSchema.parse(response.json())).toEqual({ view: 'content', view_id: 5 });
    await t.expectError('/fast/search_url/', 404, { body: { view_locale: 'de_AT', view_url: 'nope.html' } });
    await t.expectError('/fast/search_url/', 400, { body: { view_locale: 'xx', view_url: 'agb.html' } });
    await t.expectError('/fast/search_url/', 400, { body: '{not json' });
    await t.expectError('/fast/search_url/', 400, { body: [] });
  });
});

describe('GET /api/ConfigApi and /api/countries', () => {
  it('S7-04 answers the search settings', async () => {
    const body = await t.getParsed('/api/ConfigApi', configApiSchema);
    expect(body).toMatchObject({ search_host: '127.0.0.1', search_scheme: 'http', search_port: 4000, search_index_prefix: 'shop_', search_content_index: 'shop_content' });
  });

  it('S3-11 lists the delivery countries with localized titles and tax titles', async () => {
    const de = await t.getParsed('/api/countries?locale=de_AT', countriesResponseSchema);
    const ro = await t.getParsed('/api/countries?locale=ro_RO', countriesResponseSchema);
    expect(de.map((c) => c.isoalpha2)).toEqual(expect.arrayContaining(['AT', 'DE', 'RO', 'HU', 'IT', 'CH', 'SK', 'SI', 'CZ', 'BG']));
    expect(de.find((c) => c.id === 13)).toEqual({ id: 13, isoalpha2: 'AT', title: 'Österreich', tax_title: '20 % MwSt.' });
    expect(ro.find((c) => c.id === 146)).toEqual({ id: 146, isoalpha2: 'RO', title: 'România', tax_title: 'TVA 21%' });
    expect(de.find((c) => c.id === 5)?.tax_title).toBe('19 % MwSt.');
  });
});
