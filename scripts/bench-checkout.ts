import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { loopbackFetch } from './loopback-fetch';
import { pageForms } from '../backend/payments/sandbox-test-app';
import { withE2eDb } from '../e2e/support/e2e-db';
import { checkoutErrorSchema, checkoutStateSchema, orderAnswerSchema } from '../lib/checkout/checkout-state';
import type { CartBenchProduct } from './bench-cart';
import { pageWeight, type PageWeight } from './bench-page-weight';

/**
 * The checkout rows of `npm run bench`, through the storefront as a browser meets it (guest shoppers of the Austrian
 * shop, each with its own cookie jar: cart and checkout cookies):
 * - the first-load JavaScript of /checkout for a shopper with a cart (an empty cart is sent to /cart);
 * - order submit latency: BENCH_CHECKOUT_ORDERS (40) shoppers with a cart and the address and shipping steps saved
 *   (prepayment) press the order button, BENCH_CHECKOUT_CONNECTIONS (4) at a time; median and p95 of
 *   `POST /api/checkout/order`;
 * - a load run: BENCH_CHECKOUT_SHOPPERS (100) guests in parallel from the first add to the order-placed page, half
 *   with prepayment, half with PayPal through its sandbox (approve page, return route, capture by the backend). Each
 *   submits its order twice with the same attempt id, the second BENCH_CHECKOUT_DOUBLE_CLICK_MS (150) after the
 *   first (a double click). Then the backend's database is counted: orders per cart, orders marked paid, and paid
 *   orders without the provider's confirmation. The run stops at BENCH_CHECKOUT_TIME_LIMIT (180) seconds.
 * Loopback only: an address to follow on another host is an error, never a request. Nothing here is asserted.
 */
export const CHECKOUT_SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS ?? 100);
export const CHECKOUT_ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 40);
export const CHECKOUT_CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 4);
export const CHECKOUT_LINES = Number(process.env.BENCH_CHECKOUT_LINES ?? 2);
const DOUBLE_CLICK_MS = Number(process.env.BENCH_CHECKOUT_DOUBLE_CLICK_MS ?? 150);
const TIME_LIMIT_SECONDS = Number(process.env.BENCH_CHECKOUT_TIME_LIMIT ?? 180);

/** The Austrian shop's country and a valid address there (as the checkout journeys use). */
const AUSTRIA = 13;
const ADDRESS = { salutation: 'ms', company: '', vatNumber: '', street: 'Hauptstraße 10/A/4/15', addressExtra: '', zipcode: '1100', city: 'Wien', countryId: AUSTRIA, county: '' } as const;
const PHONE = '+43660 1234567';
const PAYPAL_APPROVE = 'Approve payment';

type Method = 'Vorkasse' | 'PayPal';
type Answer = { status: number; json: unknown; text: string; location: string | null };

export type OrderLatency = { orders: number; connections: number; medianMs: number; p95Ms: number; errors: number; errorKinds: Record<string, number> };
export type CheckoutLoadRun = {
  shoppers: number;
  methods: string;
  seconds: number;
  ordersExpected: number;
  ordersPlaced: number;
  doubleOrders: number;
  /** Shoppers who reached the order-placed page. */
  orderPlacedPages: number;
  /** Second submissions (same attempt id) answered with the first one's address. */
  doubleClickSameAnswer: number;
  /** Second submissions answered otherwise, by answer. */
  doubleClickOtherAnswers: Record<string, number>;
  errors: number;
  errorKinds: Record<string, number>;
  paidExpected: number;
  paid: number;
  paidWithoutConfirmation: number;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
const round = (value: number) => Math.round(value * 10) / 10;
const newAttemptId = () => randomBytes(18).toString('base64url');

/** An answer as a short text: its status and error code. */
const answerKind = (answer: Pick<Answer, 'status' | 'json'>) => {
  const refusal = checkoutErrorSchema.safeParse(answer.json);
  return `${answer.status}${refusal.success ? ` ${refusal.data.error}` : ''}`;
};

/** A failed step of a shopper: the step and what it answered. */
class StepError extends Error {}
const fail = (step: string, answer: Pick<Answer, 'status' | 'json'>): never => {
  throw new StepError(`${step}: ${answerKind(answer)}`);
};

/**
 * One guest: a cookie jar for the storefront's host (every cookie it sets, kept and dropped as a browser does), the
 * requests a browser's checkout makes, and a deadline after which every request is aborted.
 */
class Guest {
  private readonly cookies = new Map<string, string>();
  cartId: number | null = null;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly deadline: number,
  ) {}

  private signal(): AbortSignal {
    return AbortSignal.timeout(Math.max(1, this.deadline - Date.now()));
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        return (key.toLowerCase() === 'max-age' && Number(setting) <= 0) || (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const cart = this.cookies.get('cart');
    const id = cart ? Number(cart.split('.')[0]) : NaN;
    this.cartId = Number.isInteger(id) && id > 0 ? id : null;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A request to the storefront (path and query), redirects not followed. */
  async storefront(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { host: this.host, accept: body === undefined && method === 'GET' && !path.startsWith('/api/') ? 'text/html' : 'application/json' };
    if (method === 'POST') Object.assign(headers, { origin: `http://${this.host}`, 'sec-fetch-site': 'same-origin' });
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const response = await loopbackFetch(this.port, this.host, path, {
      method,
      headers,
      signal: this.signal(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keep(response);
    const text = await response.text();
    let json: unknown = null;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text) as unknown;
    return { status: response.status, json, text, location: response.headers.get('location') };
  }

  /** A request to a payment provider's page (the reference backend's sandbox, on loopback; it sets no cookies here). */
  async provider(method: 'GET' | 'POST', url: URL, form?: Record<string, string>): Promise<Answer> {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      signal: this.signal(),
      ...(form ? { body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
    });
    return { status: response.status, json: null, text: await response.text(), location: response.headers.get('location') };
  }
}

/** Products for each shopper's cart: `lines` different ones, shifted per shopper. */
const linesOf = (products: CartBenchProduct[], shopper: number, lines: number) =>
  Array.from({ length: lines }, (_, line) => products[(shopper * lines + line) % products.length] as CartBenchProduct);

/** A guest with a cart of `products`, the address step and the shipping step (delivery by parcel, `method`) saved. */
async function readyToOrder(guest: Guest, products: CartBenchProduct[], method: Method, n: number): Promise<void> {
  for (const product of products) {
    const added = await guest.storefront('POST', '/api/cart/lines', { ...product, quantity: 1 });
    if (added.status !== 200) fail('add to cart', added);
  }
  const view = await guest.storefront('GET', `/api/checkout?country=${AUSTRIA}`);
  if (view.status !== 200) fail('checkout view', view);
  const address = { ...ADDRESS, firstname: 'Anna', lastname: `Berger ${n}` };
  const saved = await guest.storefront('POST', '/api/checkout/address', {
    email: `bench-${n}-${randomBytes(4).toString('hex')}@example.at`,
    phone: PHONE,
    business: false,
    invoice: address,
    deliveryDiffers: false,
    delivery: address,
  });
  const state = checkoutStateSchema.safeParse(saved.json);
  if (saved.status !== 200 || !state.success) fail('address step', saved);
  const payment = state.data?.paymentMethods?.options.find((option) => option.code === method);
  const delivery = state.data?.deliveryMethods?.options.find((option) => !option.pickup);
  if (!payment || !delivery) throw new StepError(`shipping step: no ${payment ? 'parcel delivery' : method} offered`);
  const shipping = await guest.storefront('POST', '/api/checkout/shipping', {
    deliveryModuleId: delivery.id,
    pickupCentreId: null,
    paymentModuleId: payment.id,
    message: '',
    completeDelivery: false,
  });
  if (shipping.status !== 200) fail('shipping step', shipping);
}

const orderCall = (guest: Guest, attemptId: string) => guest.storefront('POST', '/api/checkout/order', { attemptId, termsAccepted: true });
const nextOf = (answer: Answer): string | null => {
  const placed = orderAnswerSchema.safeParse(answer.json);
  return answer.status === 200 && placed.success ? placed.data.next : null;
};

/**
 * Where the browser goes after the order call, followed as a browser does: the storefront's return route (prepayment
 * at once; PayPal after its approve page) redirects to /order-placed, which must render. Only loopback addresses of
 * the storefront and the backend are followed.
 */
async function followToOrderPlaced(guest: Guest, next: string, storefrontOrigin: string, backendOrigin: string): Promise<void> {
  let target = new URL(next);
  if (target.origin === backendOrigin) {
    const page = await guest.provider('GET', target);
    if (page.status !== 200) fail('provider page', page);
    const form = pageForms(page.text).find((candidate) => candidate.button === PAYPAL_APPROVE);
    if (!form) throw new StepError(`provider page: no '${PAYPAL_APPROVE}' form`);
    const approved = await guest.provider('POST', new URL(form.action, target), form.fields);
    if (approved.status !== 303 || !approved.location) fail('provider approve', approved);
    target = new URL(approved.location as string, target);
  }
  if (target.origin !== storefrontOrigin || !target.pathname.startsWith('/api/checkout/return/')) throw new StepError(`next: not the shop's return route (${target.origin}${target.pathname})`);
  const back = await guest.storefront('GET', `${target.pathname}${target.search}`);
  const placed = back.location ? new URL(back.location, target) : null;
  if (back.status !== 303 || !placed || placed.pathname !== '/order-placed') throw new StepError(`return route: ${back.status} to ${placed?.pathname ?? 'nowhere'}`);
  const page = await guest.storefront('GET', `${placed.pathname}${placed.search}`);
  if (page.status !== 200) fail('order-placed page', page);
}

function countError(kinds: Record<string, number>, error: unknown): void {
  const kind = error instanceof StepError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  kinds[kind] = (kinds[kind] ?? 0) + 1;
}

async function inParallel(count: number, limit: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** First-load JavaScript of /checkout for a guest with one line in the cart (the page itself, not the redirect to /cart). */
export async function checkoutPageWeight(port: number, host: string, products: CartBenchProduct[]): Promise<PageWeight> {
  const guest = new Guest(port, host, Date.now() + 60_000);
  const added = await guest.storefront('POST', '/api/cart/lines', { ...(products[0] as CartBenchProduct), quantity: 1 });
  if (added.status !== 200) fail('add to cart', added);
  return pageWeight(port, host, '/checkout', { cookie: guest.cookieHeader() });
}

/** Order submit latency: guests made ready first (not timed), then their order calls, CHECKOUT_CONNECTIONS at a time. */
export async function measureOrderSubmit(port: number, host: string, products: CartBenchProduct[]): Promise<OrderLatency> {
  const deadline = Date.now() + TIME_LIMIT_SECONDS * 1000;
  const errorKinds: Record<string, number> = {};
  const ready: Guest[] = [];
  await inParallel(CHECKOUT_ORDERS, CHECKOUT_CONNECTIONS, async (n) => {
    const guest = new Guest(port, host, deadline);
    try {
      await readyToOrder(guest, linesOf(products, n, CHECKOUT_LINES), 'Vorkasse', n);
      ready.push(guest);
    } catch (error) {
      countError(errorKinds, error);
    }
  });
  const times: number[] = [];
  await inParallel(ready.length, CHECKOUT_CONNECTIONS, async (n) => {
    const started = performance.now();
    try {
      const answer = await orderCall(ready[n] as Guest, newAttemptId());
      times.push(performance.now() - started);
      if (nextOf(answer) === null) fail('order', answer);
    } catch (error) {
      countError(errorKinds, error);
    }
  });
  times.sort((a, b) => a - b);
  const errors = Object.values(errorKinds).reduce((sum, n) => sum + n, 0);
  return { orders: times.length, connections: CHECKOUT_CONNECTIONS, medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), errors, errorKinds };
}

/** Statuses and payment states that say 'paid'. */
const PAID = `(o.status IN ('paid', 'processing', 'sent', 'refunded') OR p.state = 'accepted')`;
/**
 * The provider's signed confirmation of a paid order, as the backend keeps it: the payment accepted with the provider's
 * transaction id, and the shop's record of that payment (sandbox_merchant_payment, whose outcome only a verified
 * capture, signed event or signed response claims) saying 'paid' with the same transaction id and amount, for this order.
 */
const CONFIRMED = `p.state = 'accepted' AND p.transaction_id IS NOT NULL AND EXISTS (
  SELECT 1 FROM sandbox_merchant_payment m WHERE m.provider = p.method AND m.provider_ref = p.provider_ref AND m.order_id = o.id
    AND m.outcome = 'paid' AND m.transaction_id = p.transaction_id AND m.amount_minor = p.amount_minor)`;

export type OrderCounts = { orders: number; doubleOrders: number; paid: number; paidWithoutConfirmation: number };

/**
 * The orders of these carts in the backend's database: how many, carts with more than one order, orders marked paid,
 * and paid orders without the provider's confirmation (CONFIRMED).
 */
export function orderCounts(db: Database.Database, cartIds: readonly number[]): OrderCounts {
  if (cartIds.length === 0) return { orders: 0, doubleOrders: 0, paid: 0, paidWithoutConfirmation: 0 };
  const carts = `(${cartIds.map(() => '?').join(',')})`;
  const orders = `"order" o LEFT JOIN order_payment p ON p.order_id = o.id WHERE o.cart_id IN ${carts}`;
  const count = (sql: string) => (db.prepare(sql).get(...cartIds) as { n: number }).n;
  return {
    orders: count(`SELECT COUNT(*) AS n FROM ${orders}`),
    doubleOrders: count(`SELECT COUNT(*) AS n FROM (SELECT o.cart_id FROM ${orders} GROUP BY o.cart_id HAVING COUNT(*) > 1)`),
    paid: count(`SELECT COUNT(*) AS n FROM ${orders} AND ${PAID}`),
    // COALESCE: a paid order without a payment row is unconfirmed too.
    paidWithoutConfirmation: count(`SELECT COUNT(*) AS n FROM ${orders} AND ${PAID} AND NOT COALESCE((${CONFIRMED}), 0)`),
  };
}

/** The load run: every guest at once from the first add to the order-placed page; then the database is counted. */
export async function checkoutLoadRun(port: number, host: string, backendOrigin: string, products: CartBenchProduct[]): Promise<CheckoutLoadRun> {
  const storefrontOrigin = `http://${host}`;
  const started = performance.now();
  const deadline = Date.now() + TIME_LIMIT_SECONDS * 1000;
  const errorKinds: Record<string, number> = {};
  const doubleClickOtherAnswers: Record<string, number> = {};
  let doubleClickSameAnswer = 0;
  let orderPlacedPages = 0;
  const guests = Array.from({ length: CHECKOUT_SHOPPERS }, () => new Guest(port, host, deadline));
  const methodOf = (n: number): Method => (n % 2 === 0 ? 'Vorkasse' : 'PayPal');
  await Promise.all(
    guests.map(async (guest, n) => {
      try {
        await readyToOrder(guest, linesOf(products, n, CHECKOUT_LINES), methodOf(n), n);
        const attemptId = newAttemptId();
        const first = orderCall(guest, attemptId);
        first.catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, DOUBLE_CLICK_MS));
        const [answer, again] = await Promise.all([first, orderCall(guest, attemptId)]);
        const [firstNext, againNext] = [nextOf(answer), nextOf(again)];
        if (firstNext === null && againNext === null) fail('order', answer);
        if (againNext === firstNext) doubleClickSameAnswer += 1;
        else {
          const kind =
            firstNext === null ? `the first refused (${answerKind(answer)}), the second placed` : againNext === null ? answerKind(again) : 'another address';
          doubleClickOtherAnswers[kind] = (doubleClickOtherAnswers[kind] ?? 0) + 1;
        }
        await followToOrderPlaced(guest, (firstNext ?? againNext) as string, storefrontOrigin, backendOrigin);
        orderPlacedPages += 1;
      } catch (error) {
        countError(errorKinds, error);
      }
    }),
  );
  const seconds = round((performance.now() - started) / 1000);
  const carts = guests.map((guest) => guest.cartId).filter((id): id is number => id !== null);
  const counts = withE2eDb((db) => orderCounts(db, carts));
  const errors = Object.values(errorKinds).reduce((sum, n) => sum + n, 0);
  return {
    shoppers: CHECKOUT_SHOPPERS,
    methods: 'half prepayment, half PayPal (sandbox)',
    seconds,
    ordersExpected: CHECKOUT_SHOPPERS,
    ordersPlaced: counts.orders,
    doubleOrders: counts.doubleOrders,
    orderPlacedPages,
    doubleClickSameAnswer,
    doubleClickOtherAnswers,
    errors,
    errorKinds,
    paidExpected: Math.floor(CHECKOUT_SHOPPERS / 2),
    paid: counts.paid,
    paidWithoutConfirmation: counts.paidWithoutConfirmation,
  };
}
