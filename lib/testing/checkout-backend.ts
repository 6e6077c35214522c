import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PAY_ROUTES,
  PAYMENT_METHOD_SLUGS,
  type PayRequest,
  type PaymentMethod,
  type PaymentMethodCode,
} from '@/lib/contract/checkout';

/**
 * Test support (not a test): the shop backend at its HTTP boundary for the checkout's route tests. It answers the
 * checkout calls of lib/contract/checkout.ts (payment methods, guest customer, address, local pickup, pay routes)
 * itself, as the contract describes them, records every call, and passes everything else (cart, postage, delivery
 * modules, catalogue, helper API) to a real reference backend. A test replaces an answer with `answer(path, reply)`.
 */
export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | null };
export type Reply = { status: number; body: unknown };
export type Handler = (call: RecordedCall) => Reply;

export type CheckoutBackend = {
  url: string;
  calls: RecordedCall[];
  /** Replaces the answer of `METHOD path` (path without query, `:id` for one segment) until `reset()`. */
  answer: (route: string, handler: Handler) => void;
  reset: () => void;
  /** Calls of one path (without query), in order. */
  callsTo: (path: string) => RecordedCall[];
  close: () => Promise<void>;
};

const METHODS: Record<'at' | 'de' | 'ro', PaymentMethodCode[]> = {
  at: ['PayPal', 'StripePayment', 'Sofort', 'Vorkasse'],
  de: ['PayPal', 'GlobalPayments', 'Sofort', 'Vorkasse'],
  ro: ['GlobalPayments', 'PayPal', 'Nachnahme', 'Vorkasse'],
};
const METHOD_IDS: Record<PaymentMethodCode, number> = { PayPal: 1, GlobalPayments: 2, Sofort: 3, StripePayment: 4, Nachnahme: 5, Vorkasse: 6 };
export const paymentMethodId = (code: PaymentMethodCode) => METHOD_IDS[code];

function paymentMethods(locale: string): PaymentMethod[] {
  const shop = locale === 'ro_RO' ? 'ro' : locale === 'de_DE' ? 'de' : 'at';
  return METHODS[shop].map((code, position) => ({
    id: METHOD_IDS[code],
    code,
    title: `${code} title`,
    description: `How ${code} works`,
    conditions: code === 'Nachnahme' ? 'Fee 2.00 €' : '',
    logo: `/media/payment/${PAYMENT_METHOD_SLUGS[code]}.svg`,
    position,
    fee_taxed: code === 'Nachnahme' ? 2 : 0,
  }));
}

/** Headers of one connection, not to be passed on (fetch refuses some of them). */
const HOP_BY_HOP = new Set(['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer', 'proxy-connection']);

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function matches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method || !routePath) return false;
  const want = routePath.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, index) => segment === ':id' || segment === have[index]);
}

export async function startCheckoutBackend(realBackendUrl: string): Promise<CheckoutBackend> {
  const calls: RecordedCall[] = [];
  let overrides: [string, Handler][] = [];
  let nextId = 5000;
  /** Orders by idempotency key: the same key answers the same order. */
  const orders = new Map<string, { id: number; ref: string }>();

  const defaults: [string, Handler][] = [
    ['GET /api/getActivePaymentMethods/:id', (call) => ({ status: 200, body: paymentMethods(call.query.get('locale') ?? 'de_AT') })],
    ['POST /api/ExternalOrderApi/guest', () => ({ status: 201, body: { status_code: 201, data: { customer_id: (nextId += 1), ref: `GUEST${nextId}` } } })],
    ['POST /api/ExternalOrderApi/address', () => ({ status: 201, body: { status_code: 201, data: { address_id: (nextId += 1) } } })],
    ['POST /localpickup/order', () => ({ status: 200, body: { status_code: 200, message: 'Order Local Pickup Updated' } })],
    ['POST /localPickupAddress/order', () => ({ status: 200, body: { status_code: 200, message: 'Order Local Pickup Address Updated' } })],
    ...(Object.entries(PAY_ROUTES) as [PaymentMethodCode, string][]).map(([code, path]): [string, Handler] => [
      `POST ${path}`,
      (call) => {
        const payload = call.body as PayRequest;
        const order = orders.get(payload.session_id) ?? { id: (nextId += 1), ref: `ORD${String(nextId).padStart(12, '0')}` };
        orders.set(payload.session_id, order);
        const slug = PAYMENT_METHOD_SLUGS[code];
        const url =
          code === 'StripePayment'
            ? `cs_test_${order.id}`
            : code === 'Nachnahme' || code === 'Vorkasse'
              ? `${payload.api_call}/${slug}/success?order_ref=${order.ref}`
              : `${realBackendUrl}/sandbox/${slug}/pay/${order.ref}`;
        return { status: 200, body: { status_code: 200, data: { order_id: order.id, order_ref: order.ref, order_number: `2026${order.id}`, url, status: 'not_paid' } } };
      },
    ]),
  ];

  const server = http.createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://backend');
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const call: RecordedCall = { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const handler = [...overrides, ...defaults].find(([route]) => matches(route, call.method, call.path))?.[1];
      if (handler) {
        const reply = handler(call);
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
        return;
      }
      const upstream = await fetch(`${realBackendUrl}${request.url ?? '/'}`, {
        method: call.method,
        headers: Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0]))),
        ...(text && call.method !== 'GET' ? { body: text } : {}),
      });
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (route, handler) => {
      overrides = [[route, handler], ...overrides];
    },
    reset: () => {
      overrides = [];
    },
    callsTo: (path) => calls.filter((call) => call.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
