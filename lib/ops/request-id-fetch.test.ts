import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInRequestContext } from './request-context';
import { installRequestIdFetch } from './request-id-fetch';

/** A loopback server standing in for the backend: it records the X-Request-Id of every call. */
describe('the fetch that carries the request id', () => {
  const seen: (string | undefined)[] = [];
  let server: http.Server;
  let url = '';
  // Its own holder: the test process's global fetch stays as it is.
  const holder: { fetch: typeof fetch } = { fetch: (...args) => fetch(...args) };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const id = request.headers['x-request-id'];
      seen.push(Array.isArray(id) ? id.join(',') : id);
      request.resume();
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ConfigApi`;
    expect(installRequestIdFetch(holder)).toBe(true);
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    seen.length = 0;
  });

  test('a call made while serving a request carries its id, with a URL, a Request or headers of its own', async () => {
    await runInRequestContext({ id: 'req-42' }, async () => {
      await (await holder.fetch(url)).text();
      await (await holder.fetch(new Request(url, { headers: { Authorization: 'Bearer x' } }))).text();
      await (await holder.fetch(url, { method: 'POST', body: '{}', headers: [['Content-Type', 'application/json']] })).text();
      // Started but not awaited by the request (a background probe) still belongs to it.
      await new Promise((resolve) => setTimeout(resolve, 1)).then(() => holder.fetch(url)).then((response) => response.text());
    });
    expect(seen).toEqual(['req-42', 'req-42', 'req-42', 'req-42']);
  });

  test('two requests served at once each carry their own id', async () => {
    await Promise.all(['a-1', 'b-2'].map((id) => runInRequestContext({ id }, async () => (await holder.fetch(`${url}?${id}`)).text())));
    expect([...seen].sort()).toEqual(['a-1', 'b-2']);
  });

  test('outside a request nothing is added; an id the caller set is kept', async () => {
    await (await holder.fetch(url)).text();
    await runInRequestContext({ id: 'req-1' }, async () => (await holder.fetch(url, { headers: { 'X-Request-Id': 'own' } })).text());
    expect(seen).toEqual([undefined, 'own']);
  });

  test('installed once; never over a fetch Next.js has patched (its data cache keys hold every header)', () => {
    expect(installRequestIdFetch(holder)).toBe(true);
    const nextPatched = Object.assign((...args: Parameters<typeof fetch>) => fetch(...args), { __nextPatched: true });
    const patchedHolder: { fetch: typeof fetch } = { fetch: nextPatched };
    expect(installRequestIdFetch(patchedHolder)).toBe(false);
    expect(patchedHolder.fetch).toBe(nextPatched);
  });
});
