import type { FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, fillTemplate, type SweepContext } from './sweep-context';

const CONTENT_TYPES = ['application/json', 'text/plain', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'image/png', 'application/json; charset=utf-16', 'text/x-component', '*/*', 'junk', ''];
const BROKEN_JSON = ['{', '{"a":', '[1,2', 'nul', '{"productId":"x"}', '{"productId":1,"pseId":1,"quantity":-5}', '{"lines":[{}]}', '{"lines":"x"}', '{"__proto__":{"polluted":1}}', '{"code":' + '9'.repeat(400) + '}', '1e999', '"', '\u0000', '{"action":"update","quantityCount":1e308}', '{"action":"fulfilment","centerId":"x"}', '{"type":"product","id":"1"}', '[]', 'true', '{"code":"' + 'A'.repeat(5000) + '"}'];

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function someHandler(random: Random, context: SweepContext): { target: string; method: string } {
  const handler = random.pick(context.targets.routeHandlers);
  const withBody = handler.methods.filter((method) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE');
  const method = withBody.length > 0 && random.chance(0.8) ? random.pick(withBody) : random.pick(['POST', 'PUT', 'PATCH', ...handler.methods]);
  return { target: fillTemplate(handler.template, random), method };
}

function wrongContentType(random: Random, context: SweepContext): FuzzCase {
  const { target, method } = someHandler(random, context);
  const headers = baseHeaders(random, context);
  const type = random.pick(CONTENT_TYPES);
  if (type !== '') headers.push(['Content-Type', type]);
  const body = Buffer.from(random.pick(['{"productId":1,"pseId":1,"quantity":1}', 'a=1&b=2', '<x/>', '\x89PNG\r\n', 'hello', '']), 'latin1');
  return { kind: 'body/wrong-content-type', method, target, headers, body };
}

function brokenJson(random: Random, context: SweepContext): FuzzCase {
  const { target, method } = someHandler(random, context);
  const headers = [...baseHeaders(random, context), ['Content-Type', 'application/json'] as [string, string]];
  const text = random.chance(0.1) ? nested(random.pick([1_000, 10_000, 100_000])) : random.pick(BROKEN_JSON);
  return { kind: 'body/broken-json', method, target, headers, body: Buffer.from(text, 'utf8') };
}

function hugeBody(random: Random, context: SweepContext): FuzzCase {
  const { target, method } = someHandler(random, context);
  const size = Math.min(context.maxBodyBytes, random.pick([1_100_000, 2_500_000, 5_000_000]));
  const headers = [...baseHeaders(random, context), ['Content-Type', random.pick(['application/json', 'text/plain', 'application/octet-stream'])] as [string, string]];
  const body = random.chance(0.5) ? Buffer.alloc(size, 0x61) : Buffer.from(`{"lines":[${'{"productId":1,"pseId":1,"quantity":1},'.repeat(Math.floor(size / 40))}{}]}`, 'utf8');
  return { kind: 'body/huge', method, target, headers, body };
}

function framing(random: Random, context: SweepContext): FuzzCase {
  const { target, method } = someHandler(random, context);
  const headers = [...baseHeaders(random, context), ['Content-Type', 'application/json'] as [string, string]];
  const variant = random.int(4);
  if (variant === 0) return { kind: 'body/chunked', method, target, headers: [...headers, ['Transfer-Encoding', 'chunked']], body: Buffer.from('5\r\n{"a":\r\n3\r\n1}x\r\n0\r\n\r\n', 'latin1') };
  if (variant === 1) return { kind: 'body/chunked-broken', method, target, headers: [...headers, ['Transfer-Encoding', 'chunked']], body: Buffer.from('zz\r\nabc\r\n0\r\n\r\n', 'latin1') };
  if (variant === 2) return { kind: 'body/content-encoding-junk', method, target, headers: [...headers, ['Content-Encoding', random.pick(['gzip', 'br', 'deflate', 'x'])]], body: Buffer.from('{"code":"SPAR5"}', 'utf8') };
  return { kind: 'body/content-length-short', method, target, headers: [...headers, ['Content-Length', '3']], body: Buffer.from('{"code":"SPAR5"}', 'utf8') };
}

/** Bodies on pages and on GET-only handlers, where no body is expected at all. */
function unexpectedBody(random: Random, context: SweepContext): FuzzCase {
  const target = fillTemplate(random.pick([...context.targets.pages, ...context.targets.routeHandlers.map((handler) => handler.template)]), random);
  const headers = [...baseHeaders(random, context), ['Content-Type', random.pick(['application/json', 'text/plain', 'application/octet-stream'])] as [string, string]];
  return { kind: 'body/unexpected', method: random.pick(['GET', 'DELETE', 'OPTIONS', 'POST']), target, headers, body: Buffer.from('{"x":1}', 'utf8') };
}

export const BODY_GENERATORS = [wrongContentType, wrongContentType, brokenJson, brokenJson, hugeBody, framing, unexpectedBody];
