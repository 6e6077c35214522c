import { isValidForwardedHost, isValidHost } from './host-header';

describe('Host header values', () => {
  test('host names, addresses and ports are valid', () => {
    for (const host of ['at.localhost', 'at.localhost:3000', 'www.example.at', 'localhost', '127.0.0.1:3000', '[::1]:3000', '[::1]', 'shop_backend:8080', 'at.localhost.', 'AT.LOCALHOST', 'xn--nicode-2ya.ro', 'a:65535']) {
      expect(isValidHost(host)).toBe(true);
    }
  });

  test('invalid ports and anything that is not a host are refused', () => {
    for (const host of ['at.localhost:99999', 'at.localhost:abc', 'at.localhost:-1', 'at.localhost:', 'at.localhost:3000:1', 'a b', '', '[::1', 'user@at.localhost', 'at.localhost/x', 'at.localhost?x', '..', '%61t.localhost', 'http://at.localhost', '-x-.ro', '\u00fc.ro', 'x'.repeat(300), 'at.localhost:3000, evil']) {
      expect(isValidHost(host)).toBe(false);
    }
  });

  test('a forwarded host may be a list; every entry must be a host', () => {
    expect(isValidForwardedHost('www.example.at')).toBe(true);
    expect(isValidForwardedHost('www.example.at, proxy.internal:8080')).toBe(true);
    expect(isValidForwardedHost('not a url')).toBe(false);
    expect(isValidForwardedHost('www.example.at, ')).toBe(false);
    expect(isValidForwardedHost('')).toBe(false);
  });
});
