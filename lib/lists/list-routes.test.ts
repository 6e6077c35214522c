import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import type { TestApp } from '@/backend/test-app';
import { createTestApp, TEST_TOKEN } from '@/backend/test-app';
import { GET as getCompare } from '@/app/api/compare/route';
import { GET as getProducts } from '@/app/api/products/route';
import { compareProductsSchema, listProductsSchema } from './list-products';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * `GET /api/products?ids=` and `GET /api/compare?ids=` against the reference backend: the shop from the Host header,
 * cards in the order of the ids without unknown or hidden ones, 400 for bad ids, 503 when the backend is down.
 */
let t: TestApp;
let closed = false;
beforeAll(async () => {
  t = await createTestApp();
  const port = (t.app.server.address() as AddressInfo).port;
  Object.assign(process.env, embeddedShopEnv(port, TEST_TOKEN));
}, 120_000);
afterAll(async () => {
  if (!closed) await t.close();
});

const call = (handler: (request: NextRequest) => Promise<Response>, path: string, host = 'at.localhost') =>
  handler(new NextRequest(`http://${host}${path}`, { headers: { host } }));
const one = <T>(sql: string) => t.db.prepare(sql).get() as T;
const errorSchema = z.object({ error: z.string() });

describe('GET /api/products', () => {
  it('S3-58 answers the cards of the ids in their order, skipping unknown and hidden products, with quantity rules', async () => {
    const hidden = one<{ id: number }>('SELECT id FROM product WHERE visible = 0 LIMIT 1').id;
    const response = await call(getProducts, `/api/products?ids=30,5,${hidden},999999,17,5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const body = listProductsSchema.parse(await response.json());
    expect(body.products.map((p) => p.id)).toEqual([30, 5, 17]);
    for (const id of [30, 5, 17]) expect(body.rules[String(id)]?.min).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(body)).not.toContain(TEST_TOKEN);
  });

  it('answers the shop of the host: Romanian titles on ro.localhost', async () => {
    const de = listProductsSchema.parse(await (await call(getProducts, '/api/products?ids=5', 'de.localhost')).json());
    const ro = listProductsSchema.parse(await (await call(getProducts, '/api/products?ids=5', 'ro.localhost')).json());
    const title = one<{ title: string }>("SELECT title FROM product_i18n WHERE id = 5 AND locale = 'ro_RO'").title;
    expect(ro.products[0]?.title).toBe(title);
    expect(de.products[0]?.title).not.toBe(title);
  });

  it('answers 400 bad-request for anything but 1 to 100 positive ids', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await call(getProducts, `/api/products?ids=${hundred}`)).status).toBe(200);
    for (const query of ['', 'ids=', 'ids=0', 'ids=-1', 'ids=1,,2', 'ids=abc', 'ids=1.5', 'ids=1,2,', `ids=${hundred},101`, 'ids=99999999999999999']) {
      const response = await call(getProducts, `/api/products?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(errorSchema.parse(await response.json()).error).toBe('bad-request');
    }
  });
});

describe('GET /api/compare', () => {
  it('S2-50 answers up to 4 cards with each product\'s specifications', async () => {
    const response = await call(getCompare, '/api/compare?ids=3,1', 'de.localhost');
    expect(response.status).toBe(200);
    const body = compareProductsSchema.parse(await response.json());
    expect(body.products.map((p) => p.id)).toEqual([3, 1]);
    expect(body.specifications['1']?.length).toBeGreaterThan(2);
    expect(Object.keys(body.specifications).sort()).toEqual(['1', '3']);
  });

  it('answers 400 for a fifth product or bad ids', async () => {
    for (const query of ['ids=1,2,3,4,5', 'ids=', 'ids=0,1']) {
      const response = await call(getCompare, `/api/compare?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
    }
    expect((await call(getCompare, '/api/compare?ids=1,2,3,4')).status).toBe(200);
  });

  it('answers 503 catalogue-unavailable when the backend cannot be reached', async () => {
    await t.close();
    closed = true;
    for (const [handler, path] of [
      [getCompare, '/api/compare?ids=7'],
      [getProducts, '/api/products?ids=7'],
    ] as const) {
      const response = await call(handler, path);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(errorSchema.parse(await response.json()).error).toBe('catalogue-unavailable');
    }
  });
});
