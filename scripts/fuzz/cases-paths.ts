import { utf8Bytes, type FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, somePath, type SweepContext } from './sweep-context';

/** Escapes that no decoder accepts: a lone or short `%`, non-hex digits, and bytes that are not UTF-8. */
export const BAD_ESCAPES = ['%', '%A', '%G0', '%zz', '%E0%A4%A', '%E0%A4', '%FF', '%C0%80', '%ED%A0%80', '%80', '%%', '%u00e4', '%C3', '%F4%90%80%80', '%25%', '%E2%82', '%C3%28', '%F0%9F%98'];

const FILE_ENDINGS = ['', '.png', '.js', '.css', '.html', '.xml', '.txt', '.json', '.ico', '.webp', '.rsc'];

function withoutQuery(path: string): string {
  return path.split('?')[0] ?? path;
}

function badPercentEncoding(random: Random, context: SweepContext): FuzzCase {
  const bad = random.pick(BAD_ESCAPES);
  const base = withoutQuery(somePath(random, context)).replace(/\/$/, '');
  const ending = random.pick(FILE_ENDINGS);
  const target = random.pick([
    `${base}/${bad}${ending}`,
    `${base}${bad}`,
    `/${bad}${ending}`,
    `/_next/static/${bad}`,
    `/_next/static/chunks/${bad}${ending}`,
    `/_next/${bad}`,
    `/api/${bad}`,
    `/media/${bad}${ending}`,
    `/cart/${bad}`,
    `${base}/x${bad}y${ending}`,
  ]);
  return { kind: 'path/bad-percent-encoding', method: random.pick(['GET', 'GET', 'HEAD', 'POST']), target, headers: baseHeaders(random, context) };
}

const DOT_SEGMENTS = ['..', '../x', './', 'a/../b', '%2e%2e/x', '%2E%2E%2Fx', '.%2e/x', '..;/x', '...', 'a..b.png', '.hidden', '..%00', '..\\x', '.', 'x/./y', '..%2f..%2fetc%2fpasswd', '%2e', '....//x'];

function dotSegments(random: Random, context: SweepContext): FuzzCase {
  const prefix = random.pick(['', '/media', '/api', '/_next/static', '/_next/static/chunks', '/cart', '/view/product', '/sitemaps', '/back-to-cart']);
  const target = `${prefix}/${random.pick(DOT_SEGMENTS)}`;
  return { kind: 'path/dot-segments', method: random.pick(['GET', 'HEAD']), target, headers: baseHeaders(random, context) };
}

function longPath(random: Random, context: SweepContext): FuzzCase {
  const length = random.pick([600, 2_000, 8_000, 15_000, 20_000]);
  const target = random.pick([
    `/${'sehr-lang-'.repeat(Math.ceil(length / 10)).slice(0, length)}.html`,
    '/a'.repeat(Math.ceil(length / 2)),
    `/media/${'a'.repeat(length)}.png`,
    `/search/${'x'.repeat(length)}`,
    `/api/products?ids=${'1,'.repeat(Math.ceil(length / 2))}1`,
  ]);
  return { kind: 'path/long', method: 'GET', target, headers: baseHeaders(random, context) };
}

function controlCharacters(random: Random, context: SweepContext): FuzzCase {
  const base = withoutQuery(somePath(random, context)).replace(/\/$/, '');
  if (random.chance(0.5)) {
    const raw = String.fromCharCode(random.pick([0, 1, 7, 8, 9, 11, 12, 27, 31, 127]));
    return { kind: 'path/control-characters-raw', method: 'GET', target: `${base}/a${raw}b`, headers: baseHeaders(random, context) };
  }
  const encoded = random.pick(['%00', '%0A', '%0D%0A', '%09', '%7F', '%1B', '%08', '%0d%0aSet-Cookie:%20x=1']);
  const target = random.pick([`${base}/${encoded}`, `/${encoded}.html`, `/media/${encoded}.png`, `/search/${encoded}`, `/?q=${encoded}`]);
  return { kind: 'path/control-characters-encoded', method: 'GET', target, headers: baseHeaders(random, context) };
}

const UNICODE_TEXTS = ['ümlaut-ä-ö-ü-ß', 'șțăîâ', '😀', '中文', '\u202eevil', 'zero\u200bwidth', 'u\u0308', 'Ω≈ç√', '\uFEFF'];

function unicodePath(random: Random, context: SweepContext): FuzzCase {
  const text = random.pick(UNICODE_TEXTS);
  const ending = random.pick(FILE_ENDINGS);
  const target = random.pick([
    `/${utf8Bytes(text)}${ending}`,
    `/${encodeURIComponent(text)}${ending}`,
    `/search/${encodeURIComponent(text)}`,
    `/media/${encodeURIComponent(text)}.png`,
    `/api/${utf8Bytes(text)}`,
    `/${random.pick(['\xff', '\xc3', '\xe0\xa4', '\xc0\x80', '\xed\xa0\x80'])}${ending}`,
  ]);
  return { kind: 'path/unicode', method: random.pick(['GET', 'HEAD']), target, headers: baseHeaders(random, context) };
}

function oddSlashes(random: Random, context: SweepContext): FuzzCase {
  const target = random.pick(['//', '//evil.example/', '/\\evil.example', '/%5Cevil.example', '/cart//', '/api//health', '///media///x.png', '/%2F%2Fevil.example', '/cart/', '/_next//static/x.js', '/.well-known/x']);
  return { kind: 'path/odd-slashes', method: 'GET', target, headers: baseHeaders(random, context) };
}

function knownRouteJunk(random: Random, context: SweepContext): FuzzCase {
  const first = random.pick(['product', 'cart', 'search', 'shop-grid-standard', 'back-to-cart', 'view/product', 'view/category', 'view/brand', 'view/content', 'view/unresolved', 'not-found', 'sitemaps', 'widerrufsformular', 'contact', 'showrooms', 'de-AT', 'ro-RO', 'en']);
  const tail = random.pick(['abc', '-1', '99999999999999999999', '1/2/3/4', 'sale/page-2', 'new/sort-x', '1.5', 'product-0.xml', 'x.xml', '%20', 'NaN', '0x10', '1e3', '<script>', "'", '"']);
  return { kind: 'path/known-route-junk', method: random.pick(['GET', 'HEAD']), target: `/${first}/${tail}`, headers: baseHeaders(random, context) };
}

export const PATH_GENERATORS = [badPercentEncoding, badPercentEncoding, dotSegments, longPath, controlCharacters, unicodePath, oddSlashes, knownRouteJunk];
