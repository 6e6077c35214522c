import { utf8Bytes, type FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, somePath, type SweepContext } from './sweep-context';

const JUNK_VALUES = ['-1', '0', '1e309', 'NaN', 'abc', '99999999999999999999', '1.5', '%00', '%E0%A4%A', '', '%3Cscript%3E', utf8Bytes('ü'), '%C3%BC', '+', '%2B', ' ', '1,2,,3', '0x10', 'Infinity', 'null', '[]', '{}', '%', "'", '"', '1;2', '10000'];
const LISTING_PARAMS = ['sort', 'brand', 'feature', 'price_min', 'price_max', 'page'];

function junkPairs(random: Random, names: readonly string[], count: number): string {
  return Array.from({ length: count }, () => `${random.pick(names)}=${random.pick(JUNK_VALUES)}`).join('&');
}

function listingJunk(random: Random, context: SweepContext): FuzzCase {
  const listing = context.listings.length > 0 ? random.pick(context.listings) : '/shop-grid-standard/new';
  const query = random.chance(0.2)
    ? random.pick(['sort=price_asc&sort=price_desc', 'page=2&page=3', 'brand=1&brand=2&brand=x', 'sort=name_asc&page=1', 'price_min=10&price_max=5', 'page=999999'])
    : junkPairs(random, [...LISTING_PARAMS, 'utm_source', 'x', ''], 1 + random.int(4));
  return { kind: 'query/listing-junk', method: random.pick(['GET', 'GET', 'HEAD']), target: `${listing}?${query}`, headers: baseHeaders(random, context) };
}

function searchJunk(random: Random, context: SweepContext): FuzzCase {
  const term = random.pick(['ab', 'abcd', 'wc', '%E0%A4%A', '%00', 'a'.repeat(3000), '*', '"', '\\', '(((', 'AND OR NOT', '%2F%2F', utf8Bytes('ü')]);
  const target = random.pick([
    `/search?term=${term}`,
    `/search/${term}`,
    `/api/search?term=${term}&${junkPairs(random, ['category', 'brand', 'feature', 'sort', 'price_min', 'price_max', 'page', 'size'], 1 + random.int(4))}`,
    `/api/search?${junkPairs(random, ['term', 'category', 'size'], 2)}`,
  ]);
  return { kind: 'query/search-junk', method: 'GET', target, headers: baseHeaders(random, context) };
}

function apiJunk(random: Random, context: SweepContext): FuzzCase {
  const target = random.pick([
    `/api/products?ids=${random.pick(JUNK_VALUES)}`,
    `/api/products?ids=${Array.from({ length: 150 }, (_, i) => i + 1).join(',')}`,
    `/api/compare?ids=${random.pick(JUNK_VALUES)}`,
    `/api/listing?${junkPairs(random, ['category', 'brand', 'content', 'type', 'page', 'sort', 'locale'], 1 + random.int(4))}`,
    `/api/menu?${junkPairs(random, ['locale', 'id', 'depth'], 1 + random.int(2))}`,
    `/api/store-info?${junkPairs(random, ['locale', 'id'], 1)}`,
    `/api/cart?country=${random.pick(JUNK_VALUES)}`,
    `/_next/image?url=${random.pick(['/media/x.png', '%2Fmedia%2F..%2Fx', 'http://evil.example/x.png', '', '%E0%A4%A', '/_next/static/x', '//evil.example/x'])}&w=${random.pick(['64', '0', '-1', 'abc', '99999'])}&q=${random.pick(['75', '0', '101', 'x'])}`,
    `/sitemaps/${random.pick(['product-1.xml', 'product-0.xml', 'x-1.xml', 'product-99999.xml', 'product--1.xml', 'product-1'])}`,
    `/back-to-cart/${random.pick(['a'.repeat(20), 'short', '%00', 'x'.repeat(200)])}?x=${random.pick(JUNK_VALUES)}`,
  ]);
  return { kind: 'query/api-junk', method: 'GET', target, headers: baseHeaders(random, context) };
}

function genericJunk(random: Random, context: SweepContext): FuzzCase {
  const path = somePath(random, context).split('?')[0] ?? '/';
  const query = random.pick([
    junkPairs(random, ['q', 'x', '_rsc', '__nextDataReq', 'nxtPlocale', 'nxtP', '__flight__', 'amp', 'id'], 1 + random.int(5)),
    '',
    '?',
    '&&&',
    '=',
    `x=${'y'.repeat(10_000)}`,
    Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&'),
    '%E0%A4%A=%E0%A4%A',
    `${utf8Bytes('ö')}=${utf8Bytes('ä')}`,
  ]);
  const headers = baseHeaders(random, context);
  if (random.chance(0.3)) headers.push(['RSC', '1']);
  if (random.chance(0.2)) headers.push(['Next-Router-State-Tree', random.pick(['junk', '%E0%A4%A', '[]', '{"a":1}', encodeURIComponent('["",{"children":["x",{}]}]')])]);
  if (random.chance(0.2)) headers.push(['Next-Router-Prefetch', random.pick(['1', '2', 'x'])]);
  return { kind: 'query/generic-junk', method: 'GET', target: `${path}?${query}`, headers };
}

export const QUERY_GENERATORS = [listingJunk, listingJunk, searchJunk, apiJunk, apiJunk, genericJunk];
