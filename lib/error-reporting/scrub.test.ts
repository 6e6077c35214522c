import type { Breadcrumb, ErrorEvent, Event } from '@sentry/nextjs';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubRecordingEvent, scrubReplayEvent, scrubStreamedSpan, scrubText } from './scrub';

/** What the shopper and the shop know of one another in these events: none of it may leave. */
const EMAIL = 'anna.berger@example.at';
const STREET = 'Mariahilfer Straße 12';
const NAME = 'Anna Berger';
const PHONE = '+43 664 1234567';
const CART_COOKIE = '4711.Zm9vYmFyYmF6cXV4cXV1eGZvb2Jhcg';
const SESSION = 'v1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
const ORDER_HASH = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const RESET_TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
const SECRETS = [EMAIL, STREET, NAME, PHONE, CART_COOKIE, SESSION, ORDER_HASH, RESET_TOKEN, '203.0.113.9', 'dev-shop-token'];

function expectNoneOf(value: unknown): void {
  const json = JSON.stringify(value);
  for (const secret of SECRETS) expect({ secret, found: json.includes(secret) }).toEqual({ secret, found: false });
}

/** A server error as Next's onRequestError and the Node SDK report it (request data, breadcrumbs, contexts). */
function serverEvent(): ErrorEvent {
  return {
    type: undefined,
    event_id: 'e1',
    release: '1.0.3',
    environment: 'production',
    server_name: 'shop-1',
    platform: 'node',
    tags: { shop: 'at' },
    user: { id: '42', email: EMAIL, ip_address: '203.0.113.9' },
    message: undefined,
    exception: {
      values: [
        {
          type: 'Error',
          value: `address check failed for ${EMAIL} at /order-placed?order=ORD-123&h=${ORDER_HASH}`,
          stacktrace: { frames: [{ filename: '/srv/shop/.next/server/app/api/checkout/route.js', function: 'POST', lineno: 10 }] },
          mechanism: { type: 'auto.function.nextjs.on_request_error', handled: false },
        },
      ],
    },
    request: {
      url: `http://at.localhost:3000/guest/invoice/ORD-123/${ORDER_HASH}?email=${encodeURIComponent(EMAIL)}`,
      method: 'POST',
      query_string: `token=${RESET_TOKEN}&page=2`,
      headers: {
        host: 'at.localhost:3000',
        cookie: `cart=${CART_COOKIE}; session=${SESSION}`,
        authorization: 'Bearer dev-shop-token',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'Mozilla/5.0',
      },
      cookies: { cart: CART_COOKIE, session: SESSION },
      data: { email: EMAIL, firstname: 'Anna', lastname: 'Berger', street: STREET, address1: STREET, zipcode: '1060', city: 'Wien', phone: PHONE, 'thelia.cart_id': 4711 },
    },
    contexts: {
      nextjs: { request_path: `/set-password/${RESET_TOKEN}`, router_kind: 'App Router', route_type: 'route' },
      os: { name: 'Linux' },
      runtime: { name: 'node', version: 'v20.20.2' },
    },
    extra: { customer: { fullname: NAME, phone: PHONE, cart_id: 4711 } },
    breadcrumbs: [{ category: 'http', data: { url: `http://127.0.0.1:4000/api/orders?h=${ORDER_HASH}`, method: 'GET', status_code: 200 } }],
    sdk: { name: 'sentry.javascript.nextjs', version: '11.11.0' },
  };
}

describe('scrubEvent', () => {
  test('a server error loses the shopper: e-mail, name, street, phone, cart id, cookies, tokens, order link hash, IP', () => {
    const scrubbed = scrubEvent(serverEvent());
    expectNoneOf(scrubbed);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request?.headers).toEqual({ host: 'at.localhost:3000', cookie: FILTERED, authorization: FILTERED, 'x-forwarded-for': FILTERED, 'user-agent': 'Mozilla/5.0' });
    expect(scrubbed.request?.url).toBe(`http://at.localhost:3000/guest/invoice/ORD-123/${FILTERED}?email=${FILTERED}`);
    expect(scrubbed.request?.query_string).toBe(`token=${FILTERED}&page=2`);
    expect(scrubbed.request?.data).toMatchObject({ email: FILTERED, street: FILTERED, zipcode: FILTERED, city: FILTERED, 'thelia.cart_id': FILTERED });
    expect(scrubbed.exception?.values?.[0]?.value).toBe(`address check failed for ${FILTERED} at /order-placed?order=ORD-123&h=${FILTERED}`);
    expect(scrubbed.contexts?.nextjs).toMatchObject({ request_path: `/set-password/${FILTERED}` });
  });

  test('keeps what makes the report useful: release, environment, shop, stack, SDK and runtime names, the route', () => {
    const scrubbed = scrubEvent(serverEvent());
    expect(scrubbed).toMatchObject({ release: '1.0.3', environment: 'production', tags: { shop: 'at' }, server_name: 'shop-1' });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({ filename: '/srv/shop/.next/server/app/api/checkout/route.js', function: 'POST', lineno: 10 });
    expect(scrubbed.exception?.values?.[0]?.mechanism).toEqual({ type: 'auto.function.nextjs.on_request_error', handled: false });
    expect(scrubbed.sdk).toEqual({ name: 'sentry.javascript.nextjs', version: '11.11.0' });
    expect(scrubbed.contexts).toMatchObject({ os: { name: 'Linux' }, runtime: { name: 'node' }, nextjs: { route_type: 'route' } });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({ url: `http://127.0.0.1:4000/api/orders?h=${FILTERED}`, method: 'GET', status_code: 200 });
  });

  test('a browser error on an order page: page URL, console and fetch breadcrumbs, query pairs', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: { url: `http://ro.localhost:3000/order-placed?order=ORD-9&h=${ORDER_HASH}`, headers: { 'User-Agent': 'Mozilla/5.0', Referer: `http://ro.localhost:3000/back-to-cart/${RESET_TOKEN}` } },
      breadcrumbs: [
        { category: 'console', message: `saved address ${STREET} for ${EMAIL}`, data: { arguments: [{ email: EMAIL, street: STREET }] } },
        { category: 'navigation', data: { from: `/forgot-password/${RESET_TOKEN}`, to: '/account' } },
      ],
      exception: { values: [{ type: 'TypeError', value: `Cannot read properties of undefined (reading 'phone') for ${EMAIL}` }] },
    };
    const scrubbed = scrubEvent(event);
    expectNoneOf(scrubbed);
    expect(scrubbed.request?.url).toBe(`http://ro.localhost:3000/order-placed?order=ORD-9&h=${FILTERED}`);
    expect(scrubbed.breadcrumbs?.[1]?.data).toEqual({ from: `/forgot-password/${FILTERED}`, to: '/account' });
    expect(scrubbed.breadcrumbs?.[0]).toEqual({ category: 'console', message: FILTERED });
    expect(scrubbed.exception?.values?.[0]?.value).toBe(`Cannot read properties of undefined (reading 'phone') for ${FILTERED}`);
  });

  test('a transaction: span URLs and query attributes lose their secrets', () => {
    const transaction: Event = {
      type: 'transaction',
      transaction: 'GET /order-placed',
      spans: [
        { span_id: 's1', trace_id: 't1', start_timestamp: 1, status: 'ok', data: { url: `/api/orders/status?order=ORD-1&h=${ORDER_HASH}`, 'http.query': `?token=${RESET_TOKEN}`, 'http.request.header.cookie': `cart=${CART_COOKIE}` } },
      ],
    };
    const scrubbed = scrubEvent(transaction);
    expectNoneOf(scrubbed);
    expect(scrubbed.spans?.[0]?.data).toEqual({ url: `/api/orders/status?order=ORD-1&h=${FILTERED}`, 'http.query': `?token=${FILTERED}`, 'http.request.header.cookie': FILTERED });
  });

  test('a streamed span (SDK 11 default): name and attributes scrubbed, attribute shape kept', () => {
    const span = {
      name: `GET /guest/invoice/ORD-1/${ORDER_HASH}`,
      span_id: 's2',
      attributes: {
        'url.full': { value: `http://at.localhost/order-placed?order=ORD-1&h=${ORDER_HASH}`, type: 'string' },
        'http.request.header.cookie': { value: `cart=${CART_COOKIE}`, type: 'string' },
        'sentry.release': { value: '1.0.3', type: 'string' },
      },
    };
    const scrubbed = scrubStreamedSpan(span);
    expectNoneOf(scrubbed);
    expect(scrubbed).toEqual({
      name: `GET /guest/invoice/ORD-1/${FILTERED}`,
      span_id: 's2',
      attributes: {
        'url.full': { value: `http://at.localhost/order-placed?order=ORD-1&h=${FILTERED}`, type: 'string' },
        'http.request.header.cookie': { value: FILTERED, type: 'string' },
        'sentry.release': { value: '1.0.3', type: 'string' },
      },
    });
  });

  test('a session replay: its event (urls) and its recording (page address, network spans) lose the order link hash', () => {
    const replayEvent: Event & { urls: string[] } = { type: 'replay_event', urls: [`http://at.localhost/order-placed?order=ORD-1&h=${ORDER_HASH}`], tags: { shop: 'at' } };
    expect(scrubReplayEvent(replayEvent)).toEqual({ type: 'replay_event', urls: [`http://at.localhost/order-placed?order=ORD-1&h=${FILTERED}`], tags: { shop: 'at' } });
    const errorEvent: ErrorEvent = { type: undefined, message: 'left to beforeSend' };
    expect(scrubReplayEvent(errorEvent)).toBe(errorEvent);
    const meta = { type: 4, timestamp: 1, data: { href: `http://at.localhost/guest/invoice/ORD-1/${ORDER_HASH}`, width: 390, height: 800 } };
    expect(scrubRecordingEvent(meta).data).toEqual({ href: `http://at.localhost/guest/invoice/ORD-1/${FILTERED}`, width: 390, height: 800 });
    const network = { type: 5, timestamp: 2, data: { tag: 'performanceSpan', payload: { op: 'resource.fetch', description: `/api/orders/status?order=ORD-1&h=${ORDER_HASH}` } } };
    expectNoneOf(scrubRecordingEvent(network));
    const snapshot = { type: 2, timestamp: 3, data: { node: { type: 0, childNodes: [] } } };
    expect(scrubRecordingEvent(snapshot)).toBe(snapshot);
  });

  test('query strings as lists of pairs and the original event are handled: pairs filtered, the SDK object untouched', () => {
    const event: ErrorEvent = { type: undefined, request: { query_string: [['email', EMAIL], ['page', '2']] } };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request?.query_string).toEqual([['email', FILTERED], ['page', '2']]);
    expect(event.request?.query_string).toEqual([['email', EMAIL], ['page', '2']]);
  });
});

describe('scrubBreadcrumb and scrubText', () => {
  test('a fetch breadcrumb of the order status poll and a click on a button naming the shopper', () => {
    const fetchCrumb: Breadcrumb = { category: 'fetch', data: { url: `/api/checkout/return/paypal?token=EC-${RESET_TOKEN}&PayerID=ABCDEF123`, method: 'GET' } };
    expect(scrubBreadcrumb(fetchCrumb).data).toEqual({ url: `/api/checkout/return/paypal?token=${FILTERED}&PayerID=${FILTERED}`, method: 'GET' });
    expect(scrubBreadcrumb({ category: 'ui.click', message: `button[title="${EMAIL}"]` }).message).toBe(`button[title="${FILTERED}"]`);
  });

  test('text: bearer tokens, JWTs, e-mails; harmless text and DSN-like URLs stay', () => {
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubText('id_token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl')).toBe(`id_token ${FILTERED}`);
    expect(scrubText('mail to ioana.popescu@example.ro failed')).toBe(`mail to ${FILTERED} failed`);
    expect(scrubText('GET /api/products?ids=1,2&limit=12')).toBe('GET /api/products?ids=1,2&limit=12');
    expect(scrubText('http://key@127.0.0.1:4130/1')).toBe('http://key@127.0.0.1:4130/1');
  });
});
