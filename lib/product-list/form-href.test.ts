import { formTargetHref } from './form-href';

const fields = (query: string) => new URLSearchParams(query);

describe('where a filter or sort form of a product list goes', () => {
  test('a listing: its own path with the canonical query of the fields, first chunk', () => {
    expect(formTargetHref({ kind: 'listing', brandFilter: true, priceMax: 8000 }, fields('brand=7&brand=3&sort=name&price_min=&page=4'), '/bad/waschtische')).toBe(
      '/bad/waschtische?sort=name&brand=3,7',
    );
  });

  test('a brand listing drops a brand field (its brand is fixed); prices are clamped to the bound of the shop currency', () => {
    expect(formTargetHref({ kind: 'listing', brandFilter: false, priceMax: 70_000 }, fields('brand=3&price_max=65000'), '/grohe')).toBe('/grohe?price_max=65000');
    expect(formTargetHref({ kind: 'listing', brandFilter: true, priceMax: 8000 }, fields('price_max=65000'), '/bad')).toBe('/bad');
  });

  test('the results page: the path of the term with categories, the order and the filters, first chunk', () => {
    expect(formTargetHref({ kind: 'search', term: 'grohe', priceMax: 8000 }, fields('category=9,4&sort=price_desc&feature=12&page=3'), '/ignored')).toBe(
      '/search/grohe?sort=price_desc&category=4,9&feature=12',
    );
  });
});
