import { queryE2eDb } from '../e2e/support/e2e-db';
import { loopbackFetch } from './loopback-fetch';

/**
 * The cart rows of `npm run bench`, through the storefront (`POST /api/cart/lines`, which calls the reference
 * backend's `/cart/add`, `/cart/get` and postage):
 * - add-to-cart latency: BENCH_CART_ADDS (200) adds by BENCH_CART_CONNECTIONS (4) shoppers at a time, median and p95;
 * - a load run: BENCH_CART_SHOPPERS (200) shoppers in parallel, each adding BENCH_CART_LINES (5) lines one after
 *   the other with its own cookie; then carts and lines expected versus found (read back through the storefront and
 *   counted in the backend's database), and errors. Nothing here is asserted: the figures are printed.
 */
export const CART_ADDS = Number(process.env.BENCH_CART_ADDS ?? 200);
export const CART_CONNECTIONS = Number(process.env.BENCH_CART_CONNECTIONS ?? 4);
export const CART_SHOPPERS = Number(process.env.BENCH_CART_SHOPPERS ?? 200);
export const CART_LINES = Number(process.env.BENCH_CART_LINES ?? 5);

export type CartBenchProduct = { productId: number; pseId: number };
type Product = CartBenchProduct;
export type AddLatency = { adds: number; connections: number; medianMs: number; p95Ms: number; errors: number };
export type LoadRun = {
  shoppers: number;
  linesEach: number;
  seconds: number;
  cartsExpected: number;
  cartsFound: number;
  linesExpected: number;
  linesFound: number;
  linesSeenByShoppers: number;
  errors: number;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
const round = (value: number) => Math.round(value * 10) / 10;

/** Products of the Austrian shop that any quantity of 1 can be added to (visible, deliverable, sold singly, orderable). */
export function cartBenchProducts(limit: number): Product[] {
  return queryE2eDb<Product>(
    `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
     WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 10
       AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = 13)
     ORDER BY p.id LIMIT ?`,
    limit,
  );
}

/** One shopper: a cookie jar of one cookie (the cart's). */
class Shopper {
  private cookie: string | null = null;
  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { host: this.host, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await loopbackFetch(this.port, this.host, path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('cart='));
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? null;
    return { status: response.status, json: (await response.json()) as unknown };
  }

  add(product: Product) {
    return this.request('POST', '/api/cart/lines', { ...product, quantity: 1 });
  }
}

async function inParallel<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Add-to-cart latency: each connection is one shopper adding different products to its cart. */
export async function measureAddToCart(port: number, host: string, products: Product[]): Promise<AddLatency> {
  const shoppers = Array.from({ length: CART_CONNECTIONS }, () => new Shopper(port, host));
  const times: number[] = [];
  let errors = 0;
  await inParallel(CART_ADDS, CART_CONNECTIONS, async (index) => {
    const shopper = shoppers[index % CART_CONNECTIONS] as Shopper;
    const product = products[index % products.length] as Product;
    const started = performance.now();
    const answer = await shopper.add(product).catch(() => ({ status: 0, json: null }));
    times.push(performance.now() - started);
    if (answer.status !== 200) errors += 1;
  });
  times.sort((a, b) => a - b);
  return { adds: CART_ADDS, connections: CART_CONNECTIONS, medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), errors };
}

const linesOf = (json: unknown): number =>
  typeof json === 'object' && json !== null && 'lines' in json && Array.isArray(json.lines) ? json.lines.length : -1;

/** The load run: every shopper at once, each adding its lines in order; then what the storefront and the database hold. */
export async function loadRun(port: number, host: string, products: Product[]): Promise<LoadRun> {
  const before = queryE2eDb<{ id: number | null }>('SELECT MAX(id) AS id FROM cart')[0]?.id ?? 0;
  const shoppers = Array.from({ length: CART_SHOPPERS }, () => new Shopper(port, host));
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper, s) => {
      for (let line = 0; line < CART_LINES; line += 1) {
        const product = products[(s * CART_LINES + line) % products.length] as Product;
        const answer = await shopper.add(product).catch(() => ({ status: 0, json: null }));
        if (answer.status !== 200) errors += 1;
      }
    }),
  );
  const seconds = round((performance.now() - started) / 1000);
  const seen = await inParallel(CART_SHOPPERS, 8, async (s) => linesOf((await (shoppers[s] as Shopper).request('GET', '/api/cart')).json));
  const counts = queryE2eDb<{ carts: number; lines: number }>(
    'SELECT (SELECT COUNT(*) FROM cart WHERE id > ?) AS carts, (SELECT COUNT(*) FROM cart_item WHERE cart_id > ?) AS lines',
    before,
    before,
  )[0];
  return {
    shoppers: CART_SHOPPERS,
    linesEach: CART_LINES,
    seconds,
    cartsExpected: CART_SHOPPERS,
    cartsFound: counts?.carts ?? 0,
    linesExpected: CART_SHOPPERS * CART_LINES,
    linesFound: counts?.lines ?? 0,
    linesSeenByShoppers: seen.reduce((sum, n) => sum + Math.max(0, n), 0),
    errors,
  };
}
