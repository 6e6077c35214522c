import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@/lib/api/request';
import { SHOPS } from '@/contract/shops';
import { ProductIdLookup } from './product-id-lookup';
import { NOT_FOUND_TTL_MS } from './lookup-cache';

/** A stand-in backend answering `api/products/{id}`: product 5 exists ('bad/wc-weiß.html'), 6 is broken, 7 fails. */
function startBackend(): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    calls.push(`${url.pathname}?${url.searchParams.get('locale') ?? ''}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/products/5') return send(200, { id: 5, url: 'bad/wc-weiß.html', title: 'WC' });
    if (url.pathname === '/api/products/6') return send(200, { id: 6 });
    if (url.pathname === '/api/products/7') return send(500, { error: 'boom' });
    return send(404, { status_code: 404, error: 'Not found' });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('product id lookup (/product/{id})', () => {
  let backend: Awaited<ReturnType<typeof startBackend>>;
  beforeEach(async () => {
    backend = await startBackend();
  });
  afterEach(async () => {
    await backend.close();
  });

  test("a product of the shop redirects to its rewriting URL, encoded for the Location header, asked in the shop's locale", async () => {
    const lookup = new ProductIdLookup(createClient(backend.url, 't'));
    expect(await lookup.resolve(SHOPS.ro, 5)).toEqual({ kind: 'redirect', location: '/bad/wc-wei%C3%9F.html' });
    expect(backend.calls).toEqual(['/api/products/5?ro_RO']);
  });

  test('S2-77 a product the shop does not show is product-fetch-failed, cached for the not-found time', async () => {
    let now = 0;
    const lookup = new ProductIdLookup(createClient(backend.url, 't'), 10, () => now);
    expect(await lookup.resolve(SHOPS.at, 999999999)).toEqual({ kind: 'not-found', reason: 'product-fetch-failed' });
    await lookup.resolve(SHOPS.at, 999999999);
    expect(backend.calls).toHaveLength(1);
    now += NOT_FOUND_TTL_MS + 1;
    await lookup.resolve(SHOPS.at, 999999999);
    expect(backend.calls).toHaveLength(2);
  });

  test('an answer outside the contract or a failing backend is unavailable (server-down), never cached', async () => {
    const lookup = new ProductIdLookup(createClient(backend.url, 't'));
    expect(await lookup.resolve(SHOPS.at, 6)).toEqual({ kind: 'unavailable' });
    expect(await lookup.resolve(SHOPS.at, 7)).toEqual({ kind: 'unavailable' });
    await lookup.resolve(SHOPS.at, 7);
    expect(backend.calls.filter((call) => call.startsWith('/api/products/7'))).toHaveLength(2);
  });

  test("a revalidated product's answers (every shop) are asked again; other products' stay cached", async () => {
    const lookup = new ProductIdLookup(createClient(backend.url, 't'));
    await lookup.resolve(SHOPS.at, 5);
    await lookup.resolve(SHOPS.ro, 5);
    await lookup.resolve(SHOPS.at, 999);
    lookup.expire([5]);
    await lookup.resolve(SHOPS.at, 5);
    await lookup.resolve(SHOPS.ro, 5);
    await lookup.resolve(SHOPS.at, 999);
    expect(backend.calls).toEqual(['/api/products/5?de_AT', '/api/products/5?ro_RO', '/api/products/999?de_AT', '/api/products/5?de_AT', '/api/products/5?ro_RO']);
    lookup.expire('all');
    await lookup.resolve(SHOPS.at, 999);
    expect(backend.calls).toHaveLength(6);
  });
});

