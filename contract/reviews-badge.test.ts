import { reviewsBadgeResponseSchema } from './reviews-badge';

const answer = {
  ratingvalue: '4.81',
  ratingcount: 2734,
  criteria: [{ name: 'Lieferung', value: 4.8 }],
  sealcolor: '#f29400',
  reviewpage: 'https://www.shopvote.de/bewertung_sanitaer_haus_at_17311.html',
  shopname: 'Sanitär Haus Österreich',
  maxrating: 5,
};

describe('reviews badge answer (S3-64)', () => {
  test('S3-64 reads ratingvalue, ratingcount, criteria data, sealcolor and reviewpage; ignores the rest', () => {
    expect(reviewsBadgeResponseSchema.parse(answer)).toEqual({
      ratingvalue: 4.81,
      ratingcount: 2734,
      criteria: [{ name: 'Lieferung', value: 4.8 }],
      sealcolor: '#f29400',
      reviewpage: 'https://www.shopvote.de/bewertung_sanitaer_haus_at_17311.html',
    });
  });

  test('numbers may come as strings, with a decimal comma', () => {
    expect(reviewsBadgeResponseSchema.parse({ ...answer, ratingvalue: '4,7', ratingcount: '1206' })).toMatchObject({ ratingvalue: 4.7, ratingcount: 1206 });
  });

  test('missing or malformed criteria and seal colour are left out; the rating still shows', () => {
    const { criteria: _criteria, sealcolor: _sealcolor, ...bare } = answer;
    expect(reviewsBadgeResponseSchema.parse(bare)).toMatchObject({ criteria: [], sealcolor: null });
    expect(reviewsBadgeResponseSchema.parse({ ...answer, criteria: 'none', sealcolor: 'red;background:url(x)' })).toMatchObject({ criteria: [], sealcolor: null });
  });

  test.each([
    ['a rating above 5', { ratingvalue: 7 }],
    ['a negative count', { ratingcount: -3 }],
    ['a fractional count', { ratingcount: 2.5 }],
    ['a rating that is no number', { ratingvalue: 'gut' }],
    ['a review page that is no http(s) URL', { reviewpage: 'javascript:alert(1)' }],
    ['no review page', { reviewpage: undefined }],
    ['no rating', { ratingvalue: undefined }],
  ])('%s is an invalid answer', (_what, change) => {
    expect(reviewsBadgeResponseSchema.safeParse({ ...answer, ...change }).success).toBe(false);
  });
});
