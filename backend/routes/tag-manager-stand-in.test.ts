import vm from 'node:vm';
import { z } from 'zod';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.request('DELETE', '/__tag-manager/received', { token: null });
});

const receivedSchema = z.array(z.object({ id: z.string(), page: z.string(), client: z.string(), entry: z.record(z.string(), z.unknown()) }));
const received = async (query = '') => receivedSchema.parse((await t.request('GET', `/__tag-manager/received${query}`, { token: null })).json());
const collect = (body: string, contentType = 'text/plain;charset=UTF-8') =>
  t.request('POST', '/__tag-manager/collect', { token: null, body, headers: { 'content-type': contentType } });

describe('the tag-manager container stand-in', () => {
  it('serves a container script for a container id, without a token', async () => {
    const response = await t.request('GET', '/gtm.js?id=GTM-5XKQ7ZT', { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.text).toContain('"GTM-5XKQ7ZT"');
    expect((await t.request('GET', '/gtm.js?id=UA-1234', { token: null })).statusCode).toBe(400);
    expect((await t.request('GET', '/gtm.js', { token: null })).statusCode).toBe(400);
  });

  it('records what it is sent, in order and per container, and forgets it on DELETE', async () => {
    const first = await collect(JSON.stringify({ id: 'GTM-5XKQ7ZT', page: '/', client: 'GA1.1.1.1', entries: [{ ecommerce: null }, { event: 'view_item' }] }));
    expect(first.statusCode).toBe(204);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    await collect(JSON.stringify({ id: 'GTM-TR42MVC', page: '/cos', client: 'GA1.1.2.2', entries: [{ event: 'add_to_cart' }] }));
    await collect(JSON.stringify({ id: 'GTM-5XKQ7ZT', page: '/', client: 'GA1.1.3.3', entries: [{ event: 'view_cart' }] }));
    expect((await received('?id=GTM-5XKQ7ZT')).map(({ entry }) => entry)).toEqual([{ ecommerce: null }, { event: 'view_item' }, { event: 'view_cart' }]);
    expect(await received('?id=GTM-TR42MVC')).toEqual([{ id: 'GTM-TR42MVC', page: '/cos', client: 'GA1.1.2.2', entry: { event: 'add_to_cart' } }]);
    // One browser's entries, while others send to the same container.
    expect((await received('?id=GTM-5XKQ7ZT&client=GA1.1.3.3')).map(({ entry }) => entry)).toEqual([{ event: 'view_cart' }]);
    expect(await received()).toHaveLength(4);
    expect((await t.request('DELETE', '/__tag-manager/received', { token: null })).statusCode).toBe(204);
    expect(await received()).toEqual([]);
  });

  it('rejects what is no batch of data-layer entries and records nothing', async () => {
    expect((await collect('not json')).statusCode).toBe(400);
    expect((await collect(JSON.stringify({ id: 'nope', page: '/', client: 'c', entries: [{ event: 'x' }] }))).statusCode).toBe(400);
    expect((await collect(JSON.stringify({ id: 'GTM-5XKQ7ZT', page: '/', client: 'c', entries: ['text'] }))).statusCode).toBe(400);
    expect((await collect(JSON.stringify({ id: 'GTM-5XKQ7ZT', page: '/', client: 'c', entries: [] }))).statusCode).toBe(400);
    expect((await collect(JSON.stringify({ id: 'GTM-5XKQ7ZT', page: '/', entries: [{ event: 'x' }] }))).statusCode).toBe(400);
    expect((await t.request('GET', '/__tag-manager/received?id=x', { token: null })).statusCode).toBe(400);
    expect(await received()).toEqual([]);
  });

  it('sends the entries queued before it loaded and every later push, gtag commands included, under one client id kept in a first-party cookie', async () => {
    const script = (await t.request('GET', '/gtm.js?id=GTM-N8W3RPL', { token: null })).text;
    const sent: Array<{ url: string; body: string }> = [];
    const dataLayer: unknown[] = [{ event: 'gtm.js' }];
    const gtagCall = (function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- gtag() pushes its `arguments` object; the stand-in must read one.
      return arguments;
    })('consent', 'update', { analytics_storage: 'granted' });
    dataLayer.push(gtagCall);
    const window = {
      dataLayer,
      fetch: (url: string, init: { body: string }) => {
        sent.push({ url, body: init.body });
        return Promise.resolve({});
      },
      location: { href: 'http://at.localhost:3000/', pathname: '/' },
      document: { currentScript: { src: 'http://127.0.0.1:4000/gtm.js?id=GTM-N8W3RPL' }, cookie: 'CookieConsentGA=granted' },
      navigator: {},
      addEventListener: () => {},
      setTimeout: (callback: () => void) => callback(),
      URL,
      JSON,
      Object,
      Array,
      Blob,
    };
    vm.runInNewContext(script, { ...window, window });
    (dataLayer as unknown[]).push({ ecommerce: null }, { event: 'add_to_cart' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.every(({ url }) => url === 'http://127.0.0.1:4000/__tag-manager/collect')).toBe(true);
    const batches = sent.map(({ body }) => z.object({ id: z.literal('GTM-N8W3RPL'), client: z.string(), entries: z.array(z.unknown()) }).parse(JSON.parse(body)));
    const entries = batches.flatMap((batch) => batch.entries);
    // The id it set as `_ga` (the vm's document.cookie keeps the last assignment) is the one every batch carries.
    expect(window.document.cookie).toMatch(/^_ga=GA1\.1\.\d+\.\d+; Max-Age=63072000; Path=\/; SameSite=Lax$/);
    expect(new Set(batches.map((batch) => `_ga=${batch.client}`))).toEqual(new Set([window.document.cookie.split(';')[0]]));
    expect(entries).toEqual([
      { event: 'gtm.js' },
      { gtag: ['consent', 'update', { analytics_storage: 'granted' }] },
      { ecommerce: null },
      { event: 'add_to_cart' },
    ]);
  });

  it('keeps the client id of a `_ga` cookie set on an earlier page (a new document of the same browser)', async () => {
    const script = (await t.request('GET', '/gtm.js?id=GTM-N8W3RPL', { token: null })).text;
    const bodies: string[] = [];
    const document = { currentScript: { src: 'http://127.0.0.1:4000/gtm.js?id=GTM-N8W3RPL' }, cookie: 'CookieConsentGA=granted; _ga=GA1.1.5.6' };
    const window = {
      dataLayer: [{ event: 'view_cart' }],
      fetch: (_url: string, init: { body: string }) => {
        bodies.push(init.body);
        return Promise.resolve({});
      },
      location: { href: 'http://at.localhost:3000/cart', pathname: '/cart' },
      document,
      navigator: {},
      addEventListener: () => {},
      setTimeout: (callback: () => void) => callback(),
    };
    vm.runInNewContext(script, { ...window, window, URL, Blob });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bodies.map((body) => z.object({ client: z.string() }).parse(JSON.parse(body)).client)).toEqual(['GA1.1.5.6']);
    expect(document.cookie).toBe('CookieConsentGA=granted; _ga=GA1.1.5.6');
  });
});
