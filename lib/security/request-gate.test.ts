import { gateRequest } from './request-gate';

const ID = '70179d9d7ff7a9873bb65a54578eef4a9a6b94f3ce';
const gate = (method: string, target: string, headers: Record<string, string> = {}) =>
  gateRequest({ method, target, header: (name) => ({ host: 'at.localhost:3000', ...headers })[name] });

describe('request gate', () => {
  test('ordinary requests pass', () => {
    expect(gate('GET', '/')).toBeNull();
    expect(gate('HEAD', '/cart?x=%E0')).toBeNull();
    expect(gate('GET', '/_next/static/chunks/a.js')).toBeNull();
    expect(gate('POST', '/api/cart/lines')).toBeNull();
    expect(gate('PATCH', '/api/cart/lines/3')).toBeNull();
    expect(gate('GET', '/api/health', { 'x-forwarded-host': 'www.example.at' })).toBeNull();
    expect(gate('GET', 'http://at.localhost:3000/cart')).toBeNull();
  });

  test('an image URL for the optimizer must be a media file the media route serves', () => {
    expect(gate('GET', '/_next/image?url=%2Fmedia%2Fproducts%2Fp-1.webp&w=64&q=75')).toBeNull();
    expect(gate('GET', '/_next/image?url=http%3A%2F%2Fevil.example%2Fx.png&w=64&q=75')).toBeNull();
    for (const url of ['%2Fmedia%2F.', '%2Fmedia%2Fx.png%2F..', '%2Fmedia', '%2Fcart', '%2Fmedia%2F.hidden.png']) {
      expect(gate('GET', `/_next/image?url=${url}&w=64&q=75`)?.status).toBe(400);
    }
  });

  test('an absolute-form target must name a valid host', () => {
    expect(gate('GET', 'http://at.localhost:99999/robots.txt')?.status).toBe(400);
  });

  test('a path with an escape that does not decode, or raw bytes, is 400 wherever it points', () => {
    for (const target of ['/cart/%E0%A4%A', '/%E0%A4%A.png', '/_next/static/%E0%A4%A', '/api/%zz', '/media/%FF.png', '/a\u0001b', '/\u00c3\u00bc']) {
      expect(gate('GET', target)).toEqual(expect.objectContaining({ status: 400 }));
    }
  });

  test('an invalid Host or X-Forwarded-Host is 400', () => {
    expect(gate('GET', '/', { host: 'at.localhost:99999' })?.status).toBe(400);
    expect(gate('GET', '/', { host: 'at.localhost:abc' })?.status).toBe(400);
    expect(gateRequest({ method: 'GET', target: '/', header: () => undefined })?.status).toBe(400);
    expect(gate('GET', '/', { 'x-forwarded-host': 'not a url' })?.status).toBe(400);
  });

  test('methods a path does not serve are 405 with Allow; OPTIONS is 204 with Allow', () => {
    expect(gate('TRACE', '/')).toEqual({ status: 405, reason: 'TRACE not served here', headers: { Allow: 'GET, HEAD, OPTIONS' } });
    expect(gate('PROPFIND', '/api/health')).toEqual(expect.objectContaining({ status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } }));
    expect(gate('POST', '/_next/static/chunks/a.js')?.status).toBe(405);
    expect(gate('PUT', '/cart')?.status).toBe(405);
    expect(gate('GET', '/api/revalidate')).toEqual(expect.objectContaining({ status: 405, headers: { Allow: 'OPTIONS, POST' } }));
    expect(gate('OPTIONS', '/api/cart')).toEqual(expect.objectContaining({ status: 204, headers: { Allow: 'GET, HEAD, OPTIONS, DELETE' } }));
    expect(gate('OPTIONS', '*')?.status).toBe(204);
    expect(gate('GET', '*')?.status).toBe(400);
  });

  test('a POST to a page passes only as a server action that satisfies the header checks', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://at.localhost:3000' };
    expect(gate('POST', '/contact', { ...multipart, 'next-action': ID })).toBeNull();
    expect(gate('POST', '/contact', multipart)).toBeNull();
    expect(gate('POST', '/contact')).toEqual(expect.objectContaining({ status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } }));
    expect(gate('POST', '/contact', { 'content-type': 'application/x-www-form-urlencoded' })?.status).toBe(405);
    expect(gate('POST', '/contact', { ...multipart, 'next-action': ID, origin: 'http://evil.example' })?.status).toBe(403);
    expect(gate('POST', '/contact', { 'next-action': ID, 'content-type': 'text/plain' })?.status).toBe(415);
  });
});
