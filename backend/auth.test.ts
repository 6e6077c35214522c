import { apiErrorSchema } from '@/contract/common';
import type { TestApp } from './test-app';
import { TEST_TOKEN, createTestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('auth', () => {
  const protectedUrls = [
    '/api/products/',
    '/api/products/1',
    '/api/rewriting?view_locale=de_AT&view_url=agb.html',
    '/api/ConfigApi',
    '/fast/locale_config/custom_attribute/?locale=de_AT',
    '/fast/category_menu/custom_attribute/?locale=de_AT',
    '/does-not-exist',
  ];

  it.each(protectedUrls)('answers 401 without a token: %s', async (url) => {
    const response = await t.get(url, null);
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toEqual({ status_code: 401, error: 'Unauthorized' });
  });

  it.each(protectedUrls)('answers 401 with a wrong token: %s', async (url) => {
    const response = await t.get(url, 'wrong-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status_code: 401, error: 'Unauthorized' });
  });

  it('refuses other schemes and malformed headers', async () => {
    for (const authorization of [`Basic ${TEST_TOKEN}`, TEST_TOKEN, 'Bearer', `Bearer ${TEST_TOKEN} extra`, `Bearer ${TEST_TOKEN}x`]) {
      const response = await t.request('GET', '/api/ConfigApi', { token: null, headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('accepts the shop token (scheme case-insensitive)', async () => {
    const response = await t.request('GET', '/api/ConfigApi', { token: null, headers: { authorization: `bearer ${TEST_TOKEN}` } });
    expect(response.statusCode).toBe(200);
  });

  it('serves /health without a token', async () => {
    const response = await t.get('/health', null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown routes with a 404 apiError when authenticated', async () => {
    const response = await t.get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).status_code).toBe(404);
  });
});
