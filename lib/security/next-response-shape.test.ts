import { NextResponse } from 'next/server';

/**
 * Guard (ADR 0070): proxy-security.ts reads back what a proxy step's NextResponse says, through the headers Next.js's
 * own proxy protocol uses (`x-middleware-rewrite`, `x-middleware-override-headers`, `x-middleware-request-*`). This
 * loads the installed next/server and checks that shape; it fails when a Next.js upgrade changes it.
 */
describe("Next.js's proxy response shape that proxy-security.ts reads", () => {
  test('a rewrite names its target in x-middleware-rewrite; overridden request headers are listed and carried', () => {
    const headers = new Headers({ 'x-shop-path': '/de-AT/account' });
    const rewrite = NextResponse.rewrite(new URL('http://at.localhost/de-AT/view/product/1'), { request: { headers } });
    expect(rewrite.headers.get('x-middleware-rewrite')).toBe('http://at.localhost/de-AT/view/product/1');
    expect(rewrite.headers.get('x-middleware-override-headers')?.split(',')).toContain('x-shop-path');
    expect(rewrite.headers.get('x-middleware-request-x-shop-path')).toBe('/de-AT/account');
  });

  test('a response that is no rewrite has no x-middleware-rewrite; a redirect has its Location', () => {
    expect(NextResponse.next().headers.get('x-middleware-rewrite')).toBeNull();
    const redirect = NextResponse.redirect(new URL('http://at.localhost/cart'), 308);
    expect(redirect.headers.get('x-middleware-rewrite')).toBeNull();
    expect(redirect.headers.get('location')).toBe('http://at.localhost/cart');
  });
});
