import { readBodyWithin, refuseWrite, MAX_JSON_BODY_BYTES } from './write-guard';
import { isSameOriginRequest } from './same-origin';

const JSON_RULE = { body: 'json', maxBytes: MAX_JSON_BODY_BYTES } as const;
const request = (headers: Record<string, string>) => ({
  headers: new Headers(headers),
  host: 'at.localhost:3000',
  trustedOrigins: ['http://at.localhost:3000', 'https://www.example.at'],
});

describe('write guard', () => {
  test('same-origin requests pass; another site, a same-site neighbour and an opaque origin are refused', () => {
    expect(isSameOriginRequest({ secFetchSite: 'same-origin', origin: 'http://at.localhost:3000', host: 'at.localhost:3000', trustedOrigins: [] })).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: null, origin: 'http://at.localhost:3000', host: 'at.localhost:3000', trustedOrigins: [] })).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: null, origin: 'https://www.example.at', host: 'internal:3000', trustedOrigins: ['https://www.example.at'] })).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: null, origin: null, host: 'at.localhost:3000', trustedOrigins: [] })).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: 'cross-site', origin: null, host: 'at.localhost:3000', trustedOrigins: [] })).toBe(false);
    expect(isSameOriginRequest({ secFetchSite: 'same-site', origin: 'http://de.localhost:3000', host: 'at.localhost:3000', trustedOrigins: [] })).toBe(false);
    expect(isSameOriginRequest({ secFetchSite: null, origin: 'https://evil.example', host: 'at.localhost:3000', trustedOrigins: [] })).toBe(false);
    expect(isSameOriginRequest({ secFetchSite: null, origin: 'null', host: 'at.localhost:3000', trustedOrigins: [] })).toBe(false);
    expect(isSameOriginRequest({ secFetchSite: null, origin: 'http://at.localhost:3000', host: null, trustedOrigins: [] })).toBe(false);
  });

  test('403 cross-site, 415 other body types, 413 declared lengths over the limit', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(refuseWrite(request({ ...json, origin: 'http://at.localhost:3000' }), JSON_RULE)).toBeNull();
    expect(refuseWrite(request({ ...json, 'sec-fetch-site': 'cross-site' }), JSON_RULE)).toEqual({ status: 403, error: 'cross-site' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json', '']) {
      expect(refuseWrite(request({ 'content-type': type }), JSON_RULE)).toEqual({ status: 415, error: 'unsupported-media-type' });
    }
    expect(refuseWrite(request({ ...json, 'content-length': String(MAX_JSON_BODY_BYTES + 1) }), JSON_RULE)).toEqual({ status: 413, error: 'payload-too-large' });
    expect(refuseWrite(request({ ...json, 'content-length': 'abc' }), JSON_RULE)).toEqual({ status: 413, error: 'payload-too-large' });
    expect(refuseWrite(request({}), { body: 'none', maxBytes: 0 })).toBeNull();
    expect(refuseWrite(request({ 'content-length': '5', 'content-type': 'text/plain' }), { body: 'none', maxBytes: 0 })).toEqual({ status: 415, error: 'unsupported-media-type' });
  });

  test('a body without or with a false length is read only up to the limit', async () => {
    const stream = (chunks: number[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(120));
          controller.close();
        },
      });
    expect(await readBodyWithin(stream([10, 10]), 32)).toEqual({ ok: true, data: 'x'.repeat(20) });
    expect(await readBodyWithin(stream([20, 20]), 32)).toEqual({ ok: false, error: 'too-large' });
    expect(await readBodyWithin(null, 32)).toEqual({ ok: true, data: '' });
  });
});
