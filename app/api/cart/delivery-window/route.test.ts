import { NextRequest } from 'next/server';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * `GET /api/cart/delivery-window` against the reference backend started in-process: no window without a cart, the
 * parcel window of a parcel cart (a working day after today in the shop), the forwarder's for a cart with a bulky
 * item, and 400 for a malformed country.
 */
type Handler = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Pse = { productId: number; pseId: number };

describe('GET /api/cart/delivery-window', () => {
  let real: TestApp;
  let routes: { lines: typeof import('@/app/api/cart/lines/route'); window: typeof import('./route') };
  const pse = (freight: number): Pse =>
    real.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND p.freight = ? AND d.stock_state = 'in_stock' AND d.quantity >= 10
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id) ORDER BY p.id LIMIT 1`,
      )
      .get(freight) as Pse;

  beforeAll(async () => {
    real = await createTestApp();
    const { port } = real.app.server.address() as AddressInfo;
    Object.assign(process.env, embeddedShopEnv(`http://127.0.0.1:${port}`, TEST_TOKEN), { PORT: '3632' });
    routes = { lines: await import('@/app/api/cart/lines/route'), window: await import('./route') };
  }, 60_000);
  afterAll(() => real.close());

  function browser(host = 'at.localhost') {
    let cookie = '';
    const send = async (handler: Handler, method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}) };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await handler(new NextRequest(`http://${host}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), {
        params: Promise.resolve({}),
      });
      const set = response.headers.getSetCookie().find((line) => line.startsWith('cart='));
      if (set) cookie = set.split(';')[0] ?? '';
      return { status: response.status, headers: response.headers, json: (await response.json()) as { window?: { kind: string; from: string; to: string } | null } };
    };
    return {
      add: (item: Pse) => send(routes.lines.POST as Handler, 'POST', '/api/cart/lines', { ...item, quantity: 1 }),
      window: (query = '') => send(routes.window.GET as unknown as Handler, 'GET', `/api/cart/delivery-window${query}`),
    };
  }

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());

  test('no cart: no window; never cached', async () => {
    const answer = await browser().window();
    expect(answer).toMatchObject({ status: 200, json: { window: null } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('a parcel cart: its parcel window starts on a working day after today; a bulky item makes it the forwarder’s, later', async () => {
    const shopper = browser();
    expect((await shopper.add(pse(0))).status).toBe(200);
    const parcel = (await shopper.window()).json.window;
    expect(parcel?.kind).toBe('parcel');
    expect(parcel && parcel.from > today() && parcel.to >= parcel.from).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${parcel?.from ?? ''}T12:00:00Z`).getUTCDay());
    expect((await shopper.add(pse(1))).status).toBe(200);
    const freight = (await shopper.window()).json.window;
    expect(freight?.kind).toBe('freight');
    expect(freight && parcel && freight.from > parcel.from && freight.to > parcel.to).toBe(true);
  });

  test('a malformed delivery country is a bad request', async () => {
    expect((await browser().window('?country=abc')).status).toBe(400);
  });
});
