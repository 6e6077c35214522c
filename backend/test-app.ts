import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiError } from '@/contract/common';
import { apiErrorSchema } from '@/contract/common';
import { buildApp, type AppOptions } from './app';
import type { Db } from './db/open';
import type { SeedReport } from './db/seed/run';
import { seededTestDatabase } from './db/seeded-test-database';

/**
 * Test support (not a test): the app on a freshly seeded in-memory database of its own (seededTestDatabase), listening on a free loopback port.
 * Requests go through node:http with the raw path (no URL normalisation), so path-traversal attempts reach the app
 * exactly as sent. (Fastify's inject needs an ESM-only dependency that Jest cannot load on Node 20.)
 */
export const TEST_TOKEN = 'test-shop-token';

/** The search endpoint's Basic credentials of a test app (the development defaults of backend/config.ts). */
export const TEST_SEARCH_AUTH = `Basic ${Buffer.from('shop_front:dev-search-password').toString('base64')}`;

export type TestResponse = { statusCode: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string; json: () => unknown };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  report: SeedReport;
  /** A request with the shop token unless `token` is null (or another token is given). */
  request: (method: string, path: string, options?: { token?: string | null; body?: string; headers?: Record<string, string> }) => Promise<TestResponse>;
  get: (path: string, token?: string | null) => Promise<TestResponse>;
  post: (path: string, body: unknown) => Promise<TestResponse>;
  /** GET, expect 200 and parse the body with the contract schema. */
  getParsed: <T extends z.ZodType>(path: string, schema: T) => Promise<z.output<T>>;
  /** GET (or POST with a body), expect this 4xx status and an apiError body. */
  expectError: (path: string, status: number, post?: { body: unknown }) => Promise<ApiError>;
  close: () => Promise<void>;
};

export async function createTestApp(
  options: { publicDir?: string; search?: AppOptions['search']; now?: AppOptions['now']; providers?: AppOptions['providers'] } = {},
): Promise<TestApp> {
  const { db, report } = seededTestDatabase();
  const app = buildApp({
    db, shopToken: TEST_TOKEN, publicDir: options.publicDir, search: options.search ?? { port: 4000 }, ...(options.now ? { now: options.now } : {}),
    ...(options.providers ? { providers: options.providers } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const request: TestApp['request'] = (method, path, opts = {}) =>
    new Promise((resolve, reject) => {
      const token = opts.token === undefined ? TEST_TOKEN : opts.token;
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (opts.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = String(Buffer.byteLength(opts.body));
      }
      const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) as unknown });
        });
      });
      req.on('error', reject);
      if (opts.body !== undefined) req.write(opts.body);
      req.end();
    });
  const get = (path: string, token?: string | null) => request('GET', path, { token });
  return {
    app,
    db,
    report,
    request,
    get,
    post: (path, body) => request('POST', path, { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    getParsed: async (path, schema) => {
      const response = await get(path);
      if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode}: ${response.text}`);
      return schema.parse(response.json());
    },
    expectError: async (path, status, post) => {
      const response = post ? await request('POST', path, { body: JSON.stringify(post.body) }) : await get(path);
      if (response.statusCode !== status) throw new Error(`${post ? 'POST' : 'GET'} ${path.slice(0, 200)} answered ${response.statusCode}, expected ${status}: ${response.text.slice(0, 300)}`);
      const body = apiErrorSchema.parse(response.json());
      if (body.status_code !== status) throw new Error(`apiError status_code ${body.status_code} differs from ${status}`);
      return body;
    },
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
