import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installRequestHook } from './request-hook';
import { installRequestIdFetch } from './request-id-fetch';

/** A fresh prototype chain, so the test's hook does not touch the real http.Server of the test process. */
class TestServer extends http.Server {}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { host: 'at.localhost', ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the operations hook on every request', () => {
  const backendSaw: (string | undefined)[] = [];
  const reached: string[] = [];
  const lines: string[] = [];
  const state = { backendUp: true, draining: false };
  const holder: { fetch: typeof fetch } = { fetch: (...args) => fetch(...args) };
  let backend: http.Server;
  let server: TestServer;
  let port = 0;

  beforeAll(async () => {
    // A loopback server standing in for the backend.
    backend = http.createServer((request, response) => {
      const id = request.headers['x-request-id'];
      backendSaw.push(Array.isArray(id) ? id.join(',') : id);
      response.end('{}');
    });
    const backendPort = await listen(backend);
    installRequestIdFetch(holder);
    installRequestHook(
      {
        shutdown: { draining: () => state.draining, track: () => undefined },
        backendUp: async () => state.backendUp,
        shopOf: (request) => (request.headers.host?.startsWith('ro.') ? 'ro' : 'at'),
        log: (line) => lines.push(line),
      },
      TestServer.prototype,
    );
    // The app: a page that asks the backend while it renders, and says it came from Next's route cache.
    server = new TestServer((request, response) => {
      reached.push(request.url ?? '');
      void holder
        .fetch(`http://127.0.0.1:${backendPort}/api/products`)
        .then((upstream) => upstream.text())
        .then(() => {
          response.setHeader('x-nextjs-cache', 'MISS');
          response.end('page');
        });
    });
    port = await listen(server);
  });

  afterAll(async () => {
    await Promise.all([server, backend].map((each) => new Promise((resolve) => each.close(resolve))));
  });

  beforeEach(() => {
    backendSaw.length = 0;
    reached.length = 0;
    lines.length = 0;
    state.backendUp = true;
    state.draining = false;
  });

  test('a well-formed X-Request-Id is echoed and reaches the backend call made while serving the request', async () => {
    const answer = await get(port, '/bad.html', { 'X-Request-Id': 'lb-7f3a.42' });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(backendSaw).toEqual(['lb-7f3a.42']);
  });

  test('without one, or with a malformed one, a new id is generated, answered and carried upstream', async () => {
    for (const headers of [{}, { 'X-Request-Id': 'not ok; x=1' }] as Record<string, string>[]) {
      backendSaw.length = 0;
      const answer = await get(port, '/bad.html', headers);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(backendSaw).toEqual([answer.headers['x-request-id']]);
    }
  });

  test('one JSON line per request once it is answered: method, path, status, duration, shop, id, cache state', async () => {
    const answer = await get(port, '/bad.html?sort=price&q=secret', { host: 'ro.localhost:3000' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      id: answer.headers['x-request-id'],
      method: 'GET',
      path: '/bad.html',
      query: ['sort', 'q'],
      status: 200,
      ms: expect.any(Number) as unknown,
      shop: 'ro',
      cache: 'miss',
    });
  });

  test('/healthz answers 200 for any Host without reaching the app; never cached', async () => {
    for (const host of ['10.0.0.7:3000', 'localhost', 'at.localhost:3000', '[::1]:3000']) {
      const answer = await get(port, '/healthz', { host });
      expect({ host, status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({ host, status: 200, body: { status: 'alive' } });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('application/json');
    }
    expect(reached).toEqual([]);
    expect(backendSaw).toEqual([]);
  });

  test('/readyz follows the backend and the stop; only answers that are news are logged', async () => {
    expect((await get(port, '/readyz', { host: '10.0.0.7' })).status).toBe(200);
    state.backendUp = false;
    const down = await get(port, '/readyz');
    expect({ status: down.status, body: JSON.parse(down.body) as unknown }).toEqual({ status: 503, body: { status: 'not-ready', backend: 'down' } });
    state.backendUp = true;
    state.draining = true;
    expect(JSON.parse((await get(port, '/readyz')).body)).toEqual({ status: 'draining' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => (JSON.parse(line) as { path: string; status: number; shop: string }).status)).toEqual([503, 503]);
    expect(lines.every((line) => line.includes('"shop":"none"'))).toBe(true);
    expect(reached).toEqual([]);
  });

  test('the endpoints take GET and HEAD; OPTIONS and other methods get Allow', async () => {
    const head = await get(port, '/healthz?probe=1', {}, 'HEAD');
    expect({ status: head.status, body: head.body }).toEqual({ status: 200, body: '' });
    const post = await get(port, '/readyz', {}, 'POST');
    expect({ status: post.status, allow: post.headers.allow }).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
    expect((await get(port, '/healthz', {}, 'OPTIONS')).status).toBe(204);
    expect(reached).toEqual([]);
  });

  test('paths that only start like the endpoints reach the app', async () => {
    await get(port, '/healthz/x');
    await get(port, '/readyz.html');
    expect(reached).toEqual(['/healthz/x', '/readyz.html']);
  });
});
