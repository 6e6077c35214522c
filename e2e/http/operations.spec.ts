import http from 'node:http';
import net from 'node:net';
import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { OwnStack } from '../support/own-stack';
import { E2E_PORTS } from '../support/ports';
import { rawGet, type RawResponse } from '../support/raw-http';
import { RecordingBackendStack } from '../support/recording-backend-stack';
import { SHUTDOWN_GRACE_MS } from '../../lib/ops/shutdown';

/** A raw request to a storefront on `port` with any Host (raw-http talks to the shared stack only). */
function requestTo(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${path}`)));
    request.end();
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const AT = `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`;

test.describe('operations endpoints and request ids (ADR 0065)', () => {
  test('/healthz answers 200 for whatever Host a load balancer uses, never cached, without the proxy or a page', async () => {
    for (const host of [`127.0.0.1:${E2E_PORTS.storefront}`, 'localhost', '10.1.2.3', AT, 'www.example.ro']) {
      const answer = await requestTo(E2E_PORTS.storefront, '/healthz', { host });
      expect({ host, status: answer.status, body: answer.body }).toEqual({ host, status: 200, body: '{"status":"alive"}' });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-nextjs-cache']).toBeUndefined();
    }
    const ready = await requestTo(E2E_PORTS.storefront, '/readyz', { host: '10.1.2.3:80' });
    expect({ status: ready.status, body: JSON.parse(ready.body) as unknown, cache: ready.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ready', backend: 'up' },
      cache: 'no-store',
    });
  });

  test('X-Request-Id: a well-formed one is answered back, a malformed or missing one replaced by a new UUID', async () => {
    expect((await rawGet('/', AT, { 'X-Request-Id': 'lb-4f2a9c.17' })).headers['x-request-id']).toBe('lb-4f2a9c.17');
    const replaced = (await rawGet('/', AT, { 'X-Request-Id': 'two words' })).headers['x-request-id'];
    expect(replaced).toMatch(UUID);
    const generated = await rawGet('/cart', AT);
    expect(generated.headers['x-request-id']).toMatch(UUID);
    // Answers the request gate gives before Next.js (ADR 0022) carry it too.
    expect((await rawGet('/cart/%E0%A4%A', AT, { 'X-Request-Id': 'gate-1' })).headers['x-request-id']).toBe('gate-1');
  });
});

test.describe('a stack of its own', () => {
  test('the backend, helper API and search engine receive the id the answer carried; the data cache still hits; one log line', async () => {
    test.setTimeout(180_000);
    const stack = new RecordingBackendStack(3372, 4372);
    await stack.start();
    try {
      const host = `${DEFAULT_SHOP.host}:${stack.port}`;
      // An unknown path is looked up in the backend's rewriting table (never cached) while the request is served.
      const lookup = await requestTo(stack.port, '/ops-request-id-probe.html', { host, 'X-Request-Id': 'ops-lookup-1' });
      expect(lookup.headers['x-request-id']).toBe('ops-lookup-1');
      expect(stack.callsOf('ops-lookup-1').map((call) => call.path)).toContainEqual(expect.stringContaining('/api/rewriting'));

      const search = await requestTo(stack.port, '/api/search?term=Waschtisch&size=6', { host, 'X-Request-Id': 'ops-search-1' });
      expect(search.status).toBe(200);
      expect(stack.callsOf('ops-search-1').map((call) => call.path)).toContainEqual(expect.stringContaining('/_search'));

      // The ids sit under Next.js's data cache: a cached fetch is not asked again because a new request has a new id.
      expect((await requestTo(stack.port, '/api/store-info', { host, 'X-Request-Id': 'ops-store-1' })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const id of ['ops-store-2', 'ops-store-3']) {
        expect((await requestTo(stack.port, '/api/store-info', { host, 'X-Request-Id': id })).status).toBe(200);
        expect(stack.callsOf(id)).toEqual([]);
      }

      // The request log (on by default in production): one JSON line per request, no query values.
      await expect
        .poll(() => stack.storefront.output().split('\n').filter((line) => line.includes('"id":"ops-search-1"')))
        .toHaveLength(1);
      const line = stack.storefront.output().split('\n').find((each) => each.includes('"id":"ops-search-1"')) ?? '{}';
      expect(JSON.parse(line)).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        id: 'ops-search-1',
        method: 'GET',
        path: '/api/search',
        query: ['term', 'size'],
        status: 200,
        ms: expect.any(Number) as unknown,
        shop: 'at',
        cache: 'dynamic',
      });
      expect(line).not.toContain('Waschtisch');
      // A page from the route cache says so in its line.
      for (const id of ['ops-home-1', 'ops-home-2']) expect((await requestTo(stack.port, '/', { host, 'X-Request-Id': id })).status).toBe(200);
      await expect.poll(() => stack.storefront.output().includes('"id":"ops-home-2"')).toBe(true);
      const home = JSON.parse(stack.storefront.output().split('\n').find((each) => each.includes('"id":"ops-home-2"')) ?? '{}') as { cache?: string; path?: string };
      expect({ path: home.path, cached: ['hit', 'stale'].includes(home.cache ?? '') }).toEqual({ path: '/', cached: true });
    } finally {
      await stack.stop();
    }
  });

  test('/readyz says 503 while the backend is stopped; cached pages keep answering 200', async () => {
    test.setTimeout(180_000);
    const stack = new OwnStack(3371, 4371);
    await stack.start();
    try {
      const host = `${DEFAULT_SHOP.host}:${stack.port}`;
      await expect(async () => expect((await requestTo(stack.port, '/', { host })).status).toBe(200)).toPass({ timeout: 30_000 });
      expect((await requestTo(stack.port, '/readyz', { host: 'localhost' })).status).toBe(200);
      await stack.stopBackend();
      await expect(async () => {
        const ready = await requestTo(stack.port, '/readyz', { host: 'localhost' });
        expect({ status: ready.status, body: JSON.parse(ready.body) as unknown }).toEqual({ status: 503, body: { status: 'not-ready', backend: 'down' } });
      }).toPass({ timeout: 15_000 });
      // The cached home page is still served, the liveness still 200.
      const home = await requestTo(stack.port, '/', { host });
      expect(home.status).toBe(200);
      expect((await requestTo(stack.port, '/healthz', { host: 'localhost' })).status).toBe(200);
      expect((await requestTo(stack.port, '/readyz', { host: 'localhost' })).status).toBe(503);
    } finally {
      await stack.stopAll();
    }
  });

  test('SIGTERM: the request in flight completes with 200, new connections are refused, a stalled one is cut at the 10 s bound', async () => {
    test.setTimeout(180_000);
    const stack = new RecordingBackendStack(3373, 4373);
    await stack.start();
    try {
      const host = `${DEFAULT_SHOP.host}:${stack.port}`;
      const search = '/api/search?term=Grohe&size=6';
      expect((await requestTo(stack.port, search, { host, 'X-Request-Id': 'ops-warm-1' })).status).toBe(200);
      // The slow request's engine call is held 3 s by the proxy in front of the backend.
      stack.hold = (call) => (call.requestId === 'ops-slow-1' && call.path.includes('/_search') ? 3_000 : 0);
      const inFlight = requestTo(stack.port, search, { host, 'X-Request-Id': 'ops-slow-1' });
      await expect.poll(() => stack.callsOf('ops-slow-1').some((call) => call.path.includes('/_search'))).toBe(true);

      // A client that stalls halfway through its upload: Next.js alone would wait for it forever.
      const stalled = net.connect({ host: 'localhost', port: stack.port });
      const stalledClosed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
      stalled.on('error', () => undefined);
      // `Expect: 100-continue`: the server's interim answer says it has the request (a connection without one would
      // be idle, and closed at once by the stop).
      const continued = new Promise<string>((resolve) => stalled.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? '')));
      stalled.write(
        `POST /api/cart/lines HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nContent-Length: 200\r\nExpect: 100-continue\r\n\r\n`,
      );
      expect(await continued).toBe('HTTP/1.1 100 Continue');
      stalled.write('{"pse');

      const signalled = Date.now();
      const exited = stack.storefront.signalAndWait('SIGTERM');
      await expect
        .poll(async () => requestTo(stack.port, '/healthz', { host: 'localhost' }).then(() => 'answered', (error: NodeJS.ErrnoException) => error.code ?? error.message), { timeout: 5_000 })
        .toBe('ECONNREFUSED');
      const answer = await inFlight;
      expect({ status: answer.status, connection: answer.headers.connection }).toEqual({ status: 200, connection: 'close' });
      // The stalled upload holds the server open until the bound ends it: the process exits then, not later.
      await exited;
      const tookMs = Date.now() - signalled;
      expect(tookMs).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
      expect(tookMs).toBeLessThan(SHUTDOWN_GRACE_MS + 2_000);
      await stalledClosed;
    } finally {
      await stack.stop();
    }
  });
});
