import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { banTags, varnishUrls } from './varnish-bans.cjs';
import RouteCacheHandler from './route-cache-handler.cjs';

type Received = { method: string; purge: string | undefined };

/** A stand-in Varnish on a loopback port: records each request and answers with `answer`. */
async function fakeVarnish(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void | Promise<void>) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method ?? '', purge: request.headers['xkey-purge'] as string | undefined });
    void answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const ok = (_request: http.IncomingMessage, response: http.ServerResponse): void => {
  response.end('Invalidated 2 objects');
};

describe('bans in every Varnish of VARNISH_URLS (ADR 0066)', () => {
  const servers: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('sends one PURGE with the catalogue tags to each Varnish', async () => {
    const first = await fakeVarnish(ok);
    const second = await fakeVarnish(ok);
    servers.push(first, second);
    const results = await banTags(['product:12', '_N_T_/de-AT/view/product/12', 'products', 'product:12'], {
      env: { VARNISH_URLS: `${first.url} , ${second.url}` },
    });
    expect(first.received).toEqual([{ method: 'PURGE', purge: 'product:12 products' }]);
    expect(second.received).toEqual([{ method: 'PURGE', purge: 'product:12 products' }]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
  });

  it('sends nothing without VARNISH_URLS or without a catalogue tag', async () => {
    const varnish = await fakeVarnish(ok);
    servers.push(varnish);
    expect(await banTags(['product:1'], { env: {} })).toEqual([]);
    expect(await banTags(['_N_T_/layout'], { env: { VARNISH_URLS: varnish.url } })).toEqual([]);
    expect(varnish.received).toEqual([]);
  });

  it('logs a refusal, a Varnish that is down and one that hangs, bounded, and never throws', async () => {
    const refusing = await fakeVarnish((_request, response) => {
      response.statusCode = 405;
      response.end('Not allowed');
    });
    const hanging = await fakeVarnish(() => undefined);
    const down = await fakeVarnish(ok);
    servers.push(refusing, hanging);
    await down.close();
    const lines: string[] = [];
    const started = Date.now();
    const results = await banTags(['category:3'], {
      env: { VARNISH_URLS: [refusing.url, hanging.url, down.url, 'ftp://nope', 'not a url'].join(',') },
      timeoutMs: 300,
      log: (line) => lines.push(line),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(results.map((result) => result.ok)).toEqual([false, false, false]);
    expect(results[0]?.detail).toContain('405');
    expect(lines).toHaveLength(5);
    expect(lines.filter((line) => line.includes('is no http(s) URL'))).toHaveLength(2);
  });

  it('reads base URLs, http and https only', () => {
    const { urls, invalid } = varnishUrls('http://127.0.0.1:3480, https://cache.example/,,javascript:alert(1)');
    expect(urls.map((url) => url.href)).toEqual(['http://127.0.0.1:3480/', 'https://cache.example/']);
    expect(invalid).toEqual(['javascript:alert(1)']);
  });
});

describe("the route cache handler's revalidateTag", () => {
  const KEY = '/route-cache/APP_PAGE/0000/$/de-AT/view/product/12';
  const saved = process.env.VARNISH_URLS;
  afterEach(() => {
    if (saved === undefined) delete process.env.VARNISH_URLS;
    else process.env.VARNISH_URLS = saved;
  });

  it('bans in Varnish only after the storefront has dropped the page, and answers after the ban', async () => {
    const handler = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    const page = { kind: 'APP_PAGE', html: '<p>old</p>', rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 'product:12,products' }, status: 200 };
    await handler.set(KEY, page, { cacheControl: { revalidate: 300, expire: undefined } });
    expect(await handler.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // What the storefront would serve at the moment Varnish drops its copy: a page Varnish fetched then must be new.
    const storefrontHadPageAtBan: boolean[] = [];
    const varnish = await fakeVarnish(async (_request, response) => {
      storefrontHadPageAtBan.push((await handler.get(KEY, { kind: 'APP_PAGE' })) !== null);
      response.end('Invalidated 1 objects');
    });
    try {
      process.env.VARNISH_URLS = varnish.url;
      await handler.revalidateTag(['product:12'], { expire: 0 });
      expect(varnish.received).toEqual([{ method: 'PURGE', purge: 'product:12' }]);
      expect(storefrontHadPageAtBan).toEqual([false]);
    } finally {
      await varnish.close();
    }
  });
});
