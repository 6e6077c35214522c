import { listingRoute } from './listing-rewrite';

const route = (path: string, query: string) => listingRoute(path, new URLSearchParams(query));

describe('listing state in the proxy', () => {
  test('a listing without listing parameters stays the plain route', () => {
    expect(route('/view/category/12', '')).toEqual({ kind: 'plain', internalPath: '/view/category/12' });
    expect(route('/view/category/12', 'utm_source=x')).toEqual({ kind: 'plain', internalPath: '/view/category/12' });
  });

  test('a canonical state is rewritten to the state segment (category, brand, content, type)', () => {
    expect(route('/view/category/12', 'sort=price_asc&brand=3,7&page=2')).toEqual({
      kind: 'state',
      internalPath: '/view/category/12/sort-price_asc~brand-3.7~page-2',
    });
    expect(route('/view/brand/4', 'page=3')).toEqual({ kind: 'state', internalPath: '/view/brand/4/page-3' });
    expect(route('/view/content/9', 'sort=name')).toEqual({ kind: 'state', internalPath: '/view/content/9/sort-name' });
    expect(route('/shop-grid-standard/sale', 'price_max=100')).toEqual({ kind: 'state', internalPath: '/shop-grid-standard/sale/max-100' });
  });

  test('non-canonical or invalid parameters redirect to the cleaned query, keeping foreign parameters', () => {
    expect(route('/view/category/12', 'brand=7&brand=3')).toEqual({ kind: 'redirect', search: '?brand=3,7' });
    expect(route('/view/category/12', 'page=abc&utm_source=x')).toEqual({ kind: 'redirect', search: '?utm_source=x' });
    expect(route('/view/category/12', 'page=1')).toEqual({ kind: 'redirect', search: '' });
    expect(route('/view/category/12', 'price_min=900&price_max=100')).toEqual({ kind: 'redirect', search: '?price_min=100&price_max=900' });
  });

  test('brand and landing pages drop a brand filter', () => {
    expect(route('/view/brand/4', 'brand=5&sort=name')).toEqual({ kind: 'redirect', search: '?sort=name' });
    expect(route('/view/content/9', 'brand=5')).toEqual({ kind: 'redirect', search: '' });
  });

  test('a state segment typed as a public path is not found (it would duplicate the query URL)', () => {
    expect(route('/shop-grid-standard/sale/page-2', '')).toEqual({ kind: 'plain', internalPath: '/not-found' });
    expect(route('/shop-grid-standard/sale/', '')).toEqual({ kind: 'plain', internalPath: '/shop-grid-standard/sale/' });
  });

  test('other routes never see listing parameters', () => {
    expect(route('/view/product/5', 'page=2')).toEqual({ kind: 'plain', internalPath: '/view/product/5' });
    expect(route('/search/grohe', 'page=2')).toEqual({ kind: 'plain', internalPath: '/search/grohe' });
    expect(route('/view/product/5/77', 'sort=name')).toEqual({ kind: 'plain', internalPath: '/view/product/5/77' });
  });
});
