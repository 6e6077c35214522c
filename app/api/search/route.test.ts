import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchErrorSchema, searchResultSchema } from '@/lib/search/search-result';
import { SEARCH_MAX_CONTENT_LINKS, SEARCH_PAGE_CHUNK } from '@/contract/constants';
import type { TestApp } from '@/backend/test-app';
import { createTestApp, TEST_TOKEN } from '@/backend/test-app';
import { GET } from './route';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * `GET /api/search` against the reference backend, through a recording pass-through that stands where the ConfigApi
 * says the engine is: the route finds the engine by the ConfigApi, speaks `_search` with basic auth, and answers
 * SearchResult, 400 or 503.
 */
let t: TestApp;
let engine: http.Server;
let engineDown = false;
const engineCalls: { method: string; url: string; authorization: string | undefined; body: string }[] = [];

beforeAll(async () => {
  engine = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      engineCalls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
      if (engineDown) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"hits":"junk"}');
        return;
      }
      void t.request(req.method ?? 'POST', req.url ?? '/', { token: null, body, headers: { authorization: req.headers.authorization ?? '' } }).then((answer) => {
        res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  const enginePort = (engine.address() as AddressInfo).port;
  t = await createTestApp({ search: { host: '127.0.0.1', port: enginePort, user: 'front-reader', password: 'p4ss:word' } });
  // Build the in-memory database's search indexes before the first timed search (a backend on a file has them at start).
  await t.request('POST', '/shop_content/_search', { token: null, body: '{"query":{"match_all":{}}}', headers: { authorization: `Basic ${Buffer.from('front-reader:p4ss:word').toString('base64')}` } });
  const backendPort = (t.app.server.address() as AddressInfo).port;
  Object.assign(process.env, embeddedShopEnv(backendPort, TEST_TOKEN));
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => engine.close(() => resolve()));
  await t.close();
});
beforeEach(() => {
  engineCalls.length = 0;
  engineDown = false;
});

const get = (query: string, host = 'at.localhost') => GET(new Request(`http://${host}/api/search?${query}`, { headers: { host } }));

describe('GET /api/search', () => {
  it('S7-49 asks the engine the ConfigApi names, with its read credentials, on the shop locale\'s product index and the content index', async () => {
    const response = await get('term=Waschtisch');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = searchResultSchema.parse(await response.json());
    expect(result.total).toBeGreaterThan(SEARCH_PAGE_CHUNK);
    expect(result.products).toHaveLength(SEARCH_PAGE_CHUNK);
    expect(result.products[0]?.url).toMatch(/\.html$/);
    expect(result.brands.length).toBeGreaterThan(0);
    expect(result.categories.length).toBeGreaterThan(0);
    expect(engineCalls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(['POST /shop_content/_search', 'POST /shop_products_de_at/_search']);
    for (const call of engineCalls) expect(call.authorization).toBe(`Basic ${Buffer.from('front-reader:p4ss:word').toString('base64')}`);
    // The credentials stay on the server.
    expect(JSON.stringify(result)).not.toContain('p4ss');
    expect(response.headers.get('server-timing')).toMatch(/engine;dur=[\d.]+, total;dur=[\d.]+/);
  });

  it('S2-161 answers content links (at most 5) on the first chunk, the shop from the Host header', async () => {
    const response = await get('term=Grohe&size=6', 'de.localhost');
    const result = searchResultSchema.parse(await response.json());
    expect(result.products).toHaveLength(6);
    expect(result.contents.length).toBeGreaterThan(0);
    expect(result.contents.length).toBeLessThanOrEqual(SEARCH_MAX_CONTENT_LINKS);
    expect(result.contents.map((link) => link.title)).toContain('Grohe-Armaturen');
    expect(engineCalls.map((call) => call.url)).toContain('/shop_products_de_de/_search');
    const later = searchResultSchema.parse(await (await get('term=Grohe&size=6&page=2', 'de.localhost')).json());
    expect(later.contents).toEqual([]);
    expect(later.products.map((p) => p.id)).not.toContain(result.products[0]?.id);
  });

  it('filters by category, brand and a price range in lei in the Romanian shop', async () => {
    const response = await get('term=Baterie&brand=1&category=3&price_min=500&price_max=2500', 'ro.localhost');
    const result = searchResultSchema.parse(await response.json());
    expect(result.total).toBeGreaterThan(0);
    for (const product of result.products) {
      expect(product.brand_id).toBe(1);
      const price = product.prices.is_promo ? product.prices.taxed_promo_price : product.prices.taxed_price;
      // Prices are EUR in the card; 500-2500 lei at the seed's rate lies well inside 50-600 €.
      expect(price).toBeGreaterThan(50);
      expect(price).toBeLessThan(600);
    }
    expect(engineCalls.some((call) => call.url === '/shop_products_ro_ro/_search' && call.body.includes('"price_taxed"'))).toBe(true);
  });

  it('S5-01 S5-05 answers bad input with 400 bad-request and asks no engine', async () => {
    for (const query of ['term=abc', 'term=', '', 'term=Waschtisch&price_max=9000', 'term=Waschtisch&price_min=-1', 'term=Waschtisch&page=0', 'term=Waschtisch&size=500', 'term=Waschtisch&category=x', 'term=Waschtisch&price_min=300&price_max=100']) {
      const response = await get(query);
      expect([query, response.status]).toEqual([query, 400]);
      expect(searchErrorSchema.parse(await response.json()).error).toBe('bad-request');
    }
    expect(engineCalls).toEqual([]);
  });

  it('S5-02 searches special characters as text', async () => {
    for (const term of ['a+b "c', '*:/\\ Grohe', '{{ ]] OR 1=1 --']) {
      const response = await get(`term=${encodeURIComponent(term)}`);
      expect([term, response.status]).toEqual([term, 200]);
      searchResultSchema.parse(await response.json());
    }
  });

  it('answers 503 search-unavailable when the engine answers junk', async () => {
    engineDown = true;
    const response = await get('term=Waschtisch');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'search-unavailable' });
  });
});
