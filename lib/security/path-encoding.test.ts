import { isWellFormedPath, splitTarget } from './path-encoding';

describe('request path encoding', () => {
  test('paths a browser sends are well-formed', () => {
    for (const path of ['/', '/cart', '/%C3%BCmlaut-%C3%A4.html', '/search/%25%25', '/a|b^c[1]', '/media/x.png', '/_next/static/chunks/a-b_c.js', `/${encodeURIComponent('😀')}`]) {
      expect(isWellFormedPath(path)).toBe(true);
    }
  });

  test('escapes that no decoder accepts are refused, wherever they are', () => {
    for (const path of ['/cart/%E0%A4%A', '/%E0%A4%A.png', '/_next/static/%zz', '/%', '/%A', '/%FF', '/%C0%80', '/%ED%A0%80', '/%80', '/%E0%A4', '/api/%u00e4', '/media/%C3%28.png']) {
      expect(isWellFormedPath(path)).toBe(false);
    }
  });

  test('raw control characters, spaces and raw non-ASCII bytes are refused (they must be percent-encoded)', () => {
    for (const path of ['/a\u0000b', '/a b', '/a\tb', '/\u007f', '/\u00c3\u00bc', '/ü']) {
      expect(isWellFormedPath(path)).toBe(false);
    }
  });

  test('escaped control characters are refused', () => {
    for (const path of ['/%00', '/a%0Ab', '/%0d%0aSet-Cookie:%20x=1', '/%7F', '/_next/static/chunks/a.js/%00']) {
      expect(isWellFormedPath(path)).toBe(false);
    }
  });

  test('a request-target splits into path and query, and an absolute-form target names its authority', () => {
    expect(splitTarget('/cart?x=%E0')).toEqual({ authority: null, path: '/cart', query: 'x=%E0' });
    expect(splitTarget('/a#b')).toEqual({ authority: null, path: '/a', query: '' });
    expect(splitTarget('http://at.localhost:3000/media/x.png?w=1')).toEqual({ authority: 'at.localhost:3000', path: '/media/x.png', query: 'w=1' });
    expect(splitTarget('http://at.localhost:3000')).toEqual({ authority: 'at.localhost:3000', path: '/', query: '' });
    expect(splitTarget('*').path).toBe('*');
  });
});
