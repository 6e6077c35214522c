import { NextRequest, NextResponse } from 'next/server';
import { resourceCsp } from './content-security-policy.cjs';
import { PAGE_PATH_HEADER, rewriteTo } from '@/lib/proxy/responses';
import { SHOPS } from '@/contract/shops';
import { applySecurityHeaders, createNonce } from './proxy-security';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
const request = (path: string) => new NextRequest(`http://at.localhost:3200${path}`, { headers: { host: 'at.localhost:3200', cookie: 'cart=1' } });
const rewrite = (path: string, to: string) => NextResponse.rewrite(new URL(to, `http://at.localhost:3200${path}`));

describe('the proxy part of the security headers', () => {
  it('gives a page rendered per request a policy with a fresh nonce, as request and as response header', () => {
    const secured = applySecurityHeaders(request('/cart'), rewrite('/cart', '/de-AT/cart'), NONCE);
    const policy = secured.headers.get('content-security-policy');
    expect(policy).toContain(`script-src 'self' 'nonce-${NONCE}'`);
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(new URL(secured.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/de-AT/cart');
    // Next.js reads the nonce from the rewritten request's headers; the shopper's own headers stay.
    expect(secured.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(secured.headers.get('x-middleware-request-cookie')).toBe('cart=1');
    expect(secured.headers.get('x-middleware-override-headers')?.split(',')).toEqual(expect.arrayContaining(['content-security-policy', 'cookie', 'host']));
  });

  it('keeps the request headers a proxy step set on its rewrite (an account page learns its own path)', () => {
    const account = request('/account/addresses');
    const stepped = rewriteTo(account, SHOPS.at, '/account/addresses');
    const secured = applySecurityHeaders(account, stepped, NONCE);
    expect(secured.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`)).toBe('/account/addresses');
    expect(secured.headers.get('x-middleware-request-cookie')).toBe('cart=1');
    expect(secured.headers.get('x-middleware-override-headers')?.split(',')).toEqual(expect.arrayContaining([PAGE_PATH_HEADER, 'cookie', 'content-security-policy']));
  });

  it('keeps the query of a search rewrite', () => {
    const secured = applySecurityHeaders(request('/search?term=bad'), rewrite('/search?term=bad', '/de-AT/search?term=bad'), NONCE);
    expect(secured.headers.get('x-middleware-rewrite')).toBe('http://at.localhost:3200/de-AT/search?term=bad');
    expect(secured.headers.get('content-security-policy')).toContain(`'nonce-${NONCE}'`);
  });

  it('leaves a rewrite to a cached page as it is: its route cache entry carries the policy', () => {
    const cached = rewrite('/bad.html', '/de-AT/view/category/1');
    expect(applySecurityHeaders(request('/bad.html'), cached, NONCE)).toBe(cached);
    expect(cached.headers.get('content-security-policy')).toBeNull();
  });

  it('gives a redirect the policy that runs nothing', () => {
    const redirect = NextResponse.redirect(new URL('http://at.localhost:3200/bad.html'), 308);
    expect(applySecurityHeaders(request('/bad.html?sort=x'), redirect, NONCE).headers.get('content-security-policy')).toBe(resourceCsp());
  });

  it('makes a new nonce of 128 random bits each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
