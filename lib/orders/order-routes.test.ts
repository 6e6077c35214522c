import { NextRequest } from 'next/server';
import type { Order, OrderPaymentState } from '@/contract/checkout';
import { cartCookieKey, signCartId } from '@/lib/cart/cart-cookie';
import { sampleOrder, samplePaymentState } from '@/contract/testing/order-fixtures';
import { orderLinkKey, orderLinks } from './order-link';
import { orderStatusAnswerSchema } from './order-status-answer';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The storefront's route handlers after the pay call (app/api/checkout/return, order-status, cancel) against a backend
 * mocked at the HTTP boundary: every call they make is recorded, and the backend answers as the contract says. The
 * backend marks a PayPal order paid only when its capture (after /paypal/accept with that order's token) succeeds.
 */
const TOKEN = 'test-shop-token';
const API = 'http://backend.test';
const cartKey = cartCookieKey({ token: TOKEN });
const linkKey = orderLinkKey({ token: TOKEN });

type Call = { method: string; path: string; body: unknown };
type Stored = { order: Order; state: OrderPaymentState; paypalToken: string | null };
type Reply = { status: number; body: unknown; raw?: string };

type Routes = {
  back: typeof import('@/app/api/checkout/return/[method]/[outcome]/route');
  status: typeof import('@/app/api/checkout/order-status/route');
  cancel: typeof import('@/app/api/checkout/cancel/route');
};

describe('order routes after the pay call', () => {
  const realFetch = globalThis.fetch;
  const calls: Call[] = [];
  const orders = new Map<number, Stored>();
  /** Answers that replace the backend's for one path (an outage, a refusal). */
  const overrides = new Map<string, Reply>();
  let routes: Routes;
  let errors: jest.SpyInstance;

  function backend(method: string, path: string, body: unknown): Reply {
    const override = overrides.get(path);
    if (override) return override;
    const state = /^\/api\/ExternalOrderApi\/order\/(\d+)\/payment$/.exec(path);
    if (method === 'GET' && state) {
      const stored = orders.get(Number(state[1]));
      return stored ? { status: 200, body: stored.state } : { status: 404, body: { status_code: 404, message: 'Order not found' } };
    }
    const whole = /^\/api\/ExternalOrderApi\/order\/(\d+)$/.exec(path);
    if (method === 'GET' && whole) {
      const stored = orders.get(Number(whole[1]));
      return stored ? { status: 200, body: { status_code: 200, data: { ...stored.order, status: stored.state.status, payment: stored.state.payment } } } : { status: 404, body: { status_code: 404, message: 'Order not found' } };
    }
    const data = (body as { paypal_data?: { token?: string } } | null)?.paypal_data;
    const byToken = [...orders.values()].find((stored) => stored.paypalToken !== null && stored.paypalToken === data?.token);
    if (method === 'POST' && path === '/paypal/accept') {
      if (!byToken || byToken.state.payment !== 'pending') return { status: 409, body: { status_code: 409, message: 'Capture declined' } };
      byToken.state = { ...byToken.state, status: 'paid', payment: 'accepted' };
      return { status: 200, body: { status_code: 200, message: 'Payment captured' } };
    }
    if (method === 'POST' && path === '/paypal/cancel') {
      if (!byToken) return { status: 404, body: { status_code: 404, message: 'Order not found' } };
      byToken.state = { ...byToken.state, status: 'canceled', payment: 'cancelled' };
      return { status: 200, body: { status_code: 200, message: 'Payment cancelled' } };
    }
    if (method === 'POST' && path === '/order/cancel') {
      const stored = orders.get((body as { order_id: number }).order_id);
      if (!stored || stored.state.status !== 'not_paid') return { status: 409, body: { status_code: 409, message: 'Order cannot be cancelled' } };
      stored.state = { ...stored.state, status: 'canceled' };
      // S4-37: the result as a JSON string.
      return { status: 200, body: JSON.stringify({ status_code: 200, message: 'Order cancelled', status: 'canceled' }) };
    }
    return { status: 404, body: { status_code: 404, error: 'no route' } };
  }

  beforeAll(async () => {
    Object.assign(process.env, embeddedShopEnv(API, TOKEN));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'POST' ? await request.text() : '';
      const body = text ? (JSON.parse(text) as unknown) : null;
      if (url.origin !== API) return realFetch(request);
      calls.push({ method: request.method, path: url.pathname, body });
      const reply = backend(request.method, url.pathname, body);
      if (reply.status === 0) throw new TypeError('fetch failed');
      return new Response(reply.raw ?? JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    routes = {
      back: await import('@/app/api/checkout/return/[method]/[outcome]/route'),
      status: await import('@/app/api/checkout/order-status/route'),
      cancel: await import('@/app/api/checkout/cancel/route'),
    };
  });

  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  beforeEach(() => {
    calls.length = 0;
    overrides.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => errors.mockRestore());

  let nextId = 100;
  /** An order of cart `cartId` whose payment stands as given. */
  function place(order: Partial<Order>, paypalToken: string | null = null): Stored {
    nextId += 1;
    const made = sampleOrder({ id: nextId, cart_id: 500 + nextId, ...order });
    const stored: Stored = { order: made, state: samplePaymentState(made), paypalToken };
    orders.set(made.id, stored);
    return stored;
  }

  const cookieOf = (cartId: number, shop: 'at' | 'de' | 'ro' = 'at') => `cart=${signCartId(cartId, shop, cartKey)}`;
  const linksOf = (stored: Stored) => orderLinks(stored.order.ref, linkKey);

  async function returnTo(slug: string, outcome: string, query: string, cookie: string | null, host = 'at.localhost') {
    const headers: Record<string, string> = { host };
    if (cookie) headers.cookie = cookie;
    const request = new NextRequest(`http://${host}/api/checkout/return/${slug}/${outcome}?${query}`, { headers });
    const response = await routes.back.GET(request, { params: Promise.resolve({ method: slug, outcome }) });
    return { status: response.status, location: response.headers.get('location'), cache: response.headers.get('cache-control'), text: await response.text() };
  }

  const backendCalls = (path: string) => calls.filter((call) => call.path === path);

  test('S4-38 S2-55 S2-56 S2-176 each payment state leads to its page: placed, processing, failed, back to the payment step', async () => {
    const cases: Array<[Partial<Order>, string, (stored: Stored) => string]> = [
      [{ payment_code: 'StripePayment', status: 'paid', payment: 'accepted' }, 'stripe', (s) => linksOf(s).placed],
      [{ payment_code: 'GlobalPayments', status: 'not_paid', payment: 'pending' }, 'globalpayments', (s) => linksOf(s).processing],
      [{ payment_code: 'Sofort', status: 'payment_error', payment: 'failed' }, 'sofort', (s) => linksOf(s).failed],
      [{ payment_code: 'Sofort', status: 'canceled', payment: 'cancelled' }, 'sofort', () => '/checkout?step=payment&payment=cancelled'],
      [{ payment_code: 'Vorkasse', status: 'not_paid', payment: 'none' }, 'vorkasse', (s) => linksOf(s).placed],
      [{ payment_code: 'Nachnahme', status: 'not_paid', payment: 'none' }, 'ramburs', (s) => linksOf(s).placed],
    ];
    for (const [order, slug, expected] of cases) {
      const stored = place(order);
      const answer = await returnTo(slug, 'success', `order_ref=${stored.order.ref}`, cookieOf(stored.order.cart_id));
      expect({ order, status: answer.status, location: answer.location, cache: answer.cache }).toEqual({ order, status: 303, location: expected(stored), cache: 'no-store' });
    }
  });

  test("a return whose order is not of the shopper's cart is the not-found page: another cart, no cookie, a forged or another shop's cookie", async () => {
    const stored = place({ payment_code: 'PayPal', status: 'not_paid', payment: 'pending' }, 'PAYPALTOKEN0001');
    const query = `order_ref=${stored.order.ref}&token=PAYPALTOKEN0001&PayerID=PAYERID00001`;
    const foreignCookies = [
      cookieOf(stored.order.cart_id + 1),
      null,
      `cart=${stored.order.cart_id}.${'A'.repeat(43)}`,
      `cart=${stored.order.cart_id}`,
      cookieOf(stored.order.cart_id, 'de'),
    ];
    for (const cookie of foreignCookies) {
      const answer = await returnTo('paypal', 'success', query, cookie);
      expect({ cookie, status: answer.status, location: answer.location }).toEqual({ cookie, status: 303, location: '/not-found' });
      expect(answer.text).not.toContain(stored.order.ref);
    }
    expect(backendCalls('/paypal/accept')).toEqual([]);
    expect(stored.state.status).toBe('not_paid');
  });

  test('a malformed return (unknown method or outcome, no or a bad order reference, an unknown order, another method) is the not-found page', async () => {
    const stored = place({ payment_code: 'StripePayment', status: 'paid', payment: 'accepted' });
    const cookie = cookieOf(stored.order.cart_id);
    for (const [slug, outcome, query] of [
      ['amazon', 'success', `order_ref=${stored.order.ref}`],
      ['stripe', 'paid', `order_ref=${stored.order.ref}`],
      ['stripe', 'success', ''],
      ['stripe', 'success', 'order_ref=42'],
      ['stripe', 'success', 'order_ref=ORD000099999999'],
      ['paypal', 'success', `order_ref=${stored.order.ref}`],
    ] as const) {
      const answer = await returnTo(slug, outcome, query, cookie);
      expect({ slug, outcome, query, location: answer.location }).toEqual({ slug, outcome, query, location: '/not-found' });
    }
  });

  test('S7-21 PayPal approve: /paypal/accept with token and PayerID, and the captured order goes to the order-placed page', async () => {
    const stored = place({ payment_code: 'PayPal', status: 'not_paid', payment: 'pending' }, '5O190127TN364715T');
    const answer = await returnTo('paypal', 'success', `order_ref=${stored.order.ref}&token=5O190127TN364715T&PayerID=FSMVU44LF3YUS`, cookieOf(stored.order.cart_id));
    expect(backendCalls('/paypal/accept').map((call) => call.body)).toEqual([{ paypal_data: { token: '5O190127TN364715T', PayerID: 'FSMVU44LF3YUS' } }]);
    expect(answer).toMatchObject({ status: 303, location: linksOf(stored).placed });
  });

  test('S4-39 S7-21 PayPal cancel: /paypal/cancel with the token, back to the payment step with the cart kept', async () => {
    const stored = place({ payment_code: 'PayPal', status: 'not_paid', payment: 'pending' }, 'CANCELTOKEN0042');
    const answer = await returnTo('paypal', 'cancel', `order_ref=${stored.order.ref}&token=CANCELTOKEN0042`, cookieOf(stored.order.cart_id));
    expect(backendCalls('/paypal/cancel').map((call) => call.body)).toEqual([{ paypal_data: { token: 'CANCELTOKEN0042' } }]);
    expect(answer.location).toBe('/checkout?step=payment&payment=cancelled');
    expect(backendCalls('/cart/clear')).toEqual([]);
  });

  test("a forged 'success' return never shows an unpaid order as paid: without PayPal's fields, with another token, or for a card payment", async () => {
    const paypal = place({ payment_code: 'PayPal', status: 'not_paid', payment: 'pending' }, 'REALTOKEN000001');
    const cookie = cookieOf(paypal.order.cart_id);
    expect((await returnTo('paypal', 'success', `order_ref=${paypal.order.ref}`, cookie)).location).toBe(linksOf(paypal).processing);
    expect(backendCalls('/paypal/accept')).toEqual([]);
    expect((await returnTo('paypal', 'success', `order_ref=${paypal.order.ref}&token=FORGEDTOKEN0001&PayerID=FSMVU44LF3YUS`, cookie)).location).toBe(linksOf(paypal).processing);
    expect(paypal.state.status).toBe('not_paid');

    const card = place({ payment_code: 'StripePayment', status: 'not_paid', payment: 'pending' });
    const forged = await returnTo('stripe', 'success', `order_ref=${card.order.ref}&session_id=cs_test_forged&status=paid`, cookieOf(card.order.cart_id));
    expect(forged.location).toBe(linksOf(card).processing);
  });

  test('a settled PayPal order is not captured again when its return address is opened twice', async () => {
    const stored = place({ payment_code: 'PayPal', status: 'not_paid', payment: 'pending' }, 'TWICETOKEN00001');
    const query = `order_ref=${stored.order.ref}&token=TWICETOKEN00001&PayerID=FSMVU44LF3YUS`;
    await returnTo('paypal', 'success', query, cookieOf(stored.order.cart_id));
    const again = await returnTo('paypal', 'success', query, cookieOf(stored.order.cart_id));
    expect(backendCalls('/paypal/accept')).toHaveLength(1);
    expect(again.location).toBe(linksOf(stored).placed);
  });

  test('S8-35 the payment helper logs a failed /paypal/accept and reports it; the shopper waits on the processing page', async () => {
    const stored = place({ payment_code: 'PayPal', status: 'not_paid', payment: 'pending' }, 'DOWNTOKEN000001');
    overrides.set('/paypal/accept', { status: 502, body: { error: 'bad gateway' } });
    const answer = await returnTo('paypal', 'success', `order_ref=${stored.order.ref}&token=DOWNTOKEN000001&PayerID=FSMVU44LF3YUS`, cookieOf(stored.order.cart_id));
    expect(answer.location).toBe(linksOf(stored).processing);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('paypal accept failed (unavailable)'));
  });

  test('a return while the backend cannot say where the order stands answers the server-down page (503)', async () => {
    const stored = place({ payment_code: 'StripePayment', status: 'not_paid', payment: 'pending' });
    overrides.set(`/api/ExternalOrderApi/order/${stored.order.id}/payment`, { status: 503, body: {} });
    const answer = await returnTo('stripe', 'success', `order_ref=${stored.order.ref}`, cookieOf(stored.order.cart_id));
    expect(answer.status).toBe(503);
    expect(answer.text).toContain('<html');
    expect(answer.location).toBeNull();
  });

  async function statusOf(query: string) {
    const response = await routes.status.GET(new NextRequest(`http://at.localhost/api/checkout/order-status?${query}`, { headers: { host: 'at.localhost' } }));
    return { status: response.status, cache: response.headers.get('cache-control'), json: (await response.json()) as unknown };
  }

  test('S2-176 the order status the processing page polls: pending with the wait left, then the next page; never cached', async () => {
    const stored = place({ payment_code: 'GlobalPayments', status: 'not_paid', payment: 'pending', created_at: new Date(Date.now() - 30_000).toISOString() });
    const hash = linksOf(stored).hash;
    const pending = await statusOf(`order=${stored.order.ref}&h=${hash}`);
    expect(pending.cache).toBe('no-store');
    const answer = orderStatusAnswerSchema.parse(pending.json);
    expect(answer).toMatchObject({ progress: 'pending', next: null });
    expect(answer.retryWaitMs).toBeGreaterThan(80_000);
    expect(answer.retryWaitMs).toBeLessThanOrEqual(90_000);

    stored.state = { ...stored.state, status: 'paid', payment: 'accepted' };
    expect((await statusOf(`order=${stored.order.ref}&h=${hash}`)).json).toEqual({ progress: 'placed', next: linksOf(stored).placed, retryWaitMs: 0 });
    stored.state = { ...stored.state, status: 'payment_error', payment: 'failed' };
    expect((await statusOf(`order=${stored.order.ref}&h=${hash}`)).json).toEqual({ progress: 'failed', next: linksOf(stored).failed, retryWaitMs: 0 });
  });

  test('the order status refuses a wrong or missing hash with 404 and asks the backend nothing; an outage is 503', async () => {
    const stored = place({ payment_code: 'GlobalPayments', status: 'not_paid', payment: 'pending' });
    const other = place({});
    const otherHash = linksOf(other).hash;
    for (const query of [`order=${stored.order.ref}`, `order=${stored.order.ref}&h=${otherHash}`, `order=${stored.order.ref}&h=${'A'.repeat(43)}`, `h=${otherHash}`]) {
      expect(await statusOf(query)).toMatchObject({ status: 404, json: { error: 'not-found' } });
    }
    expect(calls).toEqual([]);
    // The backend's answer for a route or object it does not know: the apiError body with 404.
    overrides.set(`/api/ExternalOrderApi/order/${stored.order.id}/payment`, { status: 404, body: { status_code: 404, error: 'Not Found' } });
    expect(await statusOf(`order=${stored.order.ref}&h=${linksOf(stored).hash}`)).toMatchObject({ status: 404, json: { error: 'not-found' } });
    overrides.set(`/api/ExternalOrderApi/order/${stored.order.id}/payment`, { status: 500, body: {} });
    const hash = linksOf(stored).hash;
    expect(await statusOf(`order=${stored.order.ref}&h=${hash}`)).toMatchObject({ status: 503, json: { error: 'unavailable' } });
  });

  async function cancel(body: unknown, headers: Record<string, string> = {}) {
    const request = new NextRequest('http://at.localhost/api/checkout/cancel', {
      method: 'POST',
      headers: { host: 'at.localhost', 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const response = await routes.cancel.POST(request, { params: Promise.resolve({}) });
    return { status: response.status, json: (await response.json()) as unknown };
  }
  const hashOf = (stored: Stored) => linksOf(stored).hash;

  test('S7-23 S4-37 cancelling an unpaid prepayment order calls /order/cancel with its id and reads the JSON-string answer', async () => {
    const stored = place({ payment_code: 'Vorkasse', status: 'not_paid', payment: 'none' });
    const answer = await cancel({ order: stored.order.ref, h: hashOf(stored) });
    expect(answer).toEqual({ status: 200, json: { status: 'canceled' } });
    expect(backendCalls('/order/cancel').map((call) => call.body)).toEqual([{ order_id: stored.order.id }]);
    expect(stored.state.status).toBe('canceled');
  });

  test('S8-36 the cancel helper logs a failure and reports it: the page shows the failed-cancel message', async () => {
    const stored = place({ payment_code: 'Nachnahme', status: 'not_paid', payment: 'none' });
    overrides.set('/order/cancel', { status: 500, body: {} });
    expect(await cancel({ order: stored.order.ref, h: hashOf(stored) })).toEqual({ status: 503, json: { error: 'cancel-failed' } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('order cancel failed (unavailable)'));
    overrides.set('/order/cancel', { status: 200, body: JSON.stringify({ status_code: 409, message: 'Order already sent' }) });
    expect(await cancel({ order: stored.order.ref, h: hashOf(stored) })).toEqual({ status: 409, json: { error: 'cancel-failed' } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('order cancel failed (refused): Order already sent'));
    overrides.set('/order/cancel', { status: 200, body: null, raw: '"not json at all' });
    expect(await cancel({ order: stored.order.ref, h: hashOf(stored) })).toMatchObject({ json: { error: 'cancel-failed' } });
    expect(stored.state.status).toBe('not_paid');
  });

  test('a paid order, or one paid online, is not cancellable and the backend is not asked to cancel it', async () => {
    for (const order of [
      { payment_code: 'Vorkasse', status: 'paid', payment: 'none' },
      { payment_code: 'PayPal', status: 'not_paid', payment: 'pending' },
      { payment_code: 'Nachnahme', status: 'canceled', payment: 'none' },
    ] as const) {
      const stored = place(order);
      expect(await cancel({ order: stored.order.ref, h: hashOf(stored) })).toEqual({ status: 409, json: { error: 'not-cancellable' } });
    }
    expect(backendCalls('/order/cancel')).toEqual([]);
  });

  test('cancel refuses a wrong hash (404), a bad body (400) and another site (403) before asking the backend', async () => {
    const stored = place({ payment_code: 'Vorkasse', status: 'not_paid', payment: 'none' });
    const other = place({});
    expect(await cancel({ order: stored.order.ref, h: hashOf(other) })).toEqual({ status: 404, json: { error: 'not-found' } });
    expect(await cancel({ order: stored.order.ref })).toEqual({ status: 400, json: { error: 'bad-request' } });
    expect(await cancel('not json')).toEqual({ status: 400, json: { error: 'bad-request' } });
    expect(await cancel({ order: stored.order.ref, h: hashOf(stored) }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toEqual({
      status: 403,
      json: { error: 'cross-site' },
    });
    expect(calls).toEqual([]);
    expect(stored.state.status).toBe('not_paid');
  });
});
