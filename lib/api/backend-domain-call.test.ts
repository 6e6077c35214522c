import { z } from 'zod';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The backend call of the cart and order families against a backend mocked at the HTTP boundary: the body is read
 * whatever the status, and only a family that says so reads a 404 outside the contract as not-found.
 */
const API = 'http://backend.test';
const answerSchema = z.object({ status_code: z.number().int(), message: z.string().optional() });

type Reply = { status: number; raw: string } | 'network-error';
type Seen = { method: string; url: URL; body: string; cache: RequestCache };

describe('backend domain call', () => {
  const realFetch = globalThis.fetch;
  let reply: Reply = { status: 200, raw: '{}' };
  const seen: Seen[] = [];
  let call: typeof import('./backend-domain-call').backendDomainCall;

  beforeAll(async () => {
    Object.assign(process.env, embeddedShopEnv(API, 'test-shop-token'));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'GET' ? '' : await request.text(), cache: request.cache });
      if (reply === 'network-error') throw new TypeError('fetch failed');
      return new Response(reply.raw, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    call = (await import('./backend-domain-call')).backendDomainCall;
  });

  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  beforeEach(() => {
    seen.length = 0;
  });

  const answer = (status: number, body: unknown | string): Reply => ({ status, raw: typeof body === 'string' ? body : JSON.stringify(body) });

  test('sends the method, JSON body and query it is given, past every cache', async () => {
    reply = answer(200, { status_code: 200 });
    await call('cart/get', answerSchema, { method: 'post', json: { cart_id: 5 }, searchParams: { country: 13 } });
    await call('api/ExternalOrderApi/order/7', answerSchema, { method: 'get' });
    expect(seen.map((request) => [request.method, request.url.pathname, request.url.search, request.body])).toEqual([
      ['POST', '/cart/get', '?country=13', '{"cart_id":5}'],
      ['GET', '/api/ExternalOrderApi/order/7', '', ''],
    ]);
    expect(seen.every((request) => request.cache === 'no-store')).toBe(true);
  });

  test('a domain refusal in the contract is an answer with its status, whichever family asks', async () => {
    for (const notFoundOn404 of [false, true]) {
      reply = answer(409, { status_code: 409, message: 'Order cannot be cancelled' });
      expect(await call('order/cancel', answerSchema, { method: 'post', notFoundOn404 })).toEqual({ ok: true, data: { status: 409, body: { status_code: 409, message: 'Order cannot be cancelled' } } });
      reply = answer(404, { status_code: 404, message: 'Order not found' });
      expect(await call('order/cancel', answerSchema, { method: 'post', notFoundOn404 })).toEqual({ ok: true, data: { status: 404, body: { status_code: 404, message: 'Order not found' } } });
    }
  });

  test("the apiError body is 'rejected' with the backend's own text (the cart maps refusals by it)", async () => {
    reply = answer(400, { status_code: 400, error: 'Invalid fulfilment centre' });
    for (const notFoundOn404 of [false, true]) {
      expect(await call('cart/add', answerSchema, { method: 'post', notFoundOn404 })).toEqual({
        ok: false,
        error: { kind: 'rejected', status: 400, message: 'Invalid fulfilment centre' },
      });
    }
  });

  test('unreachable and 5xx are unavailable; a 2xx outside the contract or not JSON is an invalid answer', async () => {
    reply = 'network-error';
    expect(await call('cart/get', answerSchema, { method: 'post' })).toMatchObject({ ok: false, error: { kind: 'unavailable', status: null } });
    reply = answer(502, { status_code: 200 });
    expect(await call('cart/get', answerSchema, { method: 'post', notFoundOn404: true })).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 502 } });
    reply = answer(200, '<html>');
    expect(await call('cart/get', answerSchema, { method: 'post', notFoundOn404: true })).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
    reply = answer(200, { status_code: 'yes' });
    expect(await call('cart/get', answerSchema, { method: 'post', notFoundOn404: true })).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
  });

  test('the order family reads a 404 outside the contract as not-found: not JSON, the apiError body, or another shape', async () => {
    for (const body of ['Not Found', { status_code: 404, error: 'no route' }, { detail: 'missing' }]) {
      reply = answer(404, body);
      expect(await call('api/ExternalOrderApi/order/7', answerSchema, { method: 'get', notFoundOn404: true })).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    }
  });

  test('the cart family reads such a 404 like any other status: an invalid answer, or rejected for the apiError body', async () => {
    reply = answer(404, 'Not Found');
    expect(await call('cart/get', answerSchema, { method: 'post' })).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 404 } });
    reply = answer(404, { detail: 'missing' });
    expect(await call('cart/get', answerSchema, { method: 'post' })).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 404 } });
    reply = answer(404, { status_code: 404, error: 'no route' });
    expect(await call('cart/get', answerSchema, { method: 'post' })).toEqual({ ok: false, error: { kind: 'rejected', status: 404, message: 'no route' } });
  });
});
