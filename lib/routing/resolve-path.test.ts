import { classifyPath, targetForRewriting } from './resolve-path';
import type { RewritingResponse } from '@/contract/rewriting';

const answer = (over: Partial<RewritingResponse>): RewritingResponse => ({
  view: 'product',
  view_id: 42,
  view_locale: 'de_AT',
  url: 'grohe-eurosmart.html',
  redirected_url: null,
  ...over,
});

describe('path classification in the proxy', () => {
  test('S2-01 / is the home page', () => {
    expect(classifyPath('/')).toEqual({ kind: 'pass', internalPath: '' });
  });

  test('known routes pass without a lookup', () => {
    expect(classifyPath('/search/grohe')).toEqual({ kind: 'pass', internalPath: '/search/grohe' });
    expect(classifyPath('/cart')).toEqual({ kind: 'pass', internalPath: '/cart' });
    expect(classifyPath('/shop-grid-standard/sale')).toEqual({ kind: 'pass', internalPath: '/shop-grid-standard/sale' });
    expect(classifyPath('/back-to-cart/abc')).toEqual({ kind: 'pass', internalPath: '/back-to-cart/abc' });
    expect(classifyPath('/checkout')).toEqual({ kind: 'pass', internalPath: '/checkout' });
  });

  test('S2-57 S2-58 /not-found and /404 show the not-found page (route-not-found)', () => {
    expect(classifyPath('/not-found')).toEqual({ kind: 'not-found', reason: 'route-not-found' });
    expect(classifyPath('/404')).toEqual({ kind: 'not-found', reason: 'route-not-found' });
  });

  test('S2-82 a path under a known route that no route serves is route-not-found, decided without the app', () => {
    for (const path of ['/cart/x', '/cart/unknown/deeper', '/search/a/b', '/product/1/2/3', '/product', '/not-found/x', '/checkout/x', '/account/order/1/x', '/account/reviews/x/y', '/account/unknown-section', '/account/orders/1/2', '/login-register/x', '/logout/x', '/forgot-password/a/b']) {
      expect(classifyPath(path)).toEqual({ kind: 'not-found', reason: 'route-not-found' });
    }
  });

  test('S2-55 S2-56 S2-176 the pages after payment and the guest order page pass in their shapes; other words below them are route-not-found', () => {
    for (const path of ['/order-placed', '/order-failed', '/checkout/processing', '/guest/invoice/ORD000000000001/abc', '/withdrawal']) {
      expect(classifyPath(path)).toEqual({ kind: 'pass', internalPath: path });
    }
    for (const path of ['/checkout/other', '/guest/order/ORD000000000001/abc', '/guest/invoice/ORD000000000001', '/order-placed/x', '/withdrawal/x']) {
      expect(classifyPath(path)).toEqual({ kind: 'not-found', reason: 'route-not-found' });
    }
  });

  test('S2-77 /product/{id} is resolved by the proxy; an id that cannot be one is product-fetch-failed', () => {
    expect(classifyPath('/product/12')).toEqual({ kind: 'product', productId: 12 });
    expect(classifyPath('/product/999999999')).toEqual({ kind: 'product', productId: 999999999 });
    for (const path of ['/product/0', '/product/abc', '/product/1234567890', '/product/-1']) {
      expect(classifyPath(path)).toEqual({ kind: 'not-found', reason: 'product-fetch-failed' });
    }
  });

  test('S8-02 a selection listing type that does not exist is sale-not-found', () => {
    expect(classifyPath('/shop-grid-standard/black-friday')).toEqual({ kind: 'not-found', reason: 'sale-not-found' });
    expect(classifyPath('/shop-grid-standard/new')).toEqual({ kind: 'pass', internalPath: '/shop-grid-standard/new' });
  });

  test('S2-60 any other path is looked up by its decoded form without the leading slash', () => {
    expect(classifyPath('/grohe-eurosmart.html')).toEqual({ kind: 'lookup', viewUrl: 'grohe-eurosmart.html' });
    expect(classifyPath('/baterii-lavoar-%C8%99.html')).toEqual({ kind: 'lookup', viewUrl: 'baterii-lavoar-ș.html' });
    expect(classifyPath('/Impressum')).toEqual({ kind: 'lookup', viewUrl: 'Impressum' });
  });

  test('internal routes are never reachable from outside: they are looked up like any URL', () => {
    expect(classifyPath('/view/product/1')).toEqual({ kind: 'lookup', viewUrl: 'view/product/1' });
    expect(classifyPath('/de-AT/cart')).toEqual({ kind: 'lookup', viewUrl: 'de-AT/cart' });
  });

  test('bad input is unresolvable without a backend call', () => {
    expect(classifyPath('/%E0%A4%A')).toEqual({ kind: 'unresolvable' });
    expect(classifyPath('/a%00b')).toEqual({ kind: 'unresolvable' });
    expect(classifyPath(`/${'x'.repeat(600)}`)).toEqual({ kind: 'unresolvable' });
  });

  test('encoded slashes and dots are looked up as plain text', () => {
    expect(classifyPath('/a%2Fb.html')).toEqual({ kind: 'lookup', viewUrl: 'a/b.html' });
    expect(classifyPath('/%2e%2e/etc/passwd')).toEqual({ kind: 'lookup', viewUrl: '../etc/passwd' });
  });
});

describe('rewriting answers', () => {
  test('S2-61 view type product shows the product page', () => {
    expect(targetForRewriting(answer({}))).toEqual({ kind: 'rewrite', internalPath: '/view/product/42' });
  });

  test('S2-63 view type category shows a listing page', () => {
    expect(targetForRewriting(answer({ view: 'category', view_id: 7 }))).toEqual({ kind: 'rewrite', internalPath: '/view/category/7' });
  });

  test('S2-64 view type brand shows a listing page', () => {
    expect(targetForRewriting(answer({ view: 'brand', view_id: 3 }))).toEqual({ kind: 'rewrite', internalPath: '/view/brand/3' });
  });

  test('S2-66 view type content shows a content page', () => {
    expect(targetForRewriting(answer({ view: 'content', view_id: 9 }))).toEqual({ kind: 'rewrite', internalPath: '/view/content/9' });
  });

  test('S2-65 view type pse resolves to its product first', () => {
    expect(targetForRewriting(answer({ view: 'pse', view_id: 1234 }))).toEqual({ kind: 'pse', pseId: 1234 });
  });

  test('a moved URL redirects to the current one', () => {
    expect(targetForRewriting(answer({ url: 'old.html', redirected_url: 'new.html' }))).toEqual({ kind: 'redirect', location: '/new.html' });
  });

  test('S2-81 view types the shop does not show give content-type-not-found', () => {
    expect(targetForRewriting(answer({ view: 'folder' }))).toEqual({ kind: 'unsupported' });
  });
});
