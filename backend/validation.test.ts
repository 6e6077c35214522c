import { apiErrorSchema } from '@/contract/common';
import type { TestApp } from './test-app';
import { createTestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const huge = '9'.repeat(40);
const long = 'ü'.repeat(1500);
const tooLongUrl = 'ä'.repeat(2100);

/** Odd inputs: every one must be a 4xx apiError, never a 500. */
const BAD: [string, number][] = [
  ['/api/products/?limit=-1', 400],
  ['/api/products/?limit=abc', 400],
  [`/api/products/?limit=${huge}`, 400],
  [`/api/products/?offset=${huge}`, 400],
  ['/api/products/?offset=1.5', 400],
  ['/api/products/?order=random', 400],
  ['/api/products/?locale=xx_XX', 400],
  ['/api/products/?country_id=0', 400],
  ['/api/products/?country_id=64', 400],
  ['/api/products/?category=-3', 400],
  ['/api/products/?brand=1e3', 400],
  ['/api/products/?price_min=-5', 400],
  ['/api/products/?price_max=NaN', 400],
  ['/api/products/?type=cheap', 400],
  ['/api/products/?feature_availability=2', 400],
  ['/api/products/?limit=1&limit=2', 400],
  [`/api/products/?locale=${encodeURIComponent(long)}`, 400],
  ['/api/products_list/?id=', 400],
  ['/api/products_list/?id=1,,x', 400],
  [`/api/products_list/?id=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 400],
  ['/api/products/-1', 400],
  ['/api/products/0', 400],
  [`/api/products/${huge}`, 400],
  ['/api/products/1.5', 400],
  [`/api/products/${encodeURIComponent('ä')}`, 400],
  ['/api/products/1?document=yes', 400],
  ['/api/get_pse/abc', 400],
  ['/api/categories/%F0%9F%9A%BF', 400],
  [`/api/rewriting?view_locale=de_AT&view_url=${encodeURIComponent(tooLongUrl)}`, 400],
  [`/api/rewriting?view_locale=de_AT&view_url=${encodeURIComponent(long)}`, 404],
  ['/api/rewriting?view_locale[]=de_AT&view_url=agb.html', 400],
  ['/fast/category_children?category_id=-1', 400],
  [`/fast/category/?category_id=${huge}`, 400],
  ['/fast/content/custom_attribute/?content_id=x', 400],
  ['/fast/brands/abc/de_AT', 400],
  ['/fast/multiplier/?product_id=-4', 400],
  ['/fast/product-associated-keywords', 400],
  [`/fast/system_config/custom_attribute/?variable_name=${encodeURIComponent(long)}`, 400],
  [`/api/products/1/${'x'.repeat(600)}`, 404],
  [`/api/products/${'1'.repeat(600)}`, 414],
  ['/api/products/%E0%A4%A', 400],
  ['/fast/brands/%ZZ/de_AT', 400],
  ['/api/products/?limit=%ZZ', 400],
];

describe('bad input is a 4xx, never a 500', () => {
  it.each(BAD.map(([url, status]) => [url.length > 80 ? `${url.slice(0, 60)}… (${url.length} chars)` : url, url, status] as const))('GET %s', async (_label, url, status) => {
    const response = await t.get(url);
    expect(response.statusCode).toBe(status);
    expect(apiErrorSchema.parse(response.json()).status_code).toBe(status);
  });

  it('handles bad bodies', async () => {
    const cases: [string, string | undefined, number][] = [
      ['/fast/search_url/', '{', 400],
      ['/fast/search_url/', JSON.stringify({ view_locale: 'de_AT', view_url: tooLongUrl }), 400],
      ['/fast/search_url/', JSON.stringify({ view_locale: 'de_AT' }), 400],
      ['/fast/search_url/', 'null', 400],
      ['/fast/multiplier/bulk/', JSON.stringify({ products: Array.from({ length: 600 }, (_, i) => i + 1) }), 400],
      ['/fast/multiplier/bulk/', JSON.stringify({ products: [Number.MAX_SAFE_INTEGER * 10] }), 400],
      ['/fast/multiplier/bulk/', JSON.stringify({ products: [1.5] }), 400],
    ];
    for (const [url, body, status] of cases) {
      const response = await t.request('POST', url, { body });
      expect({ url, body: body?.slice(0, 40), status: response.statusCode }).toEqual({ url, body: body?.slice(0, 40), status });
      apiErrorSchema.parse(response.json());
    }
    const noBody = await t.request('POST', '/fast/search_url/', { headers: { 'content-type': 'application/json' } });
    expect(noBody.statusCode).toBe(400);
    apiErrorSchema.parse(noBody.json());
    const form = await t.request('POST', '/fast/search_url/', { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    apiErrorSchema.parse(form.json());
    const tooBig = await t.request('POST', '/fast/search_url/', { body: JSON.stringify({ x: 'y'.repeat(300_000) }) });
    expect(tooBig.statusCode).toBe(413);
    apiErrorSchema.parse(tooBig.json());
  });

  it('answers unknown but valid ids with 404', async () => {
    for (const url of ['/api/products/2147483647', '/api/categories/2147483647', '/api/get_pse/2147483647', '/fast/brand_count/2147483647']) {
      await t.expectError(url, 404);
    }
  });
});
