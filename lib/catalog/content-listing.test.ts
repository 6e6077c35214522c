import { listingOfContent } from './content-listing';

describe('content pages as listings', () => {
  test('S2-67 a postscriptum with brand_id and category_id JSON makes the content a listing page', () => {
    expect(listingOfContent('{"brand_id": 3, "category_id": 12}')).toEqual({ brand_id: 3, category_id: 12 });
    expect(listingOfContent(' {"brand_id":"3","category_id":"12","extra":true} ')).toEqual({ brand_id: 3, category_id: 12 });
  });

  test('S2-68 any other postscriptum gives a plain content page', () => {
    for (const text of ['', 'Hinweis: ab Lager', '{"brand_id": 3}', '{"category_id": 1}', '{broken', '{"brand_id":-1,"category_id":2}', '[1,2]']) {
      expect(listingOfContent(text)).toBeNull();
    }
  });
});
