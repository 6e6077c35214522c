import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import type { IncomingMessage } from 'node:http';
import { resourceCsp } from './content-security-policy.cjs';
import { securityHeaderRules } from './header-rules.cjs';

/** The headers Next.js would apply from the rules to a request, matched the way its router matches them. */
function headersFor(pathname: string, host: string): Record<string, string> {
  const request = { headers: { host } } as unknown as IncomingMessage;
  const applied: Record<string, string> = {};
  for (const rule of securityHeaderRules()) {
    if (getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname) === false) continue;
    if (matchHas(request, {}, [], rule.missing ?? []) === false) continue;
    for (const { key, value } of rule.headers) applied[key] = value;
  }
  return applied;
}

describe('next.config header rules', () => {
  it('give every path the security headers', () => {
    for (const pathname of ['/', '/bad.html', '/cart', '/_next/static/chunks/a.js', '/api/health', '/server-down', '/icon.svg']) {
      expect(headersFor(pathname, 'at.localhost:3200')).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      });
      expect(headersFor(pathname, 'at.localhost:3200')['Permissions-Policy']).toContain('camera=()');
    }
  });

  it('add Strict-Transport-Security for public hosts only', () => {
    expect(headersFor('/bad.html', 'www.example.at')['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headersFor('/_next/static/chunks/a.js', 'www.example.de:443')['Strict-Transport-Security']).toBeDefined();
    for (const host of ['localhost:3200', 'at.localhost:3200', '127.0.0.1:3200', '[::1]:3200']) {
      expect(headersFor('/bad.html', host)['Strict-Transport-Security']).toBeUndefined();
    }
  });

  it('give the run-nothing policy to every path that is no page', () => {
    const paths = ['/_next/static/chunks/a.js', '/_next/image', '/api/health', '/api/cart/lines', '/media/product/tap.webp', '/sitemap.xml', '/sitemaps/product-1.xml', '/robots.txt', '/favicon.ico', '/manifest.webmanifest', '/fonts/a.woff2'];
    for (const pathname of paths) expect(headersFor(pathname, 'at.localhost')['Content-Security-Policy']).toBe(resourceCsp());
  });

  it('leave the policy of pages and the server-down page to them', () => {
    for (const pathname of ['/', '/bad.html', '/cart', '/search', '/about', '/product/999', '/server-down', '/bench/blank', '/de-AT/view/product/1']) {
      expect(headersFor(pathname, 'at.localhost')['Content-Security-Policy']).toBeUndefined();
    }
  });
});
