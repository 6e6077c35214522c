import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { isErrorRecorderPath, registerErrorRecorderRoutes } from './error-recorder';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  registerErrorRecorderRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const envelope = (eventId: string, event: unknown) => `${JSON.stringify({ event_id: eventId })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
const recorded = async (project: string) =>
  ((await (await fetch(`${base}/api/${project}/envelope/`)).json()) as { envelopes: Array<{ origin: string | null; items: Array<{ payload: { message?: string } }> }> }).envelopes;

describe('the error recorder', () => {
  test('takes envelopes as the SDKs send them (plain text and gzip), lists them per project and forgets them on DELETE', async () => {
    await fetch(`${base}/api/7/envelope/`, { method: 'DELETE' });
    const plain = await fetch(`${base}/api/7/envelope/?sentry_version=7&sentry_key=key`, {
      method: 'POST',
      body: envelope('e1', { message: 'first' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://at.localhost:3000' },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(await plain.json()).toEqual({ id: 'e1' });
    const gzipped = await fetch(`${base}/api/7/envelope/`, {
      method: 'POST',
      body: gzipSync(envelope('e2', { message: 'second' })),
      headers: { 'content-type': 'application/x-sentry-envelope', 'content-encoding': 'gzip' },
    });
    expect(gzipped.status).toBe(200);
    expect((await recorded('7')).map((item) => [item.items[0]?.payload.message, item.origin])).toEqual([['first', 'http://at.localhost:3000'], ['second', null]]);
    expect(await recorded('8')).toEqual([]);
    expect((await fetch(`${base}/api/7/envelope/`, { method: 'DELETE' })).status).toBe(204);
    expect(await recorded('7')).toEqual([]);
  });

  test('answers a malformed envelope or bad gzip with 400 and records nothing', async () => {
    const junk = await fetch(`${base}/api/9/envelope/`, { method: 'POST', body: 'no envelope', headers: { 'content-type': 'text/plain' } });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toEqual({ status_code: 400, error: 'Bad Request: the envelope header is no JSON' });
    const badGzip = await fetch(`${base}/api/9/envelope/`, { method: 'POST', body: 'xx', headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } });
    expect(badGzip.status).toBe(400);
    expect(await recorded('9')).toEqual([]);
  });

  test('lets the browser SDK post cross-origin (preflight)', async () => {
    const preflight = await fetch(`${base}/api/1/envelope/`, { method: 'OPTIONS', headers: { origin: 'http://at.localhost:3000', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('only the envelope path is exempt from the shop token', () => {
    expect(isErrorRecorderPath('/api/1/envelope/?sentry_key=k')).toBe(true);
    expect(isErrorRecorderPath('/api/1/envelope')).toBe(true);
    expect(isErrorRecorderPath('/api/products/envelope/')).toBe(false);
    expect(isErrorRecorderPath('/api/1/envelope/x')).toBe(false);
  });
});
