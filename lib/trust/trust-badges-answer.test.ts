import { parseTrustBadgesAnswer } from './trust-badges-answer';

const badge = {
  provider: 'shopvote',
  ratingValue: 4.81,
  ratingCount: 2734,
  criteria: [{ name: 'Lieferung', value: 4.8 }],
  sealColor: '#f29400',
  reviewPage: 'https://www.shopvote.de/bewertung_sanitaer_haus_at_17311.html',
};

describe("the browser's check of GET /api/trust-badges", () => {
  test('takes the badges as the route sends them', () => {
    expect(parseTrustBadgesAnswer({ badges: [badge] })).toEqual({ badges: [badge] });
    expect(parseTrustBadgesAnswer({ badges: [] })).toEqual({ badges: [] });
  });

  test.each([
    ['an unknown provider', { provider: 'yelp' }],
    ['a review page that is no http(s) URL', { reviewPage: 'javascript:alert(1)' }],
    ['a seal colour that is no hex colour', { sealColor: 'red;x' }],
    ['a rating above 5', { ratingValue: 6 }],
  ])('refuses %s', (_what, change) => {
    expect(() => parseTrustBadgesAnswer({ badges: [{ ...badge, ...change }] })).toThrow();
  });
});
