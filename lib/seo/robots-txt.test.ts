import { FILTER_PARAMETERS, isCrawlable, robotsRules, robotsTxt } from './robots-txt';

const rules = robotsRules();

describe('robots.txt', () => {
  test("names the shop's own sitemap", () => {
    const text = robotsTxt('https://shop.ro');
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain('\nSitemap: https://shop.ro/sitemap.xml\n');
    expect(text).not.toContain('shop.at');
  });

  test('private and per-visitor routes are blocked with their sub-paths and queries', () => {
    for (const path of ['/search/waschbecken', '/cart', '/cart?x=1', '/checkout', '/account', '/account/order/12', '/wishlist', '/compare', '/login-register', '/api/store-info']) {
      expect([path, isCrawlable(rules, path)]).toEqual([path, false]);
    }
  });

  test('catalogue URLs that merely begin like a private route stay crawlable (Romanian cartuș = cartridge)', () => {
    for (const path of ['/cartus-termostatic-1.html', '/accessories/x.html', '/compare-nothing.html', '/', '/bad/waschtische', '/agb.html']) {
      expect([path, isCrawlable(rules, path)]).toEqual([path, true]);
    }
  });

  test('listing URLs with a filter or sort parameter are blocked in any position; page stays crawlable', () => {
    for (const name of FILTER_PARAMETERS) {
      expect(isCrawlable(rules, `/bad/waschtische?${name}=x`)).toBe(false);
      expect(isCrawlable(rules, `/bad/waschtische?page=2&${name}=x`)).toBe(false);
    }
    expect(isCrawlable(rules, '/bad/waschtische?feature=7001')).toBe(false);
    expect(isCrawlable(rules, '/bad/waschtische?page=2')).toBe(true);
    expect(isCrawlable(rules, '/bad/waschtische?presort=1')).toBe(true);
  });

  test('the matcher follows RFC 9309: longest match wins, Allow on a tie, $ anchors the end', () => {
    const custom = [
      { allow: false, pattern: '/a' },
      { allow: true, pattern: '/a/b' },
      { allow: false, pattern: '/x$' },
      { allow: true, pattern: '/t' },
      { allow: false, pattern: '/t' },
    ];
    expect(isCrawlable(custom, '/a/c')).toBe(false);
    expect(isCrawlable(custom, '/a/b/c')).toBe(true);
    expect(isCrawlable(custom, '/x')).toBe(false);
    expect(isCrawlable(custom, '/xy')).toBe(true);
    expect(isCrawlable(custom, '/t')).toBe(true);
  });
});
