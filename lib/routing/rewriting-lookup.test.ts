import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@/lib/api/request';
import { FOUND_TTL_MS, NOT_FOUND_TTL_MS } from './lookup-cache';
import { RewritingLookup } from './rewriting-lookup';

/** A tiny stand-in backend on loopback answering the rewriting contract, counting calls. */
function startBackend(): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    calls.push(`${url.pathname}?${url.searchParams.get('view_url') ?? ''}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer t') return send(401, { status_code: 401, error: 'Unauthorized' });
    if (url.pathname === '/api/rewriting') {
      const viewUrl = url.searchParams.get('view_url');
      if (viewUrl === 'wc.html') return send(200, { view: 'product', view_id: 5, view_locale: 'de_AT', url: 'wc.html', redirected_url: null });
      if (viewUrl === 'alt.html') return send(200, { view: 'product', view_id: 5, view_locale: 'de_AT', url: 'alt.html', redirected_url: 'wc.html' });
      if (viewUrl === 'wc-weiss.html') return send(200, { view: 'pse', view_id: 77, view_locale: 'de_AT', url: 'wc-weiss.html', redirected_url: null });
      if (viewUrl === 'broken.html') return send(200, { view: 'product' });
      return send(404, { status_code: 404, error: 'Not found' });
    }
    if (url.pathname === '/api/get_pse/77') return send(200, { pse_id: 77, product_id: 5, ref: 'X', quantity: 3, stock_state: 'in_stock' });
    return send(404, { status_code: 404, error: 'Not found' });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('rewriting lookup', () => {
  let backend: Awaited<ReturnType<typeof startBackend>>;
  beforeEach(async () => {
    backend = await startBackend();
  });
  afterEach(async () => {
    await backend.close();
  });

  test('S2-61 a product URL rewrites to the product route and is cached for the API cache time', async () => {
    let now = 1_000;
    const lookup = new RewritingLookup(createClient(backend.url, 't'), 100, () => now);
    expect(await lookup.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'rewrite', internalPath: '/view/product/5' });
    expect(await lookup.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'rewrite', internalPath: '/view/product/5' });
    expect(backend.calls).toEqual(['/api/rewriting?wc.html']);
    now += FOUND_TTL_MS + 1;
    await lookup.resolve('de_AT', 13, 'wc.html');
    expect(backend.calls).toHaveLength(2);
  });

  test('S2-62 S2-65 a variant (pse) URL resolves to its product with that variant', async () => {
    const lookup = new RewritingLookup(createClient(backend.url, 't'));
    expect(await lookup.resolve('de_AT', 13, 'wc-weiss.html')).toEqual({ kind: 'rewrite', internalPath: '/view/product/5/77' });
  });

  test('a moved URL answers a redirect to the current URL', async () => {
    const lookup = new RewritingLookup(createClient(backend.url, 't'));
    expect(await lookup.resolve('de_AT', 13, 'alt.html')).toEqual({ kind: 'redirect', location: '/wc.html' });
  });

  test('S2-76 an unknown URL is not found, cached for a shorter time', async () => {
    let now = 0;
    const lookup = new RewritingLookup(createClient(backend.url, 't'), 100, () => now);
    expect(await lookup.resolve('de_AT', 13, 'nope.html')).toEqual({ kind: 'not-found', reason: 'rewriting-failed' });
    await lookup.resolve('de_AT', 13, 'nope.html');
    expect(backend.calls).toHaveLength(1);
    now += NOT_FOUND_TTL_MS + 1;
    await lookup.resolve('de_AT', 13, 'nope.html');
    expect(backend.calls).toHaveLength(2);
  });

  test('lookups are per locale', async () => {
    const lookup = new RewritingLookup(createClient(backend.url, 't'));
    await lookup.resolve('de_AT', 13, 'wc.html');
    await lookup.resolve('de_DE', 5, 'wc.html');
    expect(backend.calls).toHaveLength(2);
  });

  test('an answer outside the contract or a refused token counts as unavailable and is not cached', async () => {
    const lookup = new RewritingLookup(createClient(backend.url, 't'));
    expect(await lookup.resolve('de_AT', 13, 'broken.html')).toEqual({ kind: 'unavailable' });
    const refused = new RewritingLookup(createClient(backend.url, 'wrong'));
    expect(await refused.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'unavailable' });
  });

  test('an unreachable backend is unavailable (server-down page), never cached', async () => {
    const lookup = new RewritingLookup(createClient(backend.url, 't'));
    await backend.close();
    expect(await lookup.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'unavailable' });
    backend = await startBackend();
  });

  test('while the backend cannot be reached, an expired answer is kept (the last good one)', async () => {
    let now = 0;
    const lookup = new RewritingLookup(createClient(backend.url, 't'), 100, () => now);
    expect(await lookup.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'rewrite', internalPath: '/view/product/5' });
    await backend.close();
    now += FOUND_TTL_MS + 1;
    expect(await lookup.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'rewrite', internalPath: '/view/product/5' });
    expect(await lookup.resolve('de_AT', 13, 'other.html')).toEqual({ kind: 'unavailable' });
    backend = await startBackend();
  });

  test('after a revalidation every URL is asked again; while the backend cannot be reached the old answer stands', async () => {
    const lookup = new RewritingLookup(createClient(backend.url, 't'));
    await lookup.resolve('de_AT', 13, 'wc.html');
    await lookup.resolve('de_AT', 13, 'nope.html');
    lookup.expireAll();
    await lookup.resolve('de_AT', 13, 'wc.html');
    await lookup.resolve('de_AT', 13, 'nope.html');
    expect(backend.calls).toEqual(['/api/rewriting?wc.html', '/api/rewriting?nope.html', '/api/rewriting?wc.html', '/api/rewriting?nope.html']);
    lookup.expireAll();
    await backend.close();
    expect(await lookup.resolve('de_AT', 13, 'wc.html')).toEqual({ kind: 'rewrite', internalPath: '/view/product/5' });
    backend = await startBackend();
  });
});

