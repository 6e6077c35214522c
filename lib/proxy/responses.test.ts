/** @jest-environment node */
import { NextRequest } from 'next/server';
import { SHOPS } from '@/contract/shops';
import { PAGE_PATH_HEADER, rewriteTo } from './responses';

const passed = (response: Response) => response.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`);
const overridden = (response: Response) => (response.headers.get('x-middleware-override-headers') ?? '').split(',');

describe('the page path an account page gets (for the login page returnTo)', () => {
  test('an account page gets its own path and query from the request URL', () => {
    const response = rewriteTo(new NextRequest('http://at.localhost:3000/account/order/12?x=1'), SHOPS.at, '/account/order/12');
    expect(passed(response)).toBe('/account/order/12?x=1');
  });

  test('a forged header never reaches a page: replaced on account pages, removed on others', () => {
    const forged = { headers: { [PAGE_PATH_HEADER]: '//evil.com' } };
    expect(passed(rewriteTo(new NextRequest('http://at.localhost:3000/account', forged), SHOPS.at, '/account'))).toBe('/account');
    const other = rewriteTo(new NextRequest('http://at.localhost:3000/cart', forged), SHOPS.at, '/cart');
    expect(passed(other)).toBeNull();
    expect(overridden(other)).not.toContain(PAGE_PATH_HEADER);
    expect(overridden(other).length).toBeGreaterThan(0);
  });

  test('other pages are rewritten as before, without touching the request headers', () => {
    const response = rewriteTo(new NextRequest('http://at.localhost:3000/cart'), SHOPS.at, '/cart');
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toContain('/de-AT/cart');
  });
});
