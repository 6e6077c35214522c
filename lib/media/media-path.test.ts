import { backendMediaPath, isPlainMediaUrl, statusForUpstreamFailure } from './media-path';

describe('media route paths', () => {
  test('plain file paths are forwarded', () => {
    expect(backendMediaPath(['products', 'p-12-1.webp'])).toBe('/media/products/p-12-1.webp');
    expect(backendMediaPath(['advent', 'advent-de_mobile.webp'])).toBe('/media/advent/advent-de_mobile.webp');
    expect(backendMediaPath(['_'])).toBe('/media/_');
  });

  test('dot segments, hidden files, dots inside a name and anything that could leave the folder are refused', () => {
    for (const segments of [['..', 'x'], ['.'], ['...'], ['a..b.png'], ['.hidden.png'], ['x.png', '..'], ['a/b.png'], ['..\\x'], ['a\u0000.png'], ['a b.png'], ['a;b.png'], [], Array(9).fill('a'), [`${'a'.repeat(201)}.png`], ['']]) {
      expect(backendMediaPath(segments)).toBeNull();
    }
  });

  test('only image URLs the media route would forward go to the image optimizer', () => {
    expect(isPlainMediaUrl('/media/products/p-12-1.webp')).toBe(true);
    for (const url of ['/media/.', '/media/', '/media', '/media/x.png/..', '/media/a/../b.png', '/media/.hidden.png', '/media/%2e%2e/x.png', '/media/x.png?x=1', '/_next/static/x.png', 'http://evil.example/x.png']) {
      expect(isPlainMediaUrl(url)).toBe(false);
    }
  });

  test("the backend's refusals of a path are 404; only its failures are 502", () => {
    expect(statusForUpstreamFailure(400)).toBe(404);
    expect(statusForUpstreamFailure(403)).toBe(404);
    expect(statusForUpstreamFailure(404)).toBe(404);
    expect(statusForUpstreamFailure(500)).toBe(502);
    expect(statusForUpstreamFailure(503)).toBe(502);
  });
});
