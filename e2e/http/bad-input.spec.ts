import { test, expect, forEachShop } from '../support/http-tier';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';

const ODD_PATHS = [
  '/..%2F..%2Fetc%2Fpasswd',
  '/%2e%2e/%2e%2e/secret',
  '/a%2Fb%2Fc.html',
  '/%E0%A4%A',
  '/%00',
  `/${'sehr-lang-'.repeat(300)}.html`,
  '/ümlaut-ä-ö-ü-ß.html',
  '/șțăîâ.html',
  '/😀.html',
  '/product/abc',
  '/product/-1',
  '/product/99999999999999999999',
  '/view/product/1',
  '/de-AT/view/product/1',
  '/?q=%3Cscript%3E&page=-1&sort=%00',
  '/not-found?reason=%22%3E%3Cscript%3E',
  '/Impressum?x=1&x=2',
  '/search/%25%25%25',
];

forEachShop((shop) => {
  test('odd paths and query strings answer 2xx, 3xx or 404, never a 500', async () => {
    for (const path of ODD_PATHS) {
      // Node sends only ASCII request lines: unicode paths go percent-encoded, as a browser sends them.
      const wire = /[^\x20-\x7e]/.test(path) ? encodeURI(path) : path;
      const { status } = await rawGet(wire, `${shop.host}:${E2E_PORTS.storefront}`);
      expect([200, 301, 302, 307, 308, 400, 404], `${path} → ${status}`).toContain(status);
    }
  });
});

test('odd hosts fall back to the default shop, never a 500', async () => {
  for (const host of ['', 'evil.example', 'x'.repeat(300), 'a b', '[::1]', 'localhost:99999', 'ünïcode.ro', '..', 'at.localhost:3100, evil']) {
    const { status } = await rawGet('/', host);
    expect([200, 400], `host '${host}' → ${status}`).toContain(status);
  }
});
