import { reviewsBadgeResponseSchema } from '@/contract/reviews-badge';
import { createTestApp, type TestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const query = (shopid: string, lang = 'de') => `shopid=${encodeURIComponent(shopid)}&type=badge&src=${encodeURIComponent('https://www.sanitaer-haus.at')}&lang=${lang}`;

describe('review provider stand-ins', () => {
  test('answer each seeded shop id as the provider would, without the shop token', async () => {
    const cases = [
      ['shopvote', '17311', 4.81, 2734],
      ['shopvote', '17312', 4.74, 1918],
      ['trustedshops', 'X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8', 4.83, 5412],
      ['searchrating', 'SR-AT-48213', 4.7, 1206],
    ] as const;
    for (const [provider, shopId, value, count] of cases) {
      const response = await t.get(`/providers/${provider}/badge?${query(shopId)}`, null);
      expect({ provider, status: response.statusCode }).toEqual({ provider, status: 200 });
      expect(reviewsBadgeResponseSchema.parse(response.json())).toMatchObject({ ratingvalue: value, ratingcount: count, reviewpage: expect.stringMatching(/^https:\/\//) });
    }
  });

  test('criteria come in the requested language', async () => {
    const de = reviewsBadgeResponseSchema.parse((await t.get(`/providers/shopvote/badge?${query('17311')}`, null)).json());
    const ro = reviewsBadgeResponseSchema.parse((await t.get(`/providers/shopvote/badge?${query('17311', 'ro')}`, null)).json());
    expect(de.criteria.map(({ name }) => name)).toContain('Lieferung');
    expect(ro.criteria.map(({ name }) => name)).toContain('Livrare');
  });

  test('an unknown shop id is a 404; an unknown provider or a missing or malformed parameter a 400', async () => {
    expect((await t.get(`/providers/shopvote/badge?${query('99999')}`, null)).statusCode).toBe(404);
    expect((await t.get(`/providers/trustedshops/badge?${query('17311')}`, null)).statusCode).toBe(404);
    expect((await t.get(`/providers/yelp/badge?${query('17311')}`, null)).statusCode).toBe(400);
    expect((await t.get('/providers/shopvote/badge?shopid=17311&type=badge&lang=de', null)).statusCode).toBe(400);
    expect((await t.get(`/providers/shopvote/badge?${query('17311').replace('type=badge', 'type=carousel')}`, null)).statusCode).toBe(400);
    expect((await t.get(`/providers/shopvote/badge?${query('17311', 'fr')}`, null)).statusCode).toBe(400);
  });
});
